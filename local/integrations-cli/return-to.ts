/** Where the browser goes after Google's consent page, and what named it; or why there is none. */
export type ReturnToChoice =
  | { readonly ok: true; readonly url: string; readonly source: 'flag' | 'PARLEY_APP_URLS' | 'gateway' }
  | { readonly ok: false; readonly message: string };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The `returnTo` of `connect gmail`. It must be on the integrations function's allow-list,
 * so: `--return-to`, else the first of `PARLEY_APP_URLS` (the allow-list itself), else the
 * local gateway's own URL, which the gateway puts first on its default allow-list.
 * The command does not need the browser to come back to it: it polls the status.
 */
export function chooseReturnTo(
  flag: string | null,
  environment: Readonly<Record<string, string | undefined>>,
  connectionUrl: string,
): ReturnToChoice {
  if (flag !== null) return { ok: true, url: flag, source: 'flag' };
  const [first] = (environment.PARLEY_APP_URLS ?? '').split(',').map((url) => url.trim()).filter((url) =>
    url.length > 0
  );
  if (first !== undefined) return { ok: true, url: first, source: 'PARLEY_APP_URLS' };
  if (loopbackHosts.has(new URL(connectionUrl).hostname)) return { ok: true, url: connectionUrl, source: 'gateway' };
  return {
    ok: false,
    message:
      "Pass --return-to <url>: one of your web app URLs on the integrations function's allow-list (PARLEY_APP_URLS).",
  };
}
