import type { TokenUsage } from '../llm/chat-message.ts';
import type { TurnResult } from './conversation-loop.ts';
import { summarizeOutcome, type ToolCallSummary } from './turn-event.ts';

/** The answer to a turn: the JSON body of a plain request, the data of SSE `done`. */
export interface ChatReply {
  readonly conversationId: string;
  readonly reply: string;
  readonly toolCalls: readonly ToolCallSummary[];
  readonly model: string;
  readonly usage: TokenUsage & { readonly totalTokens: number };
}

/** The reply to a finished turn of a conversation. */
export function chatReplyOf(conversationId: string, result: TurnResult): ChatReply {
  return {
    conversationId,
    reply: result.reply,
    toolCalls: result.outcomes.map(summarizeOutcome),
    model: result.model,
    usage: { ...result.usage, totalTokens: result.usage.promptTokens + result.usage.completionTokens },
  };
}
