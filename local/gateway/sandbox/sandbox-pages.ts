/**
 * The pages stand-in under `/sandbox/pages`: `GET /<host>/<path>` answers an HTML page for
 * the sandbox's own result links (https://example.com/…, https://example.org/…), so the
 * offline demo can read what its searches found. Each page is made from its address alone
 * and says in its title and text that it is the sandbox's, not the web's.
 */
import { sandboxResultHosts } from './sandbox-search-results.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? '');
}

/** The words of a path (`/sandbox/deno-2/123` → `deno 2`): its longest non-numeric segment. */
function topicOf(path: string): string | null {
  const words = path.split('/')
    .filter((segment) =>
      segment !== '' && segment !== 'sandbox' && segment !== 'sandbox-news' && !/^\d+$/.test(segment)
    )
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/[-_+]+/g, ' ').trim();
      } catch {
        return '';
      }
    })
    .filter((segment) => segment.length > 0);
  return words.sort((left, right) => right.length - left.length)[0]?.slice(0, 120) ?? null;
}

function htmlPage(title: string, paragraphs: readonly string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><article><h1>${escapeHtml(title)}</h1>${
      paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')
    }</article></main></body></html>`;
}

/** The stand-in's handler, for paths after `/sandbox/pages`. */
export function createSandboxPages(): (request: Request, path: string) => Promise<Response> {
  return (request, path) => {
    const [, host = '', ...rest] = path.split('/');
    const notFound = new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    if (request.method !== 'GET' || !sandboxResultHosts.includes(host)) return Promise.resolve(notFound);
    const pagePath = `/${rest.join('/')}`;
    const topic = topicOf(pagePath);
    const title = topic === null ? `[Sandbox] ${host}` : `[Sandbox] ${topic}`;
    const about = topic === null ? `the home page of ${host}` : `a page about "${topic}"`;
    const body = htmlPage(title, [
      `Sandbox page: no real page was read. This stands in for ${about} at https://${host}${pagePath}, which the local sandbox serves so the demo works offline.`,
      `The sandbox makes this text from the address alone: it says nothing true about ${
        topic === null ? 'the site' : `"${topic}"`
      }. Add a search API key under Integrations, and ask about real pages, for real content.`,
      'Reading it shows the whole path of a tool call: the search found the link, the page was fetched, reduced to its readable text and summarized.',
    ]);
    return Promise.resolve(
      new Response(body, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      }),
    );
  };
}
