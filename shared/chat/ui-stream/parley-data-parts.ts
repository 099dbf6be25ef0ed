import type { TokenUsage } from '../../llm/chat-message.ts';
import type { PendingApproval } from '../../protocol/approval.ts';
import type { ErrorCategory } from '../../tools/error-category.ts';
import type { SetupHint } from '../../tools/setup-hint.ts';

/**
 * The `data-parley-*` parts of Parley's UI message stream, by name (without `data-`):
 * what the AI SDK's own parts cannot say. A React app can type its messages with them:
 * `UIMessage<ParleyMessageMetadata, ParleyDataParts>` (a type alias, not an interface, so it
 * fits the SDK's `Record<string, unknown>` bound).
 */
export type ParleyDataParts = {
  /** The conversation this turn went into: keep `conversationId` to continue it. */
  readonly 'parley-conversation': {
    readonly conversationId: string;
    readonly agentId: string;
    /** True when this turn started the conversation. */
    readonly created: boolean;
  };
  /** Parley's view of one tool call (its part's `id` is the call id): a chip's state. */
  readonly 'parley-tool': {
    readonly toolCallId: string;
    /** The name the model asked for (the tool part's `toolName`). */
    readonly toolName: string;
    /** The tool that ran or was checked against; null when no tool matched. */
    readonly resolvedName: string | null;
    readonly status: 'success' | 'error';
    readonly category?: ErrorCategory;
    /** What the user must set up first: a Connect / Add key button. */
    readonly setup?: SetupHint;
    readonly attempt: number;
    readonly durationMs: number;
    /** The model is asked to fix this call in a retry round. */
    readonly willRetry: boolean;
  };
  /** A retry: a round in which the model fixes failed calls, or a model call retried after
   * a transient error. When `discardsStepText` is true, the text parts of this step before
   * this part were the failed attempt's: hide them (the new attempt streams its own). The
   * stream says so in a data part rather than `ai@7`'s `reset-step` chunk, which the
   * `ai@6` clients refuse. */
  readonly 'parley-retry':
    | { readonly scope: 'tools'; readonly round: number; readonly maxRounds: number; readonly tools: readonly string[] }
    | {
      readonly scope: 'model';
      readonly model: string;
      readonly delayMs: number;
      readonly reason: string;
      readonly discardsStepText: boolean;
    };
  /** Another model took over: for the whole turn (`model`) or to repair one tool call (`tool`).
   * `discardsStepText` as for `parley-retry`. */
  readonly 'parley-fallback': {
    readonly kind: 'model' | 'tool';
    readonly fromModel: string;
    readonly toModel: string;
    readonly reason: string;
    readonly discardsStepText: boolean;
  };
  /** A call that waits for the user's approval, as Parley shows it: what it would do
   * (`preview`: a mail's recipients, subject and body; the URLs; an MCP tool's arguments),
   * why it asks (`reason`) and until when (`expiresAt`). Sent with the call's
   * `tool-approval-request`; its part's `id` is the call id. */
  readonly 'parley-approval': PendingApproval;
  /** A question the turn leaves for the user: a tool needs something only the user can
   * give (a recipient, a connection) and did not get it during the turn. Sent at the end
   * of the turn, before `finish`; its part's `id` is the call id. The reply usually asks
   * it too: show it as a question and focus the reply box. */
  readonly 'parley-question': {
    readonly toolCallId: string;
    readonly toolName: string;
    /** The question's text (the tool-error's `interaction`), as the user should read it. */
    readonly text: string;
  };
};

/** The assistant message's `metadata`: the conversation from `start`, the model and token
 * usage added by `finish`. */
export interface ParleyMessageMetadata {
  readonly conversationId: string;
  readonly model?: string;
  readonly usage?: TokenUsage & { readonly totalTokens: number };
}
