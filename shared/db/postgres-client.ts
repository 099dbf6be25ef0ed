import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import { withCircuitBreaker } from './circuit-breaker-sql-client.ts';
import { databaseLimits } from './database-limits.ts';
import { createPostgresPool, poolExecutor, type PostgresPool } from './postgres-pool.ts';
import { createTransactionLanes } from './postgres-transaction-lanes.ts';
import { withQueryTimeout } from './query-timeout.ts';
import type { SqlClient } from './sql-client.ts';

/** Options for {@link createPostgresClient}. */
export interface PostgresClientOptions {
  /** Connections in the pool for single statements, and at most as many more for
   * transactions, opened when needed. An edge worker serves one request at a time, so few. */
  readonly maxConnections?: number;
  /** {@link databaseLimits.connectTimeoutSeconds} by default. */
  readonly connectTimeoutSeconds?: number;
  /** The server's `statement_timeout`, {@link databaseLimits.statementTimeoutMilliseconds}
   * by default; 0 sends none (the role's or server's setting applies). A maintenance job
   * (a migration over a large table) may need longer. */
  readonly statementTimeoutMilliseconds?: number;
  /** The client's deadline for a query, script or transaction,
   * {@link databaseLimits.queryTimeoutMilliseconds} by default; 0 for none. Keep it longer
   * than the statement timeout, so a live server is the one that cancels. */
  readonly queryTimeoutMilliseconds?: number;
  /** The breaker every call goes through; a new one with the limits' defaults unless given. */
  readonly circuitBreaker?: CircuitBreaker;
}

/**
 * A client for a PostgreSQL server through postgres.js. `prepare: false` so Supabase's
 * transaction pooler (port 6543), which cannot keep prepared statements, works too.
 * Calls go through a circuit breaker: while the server is unreachable they fail fast with
 * a `DatabaseUnavailableError`, and the client recovers by itself once it is back.
 *
 * Every query, script and transaction has a deadline. postgres.js has none of its own for a
 * query on a silent socket, and its pool would pipeline later queries behind the stuck one
 * once every connection is busy. Its `query.cancel()` does not help: it opens a new
 * connection (which hangs just the same) and drops that promise, so its failure would be an
 * unhandled rejection. So a call past its deadline retires the whole pool: `end({ timeout: 0 })`
 * rejects what is still queued on it and sends Terminate on its sockets (the server rolls
 * back an open transaction when it sees it), and later calls get a fresh pool.
 *
 * Transactions run on connections of their own (`postgres-transaction-lanes.ts`), never
 * through postgres.js's `begin()`: a connection that resets inside a transaction fails that
 * transaction with `database_unavailable` instead of ending the process.
 */
export function createPostgresClient(url: string, options: PostgresClientOptions = {}): SqlClient {
  const timeoutMilliseconds = options.queryTimeoutMilliseconds ?? databaseLimits.queryTimeoutMilliseconds;
  const maxConnections = options.maxConnections ?? 5;
  const poolOptions = {
    connectTimeoutSeconds: options.connectTimeoutSeconds,
    statementTimeoutMilliseconds: options.statementTimeoutMilliseconds,
  };
  let pool = createPostgresPool(url, { ...poolOptions, maxConnections });
  const lanes = createTransactionLanes(
    (onConnectionClosed) => createPostgresPool(url, { ...poolOptions, maxConnections: 1, onConnectionClosed }),
    maxConnections,
  );
  const retiring = new Set<Promise<void>>();
  const retire = (stale: PostgresPool): void => {
    // Several calls on one pool may time out together: it is replaced once.
    if (pool !== stale) return;
    pool = createPostgresPool(url, { ...poolOptions, maxConnections });
    const ended = stale.end({ timeout: 0 }).catch(() => {}).finally(() => retiring.delete(ended));
    retiring.add(ended);
  };
  const withDeadline = <Result>(call: (current: PostgresPool) => Promise<Result>): Promise<Result> => {
    const current = pool;
    return withQueryTimeout(() => call(current), timeoutMilliseconds, () => retire(current));
  };
  return withCircuitBreaker({
    dialect: 'postgres',
    query: (text, parameters) => withDeadline((current) => poolExecutor(current).query(text, parameters)),
    exec: (script) => withDeadline((current) => poolExecutor(current).exec(script)),
    transaction: (work) => {
      // On the deadline the transaction's own connection is terminated; the pool is not touched.
      const deadline = new AbortController();
      return withQueryTimeout(() => lanes.run(work, deadline.signal), timeoutMilliseconds, () => deadline.abort());
    },
    async close() {
      await Promise.all([pool.end({ timeout: 5 }), lanes.close(), ...retiring]);
    },
  }, options.circuitBreaker ?? createCircuitBreaker());
}
