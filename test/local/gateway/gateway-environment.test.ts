import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import {
  acceptedServiceKeysOf,
  changedVariables,
  defaultPort,
  envFilePaths,
  gatewayApiKeysOf,
  mergeEnvironment,
  portOf,
  readEnvFiles,
  withLocalDefaults,
} from '../../../local/gateway/gateway-environment.ts';
import {
  localAnonKey,
  localJwtSecret,
  localPublishableKey,
  localSecretKey,
  localServiceRoleKey,
} from '../../../local/gateway/local-keys.ts';

const key = 'a'.repeat(43) + '=';
const defaults = { port: 54321, credentialsKey: () => Promise.resolve(key) };

describe('gateway environment', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-env-'));
    await writeFile(join(directory, 'root.env'), 'A=from-root\nB=from-root\nC=from-root\n');
    await writeFile(join(directory, 'functions.env'), 'B=from-functions\nbroken line\n');
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  describe('when both env files exist', () => {
    it('lets supabase/functions/.env win over .env, and the real environment over both', async () => {
      const files = await readEnvFiles([
        join(directory, 'root.env'),
        join(directory, 'functions.env'),
        join(directory, 'missing.env'),
      ]);

      expect(files.map((file) => file.invalidLines)).toEqual([[], [2]]);
      expect(mergeEnvironment({ C: 'real', D: undefined }, files)).toEqual({
        A: 'from-root',
        B: 'from-functions',
        C: 'real',
      });
    });
  });

  describe('envFilePaths', () => {
    it('reads .env and supabase/functions/.env from the root by default', () => {
      expect(envFilePaths({}, '/repo')).toEqual(['/repo/.env', '/repo/supabase/functions/.env']);
    });

    it('reads the files PARLEY_ENV_FILES names, or none when it is empty', () => {
      expect(envFilePaths({ PARLEY_ENV_FILES: 'one.env, /abs/two.env' }, '/repo')).toEqual([
        '/repo/one.env',
        '/abs/two.env',
      ]);
      expect(envFilePaths({ PARLEY_ENV_FILES: '' }, '/repo')).toEqual([]);
    });
  });

  describe('portOf', () => {
    it("is the Supabase CLI's API port unless PORT is set", () => {
      expect(portOf({})).toBe(defaultPort);
      expect(defaultPort).toBe(54321);
      expect(portOf({ PORT: ' 8080 ' })).toBe(8080);
      expect(portOf({ PORT: '0' })).toBe(0);
    });

    it('refuses what is not a port', () => {
      expect(() => portOf({ PORT: 'http' })).toThrow('PORT must be a port number (0-65535), not "http".');
      expect(() => portOf({ PORT: '70000' })).toThrow(/PORT must be/);
    });
  });

  describe('withLocalDefaults', () => {
    describe('when nothing is configured', () => {
      it("fills in this gateway's URL, the Supabase CLI's local secret and keys, and the credentials key", async () => {
        const { environment, defaulted } = await withLocalDefaults({}, defaults);

        expect(environment).toEqual({
          SUPABASE_URL: 'http://127.0.0.1:54321',
          PARLEY_FUNCTIONS_URL: 'http://127.0.0.1:54321/functions/v1',
          SUPABASE_JWT_SECRET: localJwtSecret,
          SUPABASE_ANON_KEY: localAnonKey,
          SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey,
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: localPublishableKey }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: localSecretKey }),
          PARLEY_CREDENTIALS_KEY: key,
          PARLEY_APP_URLS: 'http://127.0.0.1:54321',
        });
        expect(defaulted).toHaveLength(9);
      });
    });

    describe('when config.toml names web app URLs', () => {
      it('allows OAuth flows to return to the gateway and to those URLs', async () => {
        const { environment } = await withLocalDefaults({}, {
          ...defaults,
          appUrls: ['http://127.0.0.1:3000', 'https://127.0.0.1:3000'],
        });

        expect(environment.PARLEY_APP_URLS).toBe('http://127.0.0.1:54321,http://127.0.0.1:3000,https://127.0.0.1:3000');
      });

      it('keeps PARLEY_APP_URLS when it is set', async () => {
        const { environment } = await withLocalDefaults({ PARLEY_APP_URLS: 'https://app.example.com' }, {
          ...defaults,
          appUrls: ['http://127.0.0.1:3000'],
        });

        expect(environment.PARLEY_APP_URLS).toBe('https://app.example.com');
      });
    });

    describe('when SUPABASE_JWT_SECRET is set', () => {
      it('signs the anon and service-role keys with it', async () => {
        const secret = 'my-project-secret-that-is-long-enough';
        const { environment } = await withLocalDefaults({ SUPABASE_JWT_SECRET: secret }, defaults);

        expect((await createJwtVerifier({ secret })(environment.SUPABASE_SERVICE_ROLE_KEY as string)).role).toBe(
          'service_role',
        );
        expect(environment.SUPABASE_ANON_KEY).not.toBe(localAnonKey);
      });
    });

    describe('when variables are set (or blank)', () => {
      it('keeps what is set, fills in what is blank, and reads the key file only when needed', async () => {
        let keyReads = 0;
        const { environment, defaulted } = await withLocalDefaults(
          { SUPABASE_URL: 'https://project.supabase.co', PARLEY_CREDENTIALS_KEY: 'mine', SUPABASE_JWT_SECRET: '  ' },
          {
            port: 9999,
            credentialsKey: () => {
              keyReads += 1;
              return Promise.resolve(key);
            },
          },
        );

        expect(environment.SUPABASE_URL).toBe('https://project.supabase.co');
        expect(environment.PARLEY_FUNCTIONS_URL).toBe('http://127.0.0.1:9999/functions/v1');
        expect(environment.SUPABASE_JWT_SECRET).toBe(localJwtSecret);
        expect(environment.PARLEY_CREDENTIALS_KEY).toBe('mine');
        expect(keyReads).toBe(0);
        expect(defaulted).not.toContain('SUPABASE_URL');
      });
    });
  });

  describe('acceptedServiceKeysOf', () => {
    it("lists every key chat's calls may carry: the secret keys and the service role key", () => {
      expect(acceptedServiceKeysOf({
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a","ci":"sb_secret_b"}',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy',
      })).toEqual(['sb_secret_a', 'sb_secret_b', 'legacy']);
    });

    it('lists none when the configuration does not parse', () => {
      expect(acceptedServiceKeysOf({ SUPABASE_SECRET_KEYS: 'sb_secret_a' })).toEqual([]);
    });
  });

  describe('gatewayApiKeysOf', () => {
    it('takes the anon and service role keys and every publishable and secret key', () => {
      expect(gatewayApiKeysOf({
        SUPABASE_ANON_KEY: 'anon-jwt',
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-jwt',
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a","web":"sb_publishable_b"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
      })).toEqual(['anon-jwt', 'service-role-jwt', 'sb_publishable_a', 'sb_publishable_b', 'sb_secret_a']);
    });

    it("takes the Supabase CLI's local publishable and secret keys under the local defaults", async () => {
      const { environment } = await withLocalDefaults({}, defaults);

      expect(gatewayApiKeysOf(environment)).toEqual(
        expect.arrayContaining([localAnonKey, localServiceRoleKey, localPublishableKey, localSecretKey]),
      );
    });

    it('skips a key variable that is not a JSON object of keys', () => {
      expect(gatewayApiKeysOf({ SUPABASE_ANON_KEY: 'anon-jwt', SUPABASE_SECRET_KEYS: 'sb_secret_a' })).toEqual([
        'anon-jwt',
      ]);
    });
  });

  describe('changedVariables', () => {
    it('lists what must be set in the process', () => {
      expect(changedVariables({ A: '1', B: '2' }, { A: '1', B: '3', C: '4' })).toEqual({ B: '3', C: '4' });
    });
  });
});
