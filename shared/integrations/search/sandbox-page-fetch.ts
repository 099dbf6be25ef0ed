/**
 * Page reads under the local gateway: a link on one of the sandbox's result hosts
 * (example.com, example.org) is read from the gateway's pages stand-in, the way its searches
 * come from the Serper stand-in, so the offline demo can summarize what it found. Any other
 * address goes to the SSRF-safe fetcher. Deployed functions have no sandbox, so never this.
 */
import type { SafeFetch, SafeFetchResult } from '../fetch/safe-fetch.ts';

/** The gateway's pages stand-in (`LocalSandbox['pages']`). */
export interface SandboxPages {
  readonly baseUrl: string;
  readonly hosts: readonly string[];
}

function sandboxAddressOf(pages: SandboxPages, requestedUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestedUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.replace(/^www\./, '');
  if (!pages.hosts.includes(host)) return null;
  return `${pages.baseUrl.replace(/\/+$/, '')}/${host}${url.pathname}${url.search}`;
}

/** `safeFetch`, with the sandbox's result hosts read from `pages` (through `fetch`: the
 * stand-in is on loopback, which the SSRF-safe fetcher refuses). */
export function withSandboxPages(
  safeFetch: SafeFetch,
  pages: SandboxPages,
  fetchImplementation: typeof fetch = globalThis.fetch,
  timeoutMs = 10_000,
): SafeFetch {
  return async (requestedUrl, outerSignal) => {
    const address = sandboxAddressOf(pages, requestedUrl);
    if (address === null) return safeFetch(requestedUrl, outerSignal);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = outerSignal === undefined ? deadline : AbortSignal.any([outerSignal, deadline]);
    const fail = (problem: Extract<SafeFetchResult, { ok: false }>['problem']): SafeFetchResult => ({
      ok: false,
      url: requestedUrl,
      problem,
    });
    try {
      const response = await fetchImplementation(address, { method: 'GET', signal });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        return fail({ kind: 'http_status', status: response.status });
      }
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      return {
        ok: true,
        page: {
          requestedUrl,
          url: requestedUrl,
          status: response.status,
          contentType,
          text: await response.text(),
          truncated: false,
          redirects: 0,
        },
      };
    } catch (error) {
      if (deadline.aborted) return fail({ kind: 'timeout' });
      if (outerSignal?.aborted === true) return fail({ kind: 'cancelled' });
      return fail({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
    }
  };
}
