/**
 * `POST /auth/v1/logout?scope=global|local|others` (`signOut()`): ends the caller's
 * sessions, so their refresh tokens are refused and `GET /user` with their access tokens
 * answers `session_not_found`. The access tokens themselves stay valid for the functions
 * until they expire, as with Supabase Auth (functions check the signature, not the session).
 */
import type { AuthEndpoint } from './auth-context.ts';
import { authNoContent, fail } from './auth-responses.ts';
import { bearerSessionOf } from './bearer-session.ts';

const scopes = ['global', 'local', 'others'] as const;

/** The logout endpoint. */
export const logoutEndpoint: AuthEndpoint = async (request, context) => {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
  if (!(scopes as readonly string[]).includes(scope)) {
    fail(400, 'validation_failed', `Unsupported logout scope "${scope.slice(0, 40)}"`);
  }
  const { user, sessionId } = await bearerSessionOf(request, context);
  if (scope === 'global') await context.sessions.end(user.id, 'all');
  else if (scope === 'local' && sessionId !== null) await context.sessions.end(user.id, { only: sessionId });
  // A token without a session (the banner's demo token): every session is another one.
  else if (scope === 'others') await context.sessions.end(user.id, sessionId === null ? 'all' : { except: sessionId });
  return authNoContent();
};
