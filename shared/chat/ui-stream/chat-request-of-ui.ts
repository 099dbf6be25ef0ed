import type { ConversationsRepository } from '../../db/repositories/conversations-repository.ts';
import type { ChatRequest } from '../../protocol/chat-request.ts';
import type { UiChatRequest } from './ui-chat-request.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Parley turn a `useChat` request stands for. The conversation is, in order: the
 * body's `conversationId` (checked like a Parley body's: another user's is a 404); else
 * the chat `id` when it is one of the caller's conversations; else none, so the turn
 * starts a new one. useChat's own ids are not UUIDs, and an `id` that happens to be
 * someone else's conversation is not an error here: the client did not name a
 * conversation, it named its chat.
 */
export async function chatRequestOfUi(
  request: UiChatRequest,
  caller: { readonly userId: string; readonly conversations: ConversationsRepository },
): Promise<ChatRequest> {
  const conversationId = request.conversationId ??
    (await isCallersConversation(request.chatId, caller) ? request.chatId : undefined);
  return { message: request.message, conversationId, agentId: request.agentId };
}

async function isCallersConversation(
  chatId: string,
  caller: { readonly userId: string; readonly conversations: ConversationsRepository },
): Promise<boolean> {
  return uuidPattern.test(chatId) && await caller.conversations.findForUser(chatId, caller.userId) !== null;
}
