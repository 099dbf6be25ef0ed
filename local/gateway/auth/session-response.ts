/**
 * GoTrue's `AccessTokenResponse`: what `POST /token` and `POST /signup` answer with a
 * session, and what supabase-js stores as its `Session`.
 */
import type { AccessTokenIssuer } from './access-token.ts';
import type { AuthUser } from './auth-user-repository.ts';
import { userJson } from './auth-user-json.ts';
import type { IssuedSession } from './session-store.ts';

/** The session JSON of `session` for `user`, with an access token issued at `now`. */
export async function sessionJson(
  tokens: AccessTokenIssuer,
  user: AuthUser,
  session: IssuedSession,
  now: Date,
): Promise<Record<string, unknown>> {
  const { token, expiresAt } = await tokens.issue(user, session, now);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(now.getTime() / 1000),
    expires_at: expiresAt,
    refresh_token: session.refreshToken,
    user: userJson(user),
  };
}
