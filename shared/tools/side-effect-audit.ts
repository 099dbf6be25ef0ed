import type { ErrorCategory } from './error-category.ts';
import type { ToolCaller } from './tool-definition.ts';

/** What a side-effect call is about to do, written before its upstream call. */
export interface SideEffectIntent {
  readonly toolName: string;
  readonly toolCallId: string;
  readonly idempotencyKey: string;
  readonly attempt: number;
  /** Already redacted. */
  readonly input: unknown;
  readonly caller: ToolCaller;
  /** ISO timestamp. */
  readonly startedAt: string;
}

/** How a side-effect call ended: `unknown` when it timed out or was cut off while running,
 * so the upstream may have acted. */
export interface SideEffectResult {
  readonly outcome: 'success' | 'error' | 'unknown';
  readonly category: ErrorCategory | null;
}

/**
 * The audit trail of side effects: an intent row before the action, completed after it.
 * `begin` must throw when the row cannot be written; the executor then does not act, so
 * there is never an action without its row.
 */
export interface SideEffectAudit {
  /** Writes the intent; resolves to its id. */
  begin(intent: SideEffectIntent): Promise<string>;
  /** Records how the call ended. A failure here leaves the intent open, which reads as
   * "outcome unknown": conservative, never wrong. */
  complete(intentId: string, result: SideEffectResult): Promise<void>;
}
