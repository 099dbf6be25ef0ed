import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Parser } from '@deno/eszip';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const outDirectory = mkdtempSync(join(tmpdir(), 'parley-bundle-'));
afterAll(() => rmSync(outDirectory, { recursive: true, force: true }));

describe('npm run bundle', () => {
  describe('when bundling the chat function', () => {
    const run = promisify(execFile)(process.execPath, ['scripts/bundle-functions.mjs', '--out', outDirectory, 'chat'], {
      cwd: repositoryRoot,
    });

    it("writes <name>.eszip under Supabase's 20 MB limit and prints its size", async () => {
      const { stdout } = await run;
      const size = statSync(join(outDirectory, 'chat.eszip')).size;

      expect(stdout).toMatch(/bundle: ok {3}chat +\d+\.\d\d MB +\d+ local modules/);
      expect(stdout).toContain('1 of 1 function(s) bundled');
      expect(size).toBeGreaterThan(100_000);
      expect(size).toBeLessThan(20 * 1024 * 1024);
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
