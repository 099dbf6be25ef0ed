/**
 * The web app URLs `supabase/config.toml` allows auth redirects to (`[auth] site_url` and
 * `additional_redirect_urls`). Locally they become the default `PARLEY_APP_URLS`, the
 * allow-list the integrations function checks a `returnTo` against, so the same setting
 * governs both redirects, as on a deployed project.
 */
import { type AllowedOrigins, parseAllowedOrigins } from '../../shared/http/allowed-origins.ts';
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

/**
 * The pages the local Auth accepts browser calls from, the same list the functions' CORS
 * uses: `PARLEY_CORS_ORIGINS` when set (plus the gateway's own origin, whose web app signs
 * in), else the gateway's origin, config.toml's web app URLs and `PARLEY_APP_URLS` from the
 * environment (`.env` included). A value that does not parse is left to the configuration's
 * own report (the functions refuse to start with it): the default list applies here.
 */
export function localAuthOrigins(
  baseUrl: string,
  configText: string,
  environment: Readonly<Record<string, string | undefined>>,
): AllowedOrigins {
  const defaults = localAllowedOrigins(baseUrl, configText);
  const listed = defaults.kind === 'listed' ? defaults.origins : [];
  const originsOf = (urls: readonly string[]): string[] =>
    urls.flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    });
  const cors = environment.PARLEY_CORS_ORIGINS;
  if (cors !== undefined) {
    try {
      const allowed = parseAllowedOrigins(cors);
      if (allowed.kind === 'any') return allowed;
      return { kind: 'listed', origins: [...new Set([...originsOf([baseUrl]), ...allowed.origins])] };
    } catch {
      return defaults;
    }
  }
  const appUrls = (environment.PARLEY_APP_URLS ?? '').split(',').map((url) => url.trim()).filter((url) => url !== '');
  return { kind: 'listed', origins: [...new Set([...listed, ...originsOf(appUrls)])] };
}
