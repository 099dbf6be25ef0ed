import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { createAnalyticsFunction } from '../../../shared/functions/analytics-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

/** A database the factory may hold but must not touch while booting. */
const untouchedDatabase: SqlClient = {
  dialect: 'pglite',
  query: () => Promise.reject(new Error('queried at boot')),
  exec: () => Promise.reject(new Error('queried at boot')),
  transaction: () => Promise.reject(new Error('queried at boot')),
  close: () => Promise.resolve(),
};
const secret = 'analytics-function-jwt-secret-0123456789';
const environment = { SUPABASE_JWT_SECRET: secret, SUPABASE_URL: 'https://project.supabase.co' };

describe('createAnalyticsFunction', () => {
  describe('when it boots', () => {
    it('builds a handler without touching the database', () => {
      expect(typeof createAnalyticsFunction(environment, { localDatabase: untouchedDatabase, logger: silentLogger }))
        .toBe('function');
    });
  });

  describe('when the demo user asks for their report', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ seed: true });
    });
    afterAll(() => database.dispose());

    it('answers it from the local database, for the window asked', async () => {
      const handler = createAnalyticsFunction(environment, {
        localDatabase: database.sql,
        logger: silentLogger,
        clock: () => new Date('2026-11-24T12:00:00Z'),
      });

      const response = await handler(
        new Request('https://project.supabase.co/analytics?since=2026-11-01', {
          headers: { authorization: `Bearer ${await signTestToken(secret, demoUserId)}` },
        }),
      );

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        window: { since: '2026-11-01', until: '2026-11-24' },
        filters: { since: '2026-11-01', until: '2026-11-24', agentId: null },
      });
    });
  });
});
