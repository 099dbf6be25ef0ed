import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSerpApiProvider } from '../../../../shared/integrations/search/serpapi-provider.ts';
import { isToolError } from '../../../../shared/tools/tool-error.ts';
import { startSerpApiStandIn } from './support/provider-stand-ins.ts';
import type { StandInServer } from './support/stand-in-server.ts';

const apiKey = 'serpapi0123456789abcdef0123456789abcdef0123456789abcdef0123456789ab';

describe('createSerpApiProvider', () => {
  let server: StandInServer;
  beforeAll(async () => {
    server = await startSerpApiStandIn(apiKey);
  });
  afterAll(() => server.close());

  const provider = () => createSerpApiProvider({ baseUrl: server.baseUrl });
  const signal = () => new AbortController().signal;

  describe('when searching the web', () => {
    it('GETs /search.json with engine=google, q, num and api_key', async () => {
      server.requests.length = 0;
      await provider().search({ kind: 'web', query: 'why do tides happen', count: 3 }, apiKey, signal());

      const [request] = server.requests;
      expect(request?.method).toBe('GET');
      expect(request?.path).toBe('/search.json');
      expect(Object.fromEntries(request?.query ?? [])).toEqual({
        engine: 'google',
        q: 'why do tides happen',
        num: '3',
        api_key: apiKey,
      });
    });

    it('normalizes organic_results', async () => {
      const results = await provider().search({ kind: 'web', query: 'tides', count: 5 }, apiKey, signal());

      expect(results.map((result) => [result.title, result.link, result.source])).toEqual([
        ['Tides & the Moon', 'https://www.example.org/tides', 'example.org'],
        ['Spring and neap tides', 'https://ocean.example.com/spring-neap', 'ocean.example.com'],
      ]);
    });

    it('returns no results when Google returned none', async () => {
      server.override = () => ({
        json: { search_metadata: { status: 'Success' }, error: "Google hasn't returned any results for this query." },
      });
      try {
        expect(await provider().search({ kind: 'web', query: 'zzzz', count: 5 }, apiKey, signal())).toEqual([]);
      } finally {
        server.override = null;
      }
    });
  });

  describe('when searching news', () => {
    it.each([['day', 'qdr:d'], ['week', 'qdr:w'], ['month', 'qdr:m']] as const)(
      "asks Google's News tab (tbm=nws) with tbs for a %s",
      async (timeRange, tbs) => {
        server.requests.length = 0;
        await provider().search({ kind: 'news', query: 'tides', count: 4, timeRange }, apiKey, signal());

        expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
          engine: 'google',
          q: 'tides',
          num: '4',
          tbm: 'nws',
          tbs,
          api_key: apiKey,
        });
      },
    );

    it('keeps the publisher, whether given as text or as { name }', async () => {
      server.override = () => ({
        json: {
          news_results: [
            { position: 1, title: 'A', link: 'https://a.example/1', source: 'Alpha News', date: '1 hour ago' },
            {
              position: 2,
              title: 'B',
              link: 'https://b.example/2',
              source: { name: 'Beta Times', icon: 'https://b.example/i.png' },
              date: '11/13/2024',
            },
          ],
        },
      });
      try {
        const results = await provider().search(
          { kind: 'news', query: 'tides', count: 5, timeRange: 'day' },
          apiKey,
          signal(),
        );

        expect(results.map((result) => [result.source, result.date])).toEqual([['Alpha News', '1 hour ago'], [
          'Beta Times',
          '11/13/2024',
        ]]);
      } finally {
        server.override = null;
      }
    });
  });

  describe('when the account has run out of searches', () => {
    it('is not_configured with a question about credits', async () => {
      server.override = () => ({ status: 429, json: { error: 'Your account has run out of searches.' } });
      try {
        const error = await provider().search({ kind: 'web', query: 'tides', count: 5 }, apiKey, signal()).catch((
          caught: unknown,
        ) => caught);

        expect(isToolError(error) && error.question).toMatch(/^Your SerpAPI account has no searches left/);
      } finally {
        server.override = null;
      }
    });
  });

  describe('when the key is wrong', () => {
    it('is a rejected credential whose detail shows neither key nor query string', async () => {
      const wrongKey = 'wrong0123456789abcdef0123456789abcdef';
      const error = await provider().search({ kind: 'web', query: 'tides', count: 5 }, wrongKey, signal()).catch((
        caught: unknown,
      ) => caught);

      expect(isToolError(error) && [error.category, error.reason, error.status]).toEqual([
        'not_configured',
        'credential_rejected',
        401,
      ]);
      expect(isToolError(error) && error.detail).toContain(`GET ${server.baseUrl}/search.json:`);
      expect(JSON.stringify(error) + String(isToolError(error) && error.detail)).not.toContain(wrongKey);
      expect(String(isToolError(error) && error.detail)).not.toContain('api_key=');
    });
  });
});
