import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * Row-level security with Supabase's real roles: each query runs in a transaction that
 * sets `request.jwt.claims` (what PostgREST does for a signed-in request) and switches to
 * the role, so the tables' policies and grants decide what comes back.
 */

const ownedTables = [
  'agents',
  'conversations',
  'messages',
  'tool_executions',
  'model_events',
  'integration_credentials',
  'tool_intents',
] as const;
const allTables = [...ownedTables, 'idempotency_records'] as const;
/** Every view in public (security_invoker, so the tables' policies apply). */
const publicViews = ['unresolved_tool_intents'] as const;
/** Daily rollups of the logs (20261126000300_analytics), read by the reports for closed hours. */
const rollupTables = [
  'tool_rollup_daily',
  'tool_rollup_errors',
  'tool_rollup_attempts',
  'tool_rollup_durations',
  'model_event_rollup_daily',
  'chat_turn_rollup_daily',
  // 20261130000100_invented_tool_names
  'tool_rollup_invented_names',
] as const;
/** Every agent's rows summed (20261126000300_analytics): the service role's alone. */
const fleetRollupTables = [
  'tool_fleet_rollup_daily',
  'tool_fleet_rollup_errors',
  'tool_fleet_rollup_attempts',
  'tool_fleet_rollup_durations',
  'tool_fleet_rollup_invented_names',
] as const;
/** Columns an owner may read from integration_credentials (never the ciphertext). */
const credentialColumns = 'id, user_id, provider, status, expires_at, created_at, updated_at';

type Role = 'authenticated' | 'anon' | 'service_role';

/** The ids of the rows one user's data put in each table. */
type OwnedIds = Record<(typeof ownedTables)[number], string[]> & { agentId: string; pausedTurns: string[] };

async function as<Result>(
  database: TestDatabase,
  role: Role,
  subject: string | null,
  work: (sql: SqlExecutor) => Promise<Result>,
): Promise<Result> {
  return database.sql.transaction(async (transaction) => {
    const claims = subject === null ? { role } : { sub: subject, role };
    await transaction.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await transaction.exec(`set local role ${role}`);
    return work(transaction);
  });
}

function idsOf(rows: readonly Record<string, unknown>[]): string[] {
  return rows.map((row) => String(row.id)).sort();
}

/** One user with an agent, a conversation, messages, tool executions (successes,
 * questions, retries), model events, a credential. Inserted as the service would. */
async function seedUser(sql: SqlExecutor, name: string, toolRows: number): Promise<OwnedIds> {
  const [user] = await sql.query<{ id: string }>(
    `insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id`,
    [`${name}@parley.test`],
  );
  const userId = user?.id ?? '';
  const agents = await sql.query<{ id: string }>(
    `insert into public.agents (owner_id, name) values ($1, $2) returning id`,
    [userId, `${name}'s agent`],
  );
  const agentId = agents[0]?.id ?? '';
  const conversations = await sql.query<{ id: string }>(
    `insert into public.conversations (agent_id, user_id) values ($1, $2) returning id`,
    [agentId, userId],
  );
  const conversationId = conversations[0]?.id ?? '';
  const messages = await sql.query<{ id: number }>(
    `insert into public.messages (conversation_id, role, content, created_at) values
       ($1, 'user', 'hello', now() - interval '1 day'), ($1, 'assistant', 'hi', now() - interval '1 day'), ($1, 'user', 'again', now())
     returning id`,
    [conversationId],
  );
  const toolExecutions = await sql.query<{ id: string }>(
    `insert into public.tool_executions (conversation_id, agent_id, user_id, request_id, tool_call_id, requested_tool_name, resolved_tool_name,
       attempt, status, category, model_message, interaction_kind, duration_ms, retry_requested)
     select $1, $2, $3, 'request-' || n, 'call_' || n,
       -- The first call names a tool that does not exist, for the invented-name rollups.
       case when n = 1 then 'sendMail' else 'send_email' end, case when n = 1 then null else 'send_email' end,
       1 + (n % 2),
       case when n % 3 = 0 then 'success' else 'error' end,
       case when n % 3 = 0 then null when n = 1 then 'not_found' else 'needs_input' end,
       case when n % 3 = 0 then 'sent' else 'Question: Who should I send this email to?' end,
       case when n % 3 = 0 or n = 1 then null else 'question' end,
       10 * n, n % 3 <> 0
     from generate_series(1, $4::integer) as n
     returning id`,
    [conversationId, agentId, userId, toolRows],
  );
  const modelEvents = await sql.query<{ id: string }>(
    `insert into public.model_events (conversation_id, agent_id, user_id, request_id, kind, from_model, to_model)
     values ($1, $2, $3, 'request-1', 'fallback', 'openai/gpt-4o', 'groq/llama'), ($1, $2, $3, 'request-1', 'error', 'openai/gpt-4o', null)
     returning id`,
    [conversationId, agentId, userId],
  );
  // An intent left open: it shows in unresolved_tool_intents as well.
  const intents = await sql.query<{ id: string }>(
    `insert into public.tool_intents (source, conversation_id, agent_id, user_id, tool_call_id, tool_name, idempotency_key, attempt)
     values ('gmail-api', $1, $2, $3, 'call-1', 'gmail_send_email', $4, 1) returning id`,
    [conversationId, agentId, userId, `key-${name}`],
  );
  const pausedTurns = await sql.query<{ id: string }>(
    `insert into public.paused_turns (conversation_id, user_id, agent_id, state, approvals, stored_count, expires_at)
     values ($1, $2, $3, '{"messages":["private"]}', '[]', 1, now() + interval '1 day') returning id`,
    [conversationId, userId, agentId],
  );
  const credentials = await sql.query<{ id: string }>(
    `insert into public.integration_credentials (user_id, provider, secret_ciphertext) values ($1, 'gmail', $2) returning id`,
    [userId, `v1:k1:ciphertext-of-${name}`],
  );
  return {
    agentId,
    agents: [agentId],
    conversations: [conversationId],
    messages: messages.map((row) => String(row.id)),
    tool_executions: toolExecutions.map((row) => row.id),
    model_events: modelEvents.map((row) => row.id),
    tool_intents: intents.map((row) => row.id),
    integration_credentials: [...credentials.map((row) => row.id), userId],
    pausedTurns: pausedTurns.map((row) => row.id),
  };
}

