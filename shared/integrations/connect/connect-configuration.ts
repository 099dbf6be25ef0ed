/**
 * The integrations function's deployment settings, read once from the environment: where
 * Google sends the user back, which web app URLs a flow may return to, the Google client,
 * and the search APIs' base URLs (for `verify`).
 */
import type { LocalSandbox } from '../../functions/local-sandbox-hook.ts';
import type { SearchProvider } from '../search/search-result.ts';
import {
  defaultGoogleRevokeUrl,
  type GoogleOAuthSetup,
  resolveGoogleOAuthSetup,
} from '../google-oauth/google-oauth-client.ts';
import { type AllowedAppUrl, parseAppUrls } from './return-to.ts';

/** The callback's path under the functions URL. */
export const gmailCallbackPath = '/integrations/gmail/callback';

/** Everything the routes read from configuration. */
export interface ConnectConfiguration {
  /** The `redirect_uri` registered with Google; null when nothing says where the functions are. */
  readonly redirectUri: string | null;
  /** Where a flow may return to; empty when `PARLEY_APP_URLS` (or `SITE_URL`) is unset. */
  readonly appUrls: readonly AllowedAppUrl[];
  readonly google: GoogleOAuthSetup;
  /** `GOOGLE_REVOKE_URL` or Google's: a disconnect revokes there even when no client is configured any more. */
  readonly googleRevokeUrl: string;
  /** `SERPER_BASE_URL`, `BRAVE_BASE_URL`, `SERPAPI_BASE_URL` when set. */
  readonly searchBaseUrls: Partial<Record<SearchProvider, string>>;
}

type Environment = Readonly<Record<string, string | undefined>>;

function setting(environment: Environment, name: string): string | undefined {
  const value = environment[name]?.trim();
  return value === undefined || value.length === 0 ? undefined : value;
}

/**
 * `PARLEY_OAUTH_REDIRECT_URL`, else the callback under `PARLEY_FUNCTIONS_URL` (set by the
 * local gateway), else under `<SUPABASE_URL>/functions/v1` (set on every deployed function).
 */
function redirectUriOf(environment: Environment): string | null {
  const explicit = setting(environment, 'PARLEY_OAUTH_REDIRECT_URL');
  if (explicit !== undefined) return explicit;
  const supabaseUrl = setting(environment, 'SUPABASE_URL');
  const functionsUrl = setting(environment, 'PARLEY_FUNCTIONS_URL') ??
    (supabaseUrl === undefined ? undefined : `${supabaseUrl.replace(/\/+$/, '')}/functions/v1`);
  return functionsUrl === undefined ? null : `${functionsUrl.replace(/\/+$/, '')}${gmailCallbackPath}`;
}

/** Reads the configuration; throws naming the variable when `PARLEY_APP_URLS` is malformed. */
export function connectConfigurationFromEnvironment(
  environment: Environment,
  sandbox: LocalSandbox | undefined,
): ConnectConfiguration {
  // A deployed function cannot read config.toml: PARLEY_APP_URLS is the setting, with
  // SITE_URL (the name Supabase Auth gives `site_url`) as a fallback when a project sets it.
  const appUrlsVariable =
    setting(environment, 'PARLEY_APP_URLS') === undefined && setting(environment, 'SITE_URL') !== undefined
      ? 'SITE_URL'
      : 'PARLEY_APP_URLS';
  const searchBaseUrls: Partial<Record<SearchProvider, string>> = {};
  for (
    const [provider, variable] of [['serper', 'SERPER_BASE_URL'], ['brave', 'BRAVE_BASE_URL'], [
      'serpapi',
      'SERPAPI_BASE_URL',
    ]] as const
  ) {
    const value = setting(environment, variable);
    if (value !== undefined) searchBaseUrls[provider] = value;
  }
  return {
    redirectUri: redirectUriOf(environment),
    appUrls: parseAppUrls(environment[appUrlsVariable], appUrlsVariable),
    google: resolveGoogleOAuthSetup(environment, sandbox),
    googleRevokeUrl: setting(environment, 'GOOGLE_REVOKE_URL') ?? defaultGoogleRevokeUrl,
    searchBaseUrls,
  };
}
