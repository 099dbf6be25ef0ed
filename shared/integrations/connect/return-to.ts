/**
 * Where the callback may send the browser back to: the web app URLs of `PARLEY_APP_URLS`
 * (comma-separated; the local gateway defaults it to its own origin and config.toml's
 * `site_url` and `additional_redirect_urls`). A `returnTo` must have the origin of one of
 * them and a path inside its path; anything else is refused, so the function is never an
 * open redirect.
 *
 * One more address is always allowed: {@link loopbackReturnPath} on any port of the
 * loopback interface, for a command-line client that listens there (RFC 8252 §7.3, as Google
 * allows for installed apps). It reaches only the machine whose browser consented, and its
 * fixed path and empty query leave nothing for a link to choose but the port.
 */
import { connectLimits } from './connect-limits.ts';

/** One allowed app URL: its origin, and the path a return address must stay under. */
export interface AllowedAppUrl {
  readonly origin: string;
  /** Without a trailing slash; empty for the whole origin. */
  readonly pathPrefix: string;
}

/** The path of a loopback return address (`npm run integrations -- connect gmail`). */
export const loopbackReturnPath = '/parley/gmail-return';

/** `http://127.0.0.1:<port>/parley/gmail-return` or the same on `[::1]`, nothing else. */
function isLoopbackReturn(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]') &&
    url.pathname === loopbackReturnPath && url.search === '' && url.hash === '';
}

/** A web URL (http or https) without user info, or null. */
function webUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return url;
}

/** Parses `PARLEY_APP_URLS`; throws naming the variable and the entry's position for one
 * that is not an http(s) URL, so a typo fails at boot instead of refusing every user. */
export function parseAppUrls(text: string | undefined, variable = 'PARLEY_APP_URLS'): AllowedAppUrl[] {
  const entries = (text ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  return entries.map((entry, index) => {
    const url = webUrl(entry);
    if (url === null) {
      throw new Error(
        `${variable} entry ${
          index + 1
        } is not an http(s) URL without credentials: use comma-separated web app URLs such as https://app.example.com.`,
      );
    }
    return { origin: url.origin, pathPrefix: url.pathname.replace(/\/+$/, '') };
  });
}

/** The normalized `returnTo` when it is inside an allowed app URL or is a loopback return
 * address, else null. */
export function allowedReturnTo(returnTo: string, allowed: readonly AllowedAppUrl[]): URL | null {
  if (returnTo.length > connectLimits.maxReturnToChars) return null;
  const url = webUrl(returnTo);
  if (url === null) return null;
  if (isLoopbackReturn(url)) return url;
  const path = url.pathname;
  const inside = allowed.some((app) =>
    app.origin === url.origin &&
    (app.pathPrefix === '' || path === app.pathPrefix || path.startsWith(`${app.pathPrefix}/`))
  );
  return inside ? url : null;
}
