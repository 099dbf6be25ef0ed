/**
 * The schema of the environment: each variable a function reads, with the kind of value
 * it holds (settings.ts), turned into the {@link Configuration} value with every default
 * filled in. docs/configuration.md describes each variable.
 */
import { approvalLimits } from '../chat/approvals/approval-limits.ts';
import { z } from 'zod';
import { chatLimits } from '../chat/chat-limits.ts';
import { type CredentialKeyring, parseCredentialKeyring } from '../db/credential-keyring.ts';
import { type AllowedOrigins, anyOrigin, parseAllowedOrigins } from '../http/allowed-origins.ts';
import { defaultRateLimits, type RateLimitBucket } from '../http/rate-limits.ts';
import { gmailCallbackPath } from '../integrations/connect/connect-configuration.ts';
import { type AllowedAppUrl, parseAppUrls } from '../integrations/connect/return-to.ts';
import { resolveGmailConfiguration } from '../integrations/gmail/gmail-configuration.ts';
import {
  defaultGoogleAuthorizeUrl,
  defaultGoogleRevokeUrl,
  defaultGoogleTokenUrl,
  defaultGoogleUserinfoUrl,
} from '../integrations/google-oauth/google-oauth-client.ts';
import type { ProviderSettings } from '../llm/model-configuration.ts';
import { builtInProviders } from '../llm/provider-registry.ts';
import type { Configuration } from './configuration.ts';
import {
  headerKey,
  internalSecret,
  modelName,
  modelNames,
  namedKeys,
  onOff,
  positiveWholeNumber,
  rateLimit,
  text,
  webUrl,
} from './settings.ts';
import { supabaseKeysOf } from './supabase-keys.ts';

/** Each provider's key variables (text) and base-URL variable (a URL). */
const providerVariables: Record<string, typeof text> = Object.fromEntries(
  builtInProviders.flatMap((provider) => [
    ...[provider.apiKeyVariable, ...provider.alternateApiKeyVariables ?? []].map((name) => [name, text]),
    [provider.baseUrlVariable, webUrl],
  ]),
);

const variables = z.object({
  ...providerVariables,
  DATABASE_URL: text,
  SUPABASE_DB_URL: text,
  SUPABASE_URL: webUrl,
  PARLEY_FUNCTIONS_URL: webUrl,
  PARLEY_JWT_SECRET: text,
  SUPABASE_JWT_SECRET: text,
  SUPABASE_JWKS: text,
  PARLEY_JWT_AUDIENCE: text,
  SUPABASE_SECRET_KEYS: namedKeys,
  SUPABASE_PUBLISHABLE_KEYS: namedKeys,
  SUPABASE_ANON_KEY: headerKey,
  SUPABASE_SERVICE_ROLE_KEY: headerKey,
  PARLEY_INTERNAL_SECRET: internalSecret,
  PARLEY_CREDENTIALS_KEY: text,
  PARLEY_DEFAULT_MODEL: modelName,
  PARLEY_FALLBACK_MODELS: modelNames,
  PARLEY_FALLBACK_TOOL: onOff,
  PARLEY_FALLBACK_TOOL_MODELS: modelNames,
  PARLEY_DEMO_MISTAKES: onOff,
  PARLEY_TURN_DEADLINE_MS: positiveWholeNumber,
  PARLEY_APPROVAL_TTL_SECONDS: positiveWholeNumber,
  PARLEY_RATE_LIMIT_CHAT: rateLimit,
  PARLEY_RATE_LIMIT_TOOLS: rateLimit,
  PARLEY_RATE_LIMIT_INTEGRATIONS: rateLimit,
  PARLEY_RATE_LIMIT_ANALYTICS: rateLimit,
  PARLEY_RATE_LIMIT_HISTORY: rateLimit,
  GOOGLE_CLIENT_ID: text,
  GOOGLE_CLIENT_SECRET: text,
  GMAIL_API_BASE_URL: webUrl,
  GOOGLE_TOKEN_URL: webUrl,
  GOOGLE_OAUTH_AUTHORIZE_URL: webUrl,
  GOOGLE_REVOKE_URL: webUrl,
  GOOGLE_USERINFO_URL: webUrl,
  PARLEY_APP_URLS: text,
  PARLEY_CORS_ORIGINS: text,
  SITE_URL: text,
  PARLEY_OAUTH_REDIRECT_URL: webUrl,
  SERPER_BASE_URL: webUrl,
  BRAVE_BASE_URL: webUrl,
  SERPAPI_BASE_URL: webUrl,
  PARLEY_ALLOW_LOOPBACK_FETCH: z.string().optional().refine(
    (value) => value === undefined || value.trim() === '' || value.trim() === 'on-for-tests-only',
    { message: 'must be on-for-tests-only (tests only) or unset.' },
  ),
});

