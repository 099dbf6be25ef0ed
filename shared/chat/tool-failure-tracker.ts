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
 * What the loop remembers about failures within one turn: repeated identical failing calls (the loop guard), tools that must not be retried, and
 * consecutive invalid calls per tool (for the fallback tool caller).
 */
export class ToolFailureTracker {
  readonly #failingCalls = new Set<string>();
  readonly #stopped = new Set<string>();
  readonly #invalidStreak = new Map<string, FailedToolCall[]>();

  /** Records a failed call; true when the identical call had already failed (loop guard). */
  recordFailure(call: ToolCall, outcome: ToolErrorOutcome): boolean {
    const key = callKey(outcome.resolvedName ?? call.name, call.arguments);
    const repeated = this.#failingCalls.has(key);
    this.#failingCalls.add(key);
    const toolName = outcome.resolvedName ?? call.name;
    if (repeated) this.#stopped.add(toolName);
    if (outcome.category === 'not_configured') this.#stopped.add(toolName);
    if (outcome.category === 'invalid_arguments' && outcome.resolvedName !== null) {
      this.#invalidStreak.set(outcome.resolvedName, [...(this.#invalidStreak.get(outcome.resolvedName) ?? []), { call, feedback: outcome.modelMessage }]);
    }
    return repeated;
  }

  /** A successful call ends that tool's streak of invalid calls. */
  recordSuccess(toolName: string): void {
    this.#invalidStreak.delete(toolName);
  }

  /** True when the tool's failures no longer earn retry rounds. */
  isStopped(toolName: string): boolean {
    return this.#stopped.has(toolName);
  }

  /** Tools whose last `threshold` calls in a row were invalid, with those calls. */
  invalidStreaks(threshold: number): [string, FailedToolCall[]][] {
    return [...this.#invalidStreak.entries()].filter(([, calls]) => calls.length >= threshold);
  }

  /** Forgets a streak once the fallback tool caller has been asked about it. */
  clearStreak(toolName: string): void {
    this.#invalidStreak.delete(toolName);
  }
}
