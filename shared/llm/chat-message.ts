import type { ToolCall } from '../tools/tool-outcome.ts';
import type { UserInteraction } from '../tools/user-interaction.ts';

/** One message of a conversation, in the shape every OpenAI-compatible API takes. */
export type ChatMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string | null; readonly toolCalls?: readonly ToolCall[] }
  | {
    readonly role: 'tool';
    readonly toolCallId: string;
    readonly content: string;
    /** What the result asks the user, as a value. Never sent to a provider (`content`
     * already says it in words); read by the loop and the offline demo model. */
    readonly interaction?: UserInteraction;
    /** The call did not run because the user declined it, or never approved it (a new
     * message, the approval expired). Never sent to a provider (`content` says it in
     * words); read by the offline demo model. */
    readonly notApproved?: { readonly kind: 'declined'; readonly reason: string | null } | {
      readonly kind: 'unanswered';
    };
  };

/** Tokens a model call used. */
export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
}

/** Adds two usages. */
export function addUsage(left: TokenUsage, right: TokenUsage): TokenUsage {
  return {
    promptTokens: left.promptTokens + right.promptTokens,
    completionTokens: left.completionTokens + right.completionTokens,
  };
}

/** No tokens yet. */
export const emptyUsage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