type Variables = z.output<typeof variables>;

/** The variable of each rate-limit bucket. */
const rateLimitVariables = {
  chat: 'PARLEY_RATE_LIMIT_CHAT',
  tools: 'PARLEY_RATE_LIMIT_TOOLS',
  integrations: 'PARLEY_RATE_LIMIT_INTEGRATIONS',
  analytics: 'PARLEY_RATE_LIMIT_ANALYTICS',
  history: 'PARLEY_RATE_LIMIT_HISTORY',
} as const satisfies Record<RateLimitBucket, keyof Variables>;

function providersOf(values: Variables): Record<string, ProviderSettings> {
  // The provider variables are in the schema (providerVariables) but not in its static type.
  const read = (name: string): string | undefined => {
    const value: unknown = Reflect.get(values, name);
    return typeof value === 'string' ? value : undefined;
  };
  return Object.fromEntries(builtInProviders.map((provider) => {
    const apiKey = [provider.apiKeyVariable, ...provider.alternateApiKeyVariables ?? []]
      .map(read).find((value) => value !== undefined);
    return [provider.name, { apiKey: apiKey ?? null, baseUrl: read(provider.baseUrlVariable) ?? provider.baseUrl }];
  }));
}

function rateLimitsOf(values: Variables): Configuration['rateLimits'] {
  const limits: Configuration['rateLimits'] = {};
  for (const [bucket, name] of Object.entries(rateLimitVariables) as [RateLimitBucket, keyof Variables][]) {
    const setting = values[name] as Variables[typeof rateLimitVariables[RateLimitBucket]];
    if (setting !== 'off') limits[bucket] = setting ?? defaultRateLimits[bucket];
  }
  return limits;
}

