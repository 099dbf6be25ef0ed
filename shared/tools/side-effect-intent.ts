/**
 * The audit and idempotency bookkeeping around a side-effect call: the intent row written
 * before it acts, its completion after, and what happens to the idempotency key when the
 * call fails.
 */
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import type { IdempotencyStore } from './idempotency-store.ts';
import type { AnyToolDefinition } from './tool-definition.ts';
import { ToolError } from './tool-error.ts';
import type { ToolErrorOutcome, ToolOutcome } from './tool-outcome.ts';

/**
 * Writes the intent row of a side-effect call before it acts. When that fails the call
 * must not act (an action without its audit row): the key is given back and the failure
 * returned, classified like any error from the surroundings (the database is down: transient).
 */
export async function beginIntent(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  idempotencyKey: string,
  input: unknown,
): Promise<string | ToolError | null> {
  const audit = dependencies.sideEffectAudit;
  if (audit === undefined) return null;
  try {
    return await audit.begin({
      toolName: tool.name,
      toolCallId: started.call.id,
      idempotencyKey,
      attempt: started.attempt,
      input,
      caller: context.caller ?? {},
      startedAt: started.startedAt,
    });
  } catch (error) {
    await dependencies.idempotencyStore.release(idempotencyKey).catch(() => undefined);
    return dependencies.classifyError?.(error) ?? new ToolError('transient', {
      reason: 'unavailable',
      detail: `The audit row could not be written, so the call did not run: ${errorDetailOf(error).message}`,
      cause: error,
    });
  }
}

/**
 * Whether a failed side-effect call may have acted: the executor saw it time out or cut it
 * off (`cutOff`), or the handler itself reported that it may have (`reason: 'timeout'` on a
 * transient failure: "the request went out, the answer did not come back", which is how a
 * send that Gmail may have accepted is reported).
 */
export function mayHaveActed(outcome: ToolOutcome, cutOff: boolean): boolean {
  if (outcome.type !== 'tool-error') return false;
  return cutOff || (outcome.category === 'transient' && outcome.detail.reason === 'timeout');
}

/** Completes the intent row `beginIntent` wrote (none when `intentId` is null) with how the
 * call ended: a failure that may have acted ({@link mayHaveActed}) is recorded as `unknown`. */
export async function settleIntent(
  dependencies: ExecuteDependencies,
  intentId: string | null,
  outcome: ToolOutcome,
  cutOff: boolean,
): Promise<void> {
  if (intentId === null || dependencies.sideEffectAudit === undefined) return;
  const result = outcome.type === 'tool-result'
    ? { outcome: 'success' as const, category: null }
    : { outcome: mayHaveActed(outcome, cutOff) ? 'unknown' as const : 'error' as const, category: outcome.category };
  // Best effort: an intent left open reads as "outcome unknown", which is never wrong.
  await dependencies.sideEffectAudit.complete(intentId, result).catch(() => undefined);
}

/** A side effect that may have happened ({@link mayHaveActed}: it timed out, was cut off
 * while running, or its handler said so) keeps its key so it is not repeated. Any other
 * failure happened before acting: give the key up so a fixed call may act. */
export async function settleFailedSideEffect(
  store: IdempotencyStore,
  key: string,
  cutOff: boolean,
  outcome: ToolErrorOutcome,
): Promise<void> {
  if (mayHaveActed(outcome, cutOff)) {
    await store.complete(key, {
      type: 'tool-error',
      category: outcome.category,
      modelMessage: outcome.modelMessage,
      ...(outcome.interaction === undefined ? {} : { interaction: outcome.interaction }),
    });
    return;
  }
  await store.release(key);
}
