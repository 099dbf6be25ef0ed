import { chatReplySchema, type ChatStreamEventReading, parseChatStreamEvent } from '../../shared/protocol/index.ts';
import { networkReason } from './chat-failure.ts';
import {
  type ChatConnection,
  chatRequestBody,
  type ChatTurnOutcome,
  type ChatTurnRequest,
  failureOfResponse,
} from './chat-request.ts';
import { readSseMessages } from './read-sse-messages.ts';
import type { SseMessage } from './sse-parser.ts';

/** What {@link streamChatTurn} needs besides the request. */
export interface StreamChatTurnOptions {
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
  /** Called for every event as it arrives: the raw message, and what the protocol made of it
   * (the event, an unknown name, or a known event whose data does not fit). */
  readonly onEvent: (message: SseMessage, reading: ChatStreamEventReading) => void;
}

/**
 * Sends one turn with `Accept: text/event-stream` and reports its events while it runs;
 * resolves with the reply of the `done` event, or the failure (an `error` event, an
 * error status, no connection, a stream that ends without either).
 */
export async function streamChatTurn(
  connection: ChatConnection,
  request: ChatTurnRequest,
  options: StreamChatTurnOptions,
): Promise<ChatTurnOutcome> {
  const cancelled = (): ChatTurnOutcome => ({ ok: false, failure: { kind: 'cancelled' } });
  let response: Response;
  try {
    response = await options.fetch(`${connection.url}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${connection.userToken}`,
        apikey: connection.anonKey,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify(chatRequestBody(request)),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted === true) return cancelled();
    return { ok: false, failure: { kind: 'unreachable', url: connection.url, reason: networkReason(error) } };
  }
  if (!response.ok) return { ok: false, failure: await failureOfResponse(response) };
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || response.body === null) {
    // A server that does not stream answers with the JSON reply instead.
    const reply = chatReplySchema.safeParse(await response.json().catch(() => null));
    return reply.success ? { ok: true, reply: reply.data } : {
      ok: false,
      failure: {
        kind: 'unexpected',
        message: `${connection.url}/functions/v1/chat answered with ${
          contentType || 'no content type'
        }, not the chat function's events`,
      },
    };
  }
  try {
    for await (const message of readSseMessages(response.body)) {
      const reading = parseChatStreamEvent(message.event, message.data);
      options.onEvent(message, reading);
      if (reading.kind === 'malformed' && (reading.name === 'done' || reading.name === 'error')) {
        return {
          ok: false,
          failure: {
            kind: 'unexpected',
            message: `The ${reading.name} event does not fit the protocol (${reading.problem})`,
          },
        };
      }
      if (reading.kind !== 'event') continue;
      const { event } = reading;
      if (event.type === 'done') return { ok: true, reply: event.reply };
      if (event.type === 'error') return { ok: false, failure: { kind: 'refused', status: null, error: event.error } };
    }
  } catch (error) {
    if (options.signal?.aborted === true) return cancelled();
    return {
      ok: false,
      failure: { kind: 'unexpected', message: `The event stream broke off (${networkReason(error)})` },
    };
  }
  return { ok: false, failure: { kind: 'unexpected', message: 'The event stream ended before the turn finished' } };
}
