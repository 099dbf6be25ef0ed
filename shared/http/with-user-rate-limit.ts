import { corsHeaders, securityHeaders } from './cors.ts';
import { HttpError } from './http-error.ts';
import { errorResponse } from './json-response.ts';
import { bearerToken, type JwtVerifier } from './jwt-verifier.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RateLimitBucket } from './rate-limits.ts';
import { requestIdOf } from './request-id.ts';

/** What {@link withUserRateLimit} needs. */
export interface UserRateLimitOptions {
  readonly verifyJwt: JwtVerifier;
  readonly rateLimit: RateLimiter;
  readonly bucket: RateLimitBucket;
  readonly generateId: () => string;
}

/**
 * Counts each request of a signed-in user against `bucket` before `handler` sees it, for a
 * function whose routes each check the user themselves (integrations). A request without
 * a user's valid token is passed on untouched: the route answers it (401, or the OAuth
 * callback, which carries no token). A refusal is the usual JSON error, 429 + `Retry-After`.
 */
export function withUserRateLimit(
  handler: (request: Request) => Promise<Response>,
  options: UserRateLimitOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const token = bearerToken(request);
    const userId = token === null ? null : await options.verifyJwt(token).then(
      (verified) => (verified.role === 'authenticated' ? verified.userId : null),
      () => null,
    );
    if (userId !== null) {
      try {
        await options.rateLimit(userId, options.bucket);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const response = errorResponse(error, requestIdOf(request, options.generateId));
        // Answered before the handler's CORS wrapper: a browser must still be able to read it.
        for (const [name, value] of Object.entries({ ...corsHeaders, ...securityHeaders })) {
          response.headers.set(name, value);
        }
        return response;
      }
    }
    return handler(request);
  };
}
