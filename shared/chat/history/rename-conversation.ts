import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { readJsonBody } from '../../http/read-json-body.ts';
import { requireUser } from '../../http/require-user.ts';
import { conversationView } from './conversation-view.ts';
import type { HistoryDependencies } from './history-dependencies.ts';
import { historyLimits } from './history-limits.ts';

/** The body of a rename: a title of 1–200 characters once trimmed. */
export const renameRequestSchema = z.strictObject({
  title: z.string().trim()
    .refine((title) => Array.from(title).length >= 1, 'title must not be empty')
    .refine(
      (title) => Array.from(title).length <= historyLimits.maxTitleLength,
      `title must be at most ${historyLimits.maxTitleLength} characters`,
    ),
});

/** `PATCH /chat/conversations/{id}` `{ title }`: renames it and answers the conversation. */
export async function renameConversation(
  request: Request,
  dependencies: HistoryDependencies,
  conversationId: string,
): Promise<Response> {
  const user = await requireUser(request, dependencies.verifyJwt);
  const body = await readJsonBody(request, renameRequestSchema, historyLimits.maxRenameBodyBytes);
  const renamed = await dependencies.conversations.rename(conversationId, user.userId, body.title);
  if (renamed === null) throw new HttpError('not_found', 'Conversation not found.');
  return jsonResponse(conversationView(renamed));
}
