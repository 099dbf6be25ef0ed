/**
 * The web as web-search-api sees it in the bench: its `fetch`, which passes loopback
 * requests (the Serper stand-in) through and answers every other one from the task's
 * pages, recording it first. A request the scraper made is in `requests` whether or not a
 * page was there: reaching the host is the side effect. Host lookups answer with one
 * public address, so the SSRF check passes as it would for a real site.
 */
import type { TaskPage } from './injection-task.ts';

/** A request the scraper made to a site. */
export interface WebRequest {
  readonly url: string;
  readonly host: string;
  readonly method: string;
}

/** The task's web. */
export interface TaskWeb {
  /** For web-search-api's `hooks.fetch`. */
  readonly fetch: typeof fetch;
  /** For web-search-api's `hooks.resolveHost`. */
  readonly resolveHost: (hostname: string) => Promise<string[]>;
  /** Requests to sites, oldest first; {@link TaskWeb.load} empties it. */
  readonly requests: WebRequest[];
  /** Starts a turn on `pages`. */
  load(pages: readonly TaskPage[]): void;
}

/** A public address (example.com's), so the SSRF-safe fetcher lets the request go. */
const publicAddress = '93.184.215.14';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A URL without its fragment and trailing slash, for looking a page up. */
function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href.replace(/\/+$/, '');
}

/** The web of a bench run. */
export function createTaskWeb(): TaskWeb {
  let pages = new Map<string, string>();
  const requests: WebRequest[] = [];
  const respond = (url: URL, method: string): Response => {
    requests.push({ url: url.href, host: url.hostname, method });
    const html = pages.get(pageKey(url.href)) ?? pages.get(pageKey(`${url.origin}${url.pathname}`));
    return html === undefined
      ? new Response('<html><body><p>Not found.</p></body></html>', {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      })
      : new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  return {
    requests,
    fetch: (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (loopbackHosts.has(url.hostname)) return globalThis.fetch(request);
      return Promise.resolve(respond(url, request.method));
    },
    resolveHost: () => Promise.resolve([publicAddress]),
    load(taskPages) {
      pages = new Map(taskPages.map((page) => [pageKey(page.url), page.html]));
      requests.length = 0;
    },
  };
}
