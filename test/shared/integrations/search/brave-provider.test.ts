import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBraveProvider } from '../../../../shared/integrations/search/brave-provider.ts';
import { isToolError } from '../../../../shared/tools/tool-error.ts';
import { startBraveStandIn } from './support/provider-stand-ins.ts';
import type { StandInServer } from './support/stand-in-server.ts';

const apiKey = 'BSAbrave-subscription-token-42';

describe('createBraveProvider', () => {
  let server: StandInServer;
  beforeAll(async () => {
    server = await startBraveStandIn(apiKey);
  });
  afterAll(() => server.close());

  const provider = () => createBraveProvider({ baseUrl: server.baseUrl });
  const signal = () => new AbortController().signal;

  describe('when searching the web', () => {
    it('GETs /res/v1/web/search with q and count, the key in X-Subscription-Token', async () => {
      server.requests.length = 0;
      await provider().search({ kind: 'web', query: 'why do tides happen', count: 3 }, apiKey, signal());

      const [request] = server.requests;
      expect(request?.method).toBe('GET');
      expect(request?.path).toBe('/res/v1/web/search');
      expect(Object.fromEntries(request?.query ?? [])).toEqual({ q: 'why do tides happen', count: '3' });
      expect(request?.headers['x-subscription-token']).toBe(apiKey);
      expect(request?.headers.accept).toBe('application/json');
    });

    it('normalizes web.results: description highlights dropped, host as source', async () => {
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
          date: '2025-01-10T08:00:00Z',
          source: 'ocean.example.com',
        },
      ]);
    });

    it('returns no results when the answer has no web section', async () => {
      server.override = () => ({ json: { type: 'search', query: { original: 'zzzz' } } });
      try {
        expect(await provider().search({ kind: 'web', query: 'zzzz', count: 5 }, apiKey, signal())).toEqual([]);
      } finally {
        server.override = null;
      }
    });
  });

  describe('when searching news', () => {
    it.each([['day', 'pd'], ['week', 'pw'], ['month', 'pm']] as const)(
      'GETs /res/v1/news/search with freshness for a %s',
      async (timeRange, freshness) => {
        server.requests.length = 0;
        await provider().search({ kind: 'news', query: 'tides', count: 4, timeRange }, apiKey, signal());

        expect(server.requests[0]?.path).toBe('/res/v1/news/search');
        expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ q: 'tides', count: '4', freshness });
      },
    );

    it('uses the publisher host as the source', async () => {
      const [first] = await provider().search(
        { kind: 'news', query: 'tides', count: 5, timeRange: 'week' },
        apiKey,
        signal(),
      );

      expect(first?.source).toBe('www.example.org');
    });
  });

  describe('when Brave refuses the token with 422 SUBSCRIPTION_TOKEN_INVALID', () => {
    it('is a rejected credential', async () => {
      const error = await provider().search({ kind: 'web', query: 'tides', count: 5 }, 'wrong-token', signal()).catch((
        caught: unknown,
      ) => caught);

      expect(isToolError(error) && [error.category, error.reason, error.status]).toEqual([
        'not_configured',
        'credential_rejected',
        422,
      ]);
    });
  });

  describe('when the plan quota is used up', () => {
    it('is not_configured with a question about credits', async () => {
      server.override = () => ({
        status: 429,
        json: {
          type: 'ErrorResponse',
          error: { id: 'e2', status: 429, code: 'QUOTA_LIMITED', detail: 'Quota limit exceeded.' },
        },
      });
      try {
        const error = await provider().search({ kind: 'web', query: 'tides', count: 5 }, apiKey, signal()).catch((
          caught: unknown,
        ) => caught);

        expect(isToolError(error) && error.question).toMatch(/^Your Brave Search account has no searches left/);
      } finally {
        server.override = null;
      }
    });
  });
});
