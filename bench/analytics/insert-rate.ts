/**
 * Rows per second of the log writer's `insertMany` (one statement per batch) into the
 * partitioned `public.tool_executions` and into the unpartitioned copy holding the same
 * rows. The copy is reached by the very same statement, its table name swapped by the
 * executor handed to the repository. Rounds alternate between the two tables so a burst
 * of load elsewhere hits both alike; each keeps its median round.
 */
import {
  createToolExecutionsRepository,
  type ToolExecutionRow,
} from '../../shared/db/repositories/tool-executions-repository.ts';
import type { SqlExecutor } from '../../shared/db/sql-client.ts';
import { baselineTable } from './baseline-table.ts';
import { nearestRank } from './time-queries.ts';

/** Rows per second into each table. */
export interface InsertRates {
  readonly partitioned: number;
  readonly baseline: number;
}

/** How much to write. */
export interface InsertRateOptions {
  readonly batchSize: number;
  readonly batchesPerRound: number;
  readonly rounds: number;
}

/** An agent and its owner, whose rows the batches carry. */
export interface BatchAgent {
  readonly agentId: string;
  readonly ownerId: string;
}

/** The same executor, with `public.tool_executions` in each statement replaced by `table`. */
export function redirectedTo(sql: SqlExecutor, table: string): SqlExecutor {
  return {
    query: (text, parameters) => sql.query(text.replaceAll('public.tool_executions', table), parameters),
    exec: (script) => sql.exec(script.replaceAll('public.tool_executions', table)),
  };
}

function batchOf(batch: number, size: number, agents: readonly BatchAgent[]): ToolExecutionRow[] {
  const agent = agents[batch % agents.length] ?? { agentId: null, ownerId: null };
  const now = Date.now();
  return Array.from({ length: size }, (_, index): ToolExecutionRow => {
    const failed = index % 8 === 7;
    return {
      requestId: `bench-insert-${batch}`,
      conversationId: null,
      agentId: agent.agentId,
      userId: agent.ownerId,
      toolCallId: `call_bench_${batch}_${index}`,
      requestedToolName: 'web_search',
      resolvedToolName: 'web_search',
      attempt: 1,
      status: failed ? 'error' : 'success',
      category: failed ? 'transient' : null,
      modelMessage: failed ? 'Tool `web_search` is temporarily unavailable.' : '{"results":[{"title":"A result"}]}',
      interactionKind: null,
      input: { query: `bench ${batch} ${index}`, count: 5 },
      durationMs: 40 + (index % 900),
      retryRequested: false,
      model: 'gpt-4o-mini',
      idempotencyKey: null,
      replayed: false,
      source: 'chat',
      provider: 'serper',
      detail: failed ? { message: 'Upstream answered 503', errorName: 'ToolError', status: 503 } : null,
      createdAt: new Date(now - (size - index)).toISOString(),
    };
  });
}

/** Measures both tables (the copy must exist: {@link createBaselineTable}). */
export async function measureInsertRates(
  sql: SqlExecutor,
  agents: readonly BatchAgent[],
  options: InsertRateOptions,
): Promise<InsertRates> {
  const targets = {
    partitioned: createToolExecutionsRepository(sql),
    baseline: createToolExecutionsRepository(redirectedTo(sql, baselineTable)),
  };
  let batch = 0;
  const round = async (target: keyof typeof targets, batches: number): Promise<number> => {
    const started = performance.now();
    for (let index = 0; index < batches; index += 1) {
      batch += 1;
      await targets[target].insertMany(batchOf(batch, options.batchSize, agents));
    }
    return (batches * options.batchSize * 1000) / (performance.now() - started);
  };
  await round('partitioned', 3);
  await round('baseline', 3);
  const rates: Record<keyof typeof targets, number[]> = { partitioned: [], baseline: [] };
  for (let index = 0; index < options.rounds; index += 1) {
    rates.partitioned.push(await round('partitioned', options.batchesPerRound));
    rates.baseline.push(await round('baseline', options.batchesPerRound));
  }
  return {
    partitioned: Math.round(nearestRank(rates.partitioned, 0.5)),
    baseline: Math.round(nearestRank(rates.baseline, 0.5)),
  };
}
