/**
 * The deployment's configuration as one typed value: every environment variable a function
 * reads (docs/configuration.md), parsed and checked once per worker by
 * `parseConfiguration` (parse-configuration.ts), then handed to what needs each part.
 */
import type { CredentialKeyring } from '../db/credential-keyring.ts';
import type { BucketPolicy } from '../db/repositories/rate-limit-repository.ts';
import type { AllowedOrigins } from '../http/allowed-origins.ts';
import type { JwtVerifierOptions } from '../http/jwt-verifier.ts';
import type { RateLimitBucket } from '../http/rate-limits.ts';
import type { ConnectSettings } from '../integrations/connect/connect-configuration.ts';
import type { ResolvedGmailConfiguration } from '../integrations/gmail/gmail-configuration.ts';
import type { SearchProvider } from '../integrations/search/search-result.ts';
import type { ModelConfiguration } from '../llm/model-configuration.ts';

/** How a function checks who calls it. */
export interface CallerConfiguration {
  /** `PARLEY_JWT_SECRET` (else `SUPABASE_JWT_SECRET`), `SUPABASE_JWKS`, `SUPABASE_URL`,
   * a publishable key (else `SUPABASE_ANON_KEY`, else a secret key) for the project's Auth
   * server, and `PARLEY_JWT_AUDIENCE`, the audience of users' tokens. */
  readonly jwt: Omit<JwtVerifierOptions, 'fetch'>;
  /** The key chat calls the tool functions with: a `SUPABASE_SECRET_KEYS` key, else
   * `SUPABASE_SERVICE_ROLE_KEY`, else `PARLEY_INTERNAL_SECRET` (supabase-keys.ts). */
  readonly serviceKey: string | null;
  /** The keys a tool function accepts from chat: every secret key and the service role key;
   * the internal secret only when neither is set (supabase-keys.ts). */
  readonly acceptedServiceKeys: readonly string[];
  /** `PARLEY_INTERNAL_SECRET`, else {@link serviceKey}: signs the `x-parley-context` header. */
  readonly internalSecret: string | null;
}

/** Everything the functions read from the environment. */
export interface Configuration {
  /** `DATABASE_URL`, else `SUPABASE_DB_URL`; null: the local gateway's database, if any. */
  readonly databaseUrl: string | null;
  readonly caller: CallerConfiguration;
  /** `PARLEY_CREDENTIALS_KEY`; null when unset: every integration reads as not connected. */
  readonly credentialsKeyring: CredentialKeyring | null;
  /** `PARLEY_FUNCTIONS_URL`, else `<SUPABASE_URL>/functions/v1`, without a trailing slash;
   * null when neither is set. */
  readonly functionsUrl: string | null;
  /** Providers, default and fallback models, the fallback tool caller, the demo model. */
  readonly models: ModelConfiguration;
  /** `PARLEY_TURN_DEADLINE_MS`, else `chatLimits.turnDeadlineMs`. */
  readonly turnDeadlineMs: number;
  /** `PARLEY_APPROVAL_TTL_SECONDS` in milliseconds, else a day: how long a paused turn's
   * approvals can be answered. */
  readonly approvalTtlMs: number;
  /** Each bucket's `PARLEY_RATE_LIMIT_*`, else its default; a bucket set to `off` is absent. */
  readonly rateLimits: Partial<Record<RateLimitBucket, BucketPolicy>>;
  /** `PARLEY_CORS_ORIGINS`, else the origins of the app URLs (`PARLEY_APP_URLS`, `SITE_URL`),
   * else any origin: the web pages that may call the functions from a browser. */
  readonly corsOrigins: AllowedOrigins;
  /** The Google client and the Gmail and token endpoints gmail-api calls. */
  readonly gmail: ResolvedGmailConfiguration;
  /** What the integrations function needs to connect Gmail and verify search keys. */
  readonly connect: ConnectSettings;
  /** `SERPER_BASE_URL`, `BRAVE_BASE_URL`, `SERPAPI_BASE_URL` when set. */
  readonly searchBaseUrls: Partial<Record<SearchProvider, string>>;
  /** `PARLEY_ALLOW_LOOPBACK_FETCH=on-for-tests-only`: the scraper may fetch loopback addresses. */
  readonly allowLoopbackFetch: boolean;
}
