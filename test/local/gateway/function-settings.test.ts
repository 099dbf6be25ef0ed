import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultFunctionSettings, readFunctionSettings, settingsOf } from '../../../local/gateway/function-settings.ts';

describe('readFunctionSettings', () => {
  describe("when reading the project's supabase/config.toml", () => {
    it("turns the gateway's JWT check off for every function: each verifies tokens itself (asymmetric signing keys), and Google's callback has no JWT", () => {
      const settings = readFunctionSettings(
        readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8'),
      );

      expect(Object.fromEntries(settings)).toEqual({
        analytics: { verifyJwt: false, enabled: true },
        chat: { verifyJwt: false, enabled: true },
        'gmail-api': { verifyJwt: false, enabled: true },
        integrations: { verifyJwt: false, enabled: true },
        'web-search-api': { verifyJwt: false, enabled: true },
      });
    });
  });

  describe('when a function turns JWT verification off or is disabled', () => {
    it('keeps the other setting at its default', () => {
      const settings = readFunctionSettings(
        '[functions.hook]\nverify_jwt = false\n[functions.old]\nenabled = false\n[auth]\nverify_jwt = false',
      );

      expect(settingsOf(settings, 'hook')).toEqual({ verifyJwt: false, enabled: true });
      expect(settingsOf(settings, 'old')).toEqual({ verifyJwt: true, enabled: false });
      expect(settings.has('auth')).toBe(false);
    });
  });

  describe('when the config does not mention a function', () => {
    it('verifies JWTs and serves it, as the Supabase CLI does', () => {
      expect(settingsOf(readFunctionSettings(''), 'anything')).toEqual(defaultFunctionSettings);
      expect(defaultFunctionSettings).toEqual({ verifyJwt: true, enabled: true });
    });
  });

  describe('when verify_jwt is not a boolean', () => {
    it('ignores it', () => {
      expect(settingsOf(readFunctionSettings('[functions.chat]\nverify_jwt = "false"'), 'chat').verifyJwt).toBe(true);
    });
  });
});
