import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { createIntegrationsFunction } from '../../../shared/functions/integrations-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import {
  createIntegrationsFixture,
  type IntegrationsFixture,
  providerKeys,
} from '../integrations/connect/support/integrations-fixture.ts';

/** A database the factory may hold but must not touch while booting. */
const untouchedDatabase: SqlClient = {
  dialect: 'pglite',
  query: () => Promise.reject(new Error('queried at boot')),
  exec: () => Promise.reject(new Error('queried at boot')),
  transaction: () => Promise.reject(new Error('queried at boot')),
  close: () => Promise.resolve(),
};
const minimal = {
  SUPABASE_JWT_SECRET: 'integrations-function-jwt-secret-0123456789',
  SUPABASE_URL: 'https://project.supabase.co',
};
const hooks = { localDatabase: untouchedDatabase, logger: silentLogger };

describe('createIntegrationsFunction', () => {
  describe('when it boots', () => {
    it('builds a handler without touching the database, even without a Google client, app URLs or credentials key', () => {
      expect(typeof createIntegrationsFunction(minimal, hooks)).toBe('function');
    });

    it('fails at boot on a malformed PARLEY_APP_URLS, naming it', () => {
      expect(() => createIntegrationsFunction({ ...minimal, PARLEY_APP_URLS: 'app.example.com' }, hooks)).toThrow(
        /PARLEY_APP_URLS entry 1/,
      );
    });

    it('fails at boot on a malformed PARLEY_CREDENTIALS_KEY, naming it', () => {
      expect(() => createIntegrationsFunction({ ...minimal, PARLEY_CREDENTIALS_KEY: 'short' }, hooks)).toThrow(
        /PARLEY_CREDENTIALS_KEY/,
      );
    });

    it('answers CORS preflights without a database', async () => {
      const response = await createIntegrationsFunction(minimal, hooks)(
        new Request('https://project.supabase.co/functions/v1/integrations/gmail/connect', { method: 'OPTIONS' }),
      );

      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    });
  });

  describe('when a setting a route needs is missing', () => {
    let fixture: IntegrationsFixture;
    let user: { userId: string; agentId: string };

    beforeAll(async () => {
      fixture = await createIntegrationsFixture();
      user = await fixture.createUser();
    });
    afterAll(() => fixture.close());

    async function answerWithout(
      environment: Record<string, string | undefined>,
      method: string,
      path: string,
      body?: unknown,
    ) {
      fixture.handler = fixture.buildHandler({ environment });
      try {
        const response = await fixture.send(method, path, { caller: { user: user.userId }, body });
        return { status: response.status, body: await response.json() as { error: { code: string; message: string } } };
      } finally {
        fixture.handler = fixture.buildHandler();
      }
    }

    it('answers connect with 503 not_configured naming GOOGLE_CLIENT_ID when there is no client and no sandbox', async () => {
      const answer = await answerWithout(
        { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined },
        'POST',
        '/integrations/gmail/connect',
        { agentId: user.agentId, returnTo: 'http://127.0.0.1:3000/' },
      );

      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('not_configured');
      expect(answer.body.error.message).toMatch(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set/);
    });

    it('answers connect with 503 naming PARLEY_APP_URLS when no app URL is allowed', async () => {
      const answer = await answerWithout({ PARLEY_APP_URLS: undefined }, 'POST', '/integrations/gmail/connect', {
        agentId: user.agentId,
        returnTo: 'http://127.0.0.1:3000/',
      });

      expect(answer).toMatchObject({
        status: 503,
        body: { error: { code: 'not_configured', message: expect.stringMatching(/PARLEY_APP_URLS/) } },
      });
    });

    it('takes SITE_URL as the app URL when PARLEY_APP_URLS is unset', async () => {
      const answer = await answerWithout(
        { PARLEY_APP_URLS: undefined, SITE_URL: 'http://127.0.0.1:3000' },
        'POST',
        '/integrations/gmail/connect',
        { agentId: user.agentId, returnTo: 'http://127.0.0.1:3000/' },
      );

      expect(answer.status).toBe(200);
    });

    it('answers key storage with 503 naming PARLEY_CREDENTIALS_KEY, and lists everything as not connected', async () => {
      const put = await answerWithout({ PARLEY_CREDENTIALS_KEY: undefined }, 'PUT', '/integrations/serper', {
        agentId: user.agentId,
        apiKey: providerKeys.serper,
      });
      fixture.handler = fixture.buildHandler({ environment: { PARLEY_CREDENTIALS_KEY: undefined } });
      const list = await fixture.send('GET', `/integrations?agentId=${user.agentId}`, {
        caller: { user: user.userId },
      });
      fixture.handler = fixture.buildHandler();

      expect(put).toMatchObject({
        status: 503,
        body: { error: { code: 'not_configured', message: expect.stringMatching(/PARLEY_CREDENTIALS_KEY/) } },
      });
      expect(list.status).toBe(200);
    });

    it('answers the callback with 503 JSON (not a 500) when it cannot check states', async () => {
      fixture.handler = fixture.buildHandler({ environment: { PARLEY_CREDENTIALS_KEY: undefined } });
      const response = await fixture.send('GET', '/integrations/gmail/callback?code=x&state=y');
      fixture.handler = fixture.buildHandler();

      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: { code: 'not_configured' } });
    });
  });
});
