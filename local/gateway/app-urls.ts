/**
 * The web app URLs `supabase/config.toml` allows auth redirects to (`[auth] site_url` and
 * `additional_redirect_urls`). Locally they become the default `PARLEY_APP_URLS`, the
 * allow-list the integrations function checks a `returnTo` against, so the same setting
 * governs both redirects, as on a deployed project.
 */
import type { AllowedOrigins } from '../../shared/http/allowed-origins.ts';
import { tomlEntries } from './toml-entries.ts';

/** `site_url` first, then `additional_redirect_urls` in order; blanks and repeats left out. */
export function appUrlsFromConfig(configText: string): string[] {
  const urls: string[] = [];
  for (const { path, value } of tomlEntries(configText)) {
    if (path[0] !== 'auth' || typeof value !== 'string') continue;
    const isSiteUrl = path.length === 2 && path[1] === 'site_url';
    const isRedirectUrl = path.length === 3 && path[1] === 'additional_redirect_urls';
    const url = value.trim();
    if ((isSiteUrl || isRedirectUrl) && url.length > 0 && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

/** The gateway's own origin and the origins of config.toml's web app URLs: the pages the
 * functions' CORS allows by default too (`PARLEY_APP_URLS` defaults to the same list). */
export function localAllowedOrigins(baseUrl: string, configText: string): AllowedOrigins {
  const origins = [baseUrl, ...appUrlsFromConfig(configText)].flatMap((url) => {
    try {
      return [new URL(url).origin];
    } catch {
      return [];
    }
  });
  return { kind: 'listed', origins: [...new Set(origins)] };
}
