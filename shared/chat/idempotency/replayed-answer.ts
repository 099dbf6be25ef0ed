/**
 * The stored answer of a keyed request, sent again in the form the retry asks for: JSON as
 * it was; Parley's SSE as one `done` event (the reply) or `error` event (the failure); the
 * AI SDK UI message stream as `start`, the reply's text, and `finish` (or `error`). A
 * replay carries the reply, not the turn's events: the tool calls are in the reply's
 * `toolCalls` and in the conversation's history. Every replay says `Idempotent-Replayed: true`.
 */
import type { StoredChatAnswer } from '../../db/repositories/chat-request-keys-repository.ts';
import { jsonResponse } from '../../http/json-response.ts';
import { createSseStream } from '../../http/sse-stream.ts';
import { chatReplySchema } from '../../protocol/chat-reply.ts';
import { errorBodySchema } from '../../protocol/error-body.ts';
import { conversationIdHeader } from '../conversation-id-header.ts';
import { createUiMessageStream } from '../ui-stream/ui-message-stream.ts';

/** How the caller reads a turn's answer. */
export type AnswerForm = 'json' | 'event-stream' | 'ui-message-stream';

/** The header every replayed answer carries (Stripe's name). */
export const replayedHeader = 'idempotent-replayed';

/** What a stored answer says: a reply, or a failure (with the conversation, when one exists). */
function readAnswer(answer: StoredChatAnswer) {
  const reply = chatReplySchema.safeParse(answer.body);
  if (answer.status === 200 && reply.success) return { kind: 'reply' as const, reply: reply.data };
  const failure = errorBodySchema.safeParse(answer.body);
  return { kind: 'failure' as const, failure: failure.success ? failure.data.error : null };
}

/** The stored `answer`, answered in `form` to the request `requestId`. */
export function replayedAnswer(
  answer: StoredChatAnswer,
  form: AnswerForm,
  options: { readonly requestId: string; readonly messageId: string },
): Response {
  const read = readAnswer(answer);
  const conversationId = read.kind === 'reply' ? read.reply.conversationId : read.failure?.conversationId;
  const headers: Record<string, string> = {
    'x-request-id': options.requestId,
    [replayedHeader]: 'true',
    ...(conversationId === undefined ? {} : { [conversationIdHeader]: conversationId }),
  };
  if (form === 'json') return jsonResponse(answer.body, answer.status, headers);
  if (form === 'event-stream') {
    const stream = createSseStream(headers);
    if (read.kind === 'reply') stream.send('done', read.reply);
    else stream.send('error', read.failure ?? answer.body);
    stream.close();
    return stream.response;
  }
  const stream = createUiMessageStream(headers);
  if (conversationId !== undefined) {
    stream.write({ type: 'start', messageId: options.messageId, messageMetadata: { conversationId } });
  }
  if (read.kind === 'reply') {
    const { reply } = read;
    const textId = `${options.messageId}-text`;
    if (reply.reply !== '') {
      stream.write(
        { type: 'text-start', id: textId },
        { type: 'text-delta', id: textId, delta: reply.reply },
        { type: 'text-end', id: textId },
      );
    }
    stream.write({
      type: 'finish',
      finishReason: reply.status === 'awaiting_approval' ? 'tool-calls' : 'stop',
      messageMetadata: { conversationId: reply.conversationId, model: reply.model, usage: reply.usage },
    });
  } else {
    stream.write({ type: 'error', errorText: JSON.stringify(answer.body) });
  }
  stream.close();
  return stream.response;
}
