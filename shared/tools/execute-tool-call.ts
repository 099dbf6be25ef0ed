/**
 * Runs one tool call from the model's raw output to an outcome value, in two halves:
 * prepare-tool-call.ts (name, arguments) and, for a valid call, act-here.ts (a tool of this
 * process: claim, audit, tries) or act-elsewhere.ts (a tool of another function, which does
 * those itself). Each step happens once per attempt, on the side that acts.
 */
import type { ApprovalRequest } from './approval-request.ts';
import { decideConsent, previewOf } from './consent-decision.ts';
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import { formatToolError } from './feedback-tool-error.ts';
import { internalErrorMessage, plainFeedback } from './feedback.ts';
import { actElsewhere } from './act-elsewhere.ts';
import { actHere } from './act-here.ts';
import { failure } from './outcome-builders.ts';
import { normalizeCall, type PreparedCall, prepareToolCall } from './prepare-tool-call.ts';
import { type AnyToolDefinition, familyOf } from './tool-definition.ts';
import { notFound } from './tool-not-found.ts';
import type { ToolCall, ToolOutcome } from './tool-outcome.ts';

export type { ExecuteDependencies, ExecutionContext } from './execute-dependencies.ts';

function act(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  input: unknown,
): Promise<ToolOutcome> {
  if (tool.actsElsewhere !== undefined) {
    return actElsewhere(dependencies, started, context, tool, tool.actsElsewhere, input);
  }
  if (tool.execute !== undefined) return actHere(dependencies, started, context, tool, tool.execute, input);
  throw new Error(`${tool.name} has neither a handler nor a side that acts for it.`);
}

async function prepareAndAct(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
): Promise<ToolOutcome> {
  const prepared = prepareToolCall(dependencies, started, context);
  if (prepared.kind === 'rejected') return prepared.outcome;
  return act(dependencies, started, context, prepared.tool, prepared.input);
}

/**
 * Runs one tool call from raw model output to an outcome value. Never throws: an
 * unknown name, arguments that do not parse or validate, a handler's typed error, a
 * timeout, an exception, all come back as a `tool-error` outcome with a model-facing
 * message, developer detail and whether a model retry is useful.
 */
export function executeToolCall(
  dependencies: ExecuteDependencies,
  rawCall: ToolCall,
  context: ExecutionContext = {},
): Promise<ToolOutcome> {
  return guarded(
    dependencies,
    normalizeCall(rawCall),
    context,
    (started) => prepareAndAct(dependencies, started, context),
  );
}

/**
 * Acts on a call that another executor already resolved and validated (a call delegated
 * to this function): the tool by its exact name, the input as given; the claim, audit,
 * tries and outcome as for any call. Never throws.
 */
export function actOnValidatedCall(
  dependencies: ExecuteDependencies,
  rawCall: ToolCall,
  input: unknown,
  context: ExecutionContext = {},
): Promise<ToolOutcome> {
  return guarded(dependencies, normalizeCall(rawCall), context, (started) => {
    const tool = dependencies.registry.get(started.call.name);
    return tool === undefined
      ? Promise.resolve(notFound(dependencies, started))
      : act(dependencies, started, context, tool, input);
  });
}

/** A try of `call` starting now. */
function start(dependencies: ExecuteDependencies, call: ToolCall, context: ExecutionContext): Started {
  return {
    call,
    attempt: context.attempt ?? 1,
    startedAt: dependencies.clock().toISOString(),
    startMs: dependencies.now(),
  };
}

/** Runs `work` from the call's start, turning anything it throws into an outcome. */
function guarded(
  dependencies: ExecuteDependencies,
  call: ToolCall,
  context: ExecutionContext,
  work: (started: Started) => Promise<ToolOutcome>,
): Promise<ToolOutcome> {
  return guardedFrom(dependencies, start(dependencies, call, context), work);
}

