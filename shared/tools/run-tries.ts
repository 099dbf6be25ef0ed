/**
 * The tries of one call: run it with its timeout, classify how it ended, and run it again
 * after a transient failure while the retry policy allows (never for side effects). Used
 * for calls that act here and for hand-overs to the side that acts.
 */
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import { formatToolError } from './feedback-tool-error.ts';
import { executorLimits } from './limits.ts';
import { failure, toToolError } from './outcome-builders.ts';
import { backoffDelayMs, shouldRetryInExecutor } from './retry-policy.ts';
import { type BoundedRun, runWithTimeout } from './run-with-timeout.ts';
import { descriptionAt } from './schema-paths.ts';
import { setupHintOf } from './setup-hint.ts';
import { type AnyToolDefinition, familyOf } from './tool-definition.ts';
import type { ToolErrorOutcome, ToolOutcome } from './tool-outcome.ts';

/** The fields every outcome of this call shares. */
export interface CallCommon {
  readonly resolvedName: string;
  readonly input: unknown;
  readonly idempotencyKey: string | null;
}

/** How the last try ended, for the caller's bookkeeping (intent rows, idempotency keys). */
export interface TriesEnd {
  readonly outcome: ToolOutcome;
  /** The last try may have acted although it failed (it timed out, or was cut off while running). */
  readonly mayHaveActed: boolean;
}

/** One try: what to run, and how a value it returned becomes the outcome (null: a plain
 * failure to classify, as a returned `ToolError` is). */
export interface TryRunner {
  run(signal: AbortSignal, attempt: number): Promise<unknown>;
  outcomeOf(value: unknown, attemptStarted: Started, earlierAttempts: readonly ToolErrorOutcome[]): ToolOutcome | null;
}

/** Runs the tries of a call whose arguments are valid; see the file comment. */
export async function runTries(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  common: CallCommon,
  runner: TryRunner,
): Promise<TriesEnd> {
  const sideEffects = tool.sideEffects === true;
  const timeoutMs = tool.timeoutMs ?? executorLimits.defaultTimeoutMs;
  const earlierAttempts: ToolErrorOutcome[] = [];
  for (let tries = 1;; tries += 1) {
    const attemptStarted: Started = {
      ...started,
      attempt: started.attempt + tries - 1,
      startedAt: dependencies.clock().toISOString(),
      startMs: dependencies.now(),
    };
    const run: BoundedRun = await runWithTimeout(
      (signal) => runner.run(signal, attemptStarted.attempt),
      timeoutMs,
      context.signal,
    );
    const value = run.kind === 'value' ? runner.outcomeOf(run.value, attemptStarted, [...earlierAttempts]) : null;
    if (value !== null) return { outcome: value, mayHaveActed: false };
    const error = toToolError(dependencies, run, timeoutMs);
    if (error === null) {
      // A plain value where the runner expected its own report: a bug on the other side.
      throw new Error(`${tool.name} returned a value its runner does not accept.`);
    }
    const description = error.field === undefined ? undefined : descriptionAt(tool.parameters, [error.field]);
    const outcome = failure(dependencies, attemptStarted, {
      ...common,
      category: error.category,
      field: error.field,
      earlierAttempts: [...earlierAttempts],
      setup: setupHintOf(error),
      feedback: formatToolError(error, tool.name, familyOf(tool), description, sideEffects),
      detail: errorDetailOf(error.category === 'internal' && error.cause !== undefined ? error.cause : error),
    });
    if (
      shouldRetryInExecutor(error.category, error.reason, sideEffects, tries, dependencies.maxTransientAttempts) &&
      context.signal?.aborted !== true
    ) {
      earlierAttempts.push(outcome);
      await dependencies.sleep(backoffDelayMs(tries - 1, dependencies.random, error.retryAfterMs), context.signal);
      continue;
    }
    return { outcome, mayHaveActed: run.kind === 'timeout' || (run.kind === 'cancelled' && run.started) };
  }
}
