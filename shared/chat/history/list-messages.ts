import { HttpError } from '../../http/http-error.ts';
import type { MessagePage, MessageView } from '../../protocol/message-page.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { requireUser } from '../../http/require-user.ts';
import { pendingApprovalsOf } from './awaiting-approval.ts';
import { conversationView } from './conversation-view.ts';
import { decodeCursor, encodeCursor, messageCursorSchema } from './history-cursor.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { historyLimits } from './history-limits.ts';
import { cursorParameter, limitParameter } from './history-query.ts';
import { toolCallViewsOf } from './tool-call-view.ts';

/**
 * `GET /chat/conversations/{id}/messages?limit=&cursor=`: `{ conversation, messages,
 * nextCursor, pendingApprovals }`. A page holds the newest `limit` user and assistant
 * messages older than the cursor, oldest first; `nextCursor` (null at the start of the
 * conversation) pages further back. `pendingApprovals` are what its paused turn waits for,
 * so a reloaded page can still ask. 404 when the conversation is not the caller's.
 */
export async function listMessages(
  request: Request,
  dependencies: HistoryDependencies,
  conversationId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const url = new URL(request.url);
  const limit = limitParameter(url, historyLimits.messagesPerPage, historyLimits.maxMessagesPerPage);
  const cursor = cursorParameter(url);
  const before = cursor === null ? null : decodeCursor(cursor, messageCursorSchema).before;
  const conversation = await dependencies.conversations.findForUser(conversationId, user.userId);
  if (conversation === null) throw new HttpError('not_found', 'Conversation not found.');
  const [page, pendingApprovals] = await Promise.all([
    dependencies.messages.pageOf(conversation.id, { limit, beforeId: before }),
    pendingApprovalsOf(dependencies.pendingApprovals, conversation.id, user.userId),
  ]);
  const toolCallsOf = toolCallViewsOf(page);
  const messages: MessageView[] = page.messages.map((message) => {
    const toolCalls = toolCallsOf(message);
    return {
      id: message.id,
      role: message.role,
      content: message.content ?? '',
      createdAt: message.createdAt.toISOString(),
      ...(toolCalls.length === 0 ? {} : { toolCalls }),
    };
  });
  const oldest = page.messages[0];
  const body: MessagePage = {
    conversation: conversationView(conversation, pendingApprovals.length > 0),
    messages,
    nextCursor: page.hasOlder && oldest !== undefined ? encodeCursor({ before: oldest.id }) : null,
    pendingApprovals,
  };
  return jsonResponse(body);
}
