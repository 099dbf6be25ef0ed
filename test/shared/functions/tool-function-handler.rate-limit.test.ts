import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebSearchFunction } from '../../../shared/functions/web-search-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { defaultAgentId, demoUserId, jwtSecret, signJwt } from './support/tool-functions-fixture.ts';

type Handler = (request: Request) => Promise<Response>;

describe('tool functions: per-user rate limit', () => {
  let database: TestDatabase;
  let workers: [Handler, Handler];
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    const environment = { SUPABASE_JWT_SECRET: jwtSecret, PARLEY_RATE_LIMIT_TOOLS: '3/60' };
    // Two workers of one function: two handler instances on one database.
    const worker = (): Handler =>
      createWebSearchFunction(environment, {
        localDatabase: database.sql,
        logger: silentLogger,
        resolveHost: () => Promise.resolve(['93.184.216.34']),
      });
    workers = [worker(), worker()];
    token = await signJwt({ sub: demoUserId, role: 'authenticated' });
  });
  afterAll(() => database.dispose());

  const post = (handler: Handler): Promise<Response> =>
    handler(
      new Request('http://127.0.0.1/functions/v1/web-search-api', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ action: 'web_search', params: { query: 'tides' }, agentId: defaultAgentId }),
      }),
    );

  it('answers a burst over the limit, across workers, 429 with Retry-After and the usual error body', async () => {
    const [first, second] = workers;
    const allowed = [await post(first), await post(second), await post(first)];
    const refused = await post(second);

    expect(allowed.map((response) => response.status)).not.toContain(429);
    expect(refused.status).toBe(429);
    // 3 per 60 s: one token every 20 s.
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toEqual({
      success: false,
      category: 'transient',
      error: 'Too many requests: try again in 20 s.',
      retryable: true,
    });
  });
});
