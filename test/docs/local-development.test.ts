/**
 * docs/local-development.md shows the gateway's banner and names versions; what it shows must
 * be what a fresh `npm start` prints today, so each number and name is read back from the
 * repository.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../local/database-files.ts';
import { localAnonKey, localJwtSecret, localKeysExpireAt, signDemoUserToken } from '../../local/gateway/local-keys.ts';
import {
  capture,
  codeBlockContaining,
  configuredFunctionNames,
  readPackageJson,
  readRepositoryFile,
} from './support/repository-facts.ts';

describe('docs/local-development.md', () => {
  let doc: string;
  let banner: string;

  beforeAll(async () => {
    doc = await readRepositoryFile('docs/local-development.md');
    banner = codeBlockContaining(doc, 'Parley local gateway');
  });

  describe('the sample banner of a first start', () => {
    it('applies as many migrations as supabase/migrations holds', async () => {
      const applied = Number(capture(banner, /\(created, (\d+) migration\(s\) applied/));

      expect(applied).toBe((await readMigrations()).length);
    });

    it('lists the functions supabase/config.toml serves', async () => {
      const listed = [...banner.matchAll(/^ {4}(\S+) +http:\/\/127\.0\.0\.1:54321\/functions\/v1\/(\S+) /gm)];

      expect(listed.every((match) => match[1] === match[2])).toBe(true);
      expect(listed.map((match) => match[1]).sort()).toEqual(await configuredFunctionNames());
    });

    it("carries the demo user's token the gateway signs with the local secret, and its expiry year", async () => {
      const token = capture(banner, /Authorization: Bearer ([\w-]+\.[\w-]+\.[\w-]+)/);

      expect(token).toBe(await signDemoUserToken(localJwtSecret));
      expect(capture(doc, /valid until (\d{4})/)).toBe(String(new Date(localKeysExpireAt * 1000).getUTCFullYear()));
    });

    it('shortens the local anon key without changing it', () => {
      const shortened = capture(banner, /Anon key +(\S+)…/);

      expect(localAnonKey.startsWith(shortened)).toBe(true);
    });

    it('names the Deno that package.json pins', async () => {
      const { devDependencies } = await readPackageJson();

      expect(capture(banner, /\(Deno (\S+), ready in/)).toBe(devDependencies.deno);
      expect(capture(doc, /the Deno pinned in `package\.json`\s+\((\S+),/)).toBe(devDependencies.deno);
    });
  });
});
