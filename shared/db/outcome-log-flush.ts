import type { Logger } from '../log/logger.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import type { ModelEvent } from './model-event.ts';
import { redactLogText } from './outcome-log-redact.ts';
import { type RetryPolicy, writeWithRetry } from './outcome-log-retry.ts';
import {
  modelEventRowOf,
  type RequestLogContext,
  toolExecutionRowsOf,
  type ToolRecordOptions,
} from './outcome-log-rows.ts';
import type { ModelEventRow, ModelEventsRepository } from './repositories/model-events-repository.ts';
import type { ToolExecutionRow, ToolExecutionsRepository } from './repositories/tool-executions-repository.ts';

/** Row counts per table. */
export interface LogRowCounts {
  readonly toolExecutions: number;
  readonly modelEvents: number;
}

/** What one flush did. It always resolves; `failed` rows were reported to the logger. */
export interface FlushReport {
  readonly written: LogRowCounts;
  readonly failed: LogRowCounts;
  /** Tries of the write, the first included; 0 when there was nothing to write. */
  readonly attempts: number;
}

/** What a request recorded and has not flushed yet. */
export interface PendingLog {
  readonly tools: { readonly outcome: ToolOutcome; readonly options: ToolRecordOptions }[];
  readonly events: { readonly event: ModelEvent; readonly at: Date }[];
}

/** Where and how {@link flushPending} writes. */
export interface FlushDependencies {
  readonly toolExecutions: Pick<ToolExecutionsRepository, 'insertMany'>;
  readonly modelEvents: Pick<ModelEventsRepository, 'insertMany'>;
  readonly logger: Logger;
  readonly retry: RetryPolicy;
}

/** The event logged when rows could not be written. */
export const writeFailedEvent = 'outcome-log-write-failed';

/** A report of nothing done. */
export const emptyFlushReport: FlushReport = {
  written: { toolExecutions: 0, modelEvents: 0 },
  failed: { toolExecutions: 0, modelEvents: 0 },
  attempts: 0,
};

const maxErrorLength = 500;

function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** Logs the one structured error of a flush that lost rows: counts, never the rows. */
export function reportLostRows(
  logger: Logger,
  context: RequestLogContext,
  failed: LogRowCounts,
  attempts: number,
  error: unknown,
): void {
  try {
    logger.error(writeFailedEvent, {
      requestId: context.requestId,
      conversationId: context.conversationId ?? null,
      source: context.source,
      toolExecutions: failed.toolExecutions,
      modelEvents: failed.modelEvents,
      attempts,
      error: redactLogText(errorMessageOf(error), maxErrorLength),
    });
  } catch {
    // A broken logger must not turn a failed write into a failed request either.
  }
}

function rowsOf(pending: PendingLog, context: RequestLogContext) {
  const toolRows: ToolExecutionRow[] = [];
  const eventRows: ModelEventRow[] = [];
  const unmapped = { toolExecutions: 0, modelEvents: 0, error: undefined as unknown };
  for (const { outcome, options } of pending.tools) {
    try {
      toolRows.push(...toolExecutionRowsOf(outcome, context, options));
    } catch (error) {
      unmapped.toolExecutions += 1;
      unmapped.error = error;
    }
  }
  for (const { event, at } of pending.events) {
    try {
      eventRows.push(modelEventRowOf(event, context, at));
    } catch (error) {
      unmapped.modelEvents += 1;
      unmapped.error = error;
    }
  }
  return { toolRows, eventRows, unmapped };
}

/**
 * Maps what a request recorded to rows and writes each table's rows with one statement,
 * retried per the policy. Resolves with the counts; rows it could not write (or map,
 * counted per outcome) are reported to the logger once.
 */
export async function flushPending(
  pending: PendingLog,
  context: RequestLogContext,
  dependencies: FlushDependencies,
): Promise<FlushReport> {
  const { toolRows, eventRows, unmapped } = rowsOf(pending, context);
  const writes = new Map<keyof LogRowCounts, () => Promise<unknown>>();
  if (toolRows.length > 0) writes.set('toolExecutions', () => dependencies.toolExecutions.insertMany(toolRows));
  if (eventRows.length > 0) writes.set('modelEvents', () => dependencies.modelEvents.insertMany(eventRows));
  const result = await writeWithRetry(writes, dependencies.retry)
    .catch((error: unknown) => ({ failed: [...writes.keys()], attempts: 1, lastError: error }));
  const lost = (key: keyof LogRowCounts, rows: number): number => (result.failed.includes(key) ? rows : 0);
  const failed = {
    toolExecutions: unmapped.toolExecutions + lost('toolExecutions', toolRows.length),
    modelEvents: unmapped.modelEvents + lost('modelEvents', eventRows.length),
  };
  if (failed.toolExecutions + failed.modelEvents > 0) {
    reportLostRows(dependencies.logger, context, failed, result.attempts, result.lastError ?? unmapped.error);
  }
  return {
    written: {
      toolExecutions: toolRows.length - lost('toolExecutions', toolRows.length),
      modelEvents: eventRows.length - lost('modelEvents', eventRows.length),
    },
    failed,
    attempts: result.attempts,
  };
}
