import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readBootstrap, readMigrations } from '../../../local/database-files.ts';
import { prepareLocalDatabase } from '../../../local/prepare-database.ts';
import { applyMigrations, type MigrationReport } from '../../../shared/db/migrate.ts';
import { createPgliteClient } from '../../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';

/** An empty database: a new one on the `DATABASE_URL` server, else in-memory PGlite.
 * (test/support/test-database.ts hands out migrated ones; these tests need a blank.) */
async function createEmptyDatabase(): Promise<
  { sql: SqlClient; connect: () => SqlClient; dispose: () => Promise<void> }
> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl === undefined || serverUrl === '') {
    const sql = await createPgliteClient();
    return { sql, connect: () => sql, dispose: () => sql.close() };
  }
  const name = `parley_migrations_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createPostgresClient(serverUrl, { maxConnections: 1 });
  await admin.exec(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const clients = [createPostgresClient(url.toString())];
  return {
    sql: clients[0] as SqlClient,
    connect() {
      const client = createPostgresClient(url.toString());
      clients.push(client);
      return client;
    },
    async dispose() {
      await Promise.all(clients.map((client) => client.close().catch(() => {})));
      await admin.exec(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}

/** Relations the schema must have at least; the checks below cover every one there is. */
const expectedTables = [
  'agents',
  'conversations',
  'idempotency_records',
  'integration_credentials',
  'messages',
  'model_events',
  'oauth_states',
  'rate_limit_buckets',
  'tool_executions',
];
const expectedViews = ['unresolved_tool_intents'];

describe('migrations', () => {
  let disposeDatabase: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await disposeDatabase?.();
    disposeDatabase = undefined;
  });

  async function emptyDatabase() {
    const database = await createEmptyDatabase();
    disposeDatabase = database.dispose;
    return database;
  }

  describe('when applied to an empty database', () => {
    let sql: SqlClient;
    let dispose: () => Promise<void>;
    let names: string[];
    let first: MigrationReport;
    let second: MigrationReport;

    beforeAll(async () => {
      ({ sql, dispose } = await createEmptyDatabase());
      names = (await readMigrations()).map((migration) => `${migration.version}_${migration.name}`);
      first = await prepareLocalDatabase(sql);
      second = await prepareLocalDatabase(sql);
    });
    afterAll(() => dispose());

    it('applies every migration and records it', async () => {
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(first).toEqual({ applied: names, skipped: [] });
      const recorded = await sql.query<{ version: string }>(
        `select version from supabase_migrations.schema_migrations order by version`,
      );
      expect(recorded.map((row) => row.version)).toEqual(names.map((name) => name.slice(0, 14)));
    });

    it('applies nothing on a second run', () => {
      expect(second).toEqual({ applied: [], skipped: names });
    });

    it('enables row-level security on every table in public', async () => {
      const tables = await sql.query<{ name: string; rls: boolean }>(
        `select c.relname as name, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      );

      expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(expectedTables));
      expect(tables.filter((table) => !table.rls)).toEqual([]);
    });

    it('makes every view in public security_invoker', async () => {
      const views = await sql.query<{ name: string; options: string[] | null }>(
        `select c.relname as name, c.reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('v', 'm') order by 1`,
      );

      expect(views.map((view) => view.name)).toEqual(expect.arrayContaining(expectedViews));
      for (const view of views) expect(view.options ?? [], view.name).toContain('security_invoker=true');
    });
  });

  describe('when a migration fails', () => {
    it('rolls it back, records nothing for it, and applies it once fixed', async () => {
      const { sql } = await emptyDatabase();
      await sql.exec(await readBootstrap());
      const good = {
        version: '20990101000000',
        name: 'good',
        sql: 'create table public.migration_probe (id integer);',
      };
      const broken = {
        version: '20990101000001',
        name: 'broken',
        sql: 'create table public.half_done (id integer); select * from no_such_table;',
      };

      await expect(applyMigrations(sql, [good, broken])).rejects.toThrow(/no_such_table/);

      expect(await sql.query(`select to_regclass('public.migration_probe') is not null as exists`)).toEqual([{
        exists: true,
      }]);
      expect(await sql.query(`select to_regclass('public.half_done') is not null as exists`)).toEqual([{
        exists: false,
      }]);
      const fixed = { ...broken, sql: 'create table public.half_done (id integer);' };
      expect(await applyMigrations(sql, [good, fixed])).toEqual({
        applied: ['20990101000001_broken'],
        skipped: ['20990101000000_good'],
      });
    });
  });

  describe('when two processes migrate one database at once', () => {
    it('applies each migration exactly once', async () => {
      const database = await emptyDatabase();
      const other = database.connect();
      const migrations = await readMigrations();
      await database.sql.exec(await readBootstrap());

      const reports = await Promise.all([
        applyMigrations(database.sql, migrations),
        applyMigrations(other, migrations),
      ]);

      const applied = reports.flatMap((report) => report.applied).sort();
      expect(applied).toEqual(migrations.map((migration) => `${migration.version}_${migration.name}`));
    });
  });
});
