import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { prepareLocalDatabase } from '../../local/prepare-database.ts';
import { createTemplatedPglite } from './pglite-template.ts';

/** A migrated database of its own for one test file, on the server named by
 * `DATABASE_URL` when set, else in-memory PGlite. */
export interface TestDatabase {
  readonly sql: SqlClient;
  readonly dialect: 'postgres' | 'pglite';
  /** Makes the database unreachable for `sql` (connections refused or closed), to test
   * what happens when the database goes away mid-run. */
  stop(): Promise<void>;
  /** Closes and deletes it. */
  dispose(): Promise<void>;
}

/** The server `DATABASE_URL` names, or undefined to use PGlite. */
export function serverUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url === undefined || url.trim() === '' ? undefined : url;
}

/** Creates a fresh database (server) or instance (PGlite), migrated; `seed` adds the demo data. */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const url = serverUrl();
  if (url === undefined) {
    const sql = await createTemplatedPglite({ seed: options.seed === true });
    return { sql, dialect: 'pglite', stop: () => sql.close(), dispose: () => sql.close() };
  }
  const name = `parley_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createPostgresClient(url, { maxConnections: 1 });
  await admin.exec(`create database "${name}"`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const sql = createPostgresClient(databaseUrl.toString());
  await prepareLocalDatabase(sql, options);
  let stopped = false;
  return {
    sql,
    dialect: 'postgres',
    async stop() {
      stopped = true;
      await admin.exec(`alter database "${name}" with allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
    },
    async dispose() {
      await sql.close().catch(() => {});
      if (stopped) await admin.exec(`alter database "${name}" with allow_connections true`).catch(() => {});
      await admin.exec(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}
