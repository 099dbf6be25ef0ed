/** What the local Auth's endpoints share: its stores, its token issuer, its settings and clock. */
import type { JwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import type { AccessTokenIssuer } from './access-token.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { AuthUserRepository } from './auth-user-repository.ts';
import type { PasswordHasher } from './password-hashing.ts';
import type { SessionStore } from './session-store.ts';

/** The dependencies of every endpoint, each injected. */
export interface AuthContext {
  readonly users: AuthUserRepository;
  readonly sessions: SessionStore;
  readonly passwords: PasswordHasher;
  readonly tokens: AccessTokenIssuer;
  /** Verifies access tokens with the secret they are signed with. */
  readonly verifyJwt: JwtVerifier;
  readonly settings: AuthSettings;
  readonly now: () => Date;
  readonly generateId: () => string;
}

/** One endpoint: answers a request (or throws an `AuthFailure`). */
export type AuthEndpoint = (request: Request, context: AuthContext) => Promise<Response>;
