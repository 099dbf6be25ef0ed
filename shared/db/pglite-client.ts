import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from './sql-client.ts';

interface PGliteQueryable {
  query<Row>(text: string, parameters?: unknown[]): Promise<{ rows: Row[] }>;
  exec(script: string): Promise<unknown>;
}

function executorOf(database: PGliteQueryable): SqlExecutor {
  return {
    async query<Row extends SqlRow>(text: string, parameters: readonly SqlValue[] = []) {
      const result = await database.query<Row>(text, [...parameters]);
      return result.rows;
    },
    async exec(script: string) {
      await database.exec(script);
    },
  };
}

/**
 * The embedded default: real Postgres compiled to WASM, in this process. `dataDirectory`
 * persists it on disk; without one it lives in memory (tests).
 */
export async function createPgliteClient(dataDirectory?: string): Promise<SqlClient> {
  return pgliteSqlClient(await PGlite.create(dataDirectory === undefined ? undefined : { dataDir: dataDirectory }));
}

/** A started PGlite as the `SqlClient` the rest of the code uses; closing it closes the database. */
export function pgliteSqlClient(database: PGlite): SqlClient {
  const executor = executorOf(database);
  return {
    dialect: 'pglite',
    query: executor.query,
    exec: executor.exec,
    transaction: (work) => database.transaction((transaction) => work(executorOf(transaction))),
    async close() {
      if (!database.closed) await database.close();
    },
  };
}
