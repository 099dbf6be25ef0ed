/**
 * One chat turn over Server-Sent Events. `EventSource` cannot POST, so this is `fetch` with
 * the headers supabase-js would send (`apikey`, the user's `Authorization`, `x-client-info`)
 * and `Accept: text/event-stream`; the body is read with `eventsource-parser`.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { type ChatRequest, type ChatStreamEvent, parseChatStreamEvent } from '../../../shared/protocol/index.ts';
import { ApiError, apiErrorFromResponse, networkError } from '../api/api-error.ts';

/** The body of a turn. */
export type ChatTurnRequest = ChatRequest;

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
 * Streams one turn: yields each known event as it arrives, checked against the protocol.
 * An event this app does not know is skipped; a known one that does not fit is skipped
 * with a warning in the console, except `done` and `error`, without which the turn cannot
 * end: those throw an `ApiError` saying what did not fit. Throws an `ApiError` when the
 * function refuses the request (401, 429, 5xx…) or cannot be reached, and an `AbortError`
 * when `signal` aborts (Stop).
 */
export async function* streamChatTurn(
  connection: ChatStreamConnection,
  request: ChatTurnRequest,
  signal: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
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
      const reading = parseChatStreamEvent(chunk.value.event ?? 'message', chunk.value.data);
      if (reading.kind === 'event') yield reading.event;
      else if (reading.kind === 'malformed') {
        const problem = `The server sent a ${reading.name} event this app cannot read (${reading.problem}).`;
        if (reading.name === 'done' || reading.name === 'error') throw new ApiError('server', `${problem} Retry.`);
        console.warn(problem);
      }
    }
  } finally {
    // Stops the body when the caller leaves early (Stop, a new page).
    await reader.cancel().catch(() => undefined);
  }
}
