/**
 * The answers the gateway gives itself, before or instead of a function, shaped like
 * those of Supabase's edge relay (`{ code, message }` JSON, CORS headers, so a browser
 * can read them).
 */
import { corsHeaders } from '../../shared/http/cors.ts';
import { bearerToken, type JwtVerifier } from '../../shared/http/jwt-verifier.ts';

function relayJson(status: number, body: Record<string, unknown>, requestId: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'content-type': 'application/json', 'x-request-id': requestId },
  });
}

/**
 * `verify_jwt`: null when the request carries a valid JWT of any role (anon key,
 * service-role key, a user's access token), else the 401 to answer with.
 */
export async function relayAuthFailure(
  request: Request,
  verify: JwtVerifier,
  requestId: string,
): Promise<Response | null> {
  if (!request.headers.has('authorization')) {
    return relayJson(401, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' }, requestId);
  }
  const token = bearerToken(request);
  if (token === null) {
    return relayJson(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }, requestId);
  }
  try {
    await verify(token);
    return null;
  } catch {
    return relayJson(401, { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }, requestId);
  }
}

/** No function by that name (or a path outside `/functions/v1/`). */
export function functionNotFound(available: readonly string[], requestId: string): Response {
  return relayJson(
    404,
    { code: 'NOT_FOUND', message: 'Requested function was not found', functions: available },
    requestId,
  );
}

/** The function failed while it was being loaded; the gateway printed why. */
export function functionBootError(requestId: string): Response {
  return relayJson(503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }, requestId);
}

/** The function threw instead of answering. */
export function functionWorkerError(requestId: string): Response {
  return relayJson(
    500,
    { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    requestId,
  );
}

/** A request that arrived before the functions were loaded. */
export function gatewayStarting(requestId: string): Response {
  return relayJson(
    503,
    { code: 'STARTING', message: 'The gateway is still starting; try again in a moment' },
    requestId,
  );
}
