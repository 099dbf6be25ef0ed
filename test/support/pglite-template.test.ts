import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { readMigrations } from '../../local/database-files.ts';
import { createTemplatedPglite, prepareTemplates } from './pglite-template.ts';

describe('PGlite databases started from the prepared template', () => {
  const opened: SqlClient[] = [];
  // Making a template runs PGlite's initdb and every migration: a hook's time, not a test's.
  beforeAll(prepareTemplates);
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((sql) => sql.close()));
  });

  it('carries every migration, and the seed only when asked', async () => {
    const migrated = await createTemplatedPglite({ seed: false });
    const seeded = await createTemplatedPglite({ seed: true });
    opened.push(migrated, seeded);
    const versions = (await readMigrations()).map((migration) => migration.version);
    for (const sql of [migrated, seeded]) {
      const applied = await sql.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(applied.map((row) => row.version)).toEqual(versions);
    }
    const agents = async (sql: SqlClient) =>
      (await sql.query<{ count: number }>('select count(*)::int as count from public.agents'))[0]?.count;
    expect(await agents(migrated)).toBe(0);
    expect(await agents(seeded)).toBeGreaterThan(0);
  });

  it('gives each test a database of its own: what one writes, another does not see', async () => {
    const first = await createTemplatedPglite({ seed: false });
    const second = await createTemplatedPglite({ seed: false });
    opened.push(first, second);
    await first.exec('create table public.only_in_first (id int)');
    const seen = await second.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where tablename = 'only_in_first'`,
    );
    expect(seen[0]?.count).toBe(0);
  });
});
