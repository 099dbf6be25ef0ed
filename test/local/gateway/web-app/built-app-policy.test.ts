/**
 * The real web app, built by Vite into a folder of the test's own, against the policy the
 * gateway serves it under (web-app-headers.ts): its page loads only same-origin module
 * scripts and stylesheets and carries nothing inline that `script-src 'self'` and
 * `style-src 'self'` refuse. (The browser test runs the whole app under the policy.)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../e2e/support/deno-command.ts';

let outDir: string;
let index: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'parley-web-policy-'));
  await build({
    configFile: join(repositoryRoot, 'web', 'vite.config.ts'),
    build: { outDir, emptyOutDir: true, sourcemap: false },
    logLevel: 'silent',
  });
  index = await readFile(join(outDir, 'index.html'), 'utf8');
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the built web app under the Content-Security-Policy', () => {
  it("loads its scripts from its own origin only, as files (script-src 'self')", () => {
    const scripts = [...index.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];

    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
      expect(body?.trim()).toBe('');
    }
  });

  it("loads its styles from its own origin only, as files (style-src 'self')", () => {
    expect(index).not.toMatch(/<style\b/);
    expect(index).not.toMatch(/\sstyle=/);
    for (const [link] of index.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
      expect(link).toMatch(/\bhref="\/assets\/[^"]+\.css"/);
    }
  });

  it('has no inline event handlers or javascript: URLs', () => {
    expect(index).not.toMatch(/\son[a-z]+=/i);
    expect(index).not.toMatch(/javascript:/i);
  });
});
