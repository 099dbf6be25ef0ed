import { applyMigrations, type MigrationReport } from '../shared/db/migrate.ts';
import type { SqlClient } from '../shared/db/sql-client.ts';
import { readBootstrap, readMigrations, readSeed } from './database-files.ts';

/**
 * Readies a non-Supabase database: the bootstrap (auth schema and roles), every pending
 * migration, and optionally the seed. Each step is safe to repeat.
 */
export async function prepareLocalDatabase(sql: SqlClient, options: { seed?: boolean } = {}): Promise<MigrationReport> {
  await sql.exec(await readBootstrap());
  const report = await applyMigrations(sql, await readMigrations());
  if (options.seed === true) await sql.exec(await readSeed());
  return report;
}
