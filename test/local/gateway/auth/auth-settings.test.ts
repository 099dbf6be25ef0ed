import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authSettingsFromConfig, defaultAuthSettings } from '../../../../local/gateway/auth/auth-settings.ts';

describe('authSettingsFromConfig', () => {
  describe('when config.toml sets the [auth] values', () => {
    it('reads the expiry, reuse interval, minimum password length and sign-up switches', () => {
      const text =
        '[auth]\njwt_expiry = 600\nrefresh_token_reuse_interval = 0\nminimum_password_length = 12\n[auth.email]\nenable_signup = false\n';

      expect(authSettingsFromConfig(text)).toEqual({
        jwtExpirySeconds: 600,
        refreshTokenReuseIntervalSeconds: 0,
        minimumPasswordLength: 12,
        signupEnabled: false,
      });
    });

    it("reads the project's own config.toml as GoTrue's defaults", () => {
      const text = readFileSync(new URL('../../../../supabase/config.toml', import.meta.url), 'utf8');

      expect(authSettingsFromConfig(text)).toEqual(defaultAuthSettings);
    });
  });

  describe('when a value is missing or not a whole number', () => {
    it('keeps the default', () => {
      expect(authSettingsFromConfig('[auth]\njwt_expiry = "soon"\n[api]\nminimum_password_length = 1\n')).toEqual(
        defaultAuthSettings,
      );
    });

    it('keeps the default for a quoted, negative or fractional number', () => {
      expect(
        authSettingsFromConfig(
          '[auth]\njwt_expiry = "600"\nrefresh_token_reuse_interval = -1\nminimum_password_length = 6.5\n',
        ),
      ).toEqual(defaultAuthSettings);
    });
  });
});
