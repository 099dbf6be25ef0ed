import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCredentialKeyring } from '../../../shared/db/credential-keyring.ts';
import { readOrCreateCredentialsKey } from '../../../local/gateway/credentials-key-file.ts';

describe('readOrCreateCredentialsKey', () => {
  let directory: string;

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-key-'));
  });

  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  describe('when the file does not exist', () => {
    it('creates it, with its folder, holding a new 32-byte key only its owner can read', async () => {
      const path = join(directory, 'nested', 'credentials.key');

      const created = await readOrCreateCredentialsKey(path);

      expect(created.created).toBe(true);
      expect(parseCredentialKeyring(created.key).currentKeyId).toBe('k1');
      expect((await readFile(path, 'utf8')).trim()).toBe(created.key);
      if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
    });
  });

  describe('when the file exists', () => {
    it('reads the same key again', async () => {
      const path = join(directory, 'credentials.key');
      const first = await readOrCreateCredentialsKey(path);

      expect(await readOrCreateCredentialsKey(path)).toEqual({ key: first.key, created: false });
    });

    it('refuses a file without a usable key instead of replacing it', async () => {
      const path = join(directory, 'credentials.key');
      await writeFile(path, 'not a key\n');

      await expect(readOrCreateCredentialsKey(path)).rejects.toThrow(
        /does not hold a usable credentials key: PARLEY_CREDENTIALS_KEY/,
      );
      expect(await readFile(path, 'utf8')).toBe('not a key\n');
    });
  });
});
