import type { RecordedStatement } from './counting-sql-client.ts';
import { countedFunctions } from './statements-system.ts';

/** One distinct statement of a turn and how often a function sent it. */
export interface StatementCount {
  readonly function: string;
  readonly statement: string;
  readonly count: number;
}

/** What one turn sent to the database. */
export interface TurnStatements {
  /** Counted statements: every query and script the functions sent through the SQL port,
   * but the RLS-claim statements that open a `transactionAsUser`. */
  readonly total: number;
  readonly perFunction: Readonly<Record<string, number>>;
  /** The counted statements, in the order first sent. */
  readonly statements: readonly StatementCount[];
  /** Not counted: `select set_config(…)` / `set local …` at the start of a user's transaction. */
  readonly rlsClaimStatements: number;
  /** Not counted: transactions (each one `begin` and one `commit` or `rollback` round trip). */
  readonly transactions: number;
}

/** Groups a turn's recorded statements by function and statement text. */
export function countStatements(
  recorded: readonly RecordedStatement[],
  transactions: Readonly<Record<string, number>>,
): TurnStatements {
  const counted = recorded.filter((statement) => statement.kind === 'counted');
  const grouped = new Map<string, StatementCount>();
  for (const statement of counted) {
    const key = `${statement.functionName}\u0000${statement.firstLine}`;
    const seen = grouped.get(key);
    grouped.set(key, {
      function: statement.functionName,
      statement: statement.firstLine,
      count: (seen?.count ?? 0) + 1,
    });
  }
  const perFunction: Record<string, number> = {};
  for (const name of countedFunctions) {
    perFunction[name] = counted.filter((statement) => statement.functionName === name).length;
  }
  return {
    total: counted.length,
    perFunction,
    statements: [...grouped.values()],
    rlsClaimStatements: recorded.length - counted.length,
    transactions: Object.values(transactions).reduce((sum, count) => sum + count, 0),
  };
}
