import { describe, expect, it } from 'vitest';
import { localGatewayUrl, localPublishableKey, readConfig } from '../../../examples/react-chat/src/config.ts';

describe('readConfig (examples/react-chat)', () => {
  describe('when nothing is set', () => {
    it('talks to npm start’s gateway with the local publishable key', () => {
      expect(readConfig({})).toEqual({
        ok: true,
        config: {
          supabaseUrl: localGatewayUrl,
          publishableKey: localPublishableKey,
          chatUrl: `${localGatewayUrl}/functions/v1/chat`,
          isLocal: true,
        },
      });
    });

    it('counts blank variables as unset', () => {
      expect(readConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_PUBLISHABLE_KEY: '' })).toMatchObject({
        ok: true,
        config: { supabaseUrl: localGatewayUrl },
      });
    });
  });

  describe('when a hosted project is named', () => {
    it('uses its URL (without a trailing slash) and its key', () => {
      expect(
        readConfig({
          VITE_SUPABASE_URL: 'https://abc.supabase.co/',
          VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        }),
      ).toEqual({
        ok: true,
        config: {
          supabaseUrl: 'https://abc.supabase.co',
          publishableKey: 'sb_publishable_x',
          chatUrl: 'https://abc.supabase.co/functions/v1/chat',
          isLocal: false,
        },
      });
    });

    it('refuses it without a key, naming the variable', () => {
      expect(readConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toEqual({
        ok: false,
        problems: [
          "VITE_SUPABASE_PUBLISHABLE_KEY must be set for a hosted project: the project's publishable key",
        ],
      });
    });
  });

  it('takes a gateway on another loopback port with the local key', () => {
    expect(readConfig({ VITE_SUPABASE_URL: 'http://localhost:55000' })).toMatchObject({
      ok: true,
      config: { supabaseUrl: 'http://localhost:55000', publishableKey: localPublishableKey, isLocal: true },
    });
  });

  it('refuses a URL that is not http(s) and a key with spaces, one line each', () => {
    const reading = readConfig({ VITE_SUPABASE_URL: 'ftp://abc', VITE_SUPABASE_PUBLISHABLE_KEY: 'two words' });
    expect(reading.ok).toBe(false);
    expect(reading.ok ? [] : reading.problems).toEqual([
      'VITE_SUPABASE_URL must be an http(s) URL such as https://<project-ref>.supabase.co',
      'VITE_SUPABASE_PUBLISHABLE_KEY must be one word of printable characters (the key, nothing else)',
    ]);
  });
});
