import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSerperProvider } from '../../../../shared/integrations/search/serper-provider.ts';
import { isToolError } from '../../../../shared/tools/tool-error.ts';
import { sandboxIdentity } from '../../../../local/gateway/sandbox/sandbox-settings.ts';
import { type InProcessSandbox, openInProcessSandbox } from './support/in-process-sandbox.ts';

const signal = new AbortController().signal;

describe('the sandbox Serper stand-in', () => {
  let sandbox: InProcessSandbox;
  let serper: ReturnType<typeof createSerperProvider>;

  beforeAll(async () => {
    sandbox = await openInProcessSandbox();
    serper = createSerperProvider({ baseUrl: sandbox.sandbox.hook.search.baseUrl, fetch: sandbox.fetch });
  });

  afterAll(() => sandbox.close());

  describe('when the real Serper client searches the web with the sandbox key', () => {
    it("answers in Serper's organic shape, every title and snippet labelled as a sandbox result", async () => {
      const results = await serper.search(
        { kind: 'web', query: 'Deno 2', count: 5 },
        sandboxIdentity.serperApiKey,
        signal,
      );

      expect(results).toHaveLength(5);
      for (const result of results) {
        expect(result.title).toMatch(/^\[Sandbox\] Deno 2/);
        expect(result.snippet).toContain('Sandbox result: no real search was made');
        expect(new URL(result.link).hostname).toMatch(/^example\.(com|org)$/);
      }
    });

    it('gives the same results for the same query, and others for another', async () => {
      const first = await serper.search(
        { kind: 'web', query: 'Deno 2', count: 3 },
        sandboxIdentity.serperApiKey,
        signal,
      );
      const again = await serper.search(
        { kind: 'web', query: 'Deno 2', count: 3 },
        sandboxIdentity.serperApiKey,
        signal,
      );
      const other = await serper.search(
        { kind: 'web', query: 'Supabase pricing', count: 3 },
        sandboxIdentity.serperApiKey,
        signal,
      );

      expect(again).toEqual(first);
      expect(other[0]?.link).not.toBe(first[0]?.link);
      expect(other).toHaveLength(3);
    });
  });

  describe('when it searches the news with a time range', () => {
    it("answers in Serper's news shape with a date and a source, the date following tbs", async () => {
      const today = await serper.search(
        { kind: 'news', query: 'Deno', count: 2, timeRange: 'day' },
        sandboxIdentity.serperApiKey,
        signal,
      );

      expect(today).toEqual([
        expect.objectContaining({
          title: '[Sandbox] Deno: announces an update',
          date: '2 hours ago',
          source: 'Parley Sandbox News',
        }),
        expect.objectContaining({ date: '5 hours ago' }),
      ]);
    });
  });

  describe('when the key is not the sandbox key', () => {
    it('refuses as Serper does (403 Unauthorized.), which the client reads as a rejected key', async () => {
      const refused = await serper.search({ kind: 'web', query: 'x', count: 1 }, 'someone-elses-key', signal).catch((
        error: unknown,
      ) => error);

      expect(isToolError(refused) && refused.category).toBe('not_configured');
      expect(isToolError(refused) && refused.reason).toBe('credential_rejected');
    });
  });

  describe("when the body is not Serper's", () => {
    it('answers 400, and 404 for paths Serper does not have', async () => {
      const url = sandbox.sandbox.hook.search.baseUrl;
      const headers = { 'x-api-key': sandboxIdentity.serperApiKey, 'content-type': 'application/json' };

      const badBody = await sandbox.fetch(`${url}/search`, { method: 'POST', headers, body: '{"num":3}' });
      const otherPath = await sandbox.fetch(`${url}/images`, { method: 'POST', headers, body: '{"q":"x"}' });

      expect(badBody.status).toBe(400);
      expect(otherPath.status).toBe(404);
    });
  });
});
