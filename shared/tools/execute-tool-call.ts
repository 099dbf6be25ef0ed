/**
 * Runs one tool call from the model's raw output to an outcome value, in two halves:
 * prepare-tool-call.ts (name, arguments) and, for a valid call, act-here.ts (a tool of this
 * process: claim, audit, tries) or act-elsewhere.ts (a tool of another function, which does
 * those itself). Each step happens once per attempt, on the side that acts.
 */
import { errorDetailOf } from './error-detail.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import { formatToolError } from './feedback-tool-error.ts';
import { internalErrorMessage, plainFeedback } from './feedback.ts';
import { actElsewhere } from './act-elsewhere.ts';
import { actHere } from './act-here.ts';
import { failure } from './outcome-builders.ts';
import { normalizeCall, prepareToolCall } from './prepare-tool-call.ts';
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

/** Runs `work` from the call's start, turning anything it throws into an outcome. */
async function guarded(
  dependencies: ExecuteDependencies,
  call: ToolCall,
  context: ExecutionContext,
  work: (started: Started) => Promise<ToolOutcome>,
): Promise<ToolOutcome> {
  const started: Started = {
    call,
    attempt: context.attempt ?? 1,
    startedAt: dependencies.clock().toISOString(),
    startMs: dependencies.now(),
  };
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
