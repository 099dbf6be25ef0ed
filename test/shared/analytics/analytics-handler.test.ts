import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAnalyticsHandler } from '../../../shared/analytics/analytics-handler.ts';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import { toolAnalyticsSchema } from '../../../shared/protocol/tool-analytics.ts';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { agentA, agentB, day1, day2, day3, seedAnalyticsLog, userId } from '../../local/analytics-log-fixture.ts';
import { signTestToken, testJwtSecret } from '../chat/support/chat-test-app.ts';

/** Another user, active on the same days: none of it may reach the first user's report. */
const otherUserId = '22222222-2222-4222-8222-222222222222';
const otherAgentId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

let database: TestDatabase;
let today = new Date('2026-11-10T12:00:00Z');
let handler: (request: Request) => Promise<Response>;

async function seedOtherUser(): Promise<void> {
  await database.sql.query(`insert into auth.users (id, email) values ($1, 'other@parley.test')`, [otherUserId]);
  await database.sql.query(`insert into public.agents (id, owner_id, name) values ($1, $2, 'Other agent')`, [
    otherAgentId,
    otherUserId,
  ]);
  const [conversation] = await database.sql.query<{ id: string }>(
    `insert into public.conversations (agent_id, user_id) values ($1, $2) returning id`,
    [otherAgentId, otherUserId],
  );
  await database.sql.query(
    `insert into public.tool_executions (request_id, conversation_id, agent_id, user_id, tool_call_id, requested_tool_name, resolved_tool_name,
       attempt, status, category, model_message, duration_ms, created_at)
     select 'other-' || n, $1, $2, $3, 'o' || n, 'web_search', 'web_search', 1 + (n % 2),
       case when n % 3 = 0 then 'success' else 'error' end, case when n % 3 = 0 then null else 'internal' end,
       case when n % 3 = 0 then '{}' else 'An unexpected error occurred while executing this tool.' end, 1000 * n, $4::timestamptz + n * interval '1 minute'
     from generate_series(1, 12) as n`,
    [conversation?.id ?? null, otherAgentId, otherUserId, `${day2}T10:00:00Z`],
  );
  await database.sql.query(
    `insert into public.messages (conversation_id, role, content, created_at) select $1, 'user', 'hi', $2::timestamptz from generate_series(1, 4)`,
    [conversation?.id ?? null, `${day2}T09:00:00Z`],
  );
  await database.sql.query(
    `insert into public.model_events (request_id, agent_id, user_id, kind, from_model, to_model, created_at)
     select 'other-event-' || n, $1, $2, 'fallback', 'model-a', 'model-b', $3::timestamptz from generate_series(1, 3) as n`,
    [otherAgentId, otherUserId, `${day2}T09:30:00Z`],
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAnalyticsLog(database.sql);
  await seedOtherUser();
  handler = createAnalyticsHandler({
    verifyJwt: createJwtVerifier({ secret: testJwtSecret }),
    sql: database.sql,
    clock: () => today,
    logger: silentLogger,
    generateId: () => crypto.randomUUID(),
  });
});
afterAll(async () => {
  await database.dispose();
});

