import type { BlockedRange } from './blocked-address.ts';
import { decodeText } from './decode-text.ts';
import { checkFetchTarget, type HostResolver } from './fetch-target.ts';
import { readLimitedBody } from './read-limited-body.ts';

/**
 * Fetching pages a model names, without letting it reach this machine or its network
 * (SSRF). Every hop, the first request and each redirect, is checked before it is made:
 * http/https only, no credentials in the URL, and every address the host resolves to
 * must be public (fetch-target.ts, blocked-address.ts). Redirects are followed by hand, a bounded
 * number of times; the whole fetch has a deadline; the body is streamed up to a size
 * cap; only text content types are read.
 *
 * DNS rebinding caveat: `fetch` resolves the host again when it connects, and web
 * standards offer no way to pin the connection to the address checked here (an IP URL
 * would break TLS name checks and the Host header cannot be set). A host whose DNS
 * answers change between the check and the connection could still slip through. What
 * standards allow is done: the check runs immediately before each request, every
 * address in the answer must be public (not just the first), no verdict is cached, and
 * each redirect is checked anew. The deployment's egress rules are the final guard.
 * Checked again for Deno 2.1 and the Supabase Edge Runtime: `Deno.createHttpClient`
 * takes no resolver or address override, and `Deno.connectTls` derives SNI and the
 * certificate name from the address it dials, so connecting to the checked address under
 * the name's TLS identity would mean re-implementing HTTP and TLS by hand; the caveat stays.
 */

export type { HostResolver } from './fetch-target.ts';

/** Defaults of {@link createSafeFetch}, with their reasons. */
export const safeFetchDefaults = {
  /** A page that takes longer than this is not worth a chat turn's wait. */
  timeoutMs: 10_000,
  /** Article pages are far smaller; the cap stops a huge or endless body early. */
  maxBytes: 2 * 1024 * 1024,
  /** Enough for http→https→www→canonical chains; more is a loop or a trap. */
  maxRedirects: 5,
  /** Types we can turn into readable text. */
  contentTypes: ['text/html', 'application/xhtml+xml', 'text/plain'],
  userAgent: 'Mozilla/5.0 (compatible; ParleyReader/1.0)',
} as const;

/** Settings and side effects of {@link createSafeFetch}. */
export interface SafeFetchOptions {
  readonly resolveHost: HostResolver;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly maxBytes?: number;
  readonly maxRedirects?: number;
  readonly contentTypes?: readonly string[];
  readonly userAgent?: string;
  /** Lets 127.0.0.0/8 and ::1 through so tests can serve pages locally. Production never sets it. */
  readonly allowLoopbackForTests?: boolean;
}

/** Why a page was not fetched. */
export type SafeFetchProblem =
  | { readonly kind: 'invalid_url' }
  | { readonly kind: 'unsupported_scheme'; readonly scheme: string }
  | { readonly kind: 'credentials_in_url' }
  | { readonly kind: 'unresolvable_host'; readonly host: string }
  | { readonly kind: 'blocked_address'; readonly host: string; readonly range: BlockedRange }
  | { readonly kind: 'too_many_redirects'; readonly limit: number }
  | { readonly kind: 'bad_redirect' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'http_status'; readonly status: number }
  | { readonly kind: 'unsupported_content_type'; readonly contentType: string };

/** A page that was fetched. */
export interface FetchedPage {
  readonly requestedUrl: string;
  /** Where the page was finally read, after redirects. */
  readonly url: string;
  readonly status: number;
  /** The media type, lower case, without parameters (`text/html`). */
  readonly contentType: string;
  readonly text: string;
  /** True when the body passed the size cap and only its start was read. */
  readonly truncated: boolean;
  readonly redirects: number;
}

/** What {@link SafeFetch} returns: never an exception. */
export type SafeFetchResult =
  | { readonly ok: true; readonly page: FetchedPage }
  | { readonly ok: false; readonly url: string; readonly problem: SafeFetchProblem };

/** Fetches one page under the SSRF policy; `signal` cancels it. */
export type SafeFetch = (url: string, signal?: AbortSignal) => Promise<SafeFetchResult>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function parseUrl(text: string, base: URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  }
  return String(error);
}

/** Builds a {@link SafeFetch} with `options`' resolver, limits and `fetch`. */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const fetchImplementation = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? safeFetchDefaults.timeoutMs;
  const maxBytes = options.maxBytes ?? safeFetchDefaults.maxBytes;
  const maxRedirects = options.maxRedirects ?? safeFetchDefaults.maxRedirects;
  const contentTypes: readonly string[] = options.contentTypes ?? safeFetchDefaults.contentTypes;
  const headers = {
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
    'user-agent': options.userAgent ?? safeFetchDefaults.userAgent,
  };

  return async (requestedUrl, outerSignal) => {
    let current: URL;
    try {
      current = new URL(requestedUrl);
    } catch {
      return { ok: false, url: requestedUrl, problem: { kind: 'invalid_url' } };
    }
    const fail = (problem: SafeFetchProblem): SafeFetchResult => ({ ok: false, url: current.href, problem });
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = outerSignal === undefined ? deadline : AbortSignal.any([outerSignal, deadline]);
    try {
      for (let redirects = 0;; redirects += 1) {
        const problem = await checkFetchTarget(current, options, signal);
        if (problem !== null) return fail(problem);
        const response = await fetchImplementation(current.href, {
          method: 'GET',
          redirect: 'manual',
          headers,
          signal,
        });
        if (redirectStatuses.has(response.status)) {
          await discard(response);
          const location = response.headers.get('location');
          if (redirects >= maxRedirects) return fail({ kind: 'too_many_redirects', limit: maxRedirects });
          const next = location === null ? null : parseUrl(location, current);
          if (next === null) return fail({ kind: 'bad_redirect' });
          current = next;
          continue;
        }
        if (!response.ok) {
          await discard(response);
          return fail({ kind: 'http_status', status: response.status });
        }
        const contentTypeHeader = response.headers.get('content-type') ?? '';
        const contentType = (contentTypeHeader.split(';')[0] ?? '').trim().toLowerCase();
        if (!contentTypes.includes(contentType)) {
          await discard(response);
          return fail({ kind: 'unsupported_content_type', contentType: contentType === '' ? 'none' : contentType });
        }
        const body = await readLimitedBody(response, maxBytes);
        const text = decodeText(body.bytes, contentTypeHeader);
        return {
          ok: true,
          page: {
            requestedUrl,
            url: current.href,
            status: response.status,
            contentType,
            text,
            truncated: body.truncated,
            redirects,
          },
        };
      }
    } catch (error) {
      if (deadline.aborted) return fail({ kind: 'timeout' });
      if (outerSignal?.aborted === true) return fail({ kind: 'cancelled' });
      return fail({ kind: 'network', message: errorMessage(error) });
    }
  };
}
