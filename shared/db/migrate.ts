import type { SqlClient } from './sql-client.ts';

/** One file of `supabase/migrations/`: `<version>_<name>.sql`. */
export interface Migration {
  readonly version: string;
  readonly name: string;
  readonly sql: string;
}

/** What {@link applyMigrations} did. */
export interface MigrationReport {
  readonly applied: readonly string[];
  readonly skipped: readonly string[];
}

/** Splits `20261126000100_tables_and_rls.sql` into its version and name; null for others. */
export function parseMigrationFileName(fileName: string): { version: string; name: string } | null {
  const match = /^(\d{14})_([A-Za-z0-9_-]+)\.sql$/.exec(fileName);
  return match === null ? null : { version: match[1] as string, name: match[2] as string };
}

/**
 * Applies the migrations not yet recorded, in version order, each in its own transaction.
 * Applied versions are recorded in `supabase_migrations.schema_migrations`, the table the
 * Supabase CLI keeps, so a second run does nothing and `supabase db push` agrees with us.
 * An advisory lock keeps two processes from migrating one database at once.
 */
export async function applyMigrations(sql: SqlClient, migrations: readonly Migration[]): Promise<MigrationReport> {
  await sql.transaction(async (transaction) => {
    // Under the lock: two first runs would otherwise both try to create the schema.
    await transaction.query(`select pg_advisory_xact_lock(hashtext('parley:migrations'))`);
    await transaction.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
  });
  const ordered = [...migrations].sort((left, right) => left.version.localeCompare(right.version));
  const applied: string[] = [];
  const skipped: string[] = [];
  for (const migration of ordered) {
    const done = await sql.transaction(async (transaction) => {
      await transaction.query(`select pg_advisory_xact_lock(hashtext('parley:migrations'))`);
      const existing = await transaction.query(
        `select 1 from supabase_migrations.schema_migrations where version = $1`,
        [migration.version],
      );
      if (existing.length > 0) return false;
      await transaction.exec(migration.sql);
      await transaction.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])`,
        [migration.version, migration.name, migration.sql],
      );
      return true;
    });
    (done ? applied : skipped).push(`${migration.version}_${migration.name}`);
  }
  return { applied, skipped };
}
