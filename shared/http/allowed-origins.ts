/**
 * Which web origins may call the functions from a browser. Functions take a user's token in
 * the `Authorization` header, never a cookie, so a page elsewhere cannot borrow a session;
 * but where a token is easy to come by (the local gateway's demo user, signed with a
 * well-known secret), any website could otherwise call the functions with it. So a
 * deployment names its web apps: `PARLEY_CORS_ORIGINS`, else the origins of its app URLs
 * (`PARLEY_APP_URLS`, which the local gateway fills with its own origin and config.toml's).
 */

/** `any`: every origin (`Access-Control-Allow-Origin: *`); `listed`: these origins only. */
export type AllowedOrigins =
  | { readonly kind: 'any' }
  | { readonly kind: 'listed'; readonly origins: readonly string[] };

/** Every origin: what a deployment that names no web app gets. */
export const anyOrigin: AllowedOrigins = { kind: 'any' };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin of `text` when it is an http(s) URL, else null. */
function originOf(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The origin with a loopback host written one way, so `localhost:5173` and
 * `127.0.0.1:5173` (the same server) are one origin. */
function comparable(url: URL): string {
  return loopbackHosts.has(url.hostname) ? `${url.protocol}//127.0.0.1:${url.port}` : url.origin;
}

/**
 * `PARLEY_CORS_ORIGINS`: `*` for any origin, or comma-separated origins
 * (`https://app.example.com,http://localhost:5173`). Throws naming the variable and the
 * entry for one that is not a bare http(s) origin, so a typo fails at boot.
 */
export function parseAllowedOrigins(text: string, variable = 'PARLEY_CORS_ORIGINS'): AllowedOrigins {
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0);
  if (entries.length === 1 && entries[0] === '*') return anyOrigin;
  if (entries.length === 0) {
    throw new Error(`${variable} is empty: use * or comma-separated origins such as https://app.example.com.`);
  }
  return {
    kind: 'listed',
    origins: entries.map((entry, index) => {
      const url = originOf(entry);
      if (url === null || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(
          `${variable} entry ${
            index + 1
          } is not an origin: use * or comma-separated origins (scheme, host and port only) such as https://app.example.com.`,
        );
      }
      return url.origin;
    }),
  };
}

/**
 * May a page of `origin` (a request's `Origin` header) call? When the origin is listed, the
 * loopback host names counting as one. The request's own host is not trusted as a stand-in
 * for a listed origin: under DNS rebinding a hostile name points at the local gateway, and
 * its pages look same-origin.
 */
export function isAllowedOrigin(origin: string, allowed: AllowedOrigins): boolean {
  if (allowed.kind === 'any') return true;
  const url = originOf(origin);
  if (url === null || url.origin !== origin) return false;
  const candidate = comparable(url);
  return allowed.origins.some((listed) => {
    const listedUrl = originOf(listed);
    return listedUrl !== null && comparable(listedUrl) === candidate;
  });
}
