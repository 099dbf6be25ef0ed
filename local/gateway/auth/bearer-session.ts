/**
 * Who an Auth request speaks for: the user and session of its `Authorization: Bearer`
 * access token, refused with GoTrue's codes (401 `no_authorization`, 403 `bad_jwt`,
 * `session_not_found`, `user_not_found`). A token without `session_id` (the banner's
 * long-lived demo token) has no session to check, as in GoTrue.
 */
import { bearerToken, type JwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import type { AuthUser, AuthUserRepository } from './auth-user-repository.ts';
import { fail } from './auth-responses.ts';
import type { SessionStore } from './session-store.ts';

/** The caller of an Auth request. */
export interface BearerSession {
  readonly user: AuthUser;
  /** The token's `session_id`; null when it has none. */
  readonly sessionId: string | null;
}

/** What {@link bearerSessionOf} reads with. */
export interface BearerSessionDependencies {
  readonly verifyJwt: JwtVerifier;
  readonly users: AuthUserRepository;
  readonly sessions: SessionStore;
}

/** The caller of `request`; throws an `AuthFailure` when there is none. */
export async function bearerSessionOf(
  request: Request,
  dependencies: BearerSessionDependencies,
): Promise<BearerSession> {
  const token = bearerToken(request);
  if (token === null) fail(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  let userId: string | null;
  let sessionClaim: unknown;
  try {
    const verified = await dependencies.verifyJwt(token);
    userId = verified.userId;
    sessionClaim = verified.claims.session_id;
  } catch {
    fail(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, or the token has expired');
  }
  if (userId === null) fail(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sessionId = typeof sessionClaim === 'string' && sessionClaim !== '' ? sessionClaim : null;
  if (sessionId !== null && !(await dependencies.sessions.isLive(sessionId))) {
    fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await dependencies.users.findById(userId);
  if (user === null) fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}
