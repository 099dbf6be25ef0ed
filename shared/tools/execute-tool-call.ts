/**
 * Runs one tool call from the model's raw output to an outcome value: name resolution,
 * argument parsing and validation, the idempotency claim, and the handler's tries. The
 * pieces around it live beside it: execute-dependencies.ts, outcome-builders.ts,
 * tool-not-found.ts, side-effect-intent.ts.
 */
import { backoffDelayMs, shouldRetryInExecutor } from './retry-policy.ts';
import type { ArgumentProblem } from './argument-problem.ts';
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import { formatToolError } from './feedback-tool-error.ts';
import {
  formatInProgress,
  formatInvalidArguments,
  formatInvalidJson,
  formatMissing,
  formatResult,
  internalErrorMessage,
  withRepairedJsonNote,
} from './feedback.ts';
import { idempotencyKeyFor } from './idempotency-key.ts';
import { executorLimits } from './limits.ts';
import { failure, successBase, toToolError } from './outcome-builders.ts';
import { parseArguments } from './parse-arguments.ts';
import { redact } from './redact.ts';
import { runWithTimeout } from './run-with-timeout.ts';
import { descriptionAt } from './schema-paths.ts';
import { setupHintOf } from './setup-hint.ts';
import { beginIntent, settleFailedSideEffect, settleIntent } from './side-effect-intent.ts';
import { type AnyToolDefinition, familyOf } from './tool-definition.ts';
import { ToolError } from './tool-error.ts';
import { notFound } from './tool-not-found.ts';
import type { ToolCall, ToolErrorOutcome, ToolOutcome } from './tool-outcome.ts';
import { validateArguments } from './validate-arguments.ts';

export type { ExecuteDependencies, ExecutionContext } from './execute-dependencies.ts';

/** What is already wrong with the members of cut-off arguments that were written in full
 * (not what is missing: that may come after the cut), to fix in the same round. */
function problemsOfCompleteMembers(
  tool: AnyToolDefinition,
  complete: Record<string, unknown> | undefined,
): readonly ArgumentProblem[] {
  if (complete === undefined) return [];
  const validated = validateArguments(complete, tool.parameters, tool.coercion);
  return validated.ok
    ? []
    : validated.problems.filter((problem) => problem.kind !== 'missing' && problem.path.length > 0);
}

/**
 * Runs one tool call from raw model output to an outcome value. Never throws: an
 * unknown name, arguments that do not parse or validate, a handler's typed error, a
 * timeout, an exception, all come back as a `tool-error` outcome with a model-facing
 * message, developer detail and whether a model retry is useful.
 */
export async function executeToolCall(
  dependencies: ExecuteDependencies,
  rawCall: ToolCall,
  context: ExecutionContext = {},
): Promise<ToolOutcome> {
  const call: ToolCall = {
    id: typeof rawCall?.id === 'string' ? rawCall.id : '',
    name: typeof rawCall?.name === 'string' ? rawCall.name : '',
    arguments: typeof rawCall?.arguments === 'string'
      ? rawCall.arguments
      : JSON.stringify(rawCall?.arguments ?? '') ?? '',
  };
  const started: Started = {
    call,
    attempt: context.attempt ?? 1,
    startedAt: dependencies.clock().toISOString(),
    startMs: dependencies.now(),
  };
  try {
    return await executeResolved(dependencies, started, context);
  } catch (error) {
    // The idempotency store or the audit failing (the database went away) is classified by
    // the surroundings; anything else is a bug in the executor. Either way an outcome, never
    // an exception into the loop.
    const classified = dependencies.classifyError?.(error) ?? null;
    if (classified !== null) {
      const tool = dependencies.registry.get(call.name);
      return failure(dependencies, started, {
        category: classified.category,
        modelMessage: formatToolError(
          classified,
          tool?.name ?? call.name,
          tool === undefined ? 'generic' : familyOf(tool),
          undefined,
          tool?.sideEffects === true,
        ),
        detail: errorDetailOf(classified.cause ?? classified),
      });
    }
    return failure(dependencies, started, {
      category: 'internal',
      modelMessage: internalErrorMessage,
      detail: errorDetailOf(error),
    });
  }
}

