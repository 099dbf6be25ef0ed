import type { ErrorCategory } from '../tools/error-category.ts';
import type { SetupHint } from '../tools/setup-hint.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import type { UserInteraction } from '../tools/user-interaction.ts';

/** A tool call as reported to the web app (the same in JSON replies and SSE `done`). */
export interface ToolCallSummary {
  readonly id: string;
  readonly name: string;
  readonly resolvedName: string | null;
  readonly status: 'success' | 'error';
  readonly category?: ErrorCategory;
  /** What the user must set up before the call can work: a web app's Connect button. */
  readonly setup?: SetupHint;
  readonly attempt: number;
  readonly durationMs: number;
}

/** What happens during a turn, in order; streamed as Server-Sent Events. */
export type TurnEvent =
  | { readonly type: 'step-start'; readonly step: number; readonly model: string }
  | { readonly type: 'text-delta'; readonly text: string }
  | { readonly type: 'tool-call'; readonly id: string; readonly name: string; readonly arguments: string }
  | { readonly type: 'tool-result'; readonly call: ToolCallSummary }
  | {
    readonly type: 'tool-error';
    readonly call: ToolCallSummary;
    readonly message: string;
    readonly willRetry: boolean;
    /** What the failure asks of the user (a question), when it asks something. */
    readonly interaction?: UserInteraction;
  }
  /** A retry round: the model is asked to fix the failed tool calls. */
  | { readonly type: 'retry'; readonly round: number; readonly tools: readonly string[] }
  /** The model call is retried after a transient error: text streamed since the last
   * `step-start` is void and the step's text starts again. */
  | {
    readonly type: 'retry';
    readonly scope: 'model';
    readonly model: string;
    readonly delayMs: number;
    readonly reason: string;
  }
  | {
    readonly type: 'fallback';
    readonly kind: 'model' | 'tool';
    readonly fromModel: string;
    readonly toModel: string;
    readonly reason: string;
  };

/** The summary of an outcome the web app sees. */
export function summarizeOutcome(outcome: ToolOutcome): ToolCallSummary {
  return {
    id: outcome.toolCallId,
    name: outcome.requestedName,
    resolvedName: outcome.resolvedName,
    status: outcome.type === 'tool-result' ? 'success' : 'error',
    ...(outcome.type === 'tool-error' ? { category: outcome.category } : {}),
    ...(outcome.type === 'tool-error' && outcome.setup !== undefined ? { setup: outcome.setup } : {}),
    attempt: outcome.attempt,
    durationMs: Math.round(outcome.durationMs),
  };
}
