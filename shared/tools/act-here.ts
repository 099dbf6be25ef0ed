/**
 * The second half of a call to a tool that acts in this process: the idempotency claim
 * and the intent row for side effects, the tries, and the bookkeeping after them. The
 * caller logs the outcome: each attempt is claimed, audited and logged here, once.
 */
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import { formatToolError } from './feedback-tool-error.ts';
import { formatInProgress, plainFeedback } from './feedback.ts';
import { idempotencyKeyFor } from './idempotency-key.ts';
import { failure, successBase } from './outcome-builders.ts';
import { redact } from './redact.ts';
import { runTries } from './run-tries.ts';
import { beginIntent, settleFailedSideEffect, settleIntent } from './side-effect-intent.ts';
import { type AnyToolDefinition, familyOf, type ToolHandler } from './tool-definition.ts';
import { isToolError, ToolError } from './tool-error.ts';
import type { ToolOutcome } from './tool-outcome.ts';
import { resultModelText } from './untrusted-output.ts';

/** Runs a validated call of a tool that acts here; see the file comment. */
export async function actHere(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  execute: ToolHandler<unknown>,
  input: unknown,
): Promise<ToolOutcome> {
  const sideEffects = tool.sideEffects === true;
  const caller = context.caller ?? {};
  const idempotencyKey = sideEffects
    ? await idempotencyKeyFor({
      userId: caller.userId,
      conversationId: caller.conversationId,
      toolCallId: started.call.id,
      toolName: tool.name,
      input,
    })
    : null;
  const common = { resolvedName: tool.name, input: redact(input), idempotencyKey };
  if (idempotencyKey !== null) {
    const claim = await dependencies.idempotencyStore.claim(idempotencyKey);
    if (claim.status === 'in_progress') {
      return failure(dependencies, started, {
        ...common,
        category: 'transient',
        feedback: plainFeedback(formatInProgress(tool.name)),
        detail: { message: 'Same idempotency key already running.' },
      });
    }
    if (claim.status === 'completed') {
      const { record } = claim;
      if (record.type === 'tool-result') {
        return {
          ...successBase(dependencies, started, common),
          output: record.output,
          modelMessage: record.modelMessage,
          replayed: true,
        };
      }
      return failure(dependencies, started, {
        ...common,
        category: record.category,
        feedback: { text: record.modelMessage, interaction: record.interaction },
        replayed: true,
        detail: { message: 'Replayed recorded failure.' },
      });
    }
  }

  const intentId = idempotencyKey === null
    ? null
    : await beginIntent(dependencies, started, context, tool, idempotencyKey, common.input);
  if (intentId instanceof ToolError) {
    return failure(dependencies, started, {
      ...common,
      category: intentId.category,
      feedback: formatToolError(intentId, tool.name, familyOf(tool), undefined, sideEffects),
      detail: errorDetailOf(intentId),
    });
  }
  const { outcome, mayHaveActed } = await runTries(dependencies, started, context, tool, common, {
    run: (signal, attempt) =>
      Promise.resolve(execute(input, { signal, toolCallId: started.call.id, idempotencyKey, attempt, caller })),
    outcomeOf: (value, attemptStarted, earlierAttempts) =>
      isToolError(value) ? null : {
        ...successBase(dependencies, attemptStarted, common),
        output: value,
        modelMessage: resultModelText(tool, value, dependencies.randomBytes),
        earlierAttempts,
      },
  });
  await settleIntent(dependencies, intentId, outcome, mayHaveActed);
  if (idempotencyKey === null) return outcome;
  if (outcome.type === 'tool-result') {
    await dependencies.idempotencyStore.complete(idempotencyKey, {
      type: 'tool-result',
      output: outcome.output,
      modelMessage: outcome.modelMessage,
    });
  } else {
    await settleFailedSideEffect(dependencies.idempotencyStore, idempotencyKey, mayHaveActed, outcome);
  }
  return outcome;
}
