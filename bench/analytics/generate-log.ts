/**
 * Fills a migrated bench database with a year of logs in SQL (generate_series, a few
 * statements per chunk of turns): owners and agents, conversations, user messages,
 * `rows` tool execution rows and the model events of their turns.
 */
import type { SqlClient, SqlExecutor } from '../../shared/db/sql-client.ts';
import { createGeneratorTables } from './generate-setup.ts';
import { generateToolRows } from './generate-tool-rows.ts';
import { generateTurnRecords } from './generate-turn-records.ts';
import { generateTurns } from './generate-turns.ts';
import { expectedCallsPerTurn } from './log-shape.ts';
import { expectedRowsPerCall } from './outcome-patterns.ts';

/** What was generated, and how long it took. */
export interface GeneratedLog {
  readonly toolRows: number;
  readonly turns: number;
  readonly messages: number;
  readonly modelEvents: number;
  readonly generationMs: number;
}

/** Tool rows one statement inserts, about. */
const rowsPerChunk = 500_000;

// More turns than the rows need on average, so that each stretch of the year reaches its
// share (chance varies it); the surplus is cut evenly.
const turnsMargin = 1.15;

/** A bulk load: no wait for the WAL flush, room to hash and sort, no JIT (it compiled for
 * seconds per statement). Local to the transaction. */
function bulk<Result>(sql: SqlClient, work: (transaction: SqlExecutor) => Promise<Result>): Promise<Result> {
  return sql.transaction(async (transaction) => {
    await transaction.exec(`set local synchronous_commit = off; set local work_mem = '256MB'; set local jit = off;`);
    return work(transaction);
  });
}

async function functionExists(sql: SqlExecutor, name: string): Promise<boolean> {
  const rows = await sql.query<{ present: boolean }>(`select to_regproc($1) is not null as present`, [name]);
  return rows[0]?.present === true;
}

/** Creates the monthly partitions of the whole year before the load (when the schema is
 * partitioned): one row of the first day in each default partition, then
 * `parley.ensure_log_partitions`, which starts at the oldest default row's month. */
async function createYearPartitions(sql: SqlClient): Promise<void> {
  if (!(await functionExists(sql, 'parley.ensure_log_partitions'))) return;
  await sql.transaction(async (transaction) => {
    await transaction.exec(`
      insert into public.tool_executions (tool_call_id, requested_tool_name, attempt, status, model_message, duration_ms,
        source, created_at)
        select 'bench-sentinel', 'bench', 1, 'success', '', 0, 'chat', min(day_start) from bench.day_slots;
      insert into public.model_events (request_id, kind, created_at)
        select 'bench-sentinel', 'retry', min(day_start) from bench.day_slots;
      select parley.ensure_log_partitions(3);
      delete from public.tool_executions where tool_call_id = 'bench-sentinel';
      delete from public.model_events where request_id = 'bench-sentinel';
    `);
  });
}

async function countOf(sql: SqlExecutor, table: string): Promise<number> {
  const rows = await sql.query<{ count: number }>(`select count(*)::bigint as count from ${table}`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Generates the log; `progress` hears a line per step (for stderr). Ends with
 * `vacuum (analyze)`, as autovacuum would have left a year-old table.
 */
export async function generateLog(
  sql: SqlClient,
  options: { readonly rows: number; readonly now: Date; readonly progress: (line: string) => void },
): Promise<GeneratedLog> {
  const started = performance.now();
  const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  await createGeneratorTables(sql, options.now);
  await createYearPartitions(sql);
  const plannedTurns = Math.ceil((options.rows / (expectedCallsPerTurn() * expectedRowsPerCall())) * turnsMargin) + 100;
  await bulk(sql, (transaction) => generateTurns(transaction, plannedTurns));
  options.progress(`${plannedTurns.toLocaleString('en')} turns drawn (${elapsed()})`);
  const turnsPerChunk = Math.max(1_000, Math.ceil(rowsPerChunk / (expectedCallsPerTurn() * expectedRowsPerCall())));
  let toolRows = 0;
  let lastTurn = 0;
  while (toolRows < options.rows && lastTurn < plannedTurns) {
    const firstTurn = lastTurn + 1;
    lastTurn = Math.min(plannedTurns, lastTurn + turnsPerChunk);
    // Each range of turns (a stretch of the year) gets its share of the rows; a range that
    // falls short leaves the rest to the next.
    const target = lastTurn === plannedTurns ? options.rows : Math.round((options.rows * lastTurn) / plannedTurns);
    const inserted = await bulk(
      sql,
      (transaction) => generateToolRows(transaction, firstTurn, lastTurn, Math.max(0, target - toolRows)),
    );
    toolRows += inserted;
    options.progress(`${toolRows.toLocaleString('en')} tool rows (${elapsed()})`);
  }
  await bulk(sql, (transaction) => generateTurnRecords(transaction, lastTurn));
  options.progress(`conversations, messages and model events of ${lastTurn.toLocaleString('en')} turns (${elapsed()})`);
  await sql.exec(`vacuum (analyze) public.tool_executions, public.model_events, public.messages, public.conversations`);
  options.progress(`vacuum analyze (${elapsed()})`);
  return {
    toolRows,
    turns: lastTurn,
    messages: await countOf(sql, 'public.messages'),
    modelEvents: await countOf(sql, 'public.model_events'),
    generationMs: Math.round(performance.now() - started),
  };
}
