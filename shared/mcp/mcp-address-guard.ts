/**
 * Every HTTP request of an MCP session (initialize, list, call, the SDK's GET stream and
 * DELETE, and each redirect hop) checked against the deployment's address policy before
 * it is made. MCP URLs come from agent settings, which a user can write straight through
 * the REST API, so the check cannot rest on the agents API's validation: it runs here, on
 * the resolved addresses, for every request. The check itself is injected (the functions
 * layer passes the SSRF check of shared/integrations/fetch/fetch-target.ts, one
 * implementation for the page fetcher and MCP).
 */

/** Why an MCP server's URL may not be requested (the shapes of the SSRF check's problems). */
export type McpAddressRefusal =
  | { readonly kind: 'unsupported_scheme'; readonly scheme: string }
  | { readonly kind: 'credentials_in_url' }
  | { readonly kind: 'unresolvable_host'; readonly host: string }
  | { readonly kind: 'blocked_address'; readonly host: string; readonly range: string };

/** Checks one URL: null when it may be requested. Rejects only when `signal` aborts. */
export type McpAddressCheck = (url: URL, signal?: AbortSignal) => Promise<McpAddressRefusal | null>;

/** A request refused by the address check; nothing was sent. */
export class McpAddressNotAllowedError extends Error {
  readonly refusal: McpAddressRefusal;
  constructor(url: URL, refusal: McpAddressRefusal) {
    super(`MCP request to ${url.origin} refused: ${describeMcpAddressRefusal(refusal)}`);
    this.name = 'McpAddressNotAllowedError';
    this.refusal = refusal;
  }
}

/** The refusal in words, for the model, the user and the log (no secrets: host and range). */
export function describeMcpAddressRefusal(refusal: McpAddressRefusal): string {
  switch (refusal.kind) {
    case 'unsupported_scheme':
      return `${refusal.scheme}:// is not allowed, only https://`;
    case 'credentials_in_url':
      return 'the URL carries a user name or password';
    case 'unresolvable_host':
      return `${refusal.host} does not resolve`;
    case 'blocked_address':
      return `${refusal.host} resolves to a ${refusal.range} address`;
  }
}

/** Enough for http→https→canonical chains; more is a loop or a trap. */
const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function urlOf(input: string | URL | Request): URL {
  return new URL(input instanceof Request ? input.url : String(input));
}

async function checked(check: McpAddressCheck, url: URL, signal: AbortSignal | null | undefined): Promise<void> {
  const refusal = await check(url, signal ?? undefined);
  if (refusal !== null) throw new McpAddressNotAllowedError(url, refusal);
}

/**
 * `baseFetch` (the runtime's by default) behind `check`: each request's URL is checked
 * first, and a redirect the caller asked to follow is followed here, by hand, checking
 * each target (the SDK itself asks for `redirect: 'manual'` and follows same-origin
 * redirects through this same fetch, so those hops are checked too). A refused request
 * rejects with {@link McpAddressNotAllowedError}.
 */
export function guardMcpFetch(check: McpAddressCheck, baseFetch: typeof fetch = globalThis.fetch): typeof fetch {
  const guarded = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    let url = urlOf(input);
    await checked(check, url, init?.signal);
    if (init?.redirect === 'manual' || init?.redirect === 'error') return await baseFetch(input, init);
    let request: RequestInit = { ...init, redirect: 'manual' };
    let response = await baseFetch(input, request);
    for (let hops = 0; redirectStatuses.has(response.status); hops += 1) {
      const location = response.headers.get('location');
      if (location === null || hops >= maxRedirects) return response;
      await response.body?.cancel().catch(() => undefined);
      url = new URL(location, url);
      await checked(check, url, init?.signal);
      // 303, and 301/302 after a POST, continue as a GET without a body (as fetch does).
      const asGet = response.status === 303 ||
        ((response.status === 301 || response.status === 302) && request.method?.toUpperCase() === 'POST');
      if (asGet) request = { ...request, method: 'GET', body: undefined };
      response = await baseFetch(url, request);
    }
    return response;
  };
  return guarded as typeof fetch;
}
