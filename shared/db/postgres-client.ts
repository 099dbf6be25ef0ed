import postgres from 'postgres';
import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import { withCircuitBreaker } from './circuit-breaker-sql-client.ts';
import { databaseLimits } from './database-limits.ts';
import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from './sql-client.ts';

/** Options for {@link createPostgresClient}. */
export interface PostgresClientOptions {
  /** Connections in the pool. An edge worker serves one request at a time, so few. */
  readonly maxConnections?: number;
  /** {@link databaseLimits.connectTimeoutSeconds} by default. */
  readonly connectTimeoutSeconds?: number;
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

/**
 * A client for a PostgreSQL server through postgres.js. `prepare: false` so Supabase's
 * transaction pooler (port 6543), which cannot keep prepared statements, works too.
 * Calls go through a circuit breaker: while the server is unreachable they fail fast with
 * a `DatabaseUnavailableError`, and the client recovers by itself once it is back.
 */
export function createPostgresClient(url: string, options: PostgresClientOptions = {}): SqlClient {
  const connection = postgres(url, {
    prepare: false,
    max: options.maxConnections ?? 5,
    connect_timeout: options.connectTimeoutSeconds ?? databaseLimits.connectTimeoutSeconds,
    idle_timeout: 20,
    onnotice: () => {},
    types: {
      // JSON parameters arrive as text already (`JSON.stringify` by the caller, as PGlite
      // wants them); postgres.js would otherwise encode the string a second time.
      json: { to: 3802, from: [114, 3802], serialize: (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value)), parse: (text: string) => JSON.parse(text) as unknown },
      // int8 (counts, identities) as numbers, the way PGlite returns them.
      int8: { to: 20, from: [20], serialize: (value: unknown) => String(value), parse: (text: string) => Number(text) },
    },
  });
  const executor = executorOf(connection);
  return withCircuitBreaker({
    dialect: 'postgres',
    query: executor.query,
    exec: executor.exec,
    async transaction(work) {
      return (await connection.begin((transaction) => work(executorOf(transaction)))) as Awaited<ReturnType<typeof work>>;
    },
    async close() {
      await connection.end({ timeout: 5 });
    },
  }, options.circuitBreaker ?? createCircuitBreaker());
}
