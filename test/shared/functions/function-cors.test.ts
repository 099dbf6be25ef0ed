import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { createAnalyticsFunction } from '../../../shared/functions/analytics-function.ts';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { createGmailFunction } from '../../../shared/functions/gmail-function.ts';
import { createIntegrationsFunction } from '../../../shared/functions/integrations-function.ts';
import { createWebSearchFunction } from '../../../shared/functions/web-search-function.ts';
import { parseConfiguration } from '../../../shared/config/parse-configuration.ts';
import { silentLogger } from '../../../shared/log/logger.ts';

/** Preflights are answered without the database. */
const noDatabase: SqlClient = {
  dialect: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

const base = {
  SUPABASE_JWT_SECRET: 'function-cors-jwt-secret-0123456789',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  SUPABASE_URL: 'http://127.0.0.1:54321',
};
/** As the local gateway sets it: its own origin and config.toml's web app URLs. */
const localAppUrls = 'http://127.0.0.1:54321,http://127.0.0.1:3000,http://127.0.0.1:5173';

const factories = {
  chat: createChatFunction,
  'gmail-api': createGmailFunction,
  'web-search-api': createWebSearchFunction,
  integrations: createIntegrationsFunction,
  analytics: createAnalyticsFunction,
} as const;
const names = Object.keys(factories) as (keyof typeof factories)[];

function preflight(name: string, origin: string): Request {
  return new Request(`http://127.0.0.1:54321/${name}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': name === 'analytics' ? 'GET' : 'POST' },
  });
}

function handlerOf(name: keyof typeof factories, environment: Record<string, string>) {
  const hooks = { localDatabase: noDatabase, logger: silentLogger, resolveHost: () => Promise.resolve([]) };
  return factories[name]({ ...base, ...environment }, hooks);
}

describe('the functions: CORS origins', () => {
  describe('when the app URLs are set (PARLEY_APP_URLS, as the local gateway sets it)', () => {
    it.each(names)('%s: a preflight from https://evil.example gets no Access-Control-Allow-Origin', async (name) => {
      const response = await handlerOf(name, { PARLEY_APP_URLS: localAppUrls })(
        preflight(name, 'https://evil.example'),
      );

      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it.each(names)('%s: a request from https://evil.example is refused before the function runs', async (name) => {
      const response = await handlerOf(name, { PARLEY_APP_URLS: localAppUrls })(
        new Request(`http://127.0.0.1:54321/${name}`, {
          method: 'POST',
          headers: { origin: 'https://evil.example', authorization: 'Bearer x', 'content-type': 'application/json' },
          body: '{}',
        }),
      );

      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });

    it.each(names)('%s: the gateway origin and a configured app URL are allowed', async (name) => {
      const handler = handlerOf(name, { PARLEY_APP_URLS: localAppUrls });

      for (const origin of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://127.0.0.1:5173']) {
        const response = await handler(preflight(name, origin));
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      }
    });
  });

  describe('when PARLEY_CORS_ORIGINS is set', () => {
    it('allows those origins instead of the app URLs', async () => {
      const handler = handlerOf('chat', {
        PARLEY_APP_URLS: localAppUrls,
        PARLEY_CORS_ORIGINS: 'https://app.example.com',
      });

      const listed = await handler(preflight('chat', 'https://app.example.com'));
      const appUrl = await handler(preflight('chat', 'http://127.0.0.1:5173'));

      expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      expect(appUrl.status).toBe(403);
    });

    it('allows any origin when it is *', async () => {
      const response = await handlerOf('chat', { PARLEY_APP_URLS: localAppUrls, PARLEY_CORS_ORIGINS: '*' })(
        preflight('chat', 'https://evil.example'),
      );

      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('fails at boot, naming the variable, for an entry that is not an origin', () => {
      expect(() => parseConfiguration({ PARLEY_CORS_ORIGINS: 'https://app.example.com/chat' })).toThrow(
        /PARLEY_CORS_ORIGINS/,
      );
    });
  });

  describe('when a deployment names no web app', () => {
    it('allows any origin, as Supabase documents for functions', async () => {
      const response = await handlerOf('gmail-api', {})(preflight('gmail-api', 'https://elsewhere.example'));

      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
});
