import type { SqlClient, SqlExecutor, SqlRow, SqlValue } from '../../shared/db/sql-client.ts';

/** One statement a function sent through the SQL port. */
export interface RecordedStatement {
  /** The function whose runtime sent it (`chat`, `gmail-api`, `web-search-api`). */
  readonly functionName: string;
  /** The statement, whitespace collapsed and cut (see {@link firstLineOf}). */
  readonly firstLine: string;
  /** Sent inside `SqlClient.transaction`. */
  readonly inTransaction: boolean;
  /**
   * `counted`, or `rls-claims`: the `select set_config(…)` / `set local …` that
   * `transactionAsUser` sends at the start of a transaction to act as the user. Those are
   * round trips too, but they belong to the transaction as its `begin` does, so they are
   * reported beside the counted statements, not in them.
   */
  readonly kind: 'counted' | 'rls-claims';
}

/** Where a run's statements go: every counting client of one run shares one. */
export interface StatementRecorder {
  record(statement: RecordedStatement): void;
  /** A transaction began (its `begin` and `commit`/`rollback` are not statements of the port). */
  recordTransaction(functionName: string): void;
  /** What was recorded since the last take, and forgets it. */
  take(): { statements: RecordedStatement[]; transactions: Record<string, number> };
}

/** A recorder that keeps everything in memory. */
export function createStatementRecorder(): StatementRecorder {
  let statements: RecordedStatement[] = [];
  let transactions: Record<string, number> = {};
  return {
    record: (statement) => statements.push(statement),
    recordTransaction(functionName) {
      transactions[functionName] = (transactions[functionName] ?? 0) + 1;
    },
    take() {
      const taken = { statements, transactions };
      statements = [];
      transactions = {};
      return taken;
    },
  };
}

/** A statement's identity in the report: its text with whitespace collapsed, cut to 160
 * characters (so a statement that starts with `with …` is still told apart). */
export function firstLineOf(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return collapsed.length > 160 ? `${collapsed.slice(0, 157)}…` : collapsed;
}

function kindOf(firstLine: string, inTransaction: boolean): RecordedStatement['kind'] {
  return inTransaction && /^(?:select set_config\(|set local )/i.test(firstLine) ? 'rls-claims' : 'counted';
}

/**
 * `client` with every statement recorded under `functionName` before it is sent: each
 * `query` and each `exec` (a script is one round trip), inside transactions too. Nothing
 * else changes, so a function built on it behaves as on `client`.
 */
export function countingSqlClient(client: SqlClient, functionName: string, recorder: StatementRecorder): SqlClient {
  const counting = (executor: SqlExecutor, inTransaction: boolean): SqlExecutor => {
    const note = (text: string): void => {
      const firstLine = firstLineOf(text);
      recorder.record({ functionName, firstLine, inTransaction, kind: kindOf(firstLine, inTransaction) });
    };
    return {
      query<Row extends SqlRow>(text: string, parameters?: readonly SqlValue[]): Promise<Row[]> {
        note(text);
        return executor.query<Row>(text, parameters);
      },
      exec(script: string): Promise<void> {
        note(script);
        return executor.exec(script);
      },
    };
  };
  const outside = counting(client, false);
  return {
    dialect: client.dialect,
    query: outside.query,
    exec: outside.exec,
    transaction(work) {
      recorder.recordTransaction(functionName);
      return client.transaction((transaction) => work(counting(transaction, true)));
    },
    // The run owns the shared client and closes it once.
    close: () => Promise.resolve(),
  };
}
