import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { createGmailFunction } from '../../../shared/functions/gmail-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';

/** A database the factories may hold but must not touch while booting. */
const untouchedDatabase: SqlClient = {
  dialect: 'pglite',
  query: () => Promise.reject(new Error('queried at boot')),
  exec: () => Promise.reject(new Error('queried at boot')),
  transaction: () => Promise.reject(new Error('queried at boot')),
  close: () => Promise.resolve(),
};

const complete = {
  SUPABASE_JWT_SECRET: 'function-configuration-jwt-secret-0123456789',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  SUPABASE_URL: 'https://project.supabase.co',
};
const hooks = { localDatabase: untouchedDatabase, logger: silentLogger };

describe('function factories', () => {
  describe('when the configuration is complete', () => {
    it('build handlers without touching the database', () => {
      expect(typeof createChatFunction(complete, hooks)).toBe('function');
      expect(typeof createGmailFunction(complete, hooks)).toBe('function');
    });
  });

  describe('when a setting is missing', () => {
    it.each([
      ['no database', () => createGmailFunction(complete, { logger: silentLogger }), /SUPABASE_DB_URL or DATABASE_URL/],
      [
        'nothing to verify tokens with',
        () => createGmailFunction({ ...complete, SUPABASE_JWT_SECRET: undefined, SUPABASE_URL: undefined }, hooks),
        /SUPABASE_JWT_SECRET/,
      ],
      [
        'chat without the service role key',
        () => createChatFunction({ ...complete, SUPABASE_SERVICE_ROLE_KEY: ' ' }, hooks),
        /SUPABASE_SERVICE_ROLE_KEY/,
      ],
      [
        'chat without SUPABASE_URL',
        () => createChatFunction({ ...complete, SUPABASE_URL: undefined }, hooks),
        /SUPABASE_URL \(or PARLEY_FUNCTIONS_URL\)/,
      ],
      [
        'a PARLEY_INTERNAL_SECRET anyone could guess',
        () => createGmailFunction({ ...complete, PARLEY_INTERNAL_SECRET: 'a' }, hooks),
        /PARLEY_INTERNAL_SECRET must be at least 32 random characters .*openssl rand -base64 32/,
      ],
      [
        'a secret key with a line break in it',
        () => createChatFunction({ ...complete, SUPABASE_SECRET_KEYS: '{"default":"sb_secret_abc\\ndef"}' }, hooks),
        /SUPABASE_SECRET_KEYS holds a key, named "default", with a space, line break/,
      ],
    ])('fails at boot with %s, naming the variable', (_case, build, message) => {
      expect(build).toThrow(message);
    });

    it('boots chat on a new project, which has secret keys and no service role key', () => {
      const newProject = {
        SUPABASE_URL: 'https://project.supabase.co',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_new-project"}',
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_new-project"}',
      };

      expect(typeof createChatFunction(newProject, hooks)).toBe('function');
    });

    it('boots without the JWT secret on a deployed project (tokens go to its JWKS or Auth server)', () => {
      expect(typeof createGmailFunction({ ...complete, SUPABASE_JWT_SECRET: undefined }, hooks)).toBe('function');
    });

    it('lets PARLEY_FUNCTIONS_URL stand in for SUPABASE_URL', () => {
      expect(
        typeof createChatFunction({
          ...complete,
          SUPABASE_URL: undefined,
          PARLEY_FUNCTIONS_URL: 'http://127.0.0.1:54321/functions/v1',
        }, hooks),
      ).toBe('function');
    });
  });
});
