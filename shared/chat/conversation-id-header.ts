/**
 * `Parley-Conversation-Id`: the conversation a turn runs in, on every answer of
 * `POST /chat` whose conversation exists (a reply, a failure after the conversation was
 * made, a stream from its first byte). For a JSON caller the headers are the first thing it
 * can read; a caller that loses the body keeps the conversation to retry in.
 */
export const conversationIdHeader = 'parley-conversation-id';

/** `response` with the header set (its headers are mutable until it is returned). */
export function withConversationId(response: Response, conversationId: string): Response {
  response.headers.set(conversationIdHeader, conversationId);
  return response;
}