/** A value parsed by one of the product's own parsers, whose errors already name the variable. */
function parsedBy<T>(parse: () => T, name: string, context: z.RefinementCtx): T | typeof z.NEVER {
  try {
    return parse();
  } catch (error) {
    context.addIssue({ code: 'custom', path: [name], message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
}

/** The environment, read into a {@link Configuration}. */
export const configurationSchema = variables.transform((values, context): Configuration => {
  const keys = supabaseKeysOf({
    secretKeys: values.SUPABASE_SECRET_KEYS ?? {},
    publishableKeys: values.SUPABASE_PUBLISHABLE_KEYS ?? {},
    serviceRoleKey: values.SUPABASE_SERVICE_ROLE_KEY,
    anonKey: values.SUPABASE_ANON_KEY,
    internalSecret: values.PARLEY_INTERNAL_SECRET,
  });
  const functionsUrl = (values.PARLEY_FUNCTIONS_URL ??
    (values.SUPABASE_URL === undefined ? undefined : `${values.SUPABASE_URL.replace(/\/+$/, '')}/functions/v1`))
    ?.replace(/\/+$/, '') ?? null;
  // A deployed function cannot read config.toml: PARLEY_APP_URLS is the setting, with
  // SITE_URL (the name Supabase Auth gives `site_url`) as a fallback when a project sets it.
  const appUrlsVariable = values.PARLEY_APP_URLS === undefined && values.SITE_URL !== undefined
    ? 'SITE_URL'
    : 'PARLEY_APP_URLS';
  const appUrls: readonly AllowedAppUrl[] = parsedBy(
    () => parseAppUrls(values[appUrlsVariable], appUrlsVariable),
    appUrlsVariable,
    context,
  );
  // The web apps' origins may call from a browser: PARLEY_CORS_ORIGINS, else the app URLs'.
  // (appUrls is not a list when PARLEY_APP_URLS is malformed: that issue is reported already.)
  const corsOrigins: AllowedOrigins = values.PARLEY_CORS_ORIGINS !== undefined
    ? parsedBy(() => parseAllowedOrigins(values.PARLEY_CORS_ORIGINS ?? ''), 'PARLEY_CORS_ORIGINS', context)
    : !Array.isArray(appUrls) || appUrls.length === 0
    ? anyOrigin
    : { kind: 'listed', origins: [...new Set(appUrls.map((app) => app.origin))] };
  const credentialsKeyring: CredentialKeyring | null = values.PARLEY_CREDENTIALS_KEY === undefined
    ? null
    : parsedBy(() => parseCredentialKeyring(values.PARLEY_CREDENTIALS_KEY), 'PARLEY_CREDENTIALS_KEY', context);
  const searchBaseUrls = Object.fromEntries(
    [['serper', values.SERPER_BASE_URL], ['brave', values.BRAVE_BASE_URL], ['serpapi', values.SERPAPI_BASE_URL]]
      .filter(([, url]) => url !== undefined),
  );
  const googleTokenUrl = values.GOOGLE_TOKEN_URL ?? defaultGoogleTokenUrl;
  return {
    databaseUrl: values.DATABASE_URL ?? values.SUPABASE_DB_URL ?? null,
    caller: {
      // Supabase gives deployed functions SUPABASE_URL, its keys and SUPABASE_JWKS but not the
      // JWT secret (and refuses secrets named SUPABASE_*): without a secret, tokens are checked
      // against the project's JWKS or its Auth server.
      jwt: {
        secret: values.PARLEY_JWT_SECRET ?? values.SUPABASE_JWT_SECRET,
        jwks: values.SUPABASE_JWKS,
        supabaseUrl: values.SUPABASE_URL,
        audience: values.PARLEY_JWT_AUDIENCE,
        apiKey: keys.authApiKey ?? undefined,
      },
      serviceKey: keys.serviceKey,
      acceptedServiceKeys: keys.acceptedServiceKeys,
      internalSecret: keys.internalSecret,
    },
    credentialsKeyring,
    functionsUrl,
    models: {
      providers: providersOf(values),
      defaultModel: values.PARLEY_DEFAULT_MODEL ?? null,
      fallbackModels: values.PARLEY_FALLBACK_MODELS ?? [],
      fallbackTool: values.PARLEY_FALLBACK_TOOL ?? true,
      fallbackToolModels: values.PARLEY_FALLBACK_TOOL_MODELS ?? [],
      demoMistakes: values.PARLEY_DEMO_MISTAKES ?? false,
    },
    turnDeadlineMs: values.PARLEY_TURN_DEADLINE_MS ?? chatLimits.turnDeadlineMs,
    approvalTtlMs: values.PARLEY_APPROVAL_TTL_SECONDS === undefined
      ? approvalLimits.defaultTtlMs
      : values.PARLEY_APPROVAL_TTL_SECONDS * 1000,
    rateLimits: rateLimitsOf(values),
    corsOrigins,
    gmail: resolveGmailConfiguration({
      googleClientId: values.GOOGLE_CLIENT_ID,
      googleClientSecret: values.GOOGLE_CLIENT_SECRET,
      gmailApiBaseUrl: values.GMAIL_API_BASE_URL,
      googleTokenUrl,
    }),
    connect: {
      // PARLEY_OAUTH_REDIRECT_URL, else the callback under the functions URL.
      redirectUri: values.PARLEY_OAUTH_REDIRECT_URL ??
        (functionsUrl === null ? null : `${functionsUrl}${gmailCallbackPath}`),
      appUrls,
      google: {
        clientId: values.GOOGLE_CLIENT_ID,
        clientSecret: values.GOOGLE_CLIENT_SECRET,
        authorizeUrl: values.GOOGLE_OAUTH_AUTHORIZE_URL ?? defaultGoogleAuthorizeUrl,
        tokenUrl: googleTokenUrl,
        revokeUrl: values.GOOGLE_REVOKE_URL ?? defaultGoogleRevokeUrl,
        userinfoUrl: values.GOOGLE_USERINFO_URL ?? defaultGoogleUserinfoUrl,
      },
      searchBaseUrls,
    },
    searchBaseUrls,
    allowLoopbackFetch: values.PARLEY_ALLOW_LOOPBACK_FETCH?.trim() === 'on-for-tests-only',
  };
});