async function get(
  query: string,
  options: { user?: string | null; role?: string; method?: string; path?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const subject = options.user === undefined ? userId : options.user;
  if (subject !== null || options.role !== undefined) {
    headers.authorization = `Bearer ${await signTestToken(testJwtSecret, subject, { role: options.role })}`;
  }
  return handler(
    new Request(`http://localhost${options.path ?? '/analytics'}${query}`, {
      method: options.method ?? 'GET',
      headers,
    }),
  );
}

/** What `npm run analytics -- --json` prints for these filters, read with service rights. */
async function cliReport(
  filters: { since: string; until: string; agentId: string | null },
): Promise<Record<string, unknown>> {
  return JSON.parse(JSON.stringify(await loadToolAnalytics(database.sql, filters))) as Record<string, unknown>;
}

/** The answer: the CLI's report and the window it covers. */
const reportSchema = toolAnalyticsSchema.extend({
  window: z.strictObject({ since: z.iso.date(), until: z.iso.date() }),
});

describe(`analytics handler (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the user asks for one of their agents', () => {
    it.each([agentA, agentB])(
      'answers exactly what the CLI computes for agent %s, plus the window',
      async (agentId) => {
        const response = await get(`?since=${day1}&until=${day3}&agentId=${agentId}`);
        const body = await response.json() as Record<string, unknown>;

        expect(response.status).toBe(200);
        const { window, ...report } = body;
        expect(window).toEqual({ since: day1, until: day3 });
        expect(report).toEqual(await cliReport({ since: day1, until: day3, agentId }));
        expect(reportSchema.safeParse(body).success).toBe(true);
      },
    );

    it('keeps to the window', async () => {
      const body = await (await get(`?since=${day2}&until=${day2}&agentId=${agentA}`)).json() as Record<
        string,
        unknown
      >;

      const { window: _window, ...report } = body;
      expect(report).toEqual(await cliReport({ since: day2, until: day2, agentId: agentA }));
      expect(body.period).toEqual({ first: day2, last: day2 });
    });
  });

  describe('when the user asks for all their agents', () => {
    it("counts their rows only, never another user's on the same days", async () => {
      const body = await (await get(`?since=${day1}&until=${day3}`)).json() as Record<string, unknown>;
      const withServiceRights = await loadToolAnalytics(database.sql, { since: day1, until: day3, agentId: null });

      expect(body.totals).toEqual({ attempts: 22, successes: 10, errors: 12, successRate: 10 / 22 });
      expect(body.interactiveErrors).toEqual({ errorsToModel: 9, questionErrors: 4, rate: 4 / 9 });
      expect(body.fallbacks).toEqual({ turns: 6, fallbacks: 2, toolFallbacks: 1, modelErrors: 2, perTurn: 2 / 6 });
      expect(body.errorsByCategory).toContainEqual({ category: 'internal', errors: 1, share: 1 / 12 });
      // The same query with service rights sees the other user's rows too.
      expect(withServiceRights.totals.attempts).toBe(22 + 12);
      expect(withServiceRights.fallbacks.turns).toBe(6 + 4);
    });

    it('gives the other user theirs alone', async () => {
      const body = await (await get(`?since=${day1}&until=${day3}`, { user: otherUserId })).json() as Record<
        string,
        unknown
      >;

      const { window: _window, ...report } = body;
      expect(report).toEqual({
        ...await cliReport({ since: day1, until: day3, agentId: otherAgentId }),
        filters: { since: day1, until: day3, agentId: null },
      });
      expect(body.totals).toMatchObject({ attempts: 12, successes: 4 });
    });

    it('covers the last 30 days by default', async () => {
      today = new Date(`${day3}T23:59:00Z`);
      const body = await (await get('')).json() as Record<string, unknown>;

      expect(body.window).toEqual({ since: '2026-10-05', until: day3 });
      expect(body.totals).toMatchObject({ attempts: 22 });
    });
  });

  describe("when the agent is not the caller's", () => {
    it('answers 404, as for an agent that does not exist', async () => {
      for (const agentId of [otherAgentId, crypto.randomUUID()]) {
        const response = await get(`?agentId=${agentId}`);

        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: 'not_found', message: 'Agent not found.', requestId: expect.any(String) },
        });
      }
    });
  });

  describe('when the window is not valid', () => {
    it.each([
      ['?since=2026-13-01', 'since must be a UTC day as YYYY-MM-DD, such as 2026-11-01; got "2026-13-01".'],
      [
        `?since=${day3}&until=${day1}`,
        `since (${day3}) is after until (${day1}): the window must start on or before its last day.`,
      ],
      [
        '?since=2020-01-01&until=2026-11-01',
        'The window from 2020-01-01 to 2026-11-01 is 2497 days; at most 366 are allowed.',
      ],
      ['?agentId=42', 'agentId must be an agent id (a UUID); got "42".'],
    ])('answers 400 for %s', async (query, message) => {
      const response = await get(query);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'bad_request',
          message,
          requestId: expect.any(String),
          issues: [{ path: expect.any(String), message }],
        },
      });
    });
  });

  describe('when the caller is not a signed-in user', () => {
    it('answers 401 without a token and for the service-role key', async () => {
      expect((await get('', { user: null })).status).toBe(401);
      expect((await get('', { user: null, role: 'service_role' })).status).toBe(401);
    });
  });

  describe('when the route or method is wrong', () => {
    it('answers 405 for POST, 404 for a sub-path, and CORS preflights with GET', async () => {
      const post = await get('', { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, OPTIONS');
      expect((await get('', { path: '/analytics/tools' })).status).toBe(404);
      const preflight = await get('', { method: 'OPTIONS', user: null });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    });
  });

  describe('when a report is done', () => {
    it('leaves the connection as it was: the service role, no user claims', async () => {
      await get(`?since=${day1}&until=${day3}`);

      const [state] = await database.sql.query<{ role: string; claims: string | null }>(
        `select current_user as role, nullif(current_setting('request.jwt.claims', true), '') as claims`,
      );
      expect(state).toEqual({ role: 'postgres', claims: null });
    });
  });
});

describe(`analytics handler, service-key calls (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  const serviceKey = 'sb_secret_test_service_key';
  let serviceHandler: (request: Request) => Promise<Response>;

  beforeAll(() => {
    serviceHandler = createAnalyticsHandler({
      verifyJwt: createJwtVerifier({ secret: testJwtSecret }),
      sql: database.sql,
      clock: () => today,
      logger: silentLogger,
      generateId: () => crypto.randomUUID(),
      isServiceCall: (request) => request.headers.get('apikey') === serviceKey,
    });
  });

  function serviceGet(query: string, key: string = serviceKey): Promise<Response> {
    return serviceHandler(new Request(`http://localhost/analytics${query}`, { headers: { apikey: key } }));
  }

  describe('when the filters are left out', () => {
    it('answers the whole log of every agent, as npm run analytics computes it, with the days it covers', async () => {
      const response = await serviceGet('');
      expect(response.status).toBe(200);
      const body = await response.json() as Record<string, unknown>;
      const expected = await loadToolAnalytics(database.sql, { since: null, until: null, agentId: null }, 'fleet');
      expect(toolAnalyticsSchema.parse(body)).toEqual(expected);
      expect(body.window).toEqual({ since: day1, until: today.toISOString().slice(0, 10) });
      // Every user's agents: the other user's rows too.
      expect(expected.totals.attempts).toBeGreaterThan(22);
    });
  });

  describe('when filtered to a day and an agent', () => {
    it('answers exactly those days, with no default window', async () => {
      const response = await serviceGet(`?since=${day2}&until=${day3}&agentId=${agentB}`);
      const body = await response.json() as Record<string, unknown>;
      const expected = await loadToolAnalytics(database.sql, { since: day2, until: day3, agentId: agentB });
      expect(toolAnalyticsSchema.parse(body)).toEqual(expected);
      expect(body.window).toEqual({ since: day2, until: day3 });
    });
  });

  describe('when a day is malformed or the key is not a service key', () => {
    it('answers 400 naming the parameter, and 401 for another key', async () => {
      const bad = await serviceGet('?since=2026-13-01');
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: 'bad_request', issues: [{ path: 'since' }] } });
      expect((await serviceGet('', 'not-the-key')).status).toBe(401);
    });
  });
});
