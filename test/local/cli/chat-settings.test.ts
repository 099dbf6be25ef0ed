import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { resolveChatSettings } from '../../../local/cli/chat-settings.ts';
import { withEnvFiles } from '../../../local/cli/env-files.ts';
import type { ChatOptions } from '../../../local/cli/parse-chat-arguments.ts';
import { demoUser, localAnonKey, localJwtSecret } from '../../../local/gateway/local-keys.ts';

const noOptions: ChatOptions = {
  url: null,
  token: null,
  agentId: null,
  conversationId: null,
  json: false,
  stream: true,
  approvals: 'ask',
};
const key = (secret: string): Uint8Array => new TextEncoder().encode(secret);

describe('resolveChatSettings', () => {
  describe('when nothing is configured', () => {
    it('talks to the local gateway as the demo user with the well-known keys', async () => {
      const settings = await resolveChatSettings(noOptions, {});
      expect(settings.url).toBe('http://127.0.0.1:54321');
      expect(settings.anonKey).toBe(localAnonKey);
      expect(settings.identity).toBe('the demo user (demo@parley.local)');
      const { payload } = await jwtVerify(settings.userToken, key(localJwtSecret), { algorithms: ['HS256'] });
      expect(payload).toMatchObject({ sub: demoUser.id, role: 'authenticated', aud: 'authenticated' });
    });
  });

  describe('when the environment sets the URL and a secret', () => {
    it('signs both tokens with that secret', async () => {
      const secret = 'a-project-secret-of-at-least-32-characters';
      const settings = await resolveChatSettings(noOptions, {
        SUPABASE_URL: 'https://abc.supabase.co/',
        SUPABASE_JWT_SECRET: secret,
      });
      expect(settings.url).toBe('https://abc.supabase.co');
      expect((await jwtVerify(settings.userToken, key(secret))).payload.sub).toBe(demoUser.id);
      expect((await jwtVerify(settings.anonKey, key(secret))).payload.role).toBe('anon');
    });

    it('takes SUPABASE_ANON_KEY as it is', async () => {
      expect((await resolveChatSettings(noOptions, { SUPABASE_ANON_KEY: 'sb_publishable_x' })).anonKey).toBe(
        'sb_publishable_x',
      );
    });
  });

  describe('when a token is given', () => {
    it('prefers --token, then PARLEY_USER_TOKEN', async () => {
      const environment = { PARLEY_USER_TOKEN: 'from-environment' };
      expect(await resolveChatSettings({ ...noOptions, token: 'from-flag', url: 'http://127.0.0.1:9000' }, environment))
        .toMatchObject({ url: 'http://127.0.0.1:9000', userToken: 'from-flag', identity: 'the user of --token' });
      expect(await resolveChatSettings(noOptions, environment)).toMatchObject({
        userToken: 'from-environment',
        identity: 'the user of PARLEY_USER_TOKEN',
      });
    });
  });

  describe('when a gateway is running', () => {
    const running = {
      url: 'http://127.0.0.1:61234',
      port: 61234,
      pid: 4242,
      startedAt: '2026-11-22T10:00:00.000Z',
      anonKey: 'gateway-anon-key',
    };

    it('talks to it, with its anon key, when no URL is set', async () => {
      const settings = await resolveChatSettings(noOptions, {}, () => Promise.resolve(running));

      expect(settings).toMatchObject({
        url: 'http://127.0.0.1:61234',
        urlSource: 'gateway-file',
        anonKey: 'gateway-anon-key',
        isDemoUser: true,
      });
    });

    it('leaves it alone when SUPABASE_URL is set, without looking for it', async () => {
      let asked = false;
      const settings = await resolveChatSettings(noOptions, { SUPABASE_URL: 'https://abc.supabase.co' }, () => {
        asked = true;
        return Promise.resolve(running);
      });

      expect(settings).toMatchObject({
        url: 'https://abc.supabase.co',
        urlSource: 'environment',
        anonKey: localAnonKey,
      });
      expect(asked).toBe(false);
    });

    it("keeps SUPABASE_ANON_KEY over the gateway's", async () => {
      expect(
        (await resolveChatSettings(
          noOptions,
          { SUPABASE_ANON_KEY: 'sb_publishable_x' },
          () => Promise.resolve(running),
        )).anonKey,
      ).toBe('sb_publishable_x');
    });
  });
});

describe('withEnvFiles', () => {
  const files: Record<string, string> = {
    '.env': 'SUPABASE_JWT_SECRET=from-dot-env\nSUPABASE_URL=https://ignored.example\nPARLEY_USER_TOKEN=\n',
    'supabase/functions/.env': 'SUPABASE_ANON_KEY="from functions"\nSUPABASE_JWT_SECRET=from-functions\n',
  };
  const read = (path: string): string | null => files[path] ?? null;

  describe('when the environment leaves a variable unset', () => {
    it('takes the CLI variables from the files, the later file winning, and nothing else', () => {
      const merged = withEnvFiles({ HOME: '/root' }, ['.env', 'supabase/functions/.env', 'missing/.env'], read);
      expect(merged).toEqual({
        HOME: '/root',
        SUPABASE_JWT_SECRET: 'from-functions',
        SUPABASE_ANON_KEY: 'from functions',
      });
    });
  });

  describe('when the environment sets a variable', () => {
    it('keeps the environment value', () => {
      expect(withEnvFiles({ SUPABASE_JWT_SECRET: 'exported' }, ['.env'], read).SUPABASE_JWT_SECRET).toBe('exported');
    });
  });

  describe('when a file has a byte-order mark and indented comments', () => {
    it('reads it as the gateway does: the first key is found and comments are not values', () => {
      const text = '\uFEFFSUPABASE_JWT_SECRET=with-bom\n   # SUPABASE_ANON_KEY=commented-out\n';
      const merged = withEnvFiles({}, ['.env'], () => text);
      expect(merged).toEqual({ SUPABASE_JWT_SECRET: 'with-bom' });
    });
  });
});
