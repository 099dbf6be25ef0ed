import postgres from './postgres-driver.ts';
import { databaseLimits } from './database-limits.ts';
import { parseTextArray, serializeTextArray, textArrayOid } from './postgres-text-array.ts';
import type { SqlExecutor, SqlValue } from './sql-client.ts';

/** What every postgres.js pool of one client is created with. */
export interface PostgresPoolOptions {
  readonly maxConnections: number;
  readonly connectTimeoutSeconds?: number;
  readonly statementTimeoutMilliseconds?: number;
  /** Told when one of the pool's connections has ended (closed by either side, or reset). */
  readonly onConnectionClosed?: () => void;
}

/** A postgres.js pool as {@link createPostgresPool} sets it up. */
export type PostgresPool = postgres.Sql;

/**
 * A postgres.js pool: `prepare: false` (Supabase's transaction pooler cannot keep prepared
 * statements), the connect and statement timeouts of the limits, and JSON, int8 and `text[]`
 * read the way PGlite reads them.
 */
export function createPostgresPool(url: string, options: PostgresPoolOptions): PostgresPool {
  const statementTimeout = options.statementTimeoutMilliseconds ?? databaseLimits.statementTimeoutMilliseconds;
  const onConnectionClosed = options.onConnectionClosed;
  return postgres(url, {
    prepare: false,
    max: options.maxConnections,
    connect_timeout: options.connectTimeoutSeconds ?? databaseLimits.connectTimeoutSeconds,
    idle_timeout: 20,
    // A startup parameter, so it holds from the first statement without a round trip. A
    // transaction pooler may not pass it on (Supavisor in transaction mode shares backends;
    // PgBouncer refuses parameters it is not told to ignore): the client deadline still holds.
    connection: statementTimeout > 0 ? { statement_timeout: statementTimeout } : {},
    onnotice: () => {},
    ...(onConnectionClosed === undefined ? {} : { onclose: () => onConnectionClosed() }),
    // No array-type query on each new connection: postgres.js runs it as a promise nobody
    // awaits, so a reset during it would be an unhandled rejection. `text[]` is declared below.
    fetch_types: false,
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
      textArray: {
        to: textArrayOid,
        from: [textArrayOid],
        serialize: (value: unknown) => serializeTextArray(Array.isArray(value) ? value.map(String) : [String(value)]),
        parse: parseTextArray,
      },
    },
  });
}

/** The port's executor on a pool. */
export function poolExecutor(pool: PostgresPool): SqlExecutor {
  return {
    async query<Row extends Record<string, unknown>>(text: string, parameters: readonly SqlValue[] = []) {
      const rows = await pool.unsafe(text, parameters as postgres.ParameterOrJSON<never>[]);
      return Array.from(rows) as unknown as Row[];
    },
    async exec(script: string) {
      await pool.unsafe(script);
    },
  };
}
