import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

const secret = 'chat-history-rate-limit-jwt-secret-0123456789';
const environment = {
  SUPABASE_JWT_SECRET: secret,
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  SUPABASE_URL: 'https://project.supabase.co',
  PARLEY_RATE_LIMIT_HISTORY: '2/60',
};

describe('chat function: history routes, per-user rate limit', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.dispose());

  describe('when a user reads their history faster than PARLEY_RATE_LIMIT_HISTORY allows', () => {
    it('answers the request over the limit 429 with Retry-After, whichever history route it is', async () => {
      const handler = createChatFunction(environment, { localDatabase: database.sql, logger: silentLogger });
      const headers = { authorization: `Bearer ${await signTestToken(secret, demoUserId)}` };

      const allowed = [
        await handler(new Request('https://project.supabase.co/chat/conversations', { headers })),
        await handler(new Request('https://project.supabase.co/chat/agents', { headers })),
      ];
      const refused = await handler(new Request('https://project.supabase.co/chat/conversations', { headers }));

      expect(allowed.map((response) => response.status)).toEqual([200, 200]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toMatchObject({
        error: { code: 'rate_limited', retryAfterSeconds: 30, requestId: refused.headers.get('x-request-id') },
      });
    });
  });

  describe('when a request carries no user token', () => {
    it('is answered 401 by the route, and not counted', async () => {
      const handler = createChatFunction(environment, { localDatabase: database.sql, logger: silentLogger });
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push((await handler(new Request('https://project.supabase.co/chat/conversations'))).status);
      }

      expect(statuses).toEqual([401, 401, 401]);
    });
  });
});
