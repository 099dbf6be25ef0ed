import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBraveProvider } from '../../../../shared/integrations/search/brave-provider.ts';
import type { ProviderOptions } from '../../../../shared/integrations/search/provider-options.ts';
import type { SearchProviderClient } from '../../../../shared/integrations/search/search-result.ts';
import { createSerpApiProvider } from '../../../../shared/integrations/search/serpapi-provider.ts';
import { createSerperProvider } from '../../../../shared/integrations/search/serper-provider.ts';
import { isToolError, type ToolError } from '../../../../shared/tools/tool-error.ts';
import { startBraveStandIn, startSerpApiStandIn, startSerperStandIn } from './support/provider-stand-ins.ts';
import type { StandInReply, StandInServer } from './support/stand-in-server.ts';

const apiKey = 'Key0123456789abcdefABCDEF0123456789xyz';

const providers: readonly [
  string,
  (key: string) => Promise<StandInServer>,
  (options: ProviderOptions) => SearchProviderClient,
][] = [
  ['serper', startSerperStandIn, createSerperProvider],
  ['brave', startBraveStandIn, createBraveProvider],
  ['serpapi', startSerpApiStandIn, createSerpApiProvider],
];

async function failureOf(promise: Promise<unknown>): Promise<ToolError> {
  const caught = await promise.then(() => null, (error: unknown) => error);
  if (!isToolError(caught)) throw new Error(`Expected a ToolError, got ${String(caught)}`);
  return caught;
}

describe.each(providers)('the %s provider', (name, startStandIn, createProvider) => {
  let server: StandInServer;
  beforeAll(async () => {
    server = await startStandIn(apiKey);
  });
  afterAll(() => server.close());

  async function failureFor(reply: StandInReply, options: Partial<ProviderOptions> = {}): Promise<ToolError> {
    server.override = () => reply;
    try {
      return await failureOf(
        createProvider({ baseUrl: server.baseUrl, ...options }).search(
          { kind: 'web', query: 'tides', count: 5 },
          apiKey,
          new AbortController().signal,
        ),
      );
    } finally {
      server.override = null;
    }
  }

  describe.each(
    [
      [401, 'not_configured', 'credential_rejected'],
      [403, 'not_configured', 'credential_rejected'],
      [429, 'transient', 'rate_limited'],
      [500, 'transient', 'unavailable'],
      [503, 'transient', 'unavailable'],
      [400, 'invalid_arguments', undefined],
    ] as const,
  )('when it answers HTTP %i', (status, category, reason) => {
    it(`is ${category}${reason === undefined ? '' : ` (${reason})`}, naming the provider and status`, async () => {
      const error = await failureFor({ status, json: { error: `failure for key ${apiKey}` } });

      expect([error.category, error.reason, error.status, error.provider]).toEqual([category, reason, status, name]);
    });

    it('keeps the key out of the detail and the message', async () => {
      const error = await failureFor({ status, json: { error: `failure for key ${apiKey}` } });

      expect(`${error.detail} ${error.message} ${error.modelMessage ?? ''}`).not.toContain(apiKey);
      expect(error.detail).toContain('[redacted]');
    });
  });

  describe('when a 429 carries Retry-After', () => {
    it('passes the wait on in milliseconds', async () => {
      const error = await failureFor({ status: 429, headers: { 'retry-after': '3' }, json: {} });

      expect(error.retryAfterMs).toBe(3000);
    });
  });

  describe.each(
    [
      ['a body that is not JSON', { text: '<html>Bad gateway</html>' }],
      ['JSON of another shape', {
        json: { organic: 'none', organic_results: 'none', web: { results: 'none' }, results: 'none', news: 'none' },
      }],
      ['an empty body', { text: '' }],
    ] as const,
  )('when it answers 200 with %s', (_label, reply) => {
    it('is transient, with the shape problem in the detail', async () => {
      const error = await failureFor(reply);

      expect([error.category, error.provider]).toEqual(['transient', name]);
      expect(error.detail).toMatch(/not its documented JSON/);
    });
  });

  describe('when it does not answer in time', () => {
    it('is a transient timeout', async () => {
      const error = await failureFor({ hang: true }, { timeoutMs: 50 });

      expect([error.category, error.reason]).toEqual(['transient', 'timeout']);
    });
  });

  describe('when the connection fails with an error naming the URL', () => {
    it('is a transient network failure whose detail hides the key', async () => {
      const fetchNamingUrl = (url: string | URL | Request) =>
        Promise.reject(new TypeError(`error sending request for url (${String(url)})`));
      const provider = createProvider({ baseUrl: 'https://provider.invalid', fetch: fetchNamingUrl as typeof fetch });

      const error = await failureOf(
        provider.search(
          { kind: 'news', query: 'tides', count: 5, timeRange: 'day' },
          apiKey,
          new AbortController().signal,
        ),
      );

      expect([error.category, error.reason]).toEqual(['transient', 'network']);
      expect(error.detail).toContain('error sending request');
      expect(`${error.detail} ${error.message}`).not.toContain(apiKey);
      expect(error.cause).toBeUndefined();
    });
  });

  describe('when the turn is cancelled', () => {
    it('is transient and cancelled', async () => {
      const controller = new AbortController();
      server.override = () => ({ hang: true });
      try {
        const pending = createProvider({ baseUrl: server.baseUrl }).search(
          { kind: 'web', query: 'tides', count: 5 },
          apiKey,
          controller.signal,
        );
        controller.abort();
        const error = await failureOf(pending);

        expect([error.category, error.reason]).toEqual(['transient', 'cancelled']);
      } finally {
        server.override = null;
      }
    });
  });
});
