/**
 * Builders of the executor's outcome values (`failure`, `successBase`) and the conversion
 * of whatever a handler run ended with into a typed `ToolError` (`thrownToolError`,
 * `toToolError`).
 */
import type { ErrorCategory } from './error-category.ts';
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, Started } from './execute-dependencies.ts';
import { isModelRetryUseful } from './retry-policy.ts';
import type { runWithTimeout } from './run-with-timeout.ts';
import type { SetupHint } from './setup-hint.ts';
import { isToolError, ToolError } from './tool-error.ts';
import type { ToolErrorOutcome } from './tool-outcome.ts';

/** A `tool-error` outcome of a try, its duration measured from `started`. */
export function failure(
  dependencies: ExecuteDependencies,
  started: Started,
  fields: {
    category: ErrorCategory;
    modelMessage: string;
    detail: ToolErrorOutcome['detail'];
    resolvedName?: string | null;
    input?: unknown;
    field?: string;
    idempotencyKey?: string | null;
    earlierAttempts?: readonly ToolErrorOutcome[];
    attempt?: number;
    replayed?: boolean;
    setup?: SetupHint;
  },
): ToolErrorOutcome {
  return {
    type: 'tool-error',
    toolCallId: started.call.id,
    requestedName: started.call.name,
    resolvedName: fields.resolvedName ?? null,
    input: fields.input ?? null,
    attempt: fields.attempt ?? started.attempt,
    durationMs: Math.max(0, dependencies.now() - started.startMs),
    startedAt: started.startedAt,
    idempotencyKey: fields.idempotencyKey ?? null,
    replayed: fields.replayed ?? false,
    earlierAttempts: fields.earlierAttempts ?? [],
    modelMessage: fields.modelMessage,
    category: fields.category,
    modelRetry: isModelRetryUseful(fields.category),
    field: fields.field,
    ...(fields.setup === undefined ? {} : { setup: fields.setup }),
    detail: fields.detail,
  };
}

/** The fields every `tool-result` outcome shares; the caller adds output and message. */
export function successBase(
  dependencies: ExecuteDependencies,
  started: Started,
  common: { resolvedName: string; input: unknown; idempotencyKey: string | null },
) {
  return {
    type: 'tool-result' as const,
    toolCallId: started.call.id,
    requestedName: started.call.name,
    resolvedName: common.resolvedName,
    input: common.input,
    attempt: started.attempt,
    durationMs: Math.max(0, dependencies.now() - started.startMs),
    startedAt: started.startedAt,
    idempotencyKey: common.idempotencyKey,
    replayed: false,
    earlierAttempts: [],
    modelRetry: false as const,
  };
}

/** A thrown error as a typed one: its own, the surroundings' classification, else `internal`. */
export function thrownToolError(dependencies: ExecuteDependencies, error: unknown): ToolError {
  if (isToolError(error)) return error;
  return dependencies.classifyError?.(error) ??
    new ToolError('internal', { detail: errorDetailOf(error).message, cause: error });
}

/** How a handler run failed, as a typed error; null when it returned a plain value. */
export function toToolError(
  dependencies: ExecuteDependencies,
  run: Awaited<ReturnType<typeof runWithTimeout>>,
  timeoutMs: number,
): ToolError | null {
  switch (run.kind) {
    case 'value':
      return isToolError(run.value) ? run.value : null;
    case 'thrown':
      return thrownToolError(dependencies, run.error);
    case 'timeout':
      return new ToolError('transient', {
        reason: 'timeout',
        detail: `The handler did not finish within ${timeoutMs} ms.`,
      });
    case 'cancelled':
      return new ToolError('transient', { reason: 'cancelled', detail: 'The turn was cancelled while the tool ran.' });
  }
}
