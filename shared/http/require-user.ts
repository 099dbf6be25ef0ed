import { HttpError } from './http-error.ts';
import { bearerToken, InvalidTokenError, type JwtVerifier } from './jwt-verifier.ts';

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

/**
 * The user a request comes from, from its verified `Authorization: Bearer` JWT — never
 * from the body. 401 when the token is missing, invalid, expired, or not a user's (the
 * anon key, the service-role key).
 */
export async function requireUser(request: Request, verify: JwtVerifier): Promise<AuthenticatedUser> {
  const token = bearerToken(request);
  if (token === null) throw unauthorized('Missing Authorization: Bearer <user access token>.', false);
  let verified;
  try {
    verified = await verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError && error.reason === 'expired') {
      throw unauthorized('The access token has expired: refresh the session and try again.', true);
    }
    throw unauthorized('The access token is invalid.', true);
  }
  if (verified.userId === null || verified.role !== 'authenticated') {
    throw unauthorized(
      "This endpoint needs a signed-in user's access token, not an API key (anon or service role).",
      true,
    );
  }
  return { userId: verified.userId, token };
}
