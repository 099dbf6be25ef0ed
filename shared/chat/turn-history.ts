import type { ConversationsRepository } from '../db/repositories/conversations-repository.ts';
import type { ChatMessage } from '../llm/chat-message.ts';

/** What a new message's turn reads of its conversation. */
export interface TurnHistory {
  /** The messages before the turn's user message. */
  readonly history: readonly ChatMessage[];
  /**
   * What came after the turn's user message, when an earlier try of the same request (its
   * `Idempotency-Key`) stored that message: the model reads them as this turn so far, so
   * it neither sees the message twice nor redoes the tools that ran (their side effects are
   * exactly once anyway). Null when the message is not stored yet.
   */
  readonly earlierTry: readonly ChatMessage[] | null;
}

/**
 * The history of a turn in conversation `conversationId`: its newest `limit` messages, split
 * at the turn's user message when `userMessageKey` names one that is stored already.
 */
export async function loadTurnHistory(
  conversations: Pick<ConversationsRepository, 'loadMessages' | 'loadMessagesAround'>,
  conversationId: string,
  userMessageKey: string | null,
  limit: number,
): Promise<TurnHistory> {
  if (userMessageKey !== null) {
    const around = await conversations.loadMessagesAround(conversationId, userMessageKey, { limit });
    if (around !== null) return { history: around.before, earlierTry: around.after };
  }
  return { history: await conversations.loadMessages(conversationId, { limit }), earlierTry: null };
}
