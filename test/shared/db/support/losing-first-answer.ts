import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from '../../../../shared/db/sql-client.ts';

/** The error a driver raises when the connection drops before the answer arrives. */
export function connectionReset(): Error {
  return Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
}

/**
 * `sql`, whose first statement containing `statement` runs (and commits) and then loses its
 * answer, as a connection reset between the server's commit and the client's read does.
 * `lost.count` says how many answers were lost.
 */
export function losingFirstAnswer(sql: SqlClient, statement: string): SqlClient & { readonly lost: { count: number } } {
  const lost = { count: 0 };
  const losing = async <Row extends SqlRow>(
    executor: SqlExecutor,
    text: string,
    parameters?: readonly SqlValue[],
  ): Promise<Row[]> => {
    const rows = await executor.query<Row>(text, parameters);
    if (lost.count === 0 && text.includes(statement)) {
      lost.count += 1;
      throw connectionReset();
    }
    return rows;
  };
  return {
    dialect: sql.dialect,
    lost,
    query: (text, parameters) => losing(sql, text, parameters),
    exec: (script) => sql.exec(script),
    transaction: (work) => sql.transaction(work),
    close: () => sql.close(),
  };
}
