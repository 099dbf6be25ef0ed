import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { renameConversationRequestSchema } from '../../protocol/rename-conversation-request.ts';
import { pendingApprovalsOf } from './awaiting-approval.ts';
import { conversationView } from './conversation-view.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { historyLimits } from './history-limits.ts';

/** `PATCH /chat/conversations/{id}` `{ title }`: renames it and answers the conversation. */
export async function renameConversation(
  request: Request,
  dependencies: HistoryDependencies,
  conversationId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, renameConversationRequestSchema, historyLimits.maxRenameBodyBytes);
  const renamed = await dependencies.conversations.rename(conversationId, user.userId, body.title);
  if (renamed === null) throw new HttpError('not_found', 'Conversation not found.');
  const pending = await pendingApprovalsOf(dependencies.pendingApprovals, renamed.id, user.userId);
  return jsonResponse(conversationView(renamed, pending.length > 0));
}
