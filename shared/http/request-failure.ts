import { clientClosedStatus, loggedAsDisconnect } from '../log/client-disconnect.ts';
import type { Logger } from '../log/logger.ts';
import { databaseUnavailableHttpError } from './database-unavailable-http-error.ts';
import { HttpError } from './http-error.ts';

/** The one message an unexpected failure shows its caller. */
export const unexpectedErrorMessage = 'An unexpected error occurred. Quote the request id when reporting it.';

/** How a request failed, for every function and every response form (JSON, SSE, a tool
 * function's body): the caller went away, or an {@link HttpError} to answer with. */
export type RequestFailure =
  | { readonly kind: 'disconnect'; readonly status: typeof clientClosedStatus }
  | { readonly kind: 'failure'; readonly error: HttpError };

/**
 * The one mapping from whatever a request threw to what it is answered with, logged once:
 * an {@link HttpError} as it is (no log: it is the caller's); a database outage as 503
 * `database_unavailable` with `Retry-After` (one warning line, no stack); a client that
 * went away as a disconnect (one line); anything else as a generic `internal` error whose
 * detail and stack go to the log only, with the request id.
 */
export function requestFailureOf(
  error: unknown,
  request: Request,
  context: { readonly logger: Logger; readonly requestId: string; readonly fields?: Record<string, unknown> },
): RequestFailure {
  const { logger, requestId } = context;
  if (error instanceof HttpError) return { kind: 'failure', error };
  const outage = databaseUnavailableHttpError(error);
  if (outage !== null) {
    logger.warn('database-unavailable', {
      requestId,
      ...context.fields,
      retryAfterSeconds: outage.details?.retryAfterSeconds,
    });
    return { kind: 'failure', error: outage };
  }
  if (loggedAsDisconnect(logger, request, { requestId, ...context.fields })) {
    return { kind: 'disconnect', status: clientClosedStatus };
  }
  logger.error('request-failed', {
    requestId,
    ...context.fields,
    errorName: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return { kind: 'failure', error: new HttpError('internal', unexpectedErrorMessage) };
}
