/**
 * The second half of a call to a tool that acts in another function: the validated input
 * is handed over, and the other side's report becomes this attempt's outcome. That side
 * claimed, audited, ran and logged the attempt, so the outcome says who logged it and
 * nothing here claims or audits. A hand-over that never got a report (the function could
 * not be reached) is a failure of this side, logged by its caller.
 */
import type { ActedElsewhere } from './acted-elsewhere.ts';
import { isActedElsewhere } from './acted-elsewhere.ts';
import type { ExecuteDependencies, ExecutionContext, Started } from './execute-dependencies.ts';
import { failure, successBase } from './outcome-builders.ts';
import { redact } from './redact.ts';
import { runTries } from './run-tries.ts';
import type { AnyToolDefinition, ToolDelegate } from './tool-definition.ts';
import type { ToolErrorOutcome, ToolOutcome } from './tool-outcome.ts';
import { resultModelText } from './untrusted-output.ts';

function outcomeOfReport(
  dependencies: ExecuteDependencies,
  started: Started,
  tool: AnyToolDefinition,
  common: { resolvedName: string; input: unknown; idempotencyKey: null },
  report: ActedElsewhere,
  earlierAttempts: readonly ToolErrorOutcome[],
): ToolOutcome {
  // The other side's retries were its own tries of this attempt: the last one is numbered.
  const last: Started = { ...started, attempt: started.attempt + Math.max(1, report.tries) - 1 };
  const { result } = report;
  if (result.type === 'tool-result') {
    return {
      ...successBase(dependencies, last, common),
      output: result.output,
      // Rendered and marked here: the report carries the output, not the other side's text.
      modelMessage: resultModelText(tool, result.output, dependencies.randomBytes),
      replayed: report.replayed,
      earlierAttempts,
      loggedBy: report.loggedBy,
    };
  }
  return failure(dependencies, last, {
    ...common,
    category: result.category,
    feedback: { text: result.modelMessage, interaction: result.interaction },
    field: result.field,
    setup: result.setup,
    replayed: report.replayed,
    earlierAttempts,
    loggedBy: report.loggedBy,
    detail: { message: result.detail, provider: report.loggedBy },
  });
}

/** Hands a validated call to the side that acts; see the file comment. */
export async function actElsewhere(
  dependencies: ExecuteDependencies,
  started: Started,
  context: ExecutionContext,
  tool: AnyToolDefinition,
  delegate: ToolDelegate<unknown>,
  input: unknown,
): Promise<ToolOutcome> {
  const common = { resolvedName: tool.name, input: redact(input), idempotencyKey: null };
  const caller = context.caller ?? {};
  const { outcome } = await runTries(dependencies, started, context, tool, common, {
    run: (signal, attempt) =>
      delegate(input, { signal, toolCallId: started.call.id, idempotencyKey: null, attempt, caller }),
    outcomeOf: (value, attemptStarted, earlierAttempts) =>
      isActedElsewhere(value)
        ? outcomeOfReport(dependencies, attemptStarted, tool, common, value, earlierAttempts)
        : null,
  });
  return outcome;
}
