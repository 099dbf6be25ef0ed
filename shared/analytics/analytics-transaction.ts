/**
 * The transaction analytics reads run in. The open period's bounds are known only at run
 * time, so the planner estimates a report query over every partition; that estimate can
 * pass `jit_above_cost`, and a server with JIT on (Postgres' default) then compiles each
 * query for seconds: 10–22 s per query at 200,000 rows, against 0.1 s without
 * (`npm run bench:analytics`). These are short reads that JIT never pays back, so it is
 * turned off for the reading transaction only.
 */
import type { SqlClient, SqlExecutor } from '../db/sql-client.ts';

/** Prepares an open transaction for analytics reads (JIT off until it ends). */
export async function prepareAnalyticsReads(transaction: SqlExecutor): Promise<void> {
  await transaction.query(`select set_config('jit', 'off', true)`);
}

/** Runs `work` in a transaction prepared by {@link prepareAnalyticsReads}. */
export function inAnalyticsTransaction<Result>(
  sql: SqlClient,
  work: (transaction: SqlExecutor) => Promise<Result>,
): Promise<Result> {
  return sql.transaction(async (transaction) => {
    await prepareAnalyticsReads(transaction);
    return work(transaction);
  });
}
