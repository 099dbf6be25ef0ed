import type { ToolCallSummary } from '../protocol/tool-call-summary.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';

export type { ToolCallSummary } from '../protocol/tool-call-summary.ts';
export type { TurnEvent } from '../protocol/turn-event.ts';

/** Characters of a result a summary carries: enough to check what a call returned. */
const maxResultChars = 2_000;

/** A result as the user reads it: the output itself (not the model's text, which wraps
 * output from outside in a data block). */
function resultText(output: unknown): string {
  return typeof output === 'string' ? output : JSON.stringify(output) ?? '';
}

function startOf(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length - 1).join('')}…`;
}

/** The summary of an outcome the web app sees: what failed and why, and what it asks of
 * the user (setup, a question) as values. */
export function summarizeOutcome(outcome: ToolOutcome): ToolCallSummary {
  return {
    id: outcome.toolCallId,
    name: outcome.requestedName,
    resolvedName: outcome.resolvedName,
    status: outcome.type === 'tool-result' ? 'success' : 'error',
    ...(outcome.type === 'tool-error' ? { category: outcome.category } : {}),
    ...(outcome.type === 'tool-error' && outcome.setup !== undefined ? { setup: outcome.setup } : {}),
    ...(outcome.type === 'tool-error' && outcome.interaction !== undefined ? { interaction: outcome.interaction } : {}),
    attempt: outcome.attempt,
    durationMs: Math.round(outcome.durationMs),
    ...(outcome.type === 'tool-result' ? { result: startOf(resultText(outcome.output), maxResultChars) } : {}),
  };
}
