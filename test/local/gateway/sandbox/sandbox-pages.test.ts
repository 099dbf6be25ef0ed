import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessSandbox, openInProcessSandbox, sandboxBaseUrl } from './support/in-process-sandbox.ts';

describe('the sandbox pages stand-in', () => {
  let sandbox: InProcessSandbox;
  beforeAll(async () => {
    sandbox = await openInProcessSandbox();
  });
  afterAll(() => sandbox.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    sandbox.fetch(`${sandboxBaseUrl}/sandbox/pages${path}`, { headers });

  describe('when asked for a page of a sandbox result link', () => {
    it('answers an HTML page titled after the link, saying it is the sandbox', async () => {
      const response = await get('/example.org/sandbox-news/deno-2/1');
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain('<title>[Sandbox] deno 2</title>');
      expect(html).toContain('Sandbox page: no real page was read.');
    });

    it('escapes what the address carries', async () => {
      const html = await (await get('/example.com/%3Cscript%3E')).text();

      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
    });
  });

  describe('when asked for a host that is not the sandbox', () => {
    it('answers 404', async () => {
      expect((await get('/deno.com/blog')).status).toBe(404);
    });
  });

  describe('when the request is not local', () => {
    it('is refused like every sandbox route', async () => {
      expect((await get('/example.com/', { host: 'rebound.example' })).status).toBe(403);
    });
  });
});
