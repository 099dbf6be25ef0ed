/**
 * The one SQL port every repository uses: parameterized queries, multi-statement scripts
 * and transactions. Two adapters implement it: postgres.js for a real server or
 * Supabase's pooler, and PGlite for the embedded default.
 */

/** A value bound to a `$n` parameter. Arrays and objects are passed as JSON text and cast
 * in SQL (`$1::jsonb`), which both adapters treat the same way. */
export type SqlValue = string | number | boolean | null | Date;

/** A row as the driver returns it. */
export type SqlRow = Record<string, unknown>;

/** Runs statements: the client itself, or a transaction. */
export interface SqlExecutor {
  query<Row extends SqlRow = SqlRow>(text: string, parameters?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
}

/** A connection (pool) to one database. */
export interface SqlClient extends SqlExecutor {
  readonly dialect: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<Result>(work: (transaction: SqlExecutor) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}
