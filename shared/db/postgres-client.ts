import postgres from 'postgres';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import { withCircuitBreaker } from './circuit-breaker-sql-client.ts';
import { databaseLimits } from './database-limits.ts';
import { withQueryTimeout } from './query-timeout.ts';
import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from './sql-client.ts';

/** Options for {@link createPostgresClient}. */
export interface PostgresClientOptions {
  /** Connections in the pool. An edge worker serves one request at a time, so few. */
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

type PostgresSql = postgres.Sql | postgres.TransactionSql;

function executorOf(connection: PostgresSql): SqlExecutor {
  return {
    async query<Row extends SqlRow>(text: string, parameters: readonly SqlValue[] = []) {
      const rows = await connection.unsafe(text, parameters as postgres.ParameterOrJSON<never>[]);
      return Array.from(rows) as unknown as Row[];
    },
    async exec(script: string) {
      await connection.unsafe(script);
    },
  };
}

function createPool(url: string, options: PostgresClientOptions): postgres.Sql {
  const statementTimeout = options.statementTimeoutMilliseconds ?? databaseLimits.statementTimeoutMilliseconds;
  return postgres(url, {
    prepare: false,
    max: options.maxConnections ?? 5,
    connect_timeout: options.connectTimeoutSeconds ?? databaseLimits.connectTimeoutSeconds,
    idle_timeout: 20,
    // A startup parameter, so it holds from the first statement without a round trip. A
    // transaction pooler may not pass it on (Supavisor in transaction mode shares backends;
    // PgBouncer refuses parameters it is not told to ignore): the client deadline still holds.
    connection: statementTimeout > 0 ? { statement_timeout: statementTimeout } : {},
    onnotice: () => {},
    types: {
      // JSON parameters arrive as text already (`JSON.stringify` by the caller, as PGlite
      // wants them); postgres.js would otherwise encode the string a second time.
      json: {
        to: 3802,
        from: [114, 3802],
        serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)),
        parse: (text: string) => JSON.parse(text) as unknown,
      },
      // int8 (counts, identities) as numbers, the way PGlite returns them.
      int8: { to: 20, from: [20], serialize: (value: unknown) => String(value), parse: (text: string) => Number(text) },
    },
  });
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
 */
export function createPostgresClient(url: string, options: PostgresClientOptions = {}): SqlClient {
  const timeoutMilliseconds = options.queryTimeoutMilliseconds ?? databaseLimits.queryTimeoutMilliseconds;
  let pool = createPool(url, options);
  const retiring = new Set<Promise<void>>();
  const retire = (stale: postgres.Sql): void => {
    // Several calls on one pool may time out together: it is replaced once.
    if (pool !== stale) return;
    pool = createPool(url, options);
    const ended = stale.end({ timeout: 0 }).catch(() => {}).finally(() => retiring.delete(ended));
    retiring.add(ended);
  };
  const withDeadline = <Result>(call: (current: postgres.Sql) => Promise<Result>): Promise<Result> => {
    const current = pool;
    return withQueryTimeout(() => call(current), timeoutMilliseconds, () => retire(current));
  };
  return withCircuitBreaker({
    dialect: 'postgres',
    query: (text, parameters) => withDeadline((current) => executorOf(current).query(text, parameters)),
    exec: (script) => withDeadline((current) => executorOf(current).exec(script)),
    transaction: (work) =>
      withDeadline(async (current) =>
        (await current.begin((transaction) => work(executorOf(transaction)))) as Awaited<ReturnType<typeof work>>
      ),
    async close() {
      await Promise.all([pool.end({ timeout: 5 }), ...retiring]);
    },
  }, options.circuitBreaker ?? createCircuitBreaker());
}
