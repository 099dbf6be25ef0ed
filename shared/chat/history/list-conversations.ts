import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { requireUser } from '../../http/require-user.ts';
import { awaitingConversationIds } from './awaiting-approval.ts';
import { conversationView } from './conversation-view.ts';
import { conversationCursorSchema, decodeCursor, encodeCursor } from './history-cursor.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { historyLimits } from './history-limits.ts';
import { agentIdParameter, cursorParameter, limitParameter } from './history-query.ts';

/**
 * `GET /chat/conversations?limit=&cursor=&agentId=`: the caller's conversations, newest
 * activity first, `{ conversations, nextCursor }` (null on the last page). The cursor is a
 * keyset (`updated_at`, id), so pages neither repeat nor skip while new turns arrive;
 * a conversation that gets a turn meanwhile moves to the top of the first page. Each says
 * whether it waits for the user's approval (`awaitingApproval`).
 */
export async function listConversations(request: Request, dependencies: HistoryDependencies): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const url = new URL(request.url);
  const limit = limitParameter(url, historyLimits.conversationsPerPage, historyLimits.maxConversationsPerPage);
  const agentId = agentIdParameter(url);
  const cursor = cursorParameter(url);
  const after = cursor === null ? null : decodeCursor(cursor, conversationCursorSchema);
  if (agentId !== null && await dependencies.agents.findForOwner(agentId, user.userId) === null) {
    throw new HttpError('not_found', 'Agent not found.');
  }
  const rows = await dependencies.conversations.listForUser(user.userId, { limit: limit + 1, after, agentId });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const awaiting = await awaitingConversationIds(
    dependencies.pendingApprovals,
    user.userId,
    page.map((conversation) => conversation.id),
  );
  return jsonResponse({
    conversations: page.map((conversation) => conversationView(conversation, awaiting.has(conversation.id))),
    nextCursor: rows.length > limit && last !== undefined
      ? encodeCursor({ updatedAt: last.updatedAtKey, id: last.id })
      : null,
  });
}
