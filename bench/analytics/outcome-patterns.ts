/**
 * How a generated tool call turns out, as the rows it leaves in the log: each pattern's
 * share of calls and its steps (attempt, same call id or a model retry round's new one,
 * outcome). About 85 % of logged attempts succeed.
 */
import type { ErrorCategory } from '../../shared/tools/error-category.ts';

/** One logged attempt of a pattern. */
export interface PatternStep {
  readonly attempt: number;
  /** A model retry round: a new tool call id (the executor's retries keep the old one). */
  readonly newCall: boolean;
  readonly category: ErrorCategory | null;
  readonly replayed?: boolean;
  /** The requested name matched no tool (resolved name null). */
  readonly unknownName?: boolean;
}

/** A way a call turns out, and its share of calls. */
export interface OutcomePattern {
  readonly name: string;
  readonly share: number;
  readonly steps: readonly PatternStep[];
}

const ok = (attempt = 1, newCall = false): PatternStep => ({ attempt, newCall, category: null });
const failed = (category: ErrorCategory, attempt = 1, newCall = false): PatternStep => ({
  attempt,
  newCall,
  category,
});

/** The patterns, successes first: the error patterns fill the last
 * {@link errorPatternsShare} of the slots. Shares add up to 1. */
export const outcomePatterns: readonly OutcomePattern[] = [
  { name: 'success', share: 0.865, steps: [ok()] },
  { name: 'replayed', share: 0.01, steps: [{ ...ok(), replayed: true }] },
  { name: 'invalid arguments, fixed by the model', share: 0.025, steps: [failed('invalid_arguments'), ok(2, true)] },
  {
    name: 'invalid arguments twice',
    share: 0.005,
    steps: [failed('invalid_arguments'), failed('invalid_arguments', 2, true)],
  },
  {
    name: 'unknown name, fixed by the model',
    share: 0.01,
    steps: [{ ...failed('not_found'), unknownName: true }, ok(2, true)],
  },
  { name: 'question answered by the model', share: 0.01, steps: [failed('needs_input'), ok(2, true)] },
  { name: 'question passed to the user', share: 0.015, steps: [failed('needs_input')] },
  { name: 'not configured', share: 0.008, steps: [failed('not_configured')] },
  { name: 'transient, executor retry succeeds', share: 0.03, steps: [failed('transient'), ok(2)] },
  {
    name: 'transient twice, third try succeeds',
    share: 0.008,
    steps: [failed('transient'), failed('transient', 2), ok(3)],
  },
  {
    name: 'transient three times',
    share: 0.006,
    steps: [failed('transient'), failed('transient', 2), failed('transient', 3)],
  },
  {
    name: 'transient three times, the model retries later',
    share: 0.003,
    steps: [failed('transient'), failed('transient', 2), failed('transient', 3), ok(2, true)],
  },
  { name: 'internal error', share: 0.005, steps: [failed('internal')] },
];

/** The share of calls whose pattern starts with an error. */
export const errorPatternsShare = 0.125;

/** What the model reads for an error of each category (`{tool}` is the tool's name). */
export const errorMessages: Readonly<Record<ErrorCategory, string>> = {
  not_found: 'Tool `{tool}x` is not available. Did you mean `{tool}`?',
  invalid_arguments:
    'The arguments for `{tool}` are invalid: "query" is required (a non-empty string). Fix the arguments and call it again.',
  needs_input:
    'Question: Which account or item should `{tool}` use? Ask the user if you cannot tell from the conversation.',
  not_configured: 'Tool `{tool}` is not connected for this user yet. Tell the user to connect it in Settings.',
  transient:
    'Tool `{tool}` is temporarily unavailable (the provider answered 503). Try again later or continue without it.',
  internal: 'An unexpected error occurred while executing this tool.',
};

/** Rows logged per call, on average: one per attempt. */
export function expectedRowsPerCall(): number {
  return outcomePatterns.reduce((sum, pattern) => sum + pattern.share * pattern.steps.length, 0);
}
