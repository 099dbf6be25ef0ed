import { acceptsEventStream, eventStreamErrorResponse } from '../../shared/http/database-unavailable-http-error.ts';
import { HttpError } from '../../shared/http/http-error.ts';
import { errorResponse } from '../../shared/http/json-response.ts';

/**
 * The 503 `shutting_down` a request gets while the gateway stops, with `Retry-After`, so a
 * client knows to come back rather than hang on a socket about to close. A caller reading a
 * stream gets it as the `error` event a stream's failure is.
 */
export function shuttingDownResponse(request: Request, requestId: string, retryAfterSeconds = 5): Response {
  const refusal = new HttpError(
    'shutting_down',
    'The gateway is shutting down; try again shortly.',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
  return acceptsEventStream(request)
    ? eventStreamErrorResponse(refusal, 503, requestId)
    : errorResponse(refusal, requestId);
}
