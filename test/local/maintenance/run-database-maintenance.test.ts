import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDatabaseMaintenance } from '../../../local/maintenance/run-database-maintenance.ts';
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const dayMs = 86_400_000;

async function insertToolRow(sql: SqlExecutor, createdAt: Date): Promise<void> {
  await sql.query(
    `insert into public.tool_executions (tool_call_id, requested_tool_name, attempt, status, model_message, duration_ms, created_at)
     values ('call-1', 'web_search', 1, 'success', 'ok', 12, $1)`,
    [createdAt],
  );
}

async function count(sql: SqlExecutor, query: string): Promise<number> {
  const rows = await sql.query<{ count: number }>(`select count(*)::integer as count from (${query}) counted`);
  return rows[0]?.count ?? -1;
}

describe('runDatabaseMaintenance', () => {
  describe('when the database is fresh', () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.dispose());

    it('reports every step, keeping the logs forever by default', async () => {
      const report = await runDatabaseMaintenance(database.sql, { retentionDays: null });
      expect(report).toEqual({
        retentionDays: null,
        daysRolledUp: 0,
        partitionsCreated: 0,
        partitionsDropped: 0,
        toolIntentsDeleted: 0,
        idempotencyRecordsDeleted: 0,
        chatRequestKeysDeleted: 0,
        oauthStatesDeleted: 0,
        rateLimitBucketsDeleted: 0,
      });
    });

    it('refuses a retention under 7 days, in the call and in the settings row', async () => {
      await expect(runDatabaseMaintenance(database.sql, { retentionDays: 3 })).rejects.toThrow(
        'log retention must be at least 7 days, got 3',
      );
      await expect(database.sql.query(`update parley.maintenance_settings set log_retention_days = 3`)).rejects
        .toThrow(/check constraint/);
    });

    it('deletes expired idempotency records, OAuth states and idle rate-limit buckets, and keeps the live ones', async () => {
      const now = new Date();
      const { sql } = database;
      await sql.query(
        `insert into public.idempotency_records (key, status, expires_at) values
           ('expired', 'completed', $1::timestamptz - interval '1 minute'), ('live', 'completed', $1::timestamptz + interval '1 hour')`,
        [now],
      );
      await sql.query(
        `insert into public.rate_limit_buckets (user_id, bucket, tokens, updated_at, last_allowed) values
           (gen_random_uuid(), 'chat', 1, $1::timestamptz - interval '2 days', true), (gen_random_uuid(), 'chat', 1, $1, true)`,
        [now],
      );

      const report = await runDatabaseMaintenance(sql, { retentionDays: null, now });

      expect(report).toMatchObject({ idempotencyRecordsDeleted: 1, rateLimitBucketsDeleted: 1, oauthStatesDeleted: 0 });
      expect(await sql.query(`select key from public.idempotency_records`)).toEqual([{ key: 'live' }]);
      expect(await count(sql, 'select 1 from public.rate_limit_buckets')).toBe(1);
    });

    it('deletes chat request keys past their time, and keeps fresh answers and claims still running', async () => {
      const now = new Date();
      const { sql } = database;
      // As the chat handler leaves them: an answer kept a day, a claim kept minutes.
      await sql.query(
        `insert into public.chat_request_keys
           (user_id, key, request_hash, status, response_status, response_body, created_at, expires_at) values
           (gen_random_uuid(), 'answer-expired', 'hash', 'completed', 200, '{}', $1::timestamptz - interval '25 hours',
             $1::timestamptz - interval '1 hour'),
           (gen_random_uuid(), 'answer-fresh', 'hash', 'completed', 200, '{}', $1::timestamptz - interval '1 hour',
             $1::timestamptz + interval '23 hours'),
           (gen_random_uuid(), 'claim-running', 'hash', 'in_progress', null, null, $1::timestamptz - interval '1 minute',
             $1::timestamptz + interval '4 minutes'),
           (gen_random_uuid(), 'claim-dead', 'hash', 'in_progress', null, null, $1::timestamptz - interval '2 days',
             $1::timestamptz - interval '2 days' + interval '5 minutes')`,
        [now],
      );

      const report = await runDatabaseMaintenance(sql, { retentionDays: null, now });

      expect(report.chatRequestKeysDeleted).toBe(2);
      expect(await sql.query(`select key from public.chat_request_keys order by key`)).toEqual([
        { key: 'answer-fresh' },
        { key: 'claim-running' },
      ]);
    });
  });

  describe('when a retention applies', () => {
    let database: TestDatabase;
    const now = new Date();
    const old = new Date(now.getTime() - 45 * dayMs);

    beforeAll(async () => {
      database = await createTestDatabase();
      await insertToolRow(database.sql, old);
      await insertToolRow(database.sql, now);
      await database.sql.query(
        `insert into public.tool_intents (source, tool_call_id, tool_name, idempotency_key, attempt, started_at, completed_at, outcome)
         values ('chat', 'call-1', 'send_email', 'key-old', 1, $1, $1, 'success'),
                ('chat', 'call-2', 'send_email', 'key-open', 1, $1, null, null),
                ('chat', 'call-3', 'send_email', 'key-new', 1, $2, $2, 'success')`,
        [old, now],
      );
      await database.sql.query(`update parley.maintenance_settings set log_retention_days = 7`);
    });
    afterAll(() => database.dispose());

    it('rolls the old days up, then drops their partitions and keeps the rollups', async () => {
      const { sql } = database;
      const report = await runDatabaseMaintenance(sql, { retentionDays: null, now });

      expect(report.retentionDays).toBe(7);
      expect(report.daysRolledUp).toBeGreaterThanOrEqual(45);
      expect(report.partitionsDropped).toBeGreaterThan(0);
      expect(await count(sql, 'select 1 from public.tool_executions')).toBe(1);
      const oldDay = old.toISOString().slice(0, 10);
      expect(await sql.query(`select attempts from public.tool_rollup_daily where day = $1::date`, [oldDay])).toEqual([
        { attempts: 1 },
      ]);
    });

    it('deletes settled tool intents past the retention and keeps open and recent ones', async () => {
      const rows = await database.sql.query(`select idempotency_key from public.tool_intents order by 1`);
      expect(rows).toEqual([{ idempotency_key: 'key-new' }, { idempotency_key: 'key-open' }]);
    });

    it('changes nothing when run again', async () => {
      const report = await runDatabaseMaintenance(database.sql, { retentionDays: 7, now });
      expect(report).toMatchObject({
        daysRolledUp: 0,
        partitionsCreated: 0,
        partitionsDropped: 0,
        toolIntentsDeleted: 0,
      });
    });
  });
});