async function executeResolved(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
): Promise<ToolOutcome> {
  const { registry } = dependencies;
  const { call } = started;
  const resolution = registry.index.resolve(call.name);
  const resolvedName =
    resolution.kind === 'exact' || (resolution.kind === 'equivalent' && context.autoResolveNames === true)
      ? resolution.name
      : null;
  const tool = resolvedName === null ? undefined : registry.get(resolvedName);
  if (tool === undefined || resolvedName === null) return notFound(dependencies, started);

  const parsed = parseArguments(call.arguments);
  if (!parsed.ok) {
    return failure(dependencies, started, {
      category: 'invalid_arguments',
      resolvedName,
      modelMessage: formatInvalidJson(tool.name, parsed, problemsOfCompleteMembers(tool, parsed.complete)),
      detail: { message: `Arguments are not JSON (${parsed.problem} at ${parsed.position}).` },
    });
  }
  const validated = validateArguments(parsed.value, tool.parameters, tool.coercion);
  if (!validated.ok) {
    const missing = validated.onlyMissing;
    const message = missing
      ? formatMissing(tool.name, familyOf(tool), validated.problems)
      : formatInvalidArguments(tool.name, validated.problems, familyOf(tool));
    return failure(dependencies, started, {
      category: missing ? 'needs_input' : 'invalid_arguments',
      resolvedName,
      input: redact(parsed.value),
      field: validated.problems[0]?.path,
      modelMessage: parsed.repaired ? withRepairedJsonNote(message) : message,
      detail: {
        message: `Arguments failed validation: ${
          validated.problems.map((problem) => `${problem.path || '(root)'} ${problem.kind}`).join('; ')
        }`,
      },
    });
  }
  return runTool(dependencies, started, context, tool, validated.value);
}

async function runTool(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  input: unknown,
): Promise<ToolOutcome> {
  const sideEffects = tool.sideEffects === true;
  const idempotencyKey = sideEffects
    ? await idempotencyKeyFor({
      conversationId: context.caller?.conversationId,
      toolCallId: started.call.id,
      toolName: tool.name,
      input,
    })
    : null;
  const loggedInput = redact(input);
  const common = { resolvedName: tool.name, input: loggedInput, idempotencyKey };
  if (idempotencyKey !== null) {
    const claim = await dependencies.idempotencyStore.claim(idempotencyKey);
    if (claim.status === 'in_progress') {
      return failure(dependencies, started, {
        ...common,
        category: 'transient',
        modelMessage: formatInProgress(tool.name),
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
        modelMessage: record.modelMessage,
        replayed: true,
        detail: { message: 'Replayed recorded failure.' },
      });
    }
  }

  const intentId = idempotencyKey === null
    ? null
    : await beginIntent(dependencies, started, context, tool, idempotencyKey, loggedInput);
  if (intentId instanceof ToolError) {
    return failure(dependencies, started, {
      ...common,
      category: intentId.category,
      modelMessage: formatToolError(intentId, tool.name, familyOf(tool), undefined, sideEffects),
      detail: errorDetailOf(intentId),
    });
  }
  const settle = (outcome: ToolOutcome, mayHaveActed: boolean): Promise<void> =>
    settleIntent(dependencies, intentId, outcome, mayHaveActed);

  const timeoutMs = tool.timeoutMs ?? executorLimits.defaultTimeoutMs;
  const earlierAttempts: ToolErrorOutcome[] = [];
  for (let tries = 1;; tries += 1) {
    const attemptStarted: Started = {
      ...started,
      attempt: started.attempt + tries - 1,
      startedAt: dependencies.clock().toISOString(),
      startMs: dependencies.now(),
    };
    const run = await runWithTimeout(
      (signal) =>
        tool.execute(input, {
          signal,
          toolCallId: started.call.id,
          idempotencyKey,
          attempt: attemptStarted.attempt,
          caller: context.caller ?? {},
        }),
      timeoutMs,
      context.signal,
    );
    const error = toToolError(dependencies, run, timeoutMs);
    if (error === null) {
      const output = run.kind === 'value' ? run.value : null;
      const outcome: ToolOutcome = {
        ...successBase(dependencies, attemptStarted, common),
        output,
        modelMessage: formatResult(output),
        earlierAttempts,
      };
      await settle(outcome, false);
      if (idempotencyKey !== null) {
        await dependencies.idempotencyStore.complete(idempotencyKey, {
          type: 'tool-result',
          output,
          modelMessage: outcome.modelMessage,
        });
      }
      return outcome;
    }
    const description = error.field === undefined ? undefined : descriptionAt(tool.parameters, [error.field]);
    const outcome = failure(dependencies, attemptStarted, {
      ...common,
      category: error.category,
      field: error.field,
      earlierAttempts: [...earlierAttempts],
      setup: setupHintOf(error),
      modelMessage: formatToolError(error, tool.name, familyOf(tool), description, sideEffects),
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
    if (idempotencyKey !== null) {
      const mayHaveActed = run.kind === 'timeout' || (run.kind === 'cancelled' && run.started);
      await settle(outcome, mayHaveActed);
      await settleFailedSideEffect(dependencies.idempotencyStore, idempotencyKey, mayHaveActed, outcome);
    }
    return outcome;
  }
}
