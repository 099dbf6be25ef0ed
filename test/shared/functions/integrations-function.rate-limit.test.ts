import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntegrationsFunction } from '../../../shared/functions/integrations-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { demoUserId, jwtSecret, signJwt } from './support/tool-functions-fixture.ts';

describe('integrations function: per-user rate limit', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.dispose());

  it('answers requests over the integrations bucket 429 with Retry-After, CORS and nosniff', async () => {
    const handler = createIntegrationsFunction(
      { SUPABASE_JWT_SECRET: jwtSecret, PARLEY_RATE_LIMIT_INTEGRATIONS: '2/60' },
      { localDatabase: database.sql, logger: silentLogger },
    );
    const token = await signJwt({ sub: demoUserId, role: 'authenticated' });
    const list = (): Promise<Response> =>
      handler(
        new Request('http://127.0.0.1/functions/v1/integrations', { headers: { authorization: `Bearer ${token}` } }),
      );

    const allowed = [await list(), await list()];
    const refused = await list();

    expect(allowed.map((response) => response.status)).not.toContain(429);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited', retryAfterSeconds: 30 } });
  });

  it('leaves a request without a user token to the route (401), uncounted', async () => {
    const handler = createIntegrationsFunction(
      { SUPABASE_JWT_SECRET: jwtSecret, PARLEY_RATE_LIMIT_INTEGRATIONS: '1/60' },
      { localDatabase: database.sql, logger: silentLogger },
    );
    const responses = [];
    for (let request = 0; request < 3; request += 1) {
      responses.push(await handler(new Request('http://127.0.0.1/functions/v1/integrations')));
    }

    expect(responses.map((response) => response.status)).toEqual([401, 401, 401]);
  });
});
