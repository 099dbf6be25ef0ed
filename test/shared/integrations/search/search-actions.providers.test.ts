import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchProvider } from '../../../../shared/integrations/search/search-result.ts';
import { failureOf, resultOf, toolCall } from '../../tools/support/create-test-executor.ts';
import {
  type ProviderStandIns,
  searchExecutor,
  startProviderStandIns,
  userId,
  validKeys,
} from './support/search-test-setup.ts';

const caller = { caller: { userId, agentId: '0f9a1f7e-54b4-4c1e-8f8e-0b6f7a0c2d11' } };
const search = toolCall('web_search', { query: 'why do tides happen' });

describe('createSearchActions: keys, provider order and fallback', () => {
  let standIns: ProviderStandIns;
  beforeAll(async () => {
    standIns = await startProviderStandIns();
  });
  beforeEach(() => standIns.reset());
  afterAll(() => standIns.close());

  const requestCounts = () => ({
    serper: standIns.serper.requests.length,
    brave: standIns.brave.requests.length,
    serpapi: standIns.serpapi.requests.length,
  });

  describe('when the user has no key for any provider', () => {
    it("asks for the first provider of the default order, in the executor's words", async () => {
      const failure = failureOf(await searchExecutor(standIns, {}).executor.execute(search, caller));

      expect(failure.category).toBe('not_configured');
      expect(failure.modelRetry).toBe(false);
      expect(failure.modelMessage).toBe(
        'Question: No API key found for Serper. Add your Serper API key under Integrations before I can perform web searches.',
      );
      expect(requestCounts()).toEqual({ serper: 0, brave: 0, serpapi: 0 });
    });

    it("names the first provider of the agent's order", async () => {
      const failure = failureOf(
        await searchExecutor(standIns, {}, { providerOrder: ['brave', 'serper'] }).executor.execute(search, caller),
      );

      expect(failure.modelMessage).toBe(
        'Question: No API key found for Brave Search. Add your Brave Search API key under Integrations before I can perform web searches.',
      );
    });

    it('treats a call without a user as having no keys', async () => {
      const failure = failureOf(
        await searchExecutor(standIns, { serper: validKeys.serper }).executor.execute(search, {}),
      );

      expect(failure.category).toBe('not_configured');
    });
  });

  describe('when a stored key cannot be used', () => {
    const corruptedText =
      'Question: The stored Serper API key appears to be corrupted. Please delete and re-add your Serper API key under Integrations.';

    it('calls a bare UUID (an unresolved Vault reference) corrupted', async () => {
      const failure = failureOf(
        await searchExecutor(standIns, { serper: 'c3f1e1c4-8f0e-4b7a-9d55-2f0c9b1e7a10' }).executor.execute(
          search,
          caller,
        ),
      );

      expect([failure.category, failure.modelMessage]).toEqual(['not_configured', corruptedText]);
      expect(standIns.serper.requests).toHaveLength(0);
    });

    it('calls a value that does not decrypt corrupted', async () => {
      const failure = failureOf(
        await searchExecutor(standIns, { serper: { status: 'corrupted', reason: 'authentication_failed' } }).executor
          .execute(search, caller),
      );

      expect(failure.modelMessage).toBe(corruptedText);
    });

    it('treats a revoked key as missing', async () => {
      const revoked = {
        status: 'ok' as const,
        secret: validKeys.serper,
        expiresAt: null,
        metadata: {},
        credentialStatus: 'revoked' as const,
      };
      const failure = failureOf(
        await searchExecutor(standIns, { serper: revoked }, { providerOrder: ['serper'] }).executor.execute(
          search,
          caller,
        ),
      );

      expect(failure.modelMessage).toMatch(/^Question: No API key found for Serper\./);
    });
  });

  describe('when the provider rejects the key', () => {
    it.each(
      [
        ['serper', 'Serper', 403],
        ['brave', 'Brave Search', 422],
        ['serpapi', 'SerpAPI', 401],
      ] as const,
    )('%s: asks the user to check the key', async (provider, displayName, status) => {
      const failure = failureOf(
        await searchExecutor(standIns, { [provider]: 'not-the-right-key-123' }, { providerOrder: [provider] }).executor
          .execute(search, caller),
      );

      expect([failure.category, failure.detail.status]).toEqual(['not_configured', status]);
      expect(failure.modelMessage).toBe(
        `Question: The ${displayName} API key was rejected. Please check that the key under Integrations is correct and active, or replace it.`,
      );
    });

    it('never shows the key in the outcome, even though SerpAPI sends it in the URL', async () => {
      const wrongKey = 'Wrong0SerpApiKey0123456789abcdefABCDEF';
      const outcome = await searchExecutor(standIns, { serpapi: wrongKey }, { providerOrder: ['serpapi'] }).executor
        .execute(search, caller);

      expect(standIns.serpapi.requests[0]?.query.get('api_key')).toBe(wrongKey);
      expect(JSON.stringify(outcome)).not.toContain(wrongKey);
      expect(JSON.stringify(outcome)).not.toContain('api_key=');
    });
  });

  describe('when the first provider has no key', () => {
    it('uses the next one and says which answered', async () => {
      const result = resultOf(
        await searchExecutor(standIns, { brave: validKeys.brave }).executor.execute(search, caller),
      );

      expect(result.output).toMatchObject({ provider: 'brave', query: 'why do tides happen' });
      expect(requestCounts()).toEqual({ serper: 0, brave: 1, serpapi: 0 });
    });
  });

  describe.each([
    ['rate limited (429)', { status: 429, json: { message: 'Too many requests' } }],
    ['down (500)', { status: 500, json: { message: 'Internal error' } }],
    ['answering garbage', { text: 'not json' }],
  ])('when the first provider is %s', (_label, reply) => {
    it('falls through to the next configured provider without an executor retry', async () => {
      standIns.serper.override = () => reply;
      const { executor, sleeps } = searchExecutor(standIns, { serper: validKeys.serper, serpapi: validKeys.serpapi });

      const result = resultOf(await executor.execute(search, caller));

      expect(result.output).toMatchObject({ provider: 'serpapi' });
      expect(requestCounts()).toEqual({ serper: 1, brave: 0, serpapi: 1 });
      expect(sleeps).toEqual([]);
    });
  });

  describe('when the first provider rejects its key but the next answers', () => {
    it('uses the next one', async () => {
      const result = resultOf(
        await searchExecutor(standIns, { serper: 'stale-key-000', brave: validKeys.brave }).executor.execute(
          search,
          caller,
        ),
      );

      expect(result.output).toMatchObject({ provider: 'brave' });
    });
  });

  describe('when one provider rejects its key and the others are down', () => {
    it('reports the rejected key, which a retry cannot fix, and lists every attempt in the detail', async () => {
      standIns.brave.override = () => ({ status: 503, json: {} });
      const { executor, sleeps } = searchExecutor(standIns, { serper: 'stale-key-000', brave: validKeys.brave });

      const failure = failureOf(await executor.execute(search, caller));

      expect(failure.modelMessage).toMatch(/^Question: The Serper API key was rejected\./);
      expect(failure.detail.message).toMatch(
        /serper: not_configured\/credential_rejected .*brave: transient\/unavailable .*serpapi: no key/,
      );
      expect(sleeps).toEqual([]);
    });
  });

  describe('when every configured provider fails transiently', () => {
    it('is transient: the executor retries the whole chain, then tells the model the tool is unavailable', async () => {
      standIns.serper.override = () => ({ status: 502, json: {} });
      standIns.brave.override = () => ({ status: 429, json: {} });
      const { executor, sleeps } = searchExecutor(standIns, { serper: validKeys.serper, brave: validKeys.brave });

      const failure = failureOf(await executor.execute(search, caller));

      expect(failure.category).toBe('transient');
      expect(failure.modelMessage).toBe(
        '`web_search` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
      expect(sleeps).toHaveLength(2);
      expect(requestCounts()).toEqual({ serper: 3, brave: 3, serpapi: 0 });
    });
  });

  describe("when the agent's order comes from its settings", () => {
    it('asks the order for the calling agent and follows it, each provider once', async () => {
      const asked: (string | undefined)[] = [];
      const providerOrder = (who: { agentId?: string }): Promise<readonly SearchProvider[]> => {
        asked.push(who.agentId);
        return Promise.resolve(['serpapi', 'serpapi', 'serper']);
      };
      standIns.serpapi.override = () => ({ status: 500, json: {} });
      const { executor, lookups } = searchExecutor(standIns, { serper: validKeys.serper, serpapi: validKeys.serpapi }, {
        providerOrder,
      });

      const result = resultOf(await executor.execute(search, caller));

      expect(asked).toEqual([caller.caller.agentId]);
      expect(lookups).toEqual(['serpapi', 'serper']);
      expect(result.output).toMatchObject({ provider: 'serper' });
    });

    it('reads the keys of every provider in its order with one read', async () => {
      const { executor, lookups, reads } = searchExecutor(standIns, { serpapi: validKeys.serpapi });

      const result = resultOf(await executor.execute(search, caller));

      expect(result.output).toMatchObject({ provider: 'serpapi' });
      expect(lookups).toEqual(['serper', 'brave', 'serpapi']);
      expect(reads()).toBe(1);
    });

    it('asks to enable a provider when the agent has none', async () => {
      const failure = failureOf(
        await searchExecutor(standIns, { serper: validKeys.serper }, { providerOrder: [] }).executor.execute(
          search,
          caller,
        ),
      );

      expect(failure.modelMessage).toBe(
        "Question: No web search provider is enabled for this agent. Please enable Serper, Brave Search or SerpAPI in the agent's settings.",
      );
    });
  });

  describe('when a search finds nothing', () => {
    it('returns an empty list with a hint', async () => {
      standIns.serper.override = () => ({ json: { searchParameters: { q: 'zzzz' }, organic: [] } });
      const result = resultOf(
        await searchExecutor(standIns, { serper: validKeys.serper }).executor.execute(search, caller),
      );

      expect(result.output).toEqual({
        query: 'why do tides happen',
        provider: 'serper',
        results: [],
        note: 'No results. Try fewer or different words.',
      });
    });
  });

  describe('when news is searched', () => {
    it('passes the time range to the provider that answers', async () => {
      const outcome = await searchExecutor(standIns, { brave: validKeys.brave }).executor.execute(
        toolCall('news_search', { query: 'tides', time_range: 'day', num_results: 2 }),
        caller,
      );

      expect(resultOf(outcome).output).toMatchObject({ provider: 'brave', time_range: 'day' });
      expect(Object.fromEntries(standIns.brave.requests[0]?.query ?? [])).toEqual({
        q: 'tides',
        count: '2',
        freshness: 'pd',
      });
    });
  });
});
