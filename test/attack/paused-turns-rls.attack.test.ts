/**
 * Attack: one signed-in user reading or changing another user's paused turn (its stored
 * state holds what the model read; its approvals hold the signed ids) through the database
 * roles PostgREST uses. Runs on PGlite, or on Postgres with DATABASE_URL. Each test asserts
 * the SAFE behaviour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let victim: { userId: string; conversationId: string; pausedTurnId: string };
let intruder: { userId: string };

async function as<Result>(
  role: 'authenticated' | 'anon',
  subject: string | null,
  work: (sql: SqlExecutor) => Promise<Result>,
) {
  return database.sql.transaction(async (transaction) => {
    const claims = subject === null ? { role } : { sub: subject, role };
    await transaction.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await transaction.exec(`set local role ${role}`);
    return work(transaction);
  });
}

async function seed(name: string) {
  const [user] = await database.sql.query<{ id: string }>(
    `insert into auth.users (id, email) values (gen_random_uuid(), $1) returning id`,
    [`${name}-${crypto.randomUUID()}@parley.test`],
  );
  const userId = user?.id ?? '';
  const [agent] = await database.sql.query<{ id: string }>(
    `insert into public.agents (owner_id, name) values ($1, $2) returning id`,
    [userId, name],
  );
  const [conversation] = await database.sql.query<{ id: string }>(
    `insert into public.conversations (agent_id, user_id) values ($1, $2) returning id`,
    [agent?.id ?? null, userId],
  );
  const [paused] = await database.sql.query<{ id: string }>(
    `insert into public.paused_turns (conversation_id, user_id, agent_id, state, approvals, stored_count, expires_at)
     values ($1, $2, $3, '{"messages":["victim inbox: SECRET"]}', '[{"id":"signed-approval-id"}]', 1, now() + interval '1 day')
     returning id`,
    [conversation?.id ?? null, userId, agent?.id ?? null],
  );
  return { userId, conversationId: conversation?.id ?? '', pausedTurnId: paused?.id ?? '' };
}

beforeAll(async () => {
  database = await createTestDatabase();
  victim = await seed('victim');
  intruder = { userId: (await seed('intruder')).userId };
});
afterAll(async () => {
  await database.dispose();
});

describe(`attack: paused turns across users (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("does not show another user's paused turn or its signed approvals", async () => {
    const rows = await as(
      'authenticated',
      intruder.userId,
      (sql) => sql.query(`select id, approvals from public.paused_turns where id = $1`, [victim.pausedTurnId]),
    );
    expect(rows).toEqual([]);
  });

  it("refuses the stored state column even of the user's own turn", async () => {
    await expect(
      as('authenticated', victim.userId, (sql) => sql.query(`select state from public.paused_turns`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as('authenticated', victim.userId, (sql) => sql.query(`select to_jsonb(p) from public.paused_turns p`)),
    ).rejects.toThrow(/permission denied/);
  });

  it("cannot reopen, claim, extend or delete another user's (or its own) paused turn", async () => {
    for (
      const statement of [
        `update public.paused_turns set status = 'awaiting' where id = $1`,
        `update public.paused_turns set expires_at = now() + interval '10 days' where id = $1`,
        `delete from public.paused_turns where id = $1`,
      ]
    ) {
      for (const subject of [intruder.userId, victim.userId]) {
        await expect(as('authenticated', subject, (sql) => sql.query(statement, [victim.pausedTurnId]))).rejects
          .toThrow(/permission denied/);
      }
    }
  });

  it("cannot insert a paused turn (a forged state) into the user's own conversation", async () => {
    await expect(
      as('authenticated', victim.userId, (sql) =>
        sql.query(
          `insert into public.paused_turns (conversation_id, user_id, agent_id, state, approvals, stored_count, expires_at)
           select conversation_id, user_id, agent_id, '{}', '[]', 0, now() + interval '1 day' from public.paused_turns limit 1`,
        )),
    ).rejects.toThrow(/permission denied/);
  });

  it('is denied to anon outright', async () => {
    await expect(as('anon', null, (sql) => sql.query(`select id from public.paused_turns`))).rejects.toThrow(
      /permission denied/,
    );
  });
});
