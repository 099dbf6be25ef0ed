import { describe, expect, it } from 'vitest';
import { searchInOrder } from '../../../../shared/integrations/search/search-in-order.ts';
import type { SearchProvider, SearchProviderClient } from '../../../../shared/integrations/search/search-result.ts';
import { isToolError, notConfigured } from '../../../../shared/tools/tool-error.ts';
import { memoryCredentials } from './support/memory-credentials.ts';

const userId = '2b6f1a9e-7c3d-4e5f-8a9b-0c1d2e3f4a5b';
const request = { kind: 'web', query: 'Deno 2', count: 3 } as const;
const signal = new AbortController().signal;
const sandboxHit = {
  title: '[Sandbox] Deno 2',
  link: 'https://example.com/sandbox/deno-2',
  snippet: 'Sandbox result',
  source: 'example.com',
};

function client(
  name: SearchProvider,
  answer: () => Promise<never> | Promise<typeof sandboxHit[]>,
): SearchProviderClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    name,
    calls,
    search: (_request, apiKey) => {
      calls.push(apiKey);
      return answer();
    },
  };
}

function chain(secrets: Parameters<typeof memoryCredentials>[1], withSandbox = true) {
  const rejected = () =>
    Promise.reject(
      notConfigured({ provider: 'serper', reason: 'credential_rejected', status: 403, detail: 'Serper answered 403' }),
    );
  const providers = {
    serper: client('serper', rejected),
    brave: client('brave', rejected),
    serpapi: client('serpapi', rejected),
  };
  const sandbox = client('serper', () => Promise.resolve([sandboxHit]));
  return {
    providers,
    sandbox,
    chain: {
      order: ['serper', 'brave'] as SearchProvider[],
      providers,
      credentials: memoryCredentials(userId, secrets),
      userId,
      ...(withSandbox ? { sandbox: { client: sandbox, apiKey: 'sandbox-key' } } : {}),
    },
  };
}

describe('searchInOrder with the local sandbox', () => {
  describe('when no provider in order has a usable key', () => {
    it.each([
      ['no key at all', {}],
      ['only a corrupted key', { serper: { status: 'corrupted', reason: 'authentication_failed' } as const }],
    ])('asks the sandbox with its key when there is %s, and names it as the provider', async (_case, secrets) => {
      const { chain: searchChain, sandbox } = chain(secrets);

      const answer = await searchInOrder(request, searchChain, signal);

      expect(answer).toEqual({ provider: 'sandbox', results: [sandboxHit] });
      expect(sandbox.calls).toEqual(['sandbox-key']);
    });
  });

  describe('when the user stored a real key', () => {
    it("reports that key's failure instead of hiding it behind sandbox results", async () => {
      const { chain: searchChain, sandbox, providers } = chain({ serper: 'serper-real-key' });

      const failure = await searchInOrder(request, searchChain, signal).catch((error: unknown) => error);

      expect(isToolError(failure) && failure.reason).toBe('credential_rejected');
      expect(providers.serper.calls).toEqual(['serper-real-key']);
      expect(sandbox.calls).toEqual([]);
    });
  });

  describe('when there is no sandbox (a deployed function)', () => {
    it('says no API key was found, as before', async () => {
      const { chain: searchChain } = chain({}, false);

      const failure = await searchInOrder(request, searchChain, signal).catch((error: unknown) => error);

      expect(isToolError(failure) && [failure.category, failure.reason, failure.provider]).toEqual([
        'not_configured',
        'credential_missing',
        'serper',
      ]);
    });
  });
});