describe('row-level security', () => {
  let database: TestDatabase;
  let userA: OwnedIds;
  let userB: OwnedIds;
  const subject = (ids: OwnedIds) => ids.integration_credentials.at(-1) ?? '';

  beforeAll(async () => {
    database = await createTestDatabase();
    userA = await seedUser(database.sql, 'ada', 6);
    userB = await seedUser(database.sql, 'bob', 4);
    await database.sql.query(
      `insert into public.idempotency_records (key, status, expires_at) values ('secret-key', 'in_progress', now() + interval '1 hour')`,
    );
    // Roll today up too (as if it were two days later), so the rollup tables hold both users' rows.
    await database.sql.query(`select parley.refresh_analytics_rollups(now() + interval '2 days')`);
  });
  afterAll(() => database.dispose());

  describe.each([
    ['user A', () => userA, () => userB],
    ['user B', () => userB, () => userA],
  ])('when %s is signed in', (_name, self, other) => {
    it.each(ownedTables.filter((table) => table !== 'integration_credentials'))(
      'reads only the rows of their own agents in %s',
      async (table) => {
        const rows = await as(
          database,
          'authenticated',
          subject(self()),
          (sql) => sql.query(`select id from public.${table}`),
        );

        expect(idsOf(rows)).toEqual([...self()[table]].sort());
        expect(idsOf(rows)).not.toContain(other()[table][0]);
      },
    );

    it('reads only their own paused turns, never their stored state', async () => {
      const rows = await as(
        database,
        'authenticated',
        subject(self()),
        (sql) => sql.query(`select id, status, approvals from public.paused_turns`),
      );

      expect(idsOf(rows)).toEqual([...self().pausedTurns].sort());
      await expect(
        as(database, 'authenticated', subject(self()), (sql) => sql.query(`select state from public.paused_turns`)),
      ).rejects.toThrow(/permission denied/);
    });

    it('reads only their own integrations, without the ciphertext', async () => {
      const rows = await as(
        database,
        'authenticated',
        subject(self()),
        (sql) => sql.query(`select ${credentialColumns} from public.integration_credentials`),
      );

      expect(rows).toEqual([
        expect.objectContaining({
          id: self().integration_credentials[0],
          user_id: subject(self()),
          provider: 'gmail',
          status: 'active',
        }),
      ]);
    });

    it.each([
      ['the ciphertext column', 'select secret_ciphertext from public.integration_credentials'],
      ['every column', 'select * from public.integration_credentials'],
    ])('is refused %s of integration_credentials', async (_case, query) => {
      await expect(as(database, 'authenticated', subject(self()), (sql) => sql.query(query))).rejects.toThrow(
        /permission denied for table integration_credentials/,
      );
    });

    it.each(publicViews)('sees only their own agent in %s', async (view) => {
      const rows = await as(
        database,
        'authenticated',
        subject(self()),
        (sql) => sql.query<{ agent_id: string }>(`select agent_id from public.${view}`),
      );

      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.agent_id))).toEqual(new Set([self().agentId]));
    });

    it.each(rollupTables)('reads only the rollup rows of their own agent in %s', async (table) => {
      const rows = await as(
        database,
        'authenticated',
        subject(self()),
        (sql) => sql.query<{ agent_id: string }>(`select agent_id from public.${table}`),
      );

      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.agent_id))).toEqual(new Set([self().agentId]));
    });

    it('reads only their own attempts from tool_attempt_facts', async () => {
      const rows = await as(
        database,
        'authenticated',
        subject(self()),
        (sql) =>
          sql.query<{ id: string }>(`select id from public.tool_attempt_facts(null, null, $1)`, [other().agentId]),
      );
      const own = await as(
        database,
        'authenticated',
        subject(self()),
        (sql) => sql.query<{ id: string }>(`select id from public.tool_attempt_facts(null, null, null)`),
      );

      expect(rows).toEqual([]);
      expect(idsOf(own)).toEqual([...self().tool_executions].sort());
    });

    it('cannot read idempotency records', async () => {
      await expect(
        as(database, 'authenticated', subject(self()), (sql) => sql.query('select * from public.idempotency_records')),
      )
        .rejects.toThrow(/permission denied for table idempotency_records/);
    });
  });

  describe('when any view in public is read', () => {
    it('shows each user only their own agent and anon nothing, for every view there is', async () => {
      const views = await database.sql.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'v' order by 1`,
      );
      expect(views.map((view) => view.name)).toEqual(expect.arrayContaining([...publicViews]));

      for (const { name } of views) {
        for (const ids of [userA, userB]) {
          const rows = await as(
            database,
            'authenticated',
            subject(ids),
            (sql) => sql.query<{ agent_id: string }>(`select agent_id from public.${name}`),
          );
          expect(new Set(rows.map((row) => row.agent_id)), name).toEqual(new Set([ids.agentId]));
        }
        await expect(as(database, 'anon', null, (sql) => sql.query(`select 1 from public.${name}`)), name).rejects
          .toThrow(/permission denied/);
      }
    });
  });

  describe('when the analytics facts are read by a user', () => {
    it('counts only their rows (A: 6 attempts, B: 4)', async () => {
      const [forA] = await as(
        database,
        'authenticated',
        subject(userA),
        (sql) => sql.query(`select count(*)::integer as attempts from public.tool_attempt_facts(null, null, null)`),
      );
      const [forB] = await as(
        database,
        'authenticated',
        subject(userB),
        (sql) => sql.query(`select count(*)::integer as attempts from public.tool_attempt_facts(null, null, null)`),
      );

      expect(forA).toEqual({ attempts: 6 });
      expect(forB).toEqual({ attempts: 4 });
    });
  });

  describe('when a signed-in user tries to write', () => {
    const writes = [
      // Their own agents they may write (the agents API runs as them): see 'when a user writes agents'.
      [
        'give their agent to another user',
        (a: OwnedIds) => `update public.agents set owner_id = gen_random_uuid() where id = '${a.agentId}'`,
      ],
      [
        'insert into conversations',
        (a: OwnedIds) =>
          `insert into public.conversations (agent_id, user_id) values ('${a.agentId}', '${subject(a)}')`,
      ],
      [
        'insert into messages',
        (a: OwnedIds) =>
          `insert into public.messages (conversation_id, role, content) values ('${a.conversations[0]}', 'user', 'x')`,
      ],
      [
        'update their messages',
        (a: OwnedIds) => `update public.messages set content = 'x' where conversation_id = '${a.conversations[0]}'`,
      ],
      [
        'delete their tool executions',
        (a: OwnedIds) => `delete from public.tool_executions where agent_id = '${a.agentId}'`,
      ],
      [
        'insert into tool_executions',
        (a: OwnedIds) =>
          `insert into public.tool_executions (agent_id, tool_call_id, requested_tool_name, attempt, status, model_message, duration_ms) values ('${a.agentId}', 'c', 't', 1, 'success', 'ok', 1)`,
      ],
      [
        'insert into model_events',
        (a: OwnedIds) => `insert into public.model_events (agent_id, kind) values ('${a.agentId}', 'error')`,
      ],
      [
        'insert a credential',
        (a: OwnedIds) =>
          `insert into public.integration_credentials (user_id, provider, secret_ciphertext) values ('${
            subject(a)
          }', 'x', 'y')`,
      ],
      [
        'update their credential',
        (a: OwnedIds) => `update public.integration_credentials set status = 'revoked' where user_id = '${subject(a)}'`,
      ],
      [
        'delete their credential',
        (a: OwnedIds) => `delete from public.integration_credentials where user_id = '${subject(a)}'`,
      ],
      [
        'insert an idempotency record',
        () => `insert into public.idempotency_records (key, status, expires_at) values ('k', 'in_progress', now())`,
      ],
    ] as const;

    it.each(fleetRollupTables)('is refused to read %s (every agent summed)', async (table) => {
      await expect(as(database, 'authenticated', subject(userA), (sql) => sql.query(`select * from public.${table}`)))
        .rejects.toThrow(/permission denied for table/);
    });

    it.each([...rollupTables, ...fleetRollupTables, 'analytics_rollup_state'])(
      'is refused to write %s',
      async (table) => {
        await expect(as(database, 'authenticated', subject(userA), (sql) => sql.query(`delete from public.${table}`)))
          .rejects.toThrow(/permission denied for table/);
      },
    );

    it('is refused to refresh the rollups (the parley schema is not theirs)', async () => {
      await expect(
        as(database, 'authenticated', subject(userA), (sql) => sql.query(`select parley.refresh_analytics_rollups()`)),
      ).rejects.toThrow(/permission denied/);
    });

    it.each(writes)('is refused to %s (writes go through the service role)', async (_name, statement) => {
      await expect(as(database, 'authenticated', subject(userA), (sql) => sql.query(statement(userA)))).rejects.toThrow(
        /permission denied for table/,
      );
    });

    it("is refused to create an agent in another user's name", async () => {
      await expect(
        as(
          database,
          'authenticated',
          subject(userA),
          (sql) => sql.query(`insert into public.agents (owner_id, name) values ('${subject(userB)}', 'theirs')`),
        ),
      ).rejects.toThrow(/row-level security/);
    });

    it("changes and deletes none of another user's agents (they are not there for them)", async () => {
      const [updated, deleted] = await as(database, 'authenticated', subject(userA), async (sql) => [
        await sql.query(`update public.agents set name = 'stolen' where id = '${userB.agentId}' returning id`),
        await sql.query(`delete from public.agents where id = '${userB.agentId}' returning id`),
      ]);

      expect([updated, deleted]).toEqual([[], []]);
    });

    it('leaves every row in place', async () => {
      const [counts] = await database.sql.query(
        `select (select count(*) from public.agents)::int as agents, (select count(*) from public.messages)::int as messages,
           (select count(*) from public.integration_credentials where status = 'active')::int as credentials`,
      );

      expect(counts).toEqual({ agents: 2, messages: 6, credentials: 2 });
    });
  });

  describe('when the request is anonymous', () => {
    it.each([
      ...allTables,
      'paused_turns',
      ...publicViews,
      ...rollupTables,
      ...fleetRollupTables,
      'analytics_rollup_state',
    ])(
      'is denied %s outright (permission denied, not zero rows)',
      async (relation) => {
        await expect(as(database, 'anon', null, (sql) => sql.query(`select count(*) from public.${relation}`))).rejects
          .toThrow(/permission denied for (table|view)/);
      },
    );
  });

  describe('when the role is authenticated but the claims name no user', () => {
    it.each([
      ...ownedTables.filter((table) => table !== 'integration_credentials'),
      ...publicViews,
      ...rollupTables,
    ])(
      'reads zero rows of %s',
      async (relation) => {
        const rows = await as(database, 'authenticated', null, (sql) => sql.query(`select * from public.${relation}`));

        expect(rows).toEqual([]);
      },
    );
  });

  describe('when the rollup state is read', () => {
    it('shows every signed-in user the one time the rollups reach (no user data)', async () => {
      const rows = await as(
        database,
        'authenticated',
        null,
        (sql) => sql.query(`select (rolled_until is not null) as rolled from public.analytics_rollup_state`),
      );

      expect(rows).toEqual([{ rolled: true }]);
    });
  });

  describe('when the service role reads', () => {
    it("sees every user's rows, since it bypasses RLS", async () => {
      const rows = await as(
        database,
        'service_role',
        null,
        (sql) =>
          sql.query<{ agent_id: string }>(`select distinct agent_id from public.tool_attempt_facts(null, null, null)`),
      );

      expect(new Set(rows.map((row) => row.agent_id))).toEqual(new Set([userA.agentId, userB.agentId]));
    });
  });
});
