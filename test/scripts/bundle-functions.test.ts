import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Parser } from '@deno/eszip';
import { afterAll, describe, expect, it } from 'vitest';
import { measureFunction } from '../../scripts/bundle-functions.mjs';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const outDirectory = mkdtempSync(join(tmpdir(), 'parley-bundle-'));
afterAll(() => rmSync(outDirectory, { recursive: true, force: true }));

describe('npm run bundle', () => {
  describe('when bundling the chat function', () => {
    const run = promisify(execFile)(process.execPath, ['scripts/bundle-functions.mjs', '--out', outDirectory, 'chat'], {
      cwd: repositoryRoot,
    });

    it('writes <name>.eszip and prints the deployed size: compressed, raw, its own code and its npm code', async () => {
      const { stdout } = await run;
      const size = statSync(join(outDirectory, 'chat.eszip')).size;

      expect(stdout).toMatch(
        /bundle: ok {3}chat +\d+\.\d\d MB compressed, +\d+\.\d\d MB raw = own \d+\.\d\d MB \(\d+ local modules\) \+ npm \d+\.\d\d MB \(\d+ packages, \d+ files\)/,
      );
      expect(stdout).toContain('1 of 1 function(s) within 20.00 MB compressed');
      expect(size).toBeGreaterThan(100_000);
    });

    it("holds the function's own files, the shared/ code it imports and its import map, and nothing from local/ or node_modules", async () => {
      await run;
      const parser = await Parser.createInstance();
      const specifiers = (await parser.parseBytes(readFileSync(join(outDirectory, 'chat.eszip')))) as string[];
      const files = specifiers.map((specifier) => fileURLToPath(specifier).slice(repositoryRoot.length));

      expect(files).toContain('supabase/functions/chat/index.ts');
      expect(files).toContain('supabase/functions/chat/deno.json');
      expect(files).toContain('shared/functions/chat-function.ts');
      expect(files.filter((file) => file.startsWith('local/') || file.includes('node_modules'))).toEqual([]);
    });
  });

  describe('when a function deploys with more npm code than the limit allows', () => {
    const root = mkdtempSync(join(tmpdir(), 'parley-bundle-fixture-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, content: string | Uint8Array): void => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    };
    write(
      'package.json',
      JSON.stringify({ name: 'fixture', private: true, dependencies: { 'noisy-package': '1.0.0' } }),
    );
    write('supabase/functions/tiny/index.ts', "import { value } from 'noisy-package';\nconsole.log(value);\n");
    write(
      'supabase/functions/tiny/deno.json',
      JSON.stringify({ imports: { 'noisy-package': 'npm:noisy-package@1.0.0' } }),
    );
    write('node_modules/noisy-package/package.json', JSON.stringify({ name: 'noisy-package', version: '1.0.0' }));
    write('node_modules/noisy-package/index.js', 'export const value = 1;\n');
    // Random bytes do not compress: the upload carries all of them.
    write('node_modules/noisy-package/noise.bin', randomBytes(300_000));
    const entry = {
      name: 'tiny',
      entryFile: join(root, 'supabase/functions/tiny/index.ts'),
      importMap: join(root, 'supabase/functions/tiny/deno.json'),
    };

    it('counts every file of the package folder, used or not, and reports the function over the limit', async () => {
      const measured = await measureFunction(entry, { root, limitBytes: 200_000 });

      expect(measured.packages.map((npmPackage) => npmPackage.name)).toEqual(['noisy-package']);
      expect(measured.size.npmBytes).toBeGreaterThan(300_000);
      expect(measured.size.compressedBytes).toBeGreaterThan(300_000);
      expect(measured.overLimit).toBe(true);
    });

    it('is within a limit above its compressed size', async () => {
      expect((await measureFunction(entry, { root, limitBytes: 1_000_000 })).overLimit).toBe(false);
    });
  });

  describe('when asked for a function that does not exist', () => {
    it('fails', async () => {
      await expect(
        promisify(execFile)(process.execPath, [
          'scripts/bundle-functions.mjs',
          '--out',
          outDirectory,
          'no-such-function',
        ], { cwd: repositoryRoot }),
      ).rejects.toMatchObject({ code: 1 });
    });
  });
});
