import { describe, expect, it } from 'vitest';
import { configFromBuild, loadAppConfig } from '../../../../web/src/config/app-config.ts';

describe('configFromBuild', () => {
  it('reads the Vite variables, with the demo account only when both of its are set', () => {
    expect(
      configFromBuild({
        VITE_SUPABASE_URL: 'https://ref.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'anon',
        VITE_DEMO_EMAIL: 'a@b.c',
      }),
    ).toEqual({
      supabaseUrl: 'https://ref.supabase.co',
      anonKey: 'anon',
      demo: null,
    });
  });

  it('is null without the URL or the key', () => {
    expect(configFromBuild({ VITE_SUPABASE_URL: 'https://ref.supabase.co', VITE_SUPABASE_ANON_KEY: ' ' })).toBeNull();
  });
});

describe('loadAppConfig', () => {
  describe('when the build has no Supabase URL', () => {
    it('reads /config.json from its own origin', async () => {
      const served = {
        supabaseUrl: 'http://127.0.0.1:54321',
        anonKey: 'anon',
        demo: { email: 'demo@parley.local', password: 'parley-demo' },
      };
      const requested: string[] = [];

      const config = await loadAppConfig(async (input) => {
        requested.push(String(input));
        return new Response(JSON.stringify(served));
      });

      expect(requested).toEqual(['/config.json']);
      expect(config).toEqual(served);
    });

    it('says which variables to set when there is no /config.json', async () => {
      await expect(loadAppConfig(async () => new Response('<html>', { status: 404 }))).rejects.toThrow(
        /VITE_SUPABASE_URL/,
      );
    });
  });
});
