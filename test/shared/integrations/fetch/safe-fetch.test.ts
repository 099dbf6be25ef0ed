import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSafeFetch,
  type SafeFetchOptions,
  type SafeFetchResult,
} from '../../../../shared/integrations/fetch/safe-fetch.ts';
import { fetchVia, page, type PageServer, redirect, resolverOf, startPageServer } from './support/page-server.ts';

const article = '<html><head><title>Tides</title></head><body><p>The moon pulls the oceans.</p></body></html>';

function problemOf(result: SafeFetchResult) {
  if (result.ok) throw new Error(`Expected a refusal, got ${result.page.url}`);
  return result.problem;
}

function pageOf(result: SafeFetchResult) {
  if (!result.ok) throw new Error(`Expected a page, got ${JSON.stringify(result.problem)}`);
  return result.page;
}

describe('createSafeFetch: reading pages', () => {
  describe('when pages are served locally', () => {
    let server: PageServer;
    const bigBody = 'x'.repeat(5 * 1024 * 1024);
    beforeAll(async () => {
      server = await startPageServer({
        '/article': page(article),
        '/plain': page('Plain words.', 'text/plain'),
        '/xhtml': page(article, 'application/xhtml+xml'),
        '/pdf': page('%PDF-1.7', 'application/pdf'),
        '/image': page('PNG', 'image/png'),
        '/untyped': page('???', ''),
        '/big': page(bigBody, 'text/html'),
        '/exact': page('y'.repeat(1024), 'text/html'),
        '/latin1': page(
          new Uint8Array([0x3c, 0x70, 0x3e, 0x63, 0x61, 0x66, 0xe9, 0x3c, 0x2f, 0x70, 0x3e]),
          'text/html; charset=windows-1252',
        ),
        '/meta-charset': page(
          new Uint8Array([...new TextEncoder().encode('<meta charset="iso-8859-1"><p>na'), 0xef, 0x76, 0x65]),
          'text/html',
        ),
        '/missing': page('<h1>Gone</h1>', 'text/html', 404),
        '/broken': page('oops', 'text/html', 500),
        '/to-article': redirect('/article', 301),
        '/to-other-name': (request, response) =>
          redirect(`http://other.example:${server.port}/article`)(request, response),
        '/to-internal-name': redirect('http://internal.example/admin'),
        '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/iam/security-credentials/', 307),
        '/to-ten': redirect('http://10.0.0.1/', 308),
        '/to-file': redirect('file:///etc/passwd'),
        '/no-location': (_request, response) => {
          response.writeHead(302).end();
        },
        '/loop': redirect('/loop'),
        '/hang': () => undefined,
        '/slow-body': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.write('<p>start');
        },
      });
    });
    afterAll(() => server.close());

    const hosts = () => ({
      'public.example': '127.0.0.1',
      'other.example': '127.0.0.1',
      'internal.example': '10.0.0.9',
    });
    function localFetch(options: Partial<SafeFetchOptions> = {}, calls: string[] = []) {
      return createSafeFetch({
        resolveHost: resolverOf(hosts()),
        fetch: fetchVia(hosts(), calls),
        allowLoopbackForTests: true,
        ...options,
      });
    }
    const at = (path: string) => `http://public.example:${server.port}${path}`;

    it('fetches and decodes an HTML page', async () => {
      const fetched = pageOf(await localFetch()(at('/article')));

      expect(fetched).toEqual({
        requestedUrl: at('/article'),
        url: at('/article'),
        status: 200,
        contentType: 'text/html',
        text: article,
        truncated: false,
        redirects: 0,
      });
    });

    it('sends a browser-like Accept and its own User-Agent', async () => {
      let seen: Headers | undefined;
      const spy = ((input: string, init?: RequestInit) => {
        seen = new Headers(init?.headers);
        return fetchVia(hosts())(input, init);
      }) as typeof fetch;

      await createSafeFetch({ resolveHost: resolverOf(hosts()), fetch: spy, allowLoopbackForTests: true })(
        at('/article'),
      );

      expect(seen?.get('accept')).toContain('text/html');
      expect(seen?.get('user-agent')).toContain('ParleyReader');
    });

    it('refuses loopback when the test switch is off', async () => {
      const calls: string[] = [];
      const problem = problemOf(await localFetch({ allowLoopbackForTests: false }, calls)(at('/article')));

      expect(problem).toMatchObject({ kind: 'blocked_address', range: 'loopback' });
      expect(calls).toEqual([]);
    });

    it.each([['/plain', 'text/plain', 'Plain words.'], ['/xhtml', 'application/xhtml+xml', article]])(
      'reads %s as %s',
      async (path, contentType, text) => {
        expect(pageOf(await localFetch()(at(path)))).toMatchObject({ contentType, text });
      },
    );

    it.each([['/pdf', 'application/pdf'], ['/image', 'image/png'], ['/untyped', 'none']])(
      'refuses %s (%s)',
      async (path, contentType) => {
        expect(problemOf(await localFetch()(at(path)))).toEqual({ kind: 'unsupported_content_type', contentType });
      },
    );

    it('decodes the charset the Content-Type names', async () => {
      expect(pageOf(await localFetch()(at('/latin1'))).text).toBe('<p>café</p>');
    });

    it('decodes the charset a <meta> names when the header names none', async () => {
      expect(pageOf(await localFetch()(at('/meta-charset'))).text).toBe('<meta charset="iso-8859-1"><p>naïve');
    });

    it('stops reading at the size cap and says the page was cut', async () => {
      const fetched = pageOf(await localFetch({ maxBytes: 64 * 1024 })(at('/big')));

      expect(fetched.truncated).toBe(true);
      expect(fetched.text.length).toBe(64 * 1024);
    });

    it('does not call a body of exactly the cap cut', async () => {
      const fetched = pageOf(await localFetch({ maxBytes: 1024 })(at('/exact')));

      expect([fetched.truncated, fetched.text.length]).toEqual([false, 1024]);
    });

    it.each([['/missing', 404], ['/broken', 500]])('reports %s as HTTP %i', async (path, status) => {
      expect(problemOf(await localFetch()(at(path)))).toEqual({ kind: 'http_status', status });
    });

    it('follows a relative redirect and says where it ended', async () => {
      const fetched = pageOf(await localFetch()(at('/to-article')));

      expect([fetched.url, fetched.redirects, fetched.text]).toEqual([at('/article'), 1, article]);
    });

    it('follows a redirect to another allowed name, checking it again', async () => {
      const resolved: string[] = [];
      const resolveHost = (hostname: string) => {
        resolved.push(hostname);
        return resolverOf(hosts())(hostname);
      };
      const safeFetch = createSafeFetch({ resolveHost, fetch: fetchVia(hosts()), allowLoopbackForTests: true });

      const fetched = pageOf(await safeFetch(at('/to-other-name')));

      expect([fetched.url, fetched.redirects]).toEqual([`http://other.example:${server.port}/article`, 1]);
      expect(resolved).toEqual(['public.example', 'other.example']);
    });

    it.each([
      ['a name resolving to a private address', '/to-internal-name', 'internal.example', 'private'],
      ['the cloud metadata address', '/to-metadata', '169.254.169.254', 'link-local'],
      ['10/8', '/to-ten', '10.0.0.1', 'private'],
    ])('refuses a redirect from a public name to %s, without requesting it', async (_label, path, host, range) => {
      const calls: string[] = [];

      const result = await localFetch({}, calls)(at(path));

      expect(problemOf(result)).toEqual({ kind: 'blocked_address', host, range });
      expect(calls).toEqual([at(path)]);
    });

    it('refuses a redirect to a file: URL', async () => {
      expect(problemOf(await localFetch()(at('/to-file')))).toEqual({ kind: 'unsupported_scheme', scheme: 'file' });
    });

    it('refuses a redirect without a Location', async () => {
      expect(problemOf(await localFetch()(at('/no-location')))).toEqual({ kind: 'bad_redirect' });
    });

    it('stops after the redirect limit', async () => {
      const calls: string[] = [];

      expect(problemOf(await localFetch({ maxRedirects: 3 }, calls)(at('/loop')))).toEqual({
        kind: 'too_many_redirects',
        limit: 3,
      });
      expect(calls).toHaveLength(4);
    });

    it('gives up on a server that never answers', async () => {
      expect(problemOf(await localFetch({ timeoutMs: 100 })(at('/hang')))).toEqual({ kind: 'timeout' });
    });

    it('gives up on a body that never ends', async () => {
      expect(problemOf(await localFetch({ timeoutMs: 100 })(at('/slow-body')))).toEqual({ kind: 'timeout' });
    });

    it('stops when the caller cancels', async () => {
      const controller = new AbortController();
      const pending = localFetch()(at('/hang'), controller.signal);
      controller.abort();

      expect(problemOf(await pending)).toEqual({ kind: 'cancelled' });
    });

    it('reports a refused connection as a network problem', async () => {
      const closed = await startPageServer({});
      await closed.close();
      const problem = problemOf(await localFetch()(`http://127.0.0.1:${closed.port}/`));

      expect(problem.kind).toBe('network');
    });
  });
});
