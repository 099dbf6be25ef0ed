import { HttpError } from './http-error.ts';
import { bearerToken, type JwtVerifier } from './jwt-verifier.ts';

/** A signed-in user, from a verified JWT. */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly token: string;
}

/**
 * The user a request comes from, from its verified `Authorization: Bearer` JWT — never
 * from the body. 401 when the token is missing, invalid, expired, or not a user's (the
 * anon key, the service-role key).
 */
export async function requireUser(request: Request, verify: JwtVerifier): Promise<AuthenticatedUser> {
  const token = bearerToken(request);
  if (token === null) throw new HttpError('unauthorized', 'Missing Authorization: Bearer <user access token>.');
  let verified;
  try {
    verified = await verify(token);
  } catch {
    throw new HttpError('unauthorized', 'The access token is invalid or expired.');
  }
  if (verified.userId === null || verified.role !== 'authenticated') {
    throw new HttpError('unauthorized', 'This endpoint needs a signed-in user\'s access token, not an API key.');
  }
  return { userId: verified.userId, token };
}
