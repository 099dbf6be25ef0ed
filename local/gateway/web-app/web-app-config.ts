/**
 * `/config.json`: what the web app needs when it was built without `VITE_SUPABASE_URL` and
 * `VITE_SUPABASE_ANON_KEY` — this gateway's URL, its anon key, and the demo account when its
 * local password works.
 */

/** The body of `/config.json`. */
export interface WebAppConfig {
  readonly supabaseUrl: string;
  readonly anonKey: string;
  readonly demo: { readonly email: string; readonly password: string } | null;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The Supabase URL for a page loaded through `request`: the origin the browser used when it
 * is a loopback one (so the Vite dev server, which proxies to the gateway, stays same-origin),
 * else `baseUrl`.
 */
export function supabaseUrlFor(request: Request, baseUrl: string): string {
  const host = request.headers.get('host');
  if (host === null) return baseUrl;
  try {
    const origin = new URL(`http://${host}`);
    return loopbackHosts.has(origin.hostname) ? origin.origin : baseUrl;
  } catch {
    return baseUrl;
  }
}

/** The `/config.json` answer. */
export function webAppConfigResponse(config: WebAppConfig): Response {
  return new Response(JSON.stringify(config), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}
