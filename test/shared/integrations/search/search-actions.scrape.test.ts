import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSearchActions,
  type SearchActionsDependencies,
} from '../../../../shared/integrations/search/search-actions.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from '../../tools/support/create-test-executor.ts';
import {
  fetchVia,
  page,
  type PageServer,
  redirect,
  resolverOf,
  startPageServer,
} from '../fetch/support/page-server.ts';
import { memoryCredentials } from './support/memory-credentials.ts';

const paragraphs = [
  'Tides are the regular rise and fall of the sea, caused by the gravity of the moon and, to a lesser degree, the sun.',
  'Spring tides happen when the sun, the moon and the earth line up, which makes high tides higher and low tides lower.',
  'Neap tides happen when the sun and the moon pull at right angles, so the difference between high and low water is small.',
];
const article =
  `<html><head><title>How tides work</title></head><body><nav><a href="/">Home</a></nav><article><h1>How tides work</h1>${
    paragraphs.map((text) => `<p>${text}</p>`).join('')
  }</article><footer>Footer links</footer></body></html>`;

describe('createSearchActions: scrape_and_summarize', () => {
  let server: PageServer;
  beforeAll(async () => {
    server = await startPageServer({
      '/tides': page(article),
      '/notes.txt': page(
        'Plain notes about tides. The moon pulls the water towards it, and the earth turns beneath.',
        'text/plain',
      ),
      '/report.pdf': page('%PDF-1.7', 'application/pdf'),
      '/app': page('<html><body><div id="root"></div><script>render()</script></body></html>'),
      '/big': page(`<body><p>${'The tide comes in. '.repeat(20_000)}</p></body>`),
      '/to-internal': redirect('http://internal.example/admin'),
      '/hang': () => undefined,
    });
  });
  afterAll(() => server.close());

  const hosts = { 'news.example': '127.0.0.1', 'internal.example': '10.0.0.3' };
  const at = (path: string) => `http://news.example:${server.port}${path}`;

  function scrapeExecutor(overrides: Partial<SearchActionsDependencies> = {}) {
    const fetched: string[] = [];
    const tools = createSearchActions({
      credentials: memoryCredentials('u', {}),
      resolveHost: resolverOf(hosts),
      fetch: fetchVia(hosts, fetched),
      scraping: { allowLoopbackForTests: true, timeoutMs: 2_000 },
      ...overrides,
    });
    return { ...createTestExecutor(tools), fetched };
  }
  const scrape = (args: Record<string, unknown>) => toolCall('scrape_and_summarize', args);

  describe('when no model summarizer is configured', () => {
    it('reads the article and summarizes it from its own sentences', async () => {
      const result = resultOf(await scrapeExecutor().executor.execute(scrape({ urls: [at('/tides')] })));

      expect(result.output).toEqual({
        pages: [{
          url: at('/tides'),
          title: 'How tides work',
          summary: expect.stringContaining('Tides are the regular rise and fall of the sea'),
          summarizedBy: 'extractive',
        }],
      });
      expect(JSON.stringify(result.output)).not.toContain('Footer links');
    });

    it('honours the focus', async () => {
      const result = resultOf(
        await scrapeExecutor().executor.execute(scrape({ urls: [at('/tides')], focus: 'neap tides at right angles' })),
      );

      expect(result.output).toMatchObject({
        focus: 'neap tides at right angles',
        pages: [{ summary: expect.stringContaining('Neap tides happen') }],
      });
    });
  });

  describe('when the model layer summarizes', () => {
    it('passes it the readable text and the focus', async () => {
      const asked: { text: string; focus: string | undefined }[] = [];
      const summarize = (text: string, focus: string | undefined) => {
        asked.push({ text, focus });
        return Promise.resolve('The moon drives the tides.');
      };

      const result = resultOf(
        await scrapeExecutor({ summarize }).executor.execute(scrape({ urls: [at('/tides')], focus: 'the moon' })),
      );

      expect(result.output).toMatchObject({
        pages: [{ summary: 'The moon drives the tides.', summarizedBy: 'model' }],
      });
      // Readability drops the heading that repeats the title.
      expect(asked).toEqual([{ text: paragraphs.join('\n\n'), focus: 'the moon' }]);
    });

    it('falls back to an extractive summary when the model fails', async () => {
      const summarize = () => Promise.reject(new Error('model overloaded'));

      const result = resultOf(await scrapeExecutor({ summarize }).executor.execute(scrape({ urls: [at('/tides')] })));

      expect(result.output).toMatchObject({ pages: [{ summarizedBy: 'extractive' }] });
    });
  });

  describe('when the page is plain text', () => {
    it('summarizes it, titled by its host', async () => {
      const result = resultOf(await scrapeExecutor().executor.execute(scrape({ urls: [at('/notes.txt')] })));

      expect(result.output).toMatchObject({
        pages: [{ title: 'news.example', summary: expect.stringContaining('The moon pulls the water') }],
      });
    });
  });

  describe('when the model sends one address as a string', () => {
    it('reads it as a list of one', async () => {
      const result = resultOf(await scrapeExecutor().executor.execute(scrape({ urls: at('/tides') })));

      expect(result.output).toMatchObject({ pages: [{ url: at('/tides') }] });
    });
  });

  describe('when the same address comes twice', () => {
    it('reads it once', async () => {
      const { executor, fetched } = scrapeExecutor();

      const result = resultOf(await executor.execute(scrape({ urls: [at('/tides'), at('/tides')] })));

      expect(result.output).toMatchObject({ pages: [{ url: at('/tides') }] });
      expect(fetched).toHaveLength(1);
    });
  });

  describe('when the page is larger than the size cap', () => {
    it('summarizes its start and says it was cut', async () => {
      const result = resultOf(
        await scrapeExecutor({ scraping: { allowLoopbackForTests: true, maxBytes: 10_000 } }).executor.execute(
          scrape({ urls: [at('/big')] }),
        ),
      );

      expect(result.output).toMatchObject({
        pages: [{ truncated: true, summary: expect.stringContaining('The tide comes in.') }],
      });
    });
  });

  describe('when some pages cannot be read', () => {
    it('returns the others and says why each failed', async () => {
      const result = resultOf(
        await scrapeExecutor().executor.execute(scrape({ urls: [at('/tides'), at('/missing'), at('/report.pdf')] })),
      );

      expect(result.output).toMatchObject({
        pages: [
          { url: at('/tides'), summarizedBy: 'extractive' },
          {
            url: at('/missing'),
            error: `${at('/missing')} was not found; check the address or search for the page first.`,
          },
          {
            url: at('/report.pdf'),
            error: `${
              at('/report.pdf')
            } is not a web page (its type is application/pdf); only HTML and plain text pages can be read.`,
          },
        ],
      });
    });
  });

  describe('when the address is private or local', () => {
    it.each([
      ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', 'link-local'],
      ['loopback', 'http://127.0.0.1:9/', 'loopback'],
      ['IPv6 loopback', 'http://[::1]/', 'loopback'],
      ['10/8', 'http://10.0.0.1/', 'private'],
      ['192.168/16', 'http://192.168.0.1/', 'private'],
      ['172.16/12', 'http://172.20.0.1/', 'private'],
      ['fc00::/7', 'http://[fd00::1]/', 'unique-local'],
    ])('refuses %s without fetching, as a fixable argument problem', async (_label, url, range) => {
      const { executor, fetched } = scrapeExecutor({ scraping: { timeoutMs: 2_000 } });

      const failure = failureOf(await executor.execute(scrape({ urls: [url] })));

      expect([failure.category, failure.field, failure.modelRetry]).toEqual(['invalid_arguments', 'urls', true]);
      expect(failure.detail.errorName).toBe('ToolParameterError');
      expect(failure.modelMessage).toBe(
        `Could not read the page: ${url} points to a private, local or reserved network address (${range}), which may not be read. Use a public web page.`,
      );
      expect(fetched).toEqual([]);
    });

    it('refuses a redirect from a public name to a private one', async () => {
      const { executor, fetched } = scrapeExecutor();

      const failure = failureOf(await executor.execute(scrape({ urls: [at('/to-internal')] })));

      expect(failure.modelMessage).toBe(
        `Could not read the page: ${
          at('/to-internal')
        } (after a redirect) points to a private, local or reserved network address (private), which may not be read. Use a public web page.`,
      );
      expect(fetched).toEqual([at('/to-internal')]);
    });
  });

  describe('when no page can be read', () => {
    it('lists every reason', async () => {
      const failure = failureOf(
        await scrapeExecutor().executor.execute(scrape({ urls: [at('/report.pdf'), at('/app')] })),
      );

      expect(failure.modelMessage).toBe([
        'Could not read any of the pages:',
        `- ${
          at('/report.pdf')
        } is not a web page (its type is application/pdf); only HTML and plain text pages can be read.`,
        `- ${at('/app')} has no readable text (it may need JavaScript to show its content).`,
      ].join('\n'));
    });

    it('is transient when every page timed out, and the executor retries', async () => {
      const { executor, sleeps } = scrapeExecutor({ scraping: { allowLoopbackForTests: true, timeoutMs: 50 } });

      const failure = failureOf(await executor.execute(scrape({ urls: [at('/hang')] })));

      expect(failure.category).toBe('transient');
      expect(failure.modelMessage).toBe(`Could not read the page: ${at('/hang')} did not answer within 50 ms.`);
      expect(sleeps).toHaveLength(2);
    });
  });
});
