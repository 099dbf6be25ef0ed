/**
 * Access tokens as Supabase Auth issues them with a project's legacy JWT secret: HS256,
 * GoTrue's claims, so every function (and `auth.uid()` under RLS) reads them as it reads
 * a deployed project's.
 */
import { SignJWT } from 'jose';
import type { AuthUser } from './auth-user-repository.ts';
import { appMetadataOf, userMetadataOf } from './auth-user-json.ts';
import type { IssuedSession } from './session-store.ts';

/** Signs access tokens. */
export interface AccessTokenIssuer {
  /** The token of `session` for `user`, issued at `now`, and when it expires (seconds since the epoch). */
  issue(
    user: AuthUser,
    session: IssuedSession,
    now: Date,
  ): Promise<{ readonly token: string; readonly expiresAt: number }>;
}

/** What {@link createAccessTokenIssuer} needs. */
export interface AccessTokenOptions {
  /** `SUPABASE_JWT_SECRET`, the secret the functions verify with. */
  readonly secret: string;
  /** The gateway's origin; tokens name `<url>/auth/v1` as their issuer, as GoTrue does. */
  readonly baseUrl: string;
  readonly expirySeconds: number;
}

/** An issuer signing with `options.secret`. */
export function createAccessTokenIssuer(options: AccessTokenOptions): AccessTokenIssuer {
  const key = new TextEncoder().encode(options.secret);
  const issuer = `${options.baseUrl.replace(/\/+$/, '')}/auth/v1`;
  return {
    async issue(user, session, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = issuedAt + options.expirySeconds;
      const token = await new SignJWT({
        iss: issuer,
        sub: user.id,
        aud: 'authenticated',
        exp: expiresAt,
        iat: issuedAt,
        email: user.email ?? '',
        phone: '',
        app_metadata: appMetadataOf(user),
        user_metadata: userMetadataOf(user),
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: Math.floor(session.authenticatedAt.getTime() / 1000) }],
        session_id: session.sessionId,
        is_anonymous: false,
      }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
      return { token, expiresAt };
    },
  };
}
