import { readBootstrap, readMigrations } from '../../local/database-files.ts';
import { applyMigrations, type MigrationReport } from '../../shared/db/migrate.ts';
import { createPgliteClient } from '../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';

/** A database migrated only up to (not including) one version, to test what a later
 * migration does to existing rows; on the `DATABASE_URL` server when set, else PGlite. */
export interface PartlyMigratedDatabase {
  readonly sql: SqlClient;
  /** Applies the migrations left. */
  migrateRest(): Promise<MigrationReport>;
  dispose(): Promise<void>;
}

/** Bootstraps a new database and applies the migrations older than `beforeVersion`. */
export async function createPartlyMigratedDatabase(beforeVersion: string): Promise<PartlyMigratedDatabase> {
  const migrations = await readMigrations();
  const serverUrl = process.env.DATABASE_URL?.trim();
  let sql: SqlClient;
  let dispose: () => Promise<void>;
  if (serverUrl === undefined || serverUrl === '') {
    sql = await createPgliteClient();
    dispose = () => sql.close();
  } else {
    const name = `parley_partly_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = createPostgresClient(serverUrl, { maxConnections: 1 });
    await admin.exec(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    sql = createPostgresClient(url.toString());
    dispose = async () => {
      await sql.close().catch(() => {});
      await admin.exec(`drop database if exists "${name}" with (force)`);
      await admin.close();
    };
  }
  await sql.exec(await readBootstrap());
  await applyMigrations(sql, migrations.filter((migration) => migration.version < beforeVersion));
  return { sql, migrateRest: () => applyMigrations(sql, migrations), dispose };
}
