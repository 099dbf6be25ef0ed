import postgres from 'postgres';
import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from './sql-client.ts';

/** Options for {@link createPostgresClient}. */
export interface PostgresClientOptions {
  /** Connections in the pool. An edge worker serves one request at a time, so few. */
  readonly maxConnections?: number;
  readonly connectTimeoutSeconds?: number;
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
 */
export function createPostgresClient(url: string, options: PostgresClientOptions = {}): SqlClient {
  const connection = postgres(url, {
    prepare: false,
    max: options.maxConnections ?? 5,
    connect_timeout: options.connectTimeoutSeconds ?? 10,
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
  return {
    dialect: 'postgres',
    query: executor.query,
    exec: executor.exec,
    async transaction(work) {
      return (await connection.begin((transaction) => work(executorOf(transaction)))) as Awaited<ReturnType<typeof work>>;
    },
    async close() {
      await connection.end({ timeout: 5 });
    },
  };
}
