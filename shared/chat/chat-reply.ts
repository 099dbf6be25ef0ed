import type { PendingApproval } from '../protocol/approval.ts';
import type { ChatReply } from '../protocol/chat-reply.ts';
import type { TurnResult } from './conversation-loop.ts';
import { summarizeOutcome } from './turn-event.ts';

export type { ChatReply } from '../protocol/chat-reply.ts';

/** The reply to a turn of a conversation that ended, or paused with `approvals` (as stored). */
export function chatReplyOf(
  conversationId: string,
  result: TurnResult,
  approvals: readonly PendingApproval[] = [],
): ChatReply {
  return {
    conversationId,
    status: result.status,
    reply: result.reply,
    approvals: [...approvals],
    toolCalls: result.outcomes.map(summarizeOutcome),
    model: result.model,
    usage: { ...result.usage, totalTokens: result.usage.promptTokens + result.usage.completionTokens },
  };
}
