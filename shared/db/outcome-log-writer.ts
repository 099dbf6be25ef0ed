/**
 * The outcome log writer: a request records its tool outcomes and model events as they
 * happen, and after the response they are written with one multi-row insert per table,
 * off the critical path. A database failure never fails the request: the write is
 * retried, and what still could not be written is reported as one structured error.
 */
import type { Logger } from '../log/logger.ts';
import { logOutcomeDiagnostics } from '../log/outcome-diagnostics.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import type { ModelEvent } from './model-event.ts';
import {
  emptyFlushReport,
  flushPending,
  type FlushReport,
  type PendingLog,
  reportLostRows,
} from './outcome-log-flush.ts';
import { defaultRetryDelaysMs } from './outcome-log-retry.ts';
import type { RequestLogContext, ToolRecordOptions } from './outcome-log-rows.ts';
import { letPromiseRun, type WaitUntil } from './outcome-log-wait-until.ts';
import type { ModelEventsRepository } from './repositories/model-events-repository.ts';
import type { ToolExecutionsRepository } from './repositories/tool-executions-repository.ts';

export type { FlushReport, LogRowCounts } from './outcome-log-flush.ts';
export { writeFailedEvent } from './outcome-log-flush.ts';
export type { RequestLogContext, ToolRecordOptions } from './outcome-log-rows.ts';
export { letPromiseRun, type WaitUntil, waitUntilOf } from './outcome-log-wait-until.ts';

/** One request's log: record as things happen, then {@link OutcomeLogRecorder.finish} once. */
export interface OutcomeLogRecorder {
  /** Buffers the rows of one or more outcomes (earlier attempts included). Never throws. */
  recordTool(outcomes: ToolOutcome | readonly ToolOutcome[], options?: ToolRecordOptions): void;
  /** Buffers one or more model events, stamped with the writer's clock. Never throws. */
  recordModelEvent(events: ModelEvent | readonly ModelEvent[]): void;
  /** Writes what is buffered and empties the buffer. Never rejects; flushes run one after
   * another, so a second call writes only what was recorded since the first. */
  flush(): Promise<FlushReport>;
  /** Flushes under the writer's `waitUntil`: the one call a handler makes after building
   * its response. The returned promise need not be awaited. */
  finish(): Promise<FlushReport>;
}

/** Hands out per-request recorders that share the repositories and side effects. */
export interface OutcomeLogWriter {
  forRequest(context: RequestLogContext): OutcomeLogRecorder;
}

/** Dependencies of {@link createOutcomeLogWriter}; side effects default to the real ones. */
export interface OutcomeLogWriterOptions {
  readonly toolExecutions: Pick<ToolExecutionsRepository, 'insertMany'>;
  readonly modelEvents: Pick<ModelEventsRepository, 'insertMany'>;
  readonly logger: Logger;
  /** `EdgeRuntime.waitUntil` on the edge (see `waitUntilOf`); by default the flush just runs. */
  readonly waitUntil?: WaitUntil;
  readonly sleep?: (milliseconds: number) => Promise<void>;
  readonly random?: () => number;
  /** Stamps model events. */
  readonly now?: () => Date;
  /** Waits between tries of a failed write; see `defaultRetryDelaysMs`. */
  readonly retryDelaysMs?: readonly number[];
}

function emptyPending(): PendingLog {
  return { tools: [], events: [] };
}

/** Creates the writer; see {@link OutcomeLogRecorder} for a request's side. */
export function createOutcomeLogWriter(options: OutcomeLogWriterOptions): OutcomeLogWriter {
  const dependencies = {
    toolExecutions: options.toolExecutions,
    modelEvents: options.modelEvents,
    logger: options.logger,
    retry: {
      delaysMs: options.retryDelaysMs ?? defaultRetryDelaysMs,
      sleep: options.sleep ??
        ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds))),
      random: options.random ?? Math.random,
    },
  };
  const now = options.now ?? (() => new Date());
  const waitUntil = options.waitUntil ?? letPromiseRun;

  return {
    forRequest(context) {
      let pending = emptyPending();
      // Flushes of one request run in order, so each writes exactly what it took.
      let previous: Promise<unknown> = Promise.resolve();
      const recorder: OutcomeLogRecorder = {
        recordTool(outcomes, recordOptions = {}) {
          for (const outcome of Array.isArray(outcomes) ? outcomes : [outcomes]) {
            pending.tools.push({ outcome, options: recordOptions });
            // Every outcome passes here (chat and tool functions): the one place its developer log line is written.
            logOutcomeDiagnostics(options.logger, outcome, context);
          }
        },
        recordModelEvent(events) {
          const at = now();
          for (const event of Array.isArray(events) ? events : [events]) pending.events.push({ event, at });
        },
        flush() {
          const taken = pending;
          pending = emptyPending();
          const flushing = previous
            .then(
              () => (taken.tools.length + taken.events.length === 0
                ? emptyFlushReport
                : flushPending(taken, context, dependencies)),
            )
            .catch((error: unknown): FlushReport => {
              // Unreachable by design (`flushPending` catches); here so flush can never reject.
              const failed = { toolExecutions: taken.tools.length, modelEvents: taken.events.length };
              reportLostRows(options.logger, context, failed, 0, error);
              return { ...emptyFlushReport, failed };
            });
          previous = flushing;
          return flushing;
        },
        finish() {
          const flushing = recorder.flush();
          try {
            waitUntil(flushing);
          } catch {
            // Without waitUntil the flush still runs; the runtime may only cut it short.
          }
          return flushing;
        },
      };
      return recorder;
    },
  };
}
