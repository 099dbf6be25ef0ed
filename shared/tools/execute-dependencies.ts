/**
 * What one tool call's execution needs: the injected surroundings (`ExecuteDependencies`),
 * the chat loop's per-call settings (`ExecutionContext`), and the start of a try (`Started`)
 * that every outcome is measured from.
 */
import type { UnavailableToolSource } from './feedback.ts';
import type { ConsentGate } from './consent-decision.ts';
import type { IdempotencyStore } from './idempotency-store.ts';
import type { SideEffectAudit } from './side-effect-audit.ts';
import type { ToolCaller } from './tool-definition.ts';
import type { ToolError } from './tool-error.ts';
import type { ToolCall } from './tool-outcome.ts';
import type { ToolRegistry } from './tool-registry.ts';
import type { RandomBytes } from './untrusted-output.ts';

/** What one `execute` needs from its surroundings; every side effect is injected. */
export interface ExecuteDependencies {
  readonly registry: ToolRegistry;
  readonly idempotencyStore: IdempotencyStore;
  /** Monotonic milliseconds, for durations. */
  readonly now: () => number;
  /** Wall-clock time, for `startedAt`. */
  readonly clock: () => Date;
  readonly sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  readonly random: () => number;
  /** Unguessable bytes: the marker of each block of text from outside (untrusted-output.ts). */
  readonly randomBytes: RandomBytes;
  /** Tries of a transiently failing idempotent call, all told. */
  readonly maxTransientAttempts?: number;
  /** Sources whose tools are missing this turn, named in not-found messages. */
  readonly unavailableSources?: readonly UnavailableToolSource[];
  /** Writes a side-effect call's intent row before it acts (and completes it after); none
   * when absent. When the intent cannot be written the call does not act. */
  readonly sideEffectAudit?: SideEffectAudit;
  /** Recognises errors from the surroundings that are not the tool's fault (the database
   * going away under a handler or the idempotency store) and names their category; an
   * error it returns null for is `internal`. */
  readonly classifyError?: (error: unknown) => ToolError | null;
}

/** Per-call settings from the chat loop. */
export interface ExecutionContext {
  /** The attempt number of this call's first try (the loop counts model rounds). */
  readonly attempt?: number;
  readonly caller?: ToolCaller;
  /** The agent's opt-in: run a tool whose name differs only in case and separators. */
  readonly autoResolveNames?: boolean;
  /** Aborts every running handler when the turn is cancelled. */
  readonly signal?: AbortSignal;
  /** The consent step of a round (`executeAll`): calls that must ask hold the whole round
   * back. None: every valid call acts (the caller is the user, or the call was approved). */
  readonly consent?: ConsentGate;
}

/** One try of a call as it began: the call, its attempt number and when it started. */
export interface Started {
  readonly call: ToolCall;
  readonly attempt: number;
  readonly startedAt: string;
  readonly startMs: number;
}
