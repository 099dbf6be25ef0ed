/**
 * Builds the gateway's local Auth on its database: the tables readied, the demo user's
 * password set when missing, and the `/auth/v1` routes. main.ts mounts the routes.
 */
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import type { AllowedOrigins } from '../../../shared/http/allowed-origins.ts';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import { localAllowedOrigins } from '../app-urls.ts';
import { createAccessTokenIssuer } from './access-token.ts';
import type { AuthContext } from './auth-context.ts';
import { createLocalAuthRoutes, type LocalAuthRoutes } from './auth-routes.ts';
import { authSettingsFromConfig } from './auth-settings.ts';
import { prepareAuthTables } from './auth-tables.ts';
import { createAuthUserRepository } from './auth-user-repository.ts';
import { type DemoSignIn, ensureDemoUserPassword } from './demo-user-password.ts';
import { bcryptPasswordHasher, type PasswordHasher } from './password-hashing.ts';
import { createSessionStore } from './session-store.ts';

/** What {@link openLocalAuth} needs; the clock, ids and hasher default to the real ones. */
export interface OpenLocalAuthOptions {
  readonly sql: SqlClient;
  /** `SUPABASE_JWT_SECRET`: access tokens are signed with it, as the functions verify them. */
  readonly jwtSecret: string;
  /** The anon and service-role keys an `apikey` header may carry. */
  readonly apiKeys: readonly string[];
  /** The gateway's origin (`http://127.0.0.1:54321`), the tokens' issuer. */
  readonly baseUrl: string;
  /** `supabase/config.toml`, for its `[auth]` settings. */
  readonly configText: string;
  readonly logger: Logger;
  /** The web pages that may call from a browser; by default the gateway's own origin and
   * config.toml's `site_url` and `additional_redirect_urls` (see {@link localAllowedOrigins}). */
  readonly allowedOrigins?: AllowedOrigins;
  readonly now?: () => Date;
  readonly generateId?: () => string;
  readonly passwords?: PasswordHasher;
}

/** The local Auth: its routes, whether the demo sign-in works, and what went wrong readying it. */
export interface LocalAuth {
  readonly routes: LocalAuthRoutes;
  /** `unavailable` when the database could not be readied (see `warning`). */
  readonly demoSignIn: DemoSignIn | 'unavailable';
  /** For the banner's warnings; null when all is well. */
  readonly warning: string | null;
}

/**
 * Readies the database and builds the routes. A database that cannot be readied (no
 * rights on `auth.users`, say) leaves the gateway running without a working sign-in, and
 * says why in `warning`, rather than stopping the functions from being served.
 */
export async function openLocalAuth(options: OpenLocalAuthOptions): Promise<LocalAuth> {
  const settings = authSettingsFromConfig(options.configText);
  const now = options.now ?? (() => new Date());
  const generateId = options.generateId ?? (() => crypto.randomUUID());
  const passwords = options.passwords ?? bcryptPasswordHasher;
  const users = createAuthUserRepository(options.sql);
  const context: AuthContext = {
    users,
    sessions: createSessionStore(options.sql, {
      generateId,
      reuseIntervalSeconds: settings.refreshTokenReuseIntervalSeconds,
    }),
    passwords,
    tokens: createAccessTokenIssuer({
      secret: options.jwtSecret,
      baseUrl: options.baseUrl,
      expirySeconds: settings.jwtExpirySeconds,
    }),
    verifyJwt: createJwtVerifier({ secret: options.jwtSecret }),
    settings,
    now,
    generateId,
  };
  const routes = createLocalAuthRoutes(context, {
    apiKeys: options.apiKeys,
    logger: options.logger,
    allowedOrigins: options.allowedOrigins ?? localAllowedOrigins(options.baseUrl, options.configText),
  });
  try {
    await prepareAuthTables(options.sql);
    return { routes, demoSignIn: await ensureDemoUserPassword(users, passwords, now()), warning: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      routes,
      demoSignIn: 'unavailable',
      warning: `Local sign-in (/auth/v1) could not ready the database, so it will fail: ${reason}`,
    };
  }
}
