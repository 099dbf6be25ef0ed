/**
 * The first half of a tool call, the same wherever it then acts: the model's raw call
 * normalized, its name resolved, its arguments parsed (repaired when safe) and validated.
 * Its failures are the model's to fix, so they need no round trip to the side that acts.
 */
import type { ArgumentProblem } from './argument-problem.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import {
  formatCutOffCall,
  formatInvalidArguments,
  formatInvalidJson,
  formatMissing,
  formatSiblingTools,
  plainFeedback,
  withRepairedJsonNote,
} from './feedback.ts';
import { failure } from './outcome-builders.ts';
import { parseArguments } from './parse-arguments.ts';
import { redact } from './redact.ts';
import { type AnyToolDefinition, familyOf } from './tool-definition.ts';
import { siblingTools } from './sibling-tools.ts';
import { notFound } from './tool-not-found.ts';
import type { ToolCall, ToolErrorOutcome } from './tool-outcome.ts';
import { validateArguments, type ValidatedArguments } from './validate-arguments.ts';
import { liftWrappedArguments } from './wrapped-arguments.ts';

/** A call ready to act on, or the outcome that ends it before acting. */
export type PreparedCall =
  | { readonly kind: 'ready'; readonly tool: AnyToolDefinition; readonly input: unknown }
  | { readonly kind: 'rejected'; readonly outcome: ToolErrorOutcome };

/** The model's call with its fields as strings, whatever it sent. */
export function normalizeCall(rawCall: ToolCall): ToolCall {
  return {
    id: typeof rawCall?.id === 'string' ? rawCall.id : '',
    name: typeof rawCall?.name === 'string' ? rawCall.name : '',
    arguments: typeof rawCall?.arguments === 'string'
      ? rawCall.arguments
      : JSON.stringify(rawCall?.arguments ?? '') ?? '',
  };
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

/** The arguments to act on and their validation: the envelope lifted when the arguments
 * came wrapped (`{"params": {…}}`) and validate once lifted — a repair that moves the
 * model's own values and adds none, like the JSON repairs — else the arguments as sent. */
function validatedValue(tool: AnyToolDefinition, value: unknown): { value: unknown; validated: ValidatedArguments } {
  const lifted = liftWrappedArguments(value, tool);
  if (lifted !== null) {
    const validated = validateArguments(lifted, tool.parameters, tool.coercion);
    if (validated.ok) return { value: lifted, validated };
  }
  return { value, validated: validateArguments(value, tool.parameters, tool.coercion) };
}

/** Resolves the call's tool and validates its arguments; never throws for the model's mistakes. */
export function prepareToolCall(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
): PreparedCall {
  const { registry } = dependencies;
  const { call } = started;
  const resolution = registry.index.resolve(call.name);
  const resolvedName =
    resolution.kind === 'exact' || (resolution.kind === 'equivalent' && context.autoResolveNames === true)
      ? resolution.name
      : null;
  const tool = resolvedName === null ? undefined : registry.get(resolvedName);
  if (tool === undefined || resolvedName === null) {
    return { kind: 'rejected', outcome: notFound(dependencies, started) };
  }

  const parsed = parseArguments(call.arguments);
  if (!parsed.ok) {
    return {
      kind: 'rejected',
      outcome: failure(dependencies, started, {
        category: 'invalid_arguments',
        resolvedName,
        feedback: plainFeedback(
          formatInvalidJson(tool.name, parsed, problemsOfCompleteMembers(tool, parsed.complete)),
        ),
        detail: { message: `Arguments are not JSON (${parsed.problem} at ${parsed.position}).` },
      }),
    };
  }
  if (parsed.cutOff === true && tool.sideEffects === true) {
    // A read may run on what arrived; an act must not: the cut may have taken a member
    // that changes what it does (one more recipient, an option), and it runs only once.
    return {
      kind: 'rejected',
      outcome: failure(dependencies, started, {
        category: 'invalid_arguments',
        resolvedName,
        feedback: plainFeedback(formatCutOffCall(tool.name)),
        detail: { message: 'Arguments stop before their closing brackets; a side-effect call is not run repaired.' },
      }),
    };
  }
  const { value, validated } = validatedValue(tool, parsed.value);
  // Keys the tool does not take but another tool does: the model likely picked a sibling.
  // Checked for valid calls too, since a schema that drops unknown keys would run the
  // wrong tool with what is left.
  const siblings = siblingTools(registry, tool, value);
  if (siblings !== null) {
    const problems = validated.ok ? [] : validated.problems;
    return {
      kind: 'rejected',
      outcome: failure(dependencies, started, {
        category: 'invalid_arguments',
        resolvedName,
        input: redact(value),
        field: siblings.undeclared[0],
        feedback: plainFeedback(formatSiblingTools(tool.name, siblings, problems)),
        detail: {
          message: `Arguments fit ${siblings.names.join(', ')} better; undeclared: ${siblings.undeclared.join(', ')}`,
        },
      }),
    };
  }
  if (validated.ok) return { kind: 'ready', tool, input: validated.value };
  const missing = validated.onlyMissing;
  const feedback = missing
    ? formatMissing(tool.name, familyOf(tool), validated.problems)
    : formatInvalidArguments(tool.name, validated.problems, familyOf(tool));
  return {
    kind: 'rejected',
    outcome: failure(dependencies, started, {
      category: missing ? 'needs_input' : 'invalid_arguments',
      resolvedName,
      input: redact(value),
      field: validated.problems[0]?.path,
      feedback: parsed.repaired ? withRepairedJsonNote(feedback) : feedback,
      detail: {
        message: `Arguments failed validation: ${
          validated.problems.map((problem) => `${problem.path || '(root)'} ${problem.kind}`).join('; ')
        }`,
      },
    }),
  };
}
