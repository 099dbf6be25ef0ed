import { corsHeaders, securityHeaders } from './cors.ts';
import { HttpError } from './http-error.ts';
import { errorResponse } from './json-response.ts';
import { bearerToken, type JwtVerifier } from './jwt-verifier.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RateLimitBucket } from './rate-limits.ts';
import { requestIdOf } from './request-id.ts';

/** What {@link countSignedInRequest} needs. */
export interface SignedInRateLimit {
  readonly verifyJwt: JwtVerifier;
  readonly rateLimit: RateLimiter;
  readonly bucket: RateLimitBucket;
}

/** What {@link withUserRateLimit} needs. */
export interface UserRateLimitOptions extends SignedInRateLimit {
  readonly generateId: () => string;
}

/**
 * Counts a request of a signed-in user against `bucket`, throwing the limiter's 429
 * {@link HttpError} (with `Retry-After`) when the bucket is empty. A request without a
 * user's valid token is not counted: the route it is for answers it (401, or the OAuth
 * callback, which carries no token).
 */
export async function countSignedInRequest(request: Request, options: SignedInRateLimit): Promise<void> {
  const token = bearerToken(request);
  const userId = token === null ? null : await options.verifyJwt(token).then(
    (verified) => (verified.role === 'authenticated' ? verified.userId : null),
    () => null,
  );
  if (userId !== null) await options.rateLimit(userId, options.bucket);
}

/**
 * {@link countSignedInRequest} in front of `handler`, for a function whose routes each check
 * the user themselves (integrations). A refusal is the usual JSON error, 429 + `Retry-After`.
 */
export function withUserRateLimit(
  handler: (request: Request) => Promise<Response>,
  options: UserRateLimitOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      await countSignedInRequest(request, options);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const response = errorResponse(error, requestIdOf(request, options.generateId));
      // Answered before the handler's CORS wrapper: a browser must still be able to read it.
      for (const [name, value] of Object.entries({ ...corsHeaders, ...securityHeaders })) {
        response.headers.set(name, value);
      }
      return response;
    }
    return handler(request);
  };
}
