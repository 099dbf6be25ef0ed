/**
 * The bench's own database on the PostgreSQL server: created empty, migrated like any
 * local database (bootstrap, then every migration), reached through a client without
 * statement timeout or client deadline (a bulk load and a year's rollup run for minutes),
 * and dropped at the end unless kept.
 */
import { createCircuitBreaker } from '../../shared/db/circuit-breaker.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { describeDatabaseUrl } from '../../local/open-database.ts';
import { prepareLocalDatabase } from '../../local/prepare-database.ts';

/** An open, migrated bench database. */
export interface BenchDatabase {
  readonly sql: SqlClient;
  /** Its URL without a password, to print. */
  readonly description: string;
  /** The server's `jit` setting in it. */
  readonly jit: string;
  /** Closes the client; drops the database unless `keep`. */
  dispose(options: { readonly keep: boolean }): Promise<void>;
}

/** A client of `url` with no statement timeout and no client deadline, whose circuit
 * breaker never opens: a query that fails (a user's 15 s statement timeout) is recorded
 * by the bench, which then goes on. */
export function createUnboundedClient(url: string, maxConnections = 2): SqlClient {
  return createPostgresClient(url, {
    maxConnections,
    statementTimeoutMilliseconds: 0,
    queryTimeoutMilliseconds: 0,
    circuitBreaker: createCircuitBreaker({ failureThreshold: Number.MAX_SAFE_INTEGER }),
  });
}

/** Creates and migrates `parley_bench_<time>_<random>` on the server of `serverUrl`;
 * `jit: false` turns the server's JIT compilation off in that database alone. */
export async function createBenchDatabase(
  serverUrl: string,
  options: { readonly jit: boolean },
): Promise<BenchDatabase> {
  const name = `parley_bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = createUnboundedClient(serverUrl, 1);
  await admin.exec(`create database "${name}"`);
  // Before the first connection: a database's settings apply from a session's start.
  if (!options.jit) await admin.exec(`alter database "${name}" set jit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = createUnboundedClient(url.toString());
  const drop = async (): Promise<void> => {
    await sql.close().catch(() => {});
    await admin.exec(`drop database if exists "${name}" with (force)`);
    await admin.close();
  };
  let jit: string;
  try {
    await prepareLocalDatabase(sql);
    const rows = await sql.query<{ jit: string }>(`select current_setting('jit') as jit`);
    jit = rows[0]?.jit ?? 'unknown';
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return {
    sql,
    description: describeDatabaseUrl(url.toString()),
    jit,
    async dispose({ keep }) {
      if (!keep) return drop();
      await sql.close().catch(() => {});
      await admin.close();
    },
  };
}
