import { describe, expect, it } from 'vitest';
import { parseConfiguration } from '../../../shared/config/parse-configuration.ts';
import { supabaseKeysOf } from '../../../shared/config/supabase-keys.ts';

const noKeys = { secretKeys: {}, publishableKeys: {} };

describe('supabaseKeysOf', () => {
  describe('when a project has only the new API keys', () => {
    it('calls the tool functions with the default secret key and sends the publishable key to Auth', () => {
      const keys = supabaseKeysOf({
        secretKeys: { ci: 'sb_secret_ci', default: 'sb_secret_default' },
        publishableKeys: { web: 'sb_publishable_web', default: 'sb_publishable_default' },
      });

      expect(keys).toEqual({
        serviceKey: 'sb_secret_default',
        acceptedServiceKeys: ['sb_secret_ci', 'sb_secret_default'],
        internalSecret: 'sb_secret_default',
        authApiKey: 'sb_publishable_default',
      });
    });

    it('takes the first key by name when none is named default', () => {
      const keys = supabaseKeysOf({ secretKeys: { zeta: 'sb_secret_z', alpha: 'sb_secret_a' }, publishableKeys: {} });

      expect(keys.serviceKey).toBe('sb_secret_a');
      expect(keys.authApiKey).toBe('sb_secret_a');
    });
  });

  describe("when Parley's internal secret is set beside a secret key", () => {
    it('signs the context with it but does not take it as an apikey: chat never sends it then', () => {
      const keys = supabaseKeysOf({
        secretKeys: { default: 'sb_secret_default' },
        publishableKeys: {},
        serviceRoleKey: 'legacy-service-role-jwt',
        internalSecret: 'parley-internal',
      });

      expect(keys.serviceKey).toBe('sb_secret_default');
      expect(keys.internalSecret).toBe('parley-internal');
      expect(keys.acceptedServiceKeys).toEqual(['sb_secret_default', 'legacy-service-role-jwt']);
    });

    it('does not take it as an apikey beside the legacy service role key either', () => {
      const keys = supabaseKeysOf({ ...noKeys, serviceRoleKey: 'service', internalSecret: 'parley-internal' });

      expect(keys.acceptedServiceKeys).toEqual(['service']);
    });
  });

  describe('when a project also has the legacy keys', () => {
    it('prefers the new keys and still accepts calls made with the service role key', () => {
      const keys = supabaseKeysOf({
        secretKeys: { default: 'sb_secret_default' },
        publishableKeys: { default: 'sb_publishable_default' },
        serviceRoleKey: 'legacy-service-role-jwt',
        anonKey: 'legacy-anon-jwt',
      });

      expect(keys.serviceKey).toBe('sb_secret_default');
      expect(keys.acceptedServiceKeys).toEqual(['sb_secret_default', 'legacy-service-role-jwt']);
      expect(keys.authApiKey).toBe('sb_publishable_default');
    });
  });

  describe('when a project has only the legacy keys', () => {
    it('uses the service role key between functions and the anon key with Auth', () => {
      expect(supabaseKeysOf({ ...noKeys, serviceRoleKey: 'service', anonKey: 'anon' })).toEqual({
        serviceKey: 'service',
        acceptedServiceKeys: ['service'],
        internalSecret: 'service',
        authApiKey: 'anon',
      });
    });
  });

  describe("when only Parley's internal secret is set", () => {
    it('calls the tool functions with it', () => {
      expect(supabaseKeysOf({ ...noKeys, internalSecret: 'parley-internal' })).toEqual({
        serviceKey: 'parley-internal',
        acceptedServiceKeys: ['parley-internal'],
        internalSecret: 'parley-internal',
        authApiKey: null,
      });
    });
  });
});

describe('parseConfiguration of the new API keys', () => {
  it('reads SUPABASE_SECRET_KEYS and SUPABASE_PUBLISHABLE_KEYS as JSON objects of name → key', () => {
    const { caller } = parseConfiguration({
      SUPABASE_URL: 'https://project.supabase.co',
      SUPABASE_SECRET_KEYS: '{"default":" sb_secret_abc ","blank":" "}',
      SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_abc"}',
    });

    expect(caller).toMatchObject({
      serviceKey: 'sb_secret_abc',
      acceptedServiceKeys: ['sb_secret_abc'],
      internalSecret: 'sb_secret_abc',
      jwt: { apiKey: 'sb_publishable_abc' },
    });
  });

  it.each([
    ['a bare key', 'sb_secret_abc'],
    ['a list', '["sb_secret_abc"]'],
    ['an object of numbers', '{"default":1}'],
  ])('refuses %s, naming the variable and the shape Supabase gives it', (_case, value) => {
    expect(() => parseConfiguration({ SUPABASE_SECRET_KEYS: value })).toThrow(
      /SUPABASE_SECRET_KEYS must be a JSON object of key name → key/,
    );
  });

  describe('PARLEY_INTERNAL_SECRET', () => {
    const strong = 'Zq3v1q5cX9r0m8yKp2LwT4sN6bH7dF0aJ1eG3iU5oA=';

    it.each([['one character', 'a'], ['31 characters', 'x'.repeat(31)]])(
      'refuses %s at boot, naming the variable and how to make one',
      (_case, value) => {
        expect(() => parseConfiguration({ PARLEY_INTERNAL_SECRET: value })).toThrow(
          /PARLEY_INTERNAL_SECRET must be at least 32 random characters \(it has \d+\): make one with `openssl rand -base64 32`/,
        );
      },
    );

    it('takes a secret made by openssl rand -base64 32', () => {
      expect(parseConfiguration({ PARLEY_INTERNAL_SECRET: strong }).caller.internalSecret).toBe(strong);
    });
  });

  describe('a key a header cannot carry', () => {
    it.each([
      ['SUPABASE_SECRET_KEYS', JSON.stringify({ default: 'sb_secret_N7UND0UgjKTVK\nUodkm0Hg_xSvEMPvz' }), 'N7UND0Ugj'],
      ['SUPABASE_PUBLISHABLE_KEYS', JSON.stringify({ web: 'sb_publishable_ACJWlzQH\u0007lZjB' }), 'ACJWlzQH'],
      ['SUPABASE_SERVICE_ROLE_KEY', 'eyJhbGciOiJIUzI1NiJ9.e30\r\n.c2lnbmF0dXJl', 'c2lnbmF0dXJl'],
      ['SUPABASE_ANON_KEY', 'anon-key with-a-space', 'with-a-space'],
      ['PARLEY_INTERNAL_SECRET', 'Zq3v1q5cX9r0m8yKp2LwT4sN6b\nH7dF0aJ1eG3iU5oA=', 'Zq3v1q5cX9'],
    ])('refuses %s at boot, naming the variable and never printing the key', (variable, value, keyPart) => {
      let message = '';
      try {
        parseConfiguration({ [variable]: value });
      } catch (error) {
        message = error instanceof Error ? error.message : String(error);
      }

      expect(message).toMatch(new RegExp(`${variable} (has|holds a key, named "\\w+", with) a space, line break`));
      expect(message).not.toContain(keyPart);
    });
  });
});