async function guardedFrom(
  dependencies: ExecuteDependencies,
  started: Started,
  work: (started: Started) => Promise<ToolOutcome>,
): Promise<ToolOutcome> {
  const { call } = started;
  try {
    return await work(started);
  } catch (error) {
    // The idempotency store or the audit failing (the database went away) is classified by
    // the surroundings; anything else is a bug in the executor. Either way an outcome, never
    // an exception into the loop.
    const classified = dependencies.classifyError?.(error) ?? null;
    if (classified !== null) {
      const tool = dependencies.registry.get(call.name);
      return failure(dependencies, started, {
        category: classified.category,
        feedback: formatToolError(
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
      feedback: plainFeedback(internalErrorMessage),
      detail: errorDetailOf(error),
    });
  }
}

/** How a round of calls ended: every call ran (or was refused before acting), or none
 * acted because some must ask the user first. */
export type RoundEnd =
  | { readonly kind: 'ran'; readonly outcomes: readonly ToolOutcome[] }
  | { readonly kind: 'awaiting'; readonly approvals: readonly ApprovalRequest[] };

/** Why a call asks when its tool's consent declarations threw: fail closed. */
const uncheckableReason = 'Parley could not check where this call sends data, so it asks you first.';

function approvalRequestOf(
  prepared: Extract<PreparedCall, { kind: 'ready' }>,
  call: ToolCall,
  context: ExecutionContext,
): ApprovalRequest | null {
  if (context.consent === undefined) return null;
  const { tool, input } = prepared;
  let reason: string;
  try {
    const decision = decideConsent(tool, input, call.id, context.consent);
    if (decision.kind === 'run') return null;
    reason = decision.reason;
  } catch {
    reason = uncheckableReason;
  }
  let preview: ApprovalRequest['preview'];
  try {
    preview = previewOf(tool, input);
  } catch {
    preview = { kind: 'tool', server: null, tool: tool.name, arguments: input };
  }
  return { toolCallId: call.id, toolName: tool.name, input, reason, preview };
}

/**
 * Runs the calls of one model turn: each call's first half (name, arguments), then the
 * consent step of those that are valid; when any must ask the user, none acts and the
 * round ends `awaiting` (it runs again, whole, once the user answered); otherwise the
 * valid calls act, at most `limit` at once. Never throws; outcomes in call order.
 */
export async function executeRound(
  dependencies: ExecuteDependencies,
  rawCalls: readonly ToolCall[],
  contextOf: (call: ToolCall) => ExecutionContext,
  limit: number,
): Promise<RoundEnd> {
  const entries = rawCalls.map((rawCall) => {
    const context = contextOf(rawCall);
    const started = start(dependencies, normalizeCall(rawCall), context);
    let prepared: PreparedCall | { readonly kind: 'threw'; readonly error: unknown };
    try {
      prepared = prepareToolCall(dependencies, started, context);
    } catch (error) {
      prepared = { kind: 'threw', error };
    }
    return { context, started, prepared };
  });
  const approvals = entries.flatMap(({ context, started, prepared }) => {
    const request = prepared.kind === 'ready' ? approvalRequestOf(prepared, started.call, context) : null;
    return request === null ? [] : [request];
  });
  if (approvals.length > 0) return { kind: 'awaiting', approvals };

  const outcomes = new Array<ToolOutcome>(entries.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < entries.length) {
      const index = next;
      next += 1;
      const { context, started, prepared } = entries[index] as (typeof entries)[number];
      outcomes[index] = await guardedFrom(dependencies, started, async (current) => {
        if (prepared.kind === 'threw') throw prepared.error;
        if (prepared.kind === 'rejected') return prepared.outcome;
        // The act's duration starts when it acts, not when the round was prepared.
        const acting: Started = {
          ...current,
          startedAt: dependencies.clock().toISOString(),
          startMs: dependencies.now(),
        };
        return act(dependencies, acting, context, prepared.tool, prepared.input);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), entries.length) }, worker));
  return { kind: 'ran', outcomes };
}
