import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** The first day of the UTC month `offset` months from `from`. */
function monthStart(from: Date, offset: number): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + offset, 1));
}

/** `2026_11`: the suffix of a month's partitions. */
function suffix(month: Date): string {
  return `${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function insertToolRow(sql: SqlExecutor, createdAt: Date, toolCallId = 'call-1'): Promise<string> {
  const rows = await sql.query<{ id: string }>(
    `insert into public.tool_executions (tool_call_id, requested_tool_name, attempt, status, model_message, duration_ms, created_at)
     values ($1, 'web_search', 1, 'success', 'ok', 12, $2) returning id`,
    [toolCallId, createdAt],
  );
  return rows[0]?.id ?? '';
}

async function insertModelEvent(sql: SqlExecutor, createdAt: Date): Promise<string> {
  const rows = await sql.query<{ id: string }>(
    `insert into public.model_events (kind, from_model, created_at) values ('fallback', 'model-a', $1) returning id`,
    [createdAt],
  );
  return rows[0]?.id ?? '';
}

/** Where each row lives: `id → partition name`. */
async function partitionsOf(
  sql: SqlExecutor,
  table: 'tool_executions' | 'model_events',
): Promise<Record<string, string>> {
  const rows = await sql.query<{ id: string; partition: string }>(
    `select id::text as id, tableoid::regclass::text as partition from public.${table}`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.partition]));
}

async function partitionNames(sql: SqlExecutor): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
     where pg_inherits.inhparent in ('public.tool_executions'::regclass, 'public.model_events'::regclass) order by 1`,
  );
  return rows.map((row) => row.name);
}

