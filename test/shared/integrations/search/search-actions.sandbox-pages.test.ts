import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchActions } from '../../../../shared/integrations/search/search-actions.ts';
import {
  type InProcessSandbox,
  openInProcessSandbox,
} from '../../../local/gateway/sandbox/support/in-process-sandbox.ts';
import { createTestExecutor, failureOf, resultOf, toolCall } from '../../tools/support/create-test-executor.ts';
import { memoryCredentials } from './support/memory-credentials.ts';

/** Offline: no host name resolves. */
const offline = () => Promise.resolve([]);

describe('createSearchActions under the local gateway, offline', () => {
  let sandbox: InProcessSandbox;
  beforeAll(async () => {
    sandbox = await openInProcessSandbox();
  });
  afterAll(() => sandbox.close());

  function executor() {
    const { hook } = sandbox.sandbox;
    return createTestExecutor(createSearchActions({
      credentials: memoryCredentials('u', {}),
      resolveHost: offline,
      fetch: sandbox.fetch,
      sandbox: hook.search,
      sandboxPages: hook.pages,
    })).executor;
  }
  const scrape = (urls: string[]) => toolCall('scrape_and_summarize', { urls });

  describe('when the model reads a link the sandbox search gave', () => {
    it('summarizes the sandbox page for it, labelled as the sandbox', async () => {
      const found = resultOf(await executor().execute(toolCall('web_search', { query: 'Deno 2' })));
      const link = (found.output as { results: { link: string }[] }).results[0]?.link ?? '';

      const result = resultOf(await executor().execute(scrape([link])));

      expect(new URL(link).hostname).toBe('example.com');
      expect(result.output).toMatchObject({
        pages: [{ url: link, title: '[Sandbox] deno 2', summary: expect.stringContaining('Sandbox page') }],
      });
    });
  });

  describe('when the model reads https://example.com, the demo suggestion', () => {
    it('summarizes the sandbox home page of example.com', async () => {
      const result = resultOf(await executor().execute(scrape(['https://example.com'])));

      expect(result.output).toMatchObject({ pages: [{ url: 'https://example.com', title: '[Sandbox] example.com' }] });
    });
  });

  describe('when the model reads any other site', () => {
    it('fails as a passing network problem, not as the model typing the address wrong', async () => {
      const failure = failureOf(await executor().execute(scrape(['https://deno.com/blog'])));

      expect(failure.category).toBe('transient');
      expect(failure.modelMessage).not.toContain('typo');
    });
  });
});
