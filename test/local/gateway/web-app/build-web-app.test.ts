import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, isWebBuildStale } from '../../../../local/gateway/web-app/build-web-app.mjs';

/** A tiny app of its own: the real one takes longer to build, and the tests must not touch web/dist. */
let web: string;

async function writeApp(script: string): Promise<void> {
  await mkdir(join(web, 'src'), { recursive: true });
  await writeFile(
    join(web, 'vite.config.ts'),
    "export default { root: import.meta.dirname, build: { outDir: 'dist' } };\n",
  );
  await writeFile(
    join(web, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/src/main.js"></script>\n',
  );
  await writeFile(join(web, 'src', 'main.js'), script);
}

function builder() {
  const lines: string[] = [];
  return { lines, run: () => ensureWebBuild(web, { log: (line) => lines.push(line) }) };
}

beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'parley-web-build-'));
  await writeApp("document.title = 'built';\n");
});

afterAll(async () => {
  await rm(web, { recursive: true, force: true });
});

describe('ensureWebBuild', () => {
  describe('when web/dist is missing', () => {
    it('says so in one line, builds it with Vite and leaves no folder of the build behind', async () => {
      const build = builder();

      expect(await isWebBuildStale(web)).toBe(true);
      expect(await build.run()).toBeNull();

      expect(build.lines).toEqual(['Building the web app…']);
      expect(await readFile(join(web, 'dist', 'index.html'), 'utf8')).toContain('/assets/');
      expect((await readdir(web)).filter((name) => name.startsWith('.dist-'))).toEqual([]);
    }, 60_000);
  });

  describe('when web/dist is newer than every source file', () => {
    it('does nothing', async () => {
      const build = builder();

      expect(await isWebBuildStale(web)).toBe(false);
      expect(await build.run()).toBeNull();
      expect(build.lines).toEqual([]);
    });
  });

  describe('when a source file changed after the build', () => {
    it('is stale', async () => {
      const later = new Date(Date.now() + 60_000);
      await utimes(join(web, 'src', 'main.js'), later, later);

      expect(await isWebBuildStale(web)).toBe(true);
    });
  });

  describe('when the build fails', () => {
    it('returns the error, keeps the last build and leaves no folder of the build behind', async () => {
      await writeFile(join(web, 'src', 'main.js'), 'export const = ;\n');
      const build = builder();

      const error = await build.run();

      expect(error).toMatch(/main\.js/);
      expect(existsSync(join(web, 'dist', 'index.html'))).toBe(true);
      expect((await readdir(web)).filter((name) => name.startsWith('.dist-'))).toEqual([]);
    }, 60_000);
  });
});