describe('partitioned log tables', () => {
  describe('when the database is fresh', () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.dispose());

    it('has the partitions of this month and the next three, and a default, for both tables', async () => {
      const now = new Date();
      const names = await partitionNames(database.sql);
      for (const table of ['tool_executions', 'model_events']) {
        for (const offset of [0, 1, 2, 3]) expect(names).toContain(`${table}_p${suffix(monthStart(now, offset))}`);
        expect(names).toContain(`${table}_default`);
      }
    });

    it('writes a row into its month and a row of a month without a partition into the default', async () => {
      const now = new Date();
      const current = await insertToolRow(database.sql, now, 'call-now');
      const early = await insertToolRow(
        database.sql,
        new Date(monthStart(now, -6).getTime() + 9 * 86_400_000),
        'call-early',
      );
      const partitions = await partitionsOf(database.sql, 'tool_executions');
      expect(partitions[current]).toBe(`parley.tool_executions_p${suffix(monthStart(now, 0))}`);
      expect(partitions[early]).toBe('parley.tool_executions_default');
    });

    it('moves rows waiting in the default into their month when it creates the partition, once', async () => {
      const month = monthStart(new Date(), -4);
      // The last second of that month: still its row, not the next month's.
      const waiting = await insertModelEvent(database.sql, new Date(monthStart(new Date(), -3).getTime() - 1000));
      expect((await partitionsOf(database.sql, 'model_events'))[waiting]).toBe('parley.model_events_default');

      const [first] = await database.sql.query<{ created: number }>(`select parley.ensure_log_partitions() as created`);
      expect(first?.created).toBeGreaterThan(0);
      expect((await partitionsOf(database.sql, 'model_events'))[waiting]).toBe(`parley.model_events_p${suffix(month)}`);
      const [again] = await database.sql.query<{ created: number }>(`select parley.ensure_log_partitions() as created`);
      expect(again?.created).toBe(0);
      const [left] = await database.sql.query<{ count: number }>(
        `select count(*)::integer as count from parley.model_events_default`,
      );
      expect(left?.count).toBe(0);
    });

    it('creates the months ahead of the clock it is given', async () => {
      const [result] = await database.sql.query<{ created: number }>(
        `select parley.ensure_log_partitions(1, '2031-01-15T00:00:00Z') as created`,
      );
      const names = await partitionNames(database.sql);
      expect(names).toEqual(expect.arrayContaining(['tool_executions_p2031_01', 'tool_executions_p2031_02']));
      expect(names).not.toContain('tool_executions_p2031_03');
      expect(result?.created).toBeGreaterThan(0);
    });
  });

  describe('when expired partitions are dropped', () => {
    let database: TestDatabase;
    const now = new Date('2030-06-15T12:00:00Z');

    beforeAll(async () => {
      database = await createTestDatabase();
      for (const month of ['01', '02', '03', '04', '05']) {
        await database.sql.query(`select parley.ensure_log_partitions(0, $1)`, [`2030-${month}-10T00:00:00Z`]);
      }
      await database.sql.query(`select parley.ensure_log_partitions(3, $1)`, [now]);
    });
    afterAll(() => database.dispose());

    it('drops whole months past the retention and the default rows older than it, and keeps the rest', async () => {
      const january = await insertToolRow(database.sql, new Date('2030-01-20T00:00:00Z'), 'call-january');
      const april = await insertToolRow(database.sql, new Date('2030-04-30T23:00:00Z'), 'call-april');
      const may = await insertToolRow(database.sql, new Date('2030-05-20T00:00:00Z'), 'call-may');
      const ancient = await insertModelEvent(database.sql, new Date('2019-01-01T00:00:00Z'));
      const future = await insertModelEvent(database.sql, new Date('2035-01-01T00:00:00Z'));

      const before = await partitionNames(database.sql);
      // 45 days before 2030-06-15 12:00 is 2030-05-01 12:00: April ended before it, May did not.
      const [result] = await database.sql.query<{ dropped: number }>(
        `select parley.drop_expired_log_partitions(45, $1) as dropped`,
        [now],
      );

      const names = await partitionNames(database.sql);
      for (const month of ['01', '02', '03', '04']) {
        expect(names).not.toContain(`tool_executions_p2030_${month}`);
        expect(names).not.toContain(`model_events_p2030_${month}`);
      }
      expect(names).toEqual(expect.arrayContaining(['tool_executions_p2030_05', 'tool_executions_p2030_06']));
      // The months of the real clock (from the migration) are long past in 2030 too.
      expect(result?.dropped).toBe(before.length - names.length);
      expect(before.length - names.length).toBeGreaterThanOrEqual(8);
      expect(Object.keys(await partitionsOf(database.sql, 'tool_executions'))).toEqual([may]);
      expect(Object.keys(await partitionsOf(database.sql, 'model_events'))).toEqual([future]);
      expect([january, april, ancient]).not.toContain(may);
    });

    it.each([['null', null], ['0', 0], ['-5', -5]])('refuses a retention of %s, naming it', async (shown, days) => {
      await expect(
        database.sql.query(`select parley.drop_expired_log_partitions($1::integer, now())`, [days]),
      ).rejects.toThrow(`retention must be a positive number of days, got ${shown}`);
    });
  });

  describe('when an API role reaches for a partition', () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase();
      await insertToolRow(database.sql, new Date(), 'call-secret');
    });
    afterAll(() => database.dispose());

    it.each(['anon', 'authenticated'])('refuses %s on the partitions and the maintenance functions', async (role) => {
      const current = `parley.tool_executions_p${suffix(monthStart(new Date(), 0))}`;
      for (
        const statement of [
          `select * from ${current}`,
          'select * from parley.model_events_default',
          'select parley.ensure_log_partitions()',
          'select parley.drop_expired_log_partitions(30)',
        ]
      ) {
        await expect(
          database.sql.transaction(async (transaction) => {
            await transaction.exec(`set local role ${role}`);
            return transaction.query(statement);
          }),
          statement,
        ).rejects.toThrow(/permission denied/);
      }
    });

    it('keeps RLS on every partition', async () => {
      const rows = await database.sql.query<{ name: string }>(
        `select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
         where pg_inherits.inhparent in ('public.tool_executions'::regclass, 'public.model_events'::regclass)
           and not child.relrowsecurity`,
      );
      expect(rows).toEqual([]);
    });
  });
});
