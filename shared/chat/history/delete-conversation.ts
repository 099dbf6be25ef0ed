import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../http/require-user.ts';
import type { HistoryDependencies } from './history-dependencies.ts';

/**
 * `DELETE /chat/conversations/{id}`: deletes it and its messages, 204. Its tool log rows
 * stay (they have no foreign key on purpose): analytics keeps counting what happened.
 */
export async function deleteConversation(
  request: Request,
  dependencies: HistoryDependencies,
  conversationId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  if (!await dependencies.conversations.delete(conversationId, user.userId)) {
    throw new HttpError('not_found', 'Conversation not found.');
  }
  return new Response(null, { status: 204 });
}
