import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebAppRoutes, type WebAppRoutesOptions } from '../../../../local/gateway/web-app/web-app-routes.ts';

const baseUrl = 'http://127.0.0.1:54321';
let root: string;
let dist: string;

function routes(overrides: Partial<WebAppRoutesOptions> = {}) {
  return createWebAppRoutes({
    distDirectory: dist,
    baseUrl,
    anonKey: 'anon-key',
    demo: { email: 'demo@parley.local', password: 'parley-demo' },
    buildError: null,
    ...overrides,
  });
}

function get(path: string, init: RequestInit = {}): Request {
  return new Request(`${baseUrl}${path}`, init);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parley-web-routes-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Parley</title>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  await writeFile(join(dist, 'favicon.svg'), '<svg/>');
  await writeFile(join(root, 'secret.txt'), 'outside the build');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createWebAppRoutes', () => {
  describe('when the app is built', () => {
    it.each([
      '/',
      '/agents',
      '/integrations',
      '/analytics',
      '/chat/8d47163b-b924-4959-b518-b8a018af4054',
      '/analytics/',
    ])(
      'answers the page path %s with index.html',
      async (path) => {
        const response = await routes()(get(path));

        expect(response?.status).toBe(200);
        expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response?.headers.get('cache-control')).toBe('no-cache');
        expect(await response?.text()).toContain('<title>Parley</title>');
      },
    );

    it.each([
      ['/assets/index-abc123.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/assets/index-abc123.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/favicon.svg', 'image/svg+xml', 'no-cache'],
    ])('serves %s as %s', async (path, contentType, cacheControl) => {
      const response = await routes()(get(path));

      expect(response?.status).toBe(200);
      expect(response?.headers.get('content-type')).toBe(contentType);
      expect(response?.headers.get('cache-control')).toBe(cacheControl);
    });

    it('answers HEAD without a body', async () => {
      const response = await routes()(get('/favicon.svg', { method: 'HEAD' }));

      expect(response?.status).toBe(200);
      expect(response?.headers.get('content-length')).toBe('6');
      expect(response?.body).toBeNull();
    });

    it.each(['/missing.js', '/chat', '/chat/a/b', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%E0%A4%A'])(
      'leaves %s to the gateway (null)',
      async (path) => {
        expect(await routes()(get(path))).toBeNull();
      },
    );

    it('leaves other methods to the gateway', async () => {
      expect(await routes()(get('/', { method: 'POST', body: '{}' }))).toBeNull();
    });
  });

  describe('when /config.json is asked for', () => {
    it('names this gateway, its anon key and the demo account', async () => {
      const response = await routes()(get('/config.json'));

      expect(response?.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response?.json()).toEqual({
        supabaseUrl: baseUrl,
        anonKey: 'anon-key',
        demo: { email: 'demo@parley.local', password: 'parley-demo' },
      });
    });

    it('names the origin the browser used when it is a loopback one (the Vite dev server proxying here)', async () => {
      const response = await routes({ demo: null })(get('/config.json', { headers: { host: 'localhost:5173' } }));

      expect(await response?.json()).toEqual({ supabaseUrl: 'http://localhost:5173', anonKey: 'anon-key', demo: null });
    });

    it('names the gateway for any other host', async () => {
      const response = await routes()(get('/config.json', { headers: { host: 'rebound.example:54321' } }));

      expect(((await response?.json()) as { supabaseUrl: string }).supabaseUrl).toBe(baseUrl);
    });
  });

  describe('when the app is not built', () => {
    it('answers page paths with a page saying how to build it', async () => {
      const response = await routes({ distDirectory: join(root, 'nowhere') })(get('/'));

      expect(response?.status).toBe(503);
      expect(await response?.text()).toContain('npm run web:build');
    });
  });

  describe('when npm start could not build it', () => {
    it('answers page paths with a page saying it failed to build, and the error', async () => {
      const response = await routes({ buildError: 'src/main.ts: Unexpected "<"' })(get('/integrations'));

      expect(response?.status).toBe(503);
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response?.text();
      expect(html).toContain('The web app failed to build');
      expect(html).toContain('Unexpected &#34;&#60;&#34;');
    });

    it('leaves the terminal colours of the error out', async () => {
      const response = await routes({ buildError: '\u001b[31m[builtin:vite-transform] \u001b[0mUnexpected token' })(
        get('/'),
      );

      expect(await response?.text()).toContain('<pre>[builtin:vite-transform] Unexpected token</pre>');
    });

    it('still serves /config.json', async () => {
      expect((await routes({ buildError: 'boom' })(get('/config.json')))?.status).toBe(200);
    });
  });
});

describe('createWebAppRoutes: security headers', () => {
  /** The directives of a Content-Security-Policy, by name. */
  function directives(response: Response | null): Map<string, string[]> {
    const policy = response?.headers.get('content-security-policy') ?? '';
    return new Map(
      policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [
        name ?? '',
        values,
      ]),
    );
  }

  describe('when the app, its assets or /config.json are served', () => {
    it.each([
      '/',
      '/chat/8d47163b-b924-4959-b518-b8a018af4054',
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/favicon.svg',
      '/config.json',
    ])(
      '%s carries a strict policy, framing refused and no referrer',
      async (path) => {
        const response = await routes()(get(path));
        const policy = directives(response);

        expect(response?.status).toBe(200);
        expect(policy.get('script-src')).toEqual(["'self'"]);
        expect(policy.get('style-src')).toEqual(["'self'"]);
        expect(policy.get('default-src')).toEqual(["'self'"]);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('base-uri')).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
        expect(policy.get('connect-src')).toEqual(["'self'", baseUrl]);
        expect(response?.headers.get('content-security-policy')).not.toContain('unsafe');
        expect(response?.headers.get('x-frame-options')).toBe('DENY');
        expect(response?.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
      },
    );

    it('lets the app connect to the Supabase URL /config.json names (the Vite dev server proxying here)', async () => {
      const request = get('/', { headers: { host: 'localhost:5173' } });

      const response = await routes()(request);
      const config = await (await routes()(get('/config.json', { headers: { host: 'localhost:5173' } })))?.json();

      expect(directives(response).get('connect-src')).toEqual(["'self'", 'http://localhost:5173', baseUrl]);
      expect(directives(response).get('connect-src')).toContain(config.supabaseUrl);
    });
  });

  describe('when the gateway answers with its own page (the app not built, or its build failed)', () => {
    it.each([
      ['not built', {}],
      ['build failed', { buildError: 'error during build' }],
    ])('allows the page its one inline style by hash, and nothing else inline (%s)', async (_case, overrides) => {
      const empty = await mkdtemp(join(tmpdir(), 'parley-web-empty-'));
      try {
        const response = await routes({ distDirectory: empty, ...overrides })(get('/'));
        const html = (await response?.text()) ?? '';
        const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
        const hash = `'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`;

        expect(response?.status).toBe(503);
        expect(directives(response).get('style-src')).toEqual(["'self'", hash]);
        expect(directives(response).get('script-src')).toEqual(["'self'"]);
        expect(response?.headers.get('x-frame-options')).toBe('DENY');
      } finally {
        await rm(empty, { recursive: true, force: true });
      }
    });
  });
});
