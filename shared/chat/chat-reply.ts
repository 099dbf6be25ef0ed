import type { ChatReply } from '../protocol/chat-reply.ts';
import type { TurnResult } from './conversation-loop.ts';
import { summarizeOutcome } from './turn-event.ts';

export type { ChatReply } from '../protocol/chat-reply.ts';

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
