import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSerperProvider } from '../../../../shared/integrations/search/serper-provider.ts';
import { isToolError } from '../../../../shared/tools/tool-error.ts';
import { startSerperStandIn } from './support/provider-stand-ins.ts';
import type { StandInServer } from './support/stand-in-server.ts';

const apiKey = 'serper-key-0123456789abcdef';

describe('createSerperProvider', () => {
  let server: StandInServer;
  beforeAll(async () => {
    server = await startSerperStandIn(apiKey);
  });
  afterAll(() => server.close());

  const provider = () => createSerperProvider({ baseUrl: server.baseUrl });
  const signal = () => new AbortController().signal;

  describe('when searching the web', () => {
    it('POSTs { q, num } to /search with the key in X-API-KEY', async () => {
      server.requests.length = 0;
      await provider().search({ kind: 'web', query: 'why do tides happen', count: 3 }, apiKey, signal());

      const [request] = server.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/search');
      expect(request?.headers['x-api-key']).toBe(apiKey);
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual({ q: 'why do tides happen', num: 3 });
    });

    it('normalizes organic results: tags and entities dropped, host as source, non-web links skipped', async () => {
      const results = await provider().search({ kind: 'web', query: 'tides', count: 5 }, apiKey, signal());

      expect(results).toEqual([
        {
          title: 'Tides & the Moon',
          link: 'https://www.example.org/tides',
          snippet: 'How the moon pulls the oceans.',
          date: '2 days ago',
          source: 'example.org',
        },
        {
          title: 'Spring and neap tides',
          link: 'https://ocean.example.com/spring-neap',
          snippet: 'Why tidal ranges change.',
          source: 'ocean.example.com',
        },
      ]);
    });

    it('returns at most the number asked for', async () => {
      const results = await provider().search({ kind: 'web', query: 'tides', count: 1 }, apiKey, signal());

      expect(results).toHaveLength(1);
    });
  });

  describe('when searching news', () => {
    it.each([['day', 'qdr:d'], ['week', 'qdr:w'], ['month', 'qdr:m']] as const)(
      'POSTs to /news with tbs for a %s',
      async (timeRange, tbs) => {
        server.requests.length = 0;
        await provider().search({ kind: 'news', query: 'tides', count: 4, timeRange }, apiKey, signal());

        expect(server.requests[0]?.path).toBe('/news');
        expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ q: 'tides', num: 4, tbs });
      },
    );

    it('keeps the publisher and the date', async () => {
      const [first] = await provider().search(
        { kind: 'news', query: 'tides', count: 5, timeRange: 'week' },
        apiKey,
        signal(),
      );

      expect(first).toEqual({
        title: 'Tides & the Moon',
        link: 'https://www.example.org/tides',
        snippet: 'How the moon pulls the oceans.',
        date: '2 days ago',
        source: 'Example Science',
      });
    });
  });

  describe('when the account has no credits left', () => {
    it('is not_configured with a question about credits', async () => {
      server.override = () => ({ status: 400, json: { message: 'Not enough credits', statusCode: 400 } });
      try {
        const error = await provider().search({ kind: 'web', query: 'tides', count: 5 }, apiKey, signal()).catch((
          caught: unknown,
        ) => caught);

        expect(isToolError(error) && error.category).toBe('not_configured');
        expect(isToolError(error) && error.question).toMatch(/^Your Serper account has no searches left/);
      } finally {
        server.override = null;
      }
    });
  });

  describe('when the base URL has a path prefix', () => {
    it('keeps the prefix', async () => {
      server.requests.length = 0;
      await createSerperProvider({ baseUrl: `${server.baseUrl}/proxy/` }).search(
        { kind: 'web', query: 'tides', count: 1 },
        apiKey,
        signal(),
      ).catch(() => undefined);

      expect(server.requests[0]?.path).toBe('/proxy/search');
    });
  });
});
