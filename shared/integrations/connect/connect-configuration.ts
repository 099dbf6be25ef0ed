/**
 * The integrations function's deployment settings: where Google sends the user back, which
 * web app URLs a flow may return to, the Google client, and the search APIs' base URLs
 * (for `verify`).
 */
import type { LocalSandbox } from '../local-sandbox.ts';
import type { SearchProvider } from '../search/search-result.ts';
import {
  type GoogleClientSettings,
  type GoogleOAuthSetup,
  resolveGoogleOAuthSetup,
} from '../google-oauth/google-oauth-client.ts';
import type { AllowedAppUrl } from './return-to.ts';

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

/** What the deployment's configuration says about connecting (shared/config/). */
export interface ConnectSettings {
  /** `PARLEY_OAUTH_REDIRECT_URL`, else the callback under the functions URL; null when nothing says where the functions are. */
  readonly redirectUri: string | null;
  /** `PARLEY_APP_URLS`, else `SITE_URL`; empty when neither is set. */
  readonly appUrls: readonly AllowedAppUrl[];
  readonly google: GoogleClientSettings;
  /** `SERPER_BASE_URL`, `BRAVE_BASE_URL`, `SERPAPI_BASE_URL` when set. */
  readonly searchBaseUrls: Partial<Record<SearchProvider, string>>;
}

/** The routes' configuration: the deployment's settings with the local gateway's sandbox Google, when there is one. */
export function connectConfigurationOf(
  settings: ConnectSettings,
  sandbox: LocalSandbox | undefined,
): ConnectConfiguration {
  return {
    redirectUri: settings.redirectUri,
    appUrls: settings.appUrls,
    google: resolveGoogleOAuthSetup(settings.google, sandbox),
    googleRevokeUrl: settings.google.revokeUrl,
    searchBaseUrls: settings.searchBaseUrls,
  };
}
