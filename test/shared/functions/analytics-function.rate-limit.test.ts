import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsFunction } from '../../../shared/functions/analytics-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

const secret = 'analytics-rate-limit-jwt-secret-0123456789';
const otherUserId = '00000000-0000-4000-8000-0000000000d4';

describe('analytics function: per-user rate limit', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    await database.sql.query(`insert into auth.users (id, email) values ($1, 'other@parley.test')`, [otherUserId]);
  });
  afterAll(() => database.dispose());

  function reportFor(handler: (request: Request) => Promise<Response>, userId: string) {
    return async (): Promise<Response> =>
      handler(
        new Request('https://project.supabase.co/analytics?since=2025-11-24&until=2026-11-24', {
          headers: { authorization: `Bearer ${await signTestToken(secret, userId)}` },
        }),
      );
  }

  describe('when a user asks for more reports than PARLEY_RATE_LIMIT_ANALYTICS allows', () => {
    it('answers the one over the limit 429 with Retry-After, and other users go on', async () => {
      const handler = createAnalyticsFunction(
        { SUPABASE_JWT_SECRET: secret, PARLEY_RATE_LIMIT_ANALYTICS: '2/60' },
        { localDatabase: database.sql, logger: silentLogger, clock: () => new Date('2026-11-24T12:00:00Z') },
      );
      const report = reportFor(handler, demoUserId);

      const allowed = [await report(), await report()];
      const refused = await report();
      const otherUser = await reportFor(handler, otherUserId)();

      expect(allowed.map((response) => response.status)).toEqual([200, 200]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited', retryAfterSeconds: 30 } });
      expect(otherUser.status).toBe(200);
    });
  });

  describe('when the limit is off', () => {
    it('answers every report', async () => {
      const handler = createAnalyticsFunction(
        { SUPABASE_JWT_SECRET: secret, PARLEY_RATE_LIMIT_ANALYTICS: 'off' },
        { localDatabase: database.sql, logger: silentLogger, clock: () => new Date('2026-11-24T12:00:00Z') },
      );
      const report = reportFor(handler, otherUserId);
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await report()).status);

      expect(statuses).toEqual([200, 200, 200, 200]);
    });
  });
});
