import { createSseStream } from '../http/sse-stream.ts';
import type { ConversationEvent } from '../protocol/conversation-event.ts';
import { conversationIdHeader } from './conversation-id-header.ts';
import type { TurnStream } from './turn-stream.ts';

/** Parley's own SSE protocol (`Accept: text/event-stream`): `conversation` first (the
 * conversation the turn runs in, also in the `Parley-Conversation-Id` header), one named
 * event per turn event, then `done` with the reply or `error` with the failure; a `: ping`
 * comment every `heartbeatIntervalMs` while the turn is quiet. */
export function createEventTurnStream(
  requestId: string,
  conversation: Omit<ConversationEvent, 'type'>,
  heartbeatIntervalMs?: number,
): TurnStream {
  const stream = createSseStream(
    { 'x-request-id': requestId, [conversationIdHeader]: conversation.conversationId },
    { heartbeatIntervalMs },
  );
  stream.send('conversation', { type: 'conversation', ...conversation });
  return {
    response: stream.response,
    send: (event) => stream.send(event.type, event),
    done: (reply) => stream.send('done', reply),
    fail: (failure) => stream.send('error', failure),
    close: () => stream.close(),
  };
}
