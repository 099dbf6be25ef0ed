/**
 * Which web page may read an answer the gateway gives itself (a 401 of `verify_jwt`, an
 * unknown function's 404, a failed function's 503 or 500): the same origins the functions
 * allow (`PARLEY_CORS_ORIGINS`, else the app URLs; shared/http/cors.ts), so a page the
 * functions refuse cannot read the gateway's answers either. The status stays the gateway's.
 */
import type { AllowedOrigins } from '../../shared/http/allowed-origins.ts';
import { isAllowedOrigin } from '../../shared/http/allowed-origins.ts';

/** No page: for the answers given before the functions' origins are known (`STARTING`). */
export const noOrigin: AllowedOrigins = { kind: 'listed', origins: [] };

/** `response` with `Access-Control-Allow-Origin` set for `origin` (the request's `Origin`):
 * `*` when every origin is allowed, the origin itself when it is listed, none otherwise. */
export function withOwnAnswerOrigin(response: Response, origin: string | null, allowed: AllowedOrigins): Response {
  if (allowed.kind === 'any') {
    response.headers.set('access-control-allow-origin', '*');
    return response;
  }
  if (origin !== null && isAllowedOrigin(origin, allowed)) response.headers.set('access-control-allow-origin', origin);
  else response.headers.delete('access-control-allow-origin');
  response.headers.append('vary', 'Origin');
  return response;
}
