/**
 * One chat turn over Server-Sent Events. `EventSource` cannot POST, so this is `fetch` with
 * the headers supabase-js would send (`apikey`, the user's `Authorization`, `x-client-info`)
 * and `Accept: text/event-stream`; the body is read with `eventsource-parser`.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { apiErrorFromResponse, networkError } from '../api/api-error.ts';
import { type ChatEvent, parseChatEvent } from './chat-events.ts';

/** The body of a turn. */
export interface ChatTurnRequest {
  readonly message: string;
  readonly conversationId?: string;
  readonly agentId?: string;
}

/** Where and as whom. */
export interface ChatStreamConnection {
  readonly supabaseUrl: string;
  readonly anonKey: string;
  readonly accessToken: string;
  readonly fetch?: typeof fetch;
}

/** Identifies this app the way supabase-js identifies itself. */
export const clientInfo = 'parley-web/0.1.0';

/**
 * Streams one turn: yields each known event as it arrives. Throws an `ApiError` when the
 * function refuses the request (401, 429, 5xx…) or cannot be reached, and an `AbortError`
 * when `signal` aborts (Stop).
 */
export async function* streamChatTurn(
  connection: ChatStreamConnection,
  request: ChatTurnRequest,
  signal: AbortSignal,
): AsyncGenerator<ChatEvent> {
  const fetchTurn = connection.fetch ?? fetch;
  let response: Response;
  try {
    response = await fetchTurn(`${connection.supabaseUrl}/functions/v1/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${connection.accessToken}`,
        apikey: connection.anonKey,
        'x-client-info': clientInfo,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (response.body === null) throw networkError();
  const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw networkError();
      }
      if (chunk.done) return;
      const event = parseChatEvent(chunk.value.event ?? 'message', chunk.value.data);
      if (event !== null) yield event;
    }
  } finally {
    // Stops the body when the caller leaves early (Stop, a new page).
    await reader.cancel().catch(() => undefined);
  }
}
