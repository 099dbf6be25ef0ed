import { backoffDelayMs, isModelRetryUseful, shouldRetryInExecutor } from './retry-policy.ts';
import type { ArgumentProblem } from './argument-problem.ts';
import { errorDetailOf } from './error-detail.ts';
import { formatToolError } from './feedback-tool-error.ts';
import {
  formatInProgress,
  formatInvalidArguments,
  formatInvalidJson,
  formatMissing,
  formatNotFound,
  formatResult,
  formatSuggestedToolProblems,
  internalErrorMessage,
  type UnavailableToolSource,
  withRepairedJsonNote,
} from './feedback.ts';
import type { IdempotencyStore } from './idempotency-store.ts';
import { idempotencyKeyFor } from './idempotency-key.ts';
import { executorLimits } from './limits.ts';
import { parseArguments } from './parse-arguments.ts';
import { redact } from './redact.ts';
import { runWithTimeout } from './run-with-timeout.ts';
import { descriptionAt } from './schema-paths.ts';
import { type SetupHint, setupHintOf, setupHintOfMissingTool } from './setup-hint.ts';
import { type AnyToolDefinition, familyOf, type ToolCaller } from './tool-definition.ts';
import { isToolError, ToolError } from './tool-error.ts';
import type { ToolCall, ToolErrorOutcome, ToolOutcome } from './tool-outcome.ts';
import type { ToolRegistry } from './tool-registry.ts';
import type { NameSuggestion } from './tool-name-index.ts';
import { validateArguments } from './validate-arguments.ts';
import type { ErrorCategory } from './error-category.ts';
import type { SideEffectAudit } from './side-effect-audit.ts';

/** What one `execute` needs from its surroundings; every side effect is injected. */
export interface ExecuteDependencies {
  readonly registry: ToolRegistry;
  readonly idempotencyStore: IdempotencyStore;
  /** Monotonic milliseconds, for durations. */
  readonly now: () => number;
  /** Wall-clock time, for `startedAt`. */
  readonly clock: () => Date;
  readonly sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  readonly random: () => number;
  /** Tries of a transiently failing idempotent call, all told. */
  readonly maxTransientAttempts?: number;
  /** Sources whose tools are missing this turn, named in not-found messages. */
  readonly unavailableSources?: readonly UnavailableToolSource[];
  /** Writes a side-effect call's intent row before it acts (and completes it after); none
   * when absent. When the intent cannot be written the call does not act. */
  readonly sideEffectAudit?: SideEffectAudit;
  /** Recognises errors from the surroundings that are not the tool's fault (the database
   * going away under a handler or the idempotency store) and names their category; an
   * error it returns null for is `internal`. */
  readonly classifyError?: (error: unknown) => ToolError | null;
}

/** Per-call settings from the chat loop. */
export interface ExecutionContext {
  /** The attempt number of this call's first try (the loop counts model rounds). */
  readonly attempt?: number;
  readonly caller?: ToolCaller;
  /** The agent's opt-in: run a tool whose name differs only in case and separators. */
  readonly autoResolveNames?: boolean;
  /** Aborts every running handler when the turn is cancelled. */
  readonly signal?: AbortSignal;
}

interface Started {
  readonly call: ToolCall;
  readonly attempt: number;
  readonly startedAt: string;
  readonly startMs: number;
}

function failure(
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

/** Above this score a suggestion is clear enough to check the arguments against it. */
const confidentSuggestionScore = 0.8;

function notFound(dependencies: ExecuteDependencies, started: Started): ToolErrorOutcome {
  const { registry } = dependencies;
  const ranked = registry.index.suggest(started.call.name, executorLimits.maxSuggestions);
  const suggestions = ranked.map((suggestion) => ({
    name: suggestion.name,
    description: registry.get(suggestion.name)?.description ?? '',
  }));
  return failure(dependencies, started, {
    category: 'not_found',
    modelMessage: formatNotFound(
      started.call.name,
      suggestions,
      registry.names,
      argumentHintFor(registry, ranked, started.call.arguments),
      dependencies.unavailableSources,
    ),
    detail: {
      message: `No tool named ${JSON.stringify(started.call.name.slice(0, 200))}; suggested ${
        suggestions.map((suggestion) => suggestion.name).join(', ') || 'none'
      }`,
    },
    setup: setupHintOfMissingTool(started.call.name, dependencies.unavailableSources),
  });
}

/** When one suggestion clearly stands out, the problems the arguments would have with it. */
function argumentHintFor(
  registry: ToolRegistry,
  ranked: readonly NameSuggestion[],
  rawArguments: string,
): string | undefined {
  const [best, second] = ranked;
  if (
    best === undefined || best.score < confidentSuggestionScore ||
    (second !== undefined && second.score >= best.score - 0.05)
  ) return undefined;
  const tool = registry.get(best.name);
  const parsed = parseArguments(rawArguments);
  if (tool === undefined || !parsed.ok) return undefined;
  const validated = validateArguments(parsed.value, tool.parameters, tool.coercion);
  return validated.ok ? undefined : formatSuggestedToolProblems(tool.name, validated.problems);
}

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

/** A thrown error as a typed one: its own, the surroundings' classification, else `internal`. */
function thrownToolError(dependencies: ExecuteDependencies, error: unknown): ToolError {
  if (isToolError(error)) return error;
  return dependencies.classifyError?.(error) ??
    new ToolError('internal', { detail: errorDetailOf(error).message, cause: error });
}

function toToolError(
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
  const settle = async (outcome: ToolOutcome, mayHaveActed: boolean): Promise<void> => {
    if (intentId === null || dependencies.sideEffectAudit === undefined) return;
    const result = outcome.type === 'tool-result'
      ? { outcome: 'success' as const, category: null }
      : { outcome: mayHaveActed ? 'unknown' as const : 'error' as const, category: outcome.category };
    // Best effort: an intent left open reads as "outcome unknown", which is never wrong.
    await dependencies.sideEffectAudit.complete(intentId, result).catch(() => undefined);
  };

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

/**
 * Writes the intent row of a side-effect call before it acts. When that fails the call
 * must not act (an action without its audit row): the key is given back and the failure
 * returned, classified like any error from the surroundings (the database is down: transient).
 */
async function beginIntent(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  idempotencyKey: string,
  input: unknown,
): Promise<string | ToolError | null> {
  const audit = dependencies.sideEffectAudit;
  if (audit === undefined || tool.auditedUpstream === true) return null;
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

function successBase(
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

/** A side effect that timed out (or was cut off while running) may have happened: keep
 * the key so it is not repeated. Any other failure happened before acting, or the handler
 * said so: give the key up so a fixed call may act. */
async function settleFailedSideEffect(
  store: IdempotencyStore,
  key: string,
  mayHaveActed: boolean,
  outcome: ToolErrorOutcome,
): Promise<void> {
  if (mayHaveActed) {
    await store.complete(key, { type: 'tool-error', category: outcome.category, modelMessage: outcome.modelMessage });
    return;
  }
  await store.release(key);
}
