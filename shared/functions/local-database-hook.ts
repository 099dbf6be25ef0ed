import type { SqlClient } from '../db/sql-client.ts';

/** Where the local gateway puts the one embedded database all functions share. */
export const localDatabaseKey: unique symbol = Symbol.for('parley.local-database') as never;

function isSqlClient(value: unknown): value is SqlClient {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof SqlClient, unknown>>;
  return typeof candidate.query === 'function' && typeof candidate.exec === 'function' &&
    typeof candidate.transaction === 'function';
}

/** The gateway's embedded database, when this worker runs under the local gateway. */
export function localDatabaseOf(host: object): SqlClient | undefined {
  const value: unknown = Reflect.get(host, localDatabaseKey);
  return isSqlClient(value) ? value : undefined;
}
