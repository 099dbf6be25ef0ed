import type { OutcomeLogRecorder } from '../db/outcome-log-writer.ts';
import { askingFeedback } from '../tools/feedback-interaction.ts';
import { redact } from '../tools/redact.ts';
import type { ToolCall, ToolErrorOutcome, ToolOutcome } from '../tools/tool-outcome.ts';

/**
 * Buffers the rows of one action's outcome. A success is credited to `provider` (the
 * one that served it); each failure keeps the provider its own detail names, so a
 * search that failed on Serper and then succeeded on Brave logs both truthfully.
 */
export function recordActionOutcome(log: OutcomeLogRecorder, outcome: ToolOutcome, provider: string | null): void {
  if (outcome.type === 'tool-error' || provider === null) {
    log.recordTool(outcome);
    return;
  }
  // Each earlier attempt carries a copy of the ones before it: recorded alone, not again.
  const earlier = outcome.earlierAttempts.map((attempt) => ({ ...attempt, earlierAttempts: [] }));
  if (earlier.length > 0) log.recordTool(earlier);
  log.recordTool({ ...outcome, earlierAttempts: [] }, { provider });
}

/** The outcome of an action the agent has not enabled: refused before it ran, but an
 * operation the caller asked for all the same, so it is logged like the others. */
export function notEnabledOutcome(call: ToolCall, params: unknown, startedAt: Date): ToolErrorOutcome {
  const feedback = askingFeedback([
    `The ${call.name} tool is not enabled for this agent. Please enable it in the agent settings.`,
  ]);
  return {
    type: 'tool-error',
    toolCallId: call.id,
    requestedName: call.name,
    resolvedName: call.name,
    input: redact(params),
    attempt: 1,
    durationMs: 0,
    startedAt: startedAt.toISOString(),
    idempotencyKey: null,
    replayed: false,
    earlierAttempts: [],
    modelMessage: feedback.text,
    ...(feedback.interaction === undefined ? {} : { interaction: feedback.interaction }),
    category: 'not_configured',
    modelRetry: false,
    detail: { message: `The agent does not have ${call.name} enabled.` },
  };
}
