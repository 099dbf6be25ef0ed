import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServeHost } from '../../../local/gateway/capture-handler.ts';
import { readFunctionSettings } from '../../../local/gateway/function-settings.ts';
import { discoverFunctions, loadFunctions } from '../../../local/gateway/load-functions.ts';

describe('discoverFunctions', () => {
  describe('when reading the project', () => {
    it('finds the five functions', async () => {
      const entries = await discoverFunctions(fileURLToPath(new URL('../../../supabase/functions', import.meta.url)));

      expect(entries.map((entry) => entry.name)).toEqual([
        'analytics',
        'chat',
        'gmail-api',
        'integrations',
        'web-search-api',
      ]);
      expect(entries[1]?.entryFile).toMatch(/supabase\/functions\/chat\/index\.ts$/);
    });
  });

  describe('when folders are shared code or have no index.ts', () => {
    let directory: string;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), 'parley-functions-'));
      for (const name of ['_shared', 'b-function', 'a-function', 'no-entry']) await mkdir(join(directory, name));
      for (const name of ['_shared', 'b-function', 'a-function']) {
        await writeFile(join(directory, name, 'index.ts'), '');
      }
      await writeFile(join(directory, 'index.ts'), '');
    });

    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    it('leaves them out and sorts the rest by name', async () => {
      expect((await discoverFunctions(directory)).map((entry) => entry.name)).toEqual(['a-function', 'b-function']);
    });
  });
});

describe('loadFunctions', () => {
  const entries = [
    { name: 'chat', entryFile: '/functions/chat/index.ts' },
    { name: 'broken', entryFile: '/functions/broken/index.ts' },
    { name: 'retired', entryFile: '/functions/retired/index.ts' },
    { name: 'hook', entryFile: '/functions/hook/index.ts' },
  ];
  const handler = () => new Response('ok');

  describe('when some functions load and one fails', () => {
    it('keeps the failure with its reason, skips disabled functions and applies verify_jwt', async () => {
      const host: ServeHost = { serve: () => {} };
      const load = async (url: string): Promise<void> => {
        if (url.includes('broken')) throw new Error('Set SUPABASE_SERVICE_ROLE_KEY');
        (host.serve as (handler: unknown) => void)(handler);
      };
      const settings = readFunctionSettings(
        '[functions.retired]\nenabled = false\n[functions.hook]\nverify_jwt = false',
      );

      const functions = await loadFunctions(entries, settings, host, load);

      expect(functions).toEqual([
        { name: 'chat', verifyJwt: true, handler },
        { name: 'broken', verifyJwt: true, bootError: 'Set SUPABASE_SERVICE_ROLE_KEY' },
        { name: 'hook', verifyJwt: false, handler },
      ]);
    });
  });
});
