import { HttpError } from './http-error.ts';
import { bearerToken, InvalidTokenError, type JwtVerifier } from './jwt-verifier.ts';
import { presentsServiceKey } from './service-key-shape.ts';

/** A signed-in user, from a verified JWT. */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly token: string;
}

function unauthorized(message: string, tokenError: boolean): HttpError {
  // RFC 6750: a 401 names the scheme, and says invalid_token when one was sent.
  return new HttpError('unauthorized', message, undefined, {
    'www-authenticate': tokenError ? 'Bearer error="invalid_token"' : 'Bearer',
  });
}

/** What a caller is told about a token that did not verify. */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof InvalidTokenError)) return 'The access token is invalid.';
  if (error.reason === 'expired') return 'The access token has expired: refresh the session and try again.';
  if (error.reason === 'audience') {
    return `${error.message} Sign in to this project and send its access token.`;
  }
  return 'The access token is invalid.';
}

/** What a caller is told who sent a service key where a user's token is needed. It neither
 * repeats the key nor says whether it is one of the project's: user endpoints take none. */
export const serviceKeyNotUserMessage = "The API key presented is not recognized as a user's credential: this " +
  "endpoint needs a signed-in user's access token (Authorization: Bearer <user access token>).";

/**
 * The user a request comes from, from its verified `Authorization: Bearer` JWT — never
 * from the body. 401 when the token is missing, invalid, expired, for another audience, or
 * not a user's (the anon key, the service-role key); a secret key (in `apikey` without a
 * token, or as the bearer token) is refused as not recognized, before any verification.
 */
export async function requireUser(request: Request, verify: JwtVerifier): Promise<AuthenticatedUser> {
  if (presentsServiceKey(request)) throw unauthorized(serviceKeyNotUserMessage, true);
  const token = bearerToken(request);
  if (token === null) throw unauthorized('Missing Authorization: Bearer <user access token>.', false);
  let verified;
  try {
    verified = await verify(token);
  } catch (error) {
    throw unauthorized(refusalMessage(error), true);
  }
  if (verified.userId === null || verified.role !== 'authenticated') {
    throw unauthorized(
      "This endpoint needs a signed-in user's access token, not an API key (anon or service role).",
      true,
    );
  }
  return { userId: verified.userId, token };
}
