import type { FailedToolCall } from '../llm/fallback-tool-caller.ts';
import { stableStringify } from '../tools/idempotency-key.ts';
import type { ToolCall, ToolErrorOutcome } from '../tools/tool-outcome.ts';

/**
 * What a turn remembers about failures, as a value: identical failing calls (the loop
 * guard), tools that get no more retries, and each tool's consecutive invalid calls (for
 * the fallback tool caller). Tools are named by their resolved name when the call matched
 * one, else by the name the model used.
 */
export interface ToolFailures {
  /** Each failed call, as its tool and its arguments (key order aside). */
  readonly failingCalls: readonly string[];
  readonly stopped: readonly string[];
  readonly invalidStreaks: Readonly<Record<string, readonly FailedToolCall[]>>;
}

/** No failures yet. */
export const noToolFailures: ToolFailures = { failingCalls: [], stopped: [], invalidStreaks: {} };

function callKey(name: string, rawArguments: string): string {
  try {
    return `${name}\u0000${stableStringify(JSON.parse(rawArguments))}`;
  } catch {
    return `${name}\u0000${rawArguments.trim()}`;
  }
}

function withoutKey<Value>(record: Readonly<Record<string, Value>>, key: string): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

/**
 * Records a failed call. `repeated` is true when the identical call (same tool, same
 * arguments, key order aside) had already failed this turn: the loop guard, which stops
 * the tool. A `not_configured` failure stops the tool too.
 */
export function recordFailure(
  failures: ToolFailures,
  call: ToolCall,
  outcome: ToolErrorOutcome,
): { readonly failures: ToolFailures; readonly repeated: boolean } {
  const toolName = outcome.resolvedName ?? call.name;
  const key = callKey(toolName, call.arguments);
  const repeated = failures.failingCalls.includes(key);
  const stops = (repeated || outcome.category === 'not_configured') && !failures.stopped.includes(toolName);
  const resolved = outcome.resolvedName;
  const invalidStreaks = outcome.category === 'invalid_arguments' && resolved !== null
    ? {
      ...failures.invalidStreaks,
      [resolved]: [...(failures.invalidStreaks[resolved] ?? []), { call, feedback: outcome.modelMessage }],
    }
    : failures.invalidStreaks;
  return {
    repeated,
    failures: {
      failingCalls: repeated ? failures.failingCalls : [...failures.failingCalls, key],
      stopped: stops ? [...failures.stopped, toolName] : failures.stopped,
      invalidStreaks,
    },
  };
}

/** A successful call ends the tool's streak of invalid calls, and a stop: it works now. */
export function recordSuccess(failures: ToolFailures, toolName: string): ToolFailures {
  return {
    failingCalls: failures.failingCalls,
    stopped: failures.stopped.filter((name) => name !== toolName),
    invalidStreaks: withoutKey(failures.invalidStreaks, toolName),
  };
}

/** True when the tool's failures no longer earn retry rounds. */
export function isStopped(failures: ToolFailures, toolName: string): boolean {
  return failures.stopped.includes(toolName);
}

/** Tools whose last `threshold` (at least 1) calls in a row were invalid, with those calls. */
export function invalidStreaks(failures: ToolFailures, threshold: number): [string, readonly FailedToolCall[]][] {
  const needed = Math.max(1, threshold);
  return Object.entries(failures.invalidStreaks).filter(([, calls]) => calls.length >= needed);
}

/** Forgets a streak once the fallback tool caller has been asked about it. */
export function clearStreak(failures: ToolFailures, toolName: string): ToolFailures {
  return { ...failures, invalidStreaks: withoutKey(failures.invalidStreaks, toolName) };
}
