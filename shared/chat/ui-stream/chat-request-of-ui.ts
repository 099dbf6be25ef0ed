import type { ConversationsRepository } from '../../db/repositories/conversations-repository.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ChatRequest } from '../../protocol/chat-request.ts';
import type { UiChatRequest } from './ui-chat-request.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller a `useChat` request is read for. */
interface UiCaller {
  readonly userId: string;
  readonly conversations: ConversationsRepository;
}

/**
 * The Parley turn a `useChat` request stands for. The conversation is, in order: the
 * body's `conversationId` (checked like a Parley body's: another user's is a 404); for
 * answers to approvals, the one the answered assistant message names; else the chat `id`
 * when it is one of the caller's conversations; else none, so a new message starts a new
 * one (answers without a conversation are a 400: there is no paused turn to answer).
 * useChat's own ids are not UUIDs, and an `id` that happens to be someone else's
 * conversation is not an error here: the client did not name a conversation, it named
 * its chat.
 */
export async function chatRequestOfUi(request: UiChatRequest, caller: UiCaller): Promise<ChatRequest> {
  const conversationId = request.conversationId ??
    (await isCallersConversation(request.chatId, caller) ? request.chatId : undefined);
  if (request.kind === 'message') {
    return { message: request.message, conversationId, agentId: request.agentId };
  }
  if (conversationId === undefined) {
    throw new HttpError(
      'bad_request',
      'Answers to approvals need the conversation they belong to: send `conversationId` in the body, or the assistant message with the `metadata.conversationId` (or `data-parley-conversation` part) Parley streamed.',
    );
  }
  return { conversationId, approvals: [...request.approvals], agentId: request.agentId };
}

async function isCallersConversation(chatId: string, caller: UiCaller): Promise<boolean> {
  return uuidPattern.test(chatId) && await caller.conversations.findForUser(chatId, caller.userId) !== null;
}
