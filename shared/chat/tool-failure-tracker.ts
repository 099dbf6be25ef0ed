import { stableStringify } from '../tools/idempotency-key.ts';
import type { ToolCall, ToolErrorOutcome } from '../tools/tool-outcome.ts';
import type { FailedToolCall } from '../llm/fallback-tool-caller.ts';

function callKey(name: string, rawArguments: string): string {
  try {
    return `${name}\u0000${stableStringify(JSON.parse(rawArguments))}`;
  } catch {
    return `${name}\u0000${rawArguments.trim()}`;
  }
}

/**
 * What the loop remembers about failures within one turn: identical failing calls (the
 * loop guard), tools that get no more retries, and each tool's consecutive invalid calls
 * (for the fallback tool caller). Tools are named by their resolved name when the call
 * matched one, else by the name the model used.
 */
export class ToolFailureTracker {
  readonly #failingCalls = new Set<string>();
  readonly #stopped = new Set<string>();
  readonly #invalidStreak = new Map<string, FailedToolCall[]>();

  /**
   * Records a failed call. True when the identical call (same tool, same arguments, key
   * order aside) had already failed this turn: the loop guard, which stops the tool.
   * A `not_configured` failure stops the tool too.
   */
  recordFailure(call: ToolCall, outcome: ToolErrorOutcome): boolean {
    const toolName = outcome.resolvedName ?? call.name;
    const key = callKey(toolName, call.arguments);
    const repeated = this.#failingCalls.has(key);
    this.#failingCalls.add(key);
    if (repeated || outcome.category === 'not_configured') this.#stopped.add(toolName);
    if (outcome.category === 'invalid_arguments' && outcome.resolvedName !== null) {
      this.#invalidStreak.set(outcome.resolvedName, [...(this.#invalidStreak.get(outcome.resolvedName) ?? []), {
        call,
        feedback: outcome.modelMessage,
      }]);
    }
    return repeated;
  }

  /** A successful call ends the tool's streak of invalid calls, and a stop: it works now. */
  recordSuccess(toolName: string): void {
    this.#invalidStreak.delete(toolName);
    this.#stopped.delete(toolName);
  }

  /** True when the tool's failures no longer earn retry rounds. */
  isStopped(toolName: string): boolean {
    return this.#stopped.has(toolName);
  }

  /** Tools whose last `threshold` (at least 1) calls in a row were invalid, with those calls. */
  invalidStreaks(threshold: number): [string, FailedToolCall[]][] {
    const needed = Math.max(1, threshold);
    return [...this.#invalidStreak.entries()].filter(([, calls]) => calls.length >= needed);
  }

  /** Forgets a streak once the fallback tool caller has been asked about it. */
  clearStreak(toolName: string): void {
    this.#invalidStreak.delete(toolName);
  }
}
