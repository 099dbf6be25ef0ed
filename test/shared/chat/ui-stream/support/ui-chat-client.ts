import {
  DefaultChatTransport,
  parseJsonEventStream,
  readUIMessageStream,
  type UIMessage,
  type UIMessageChunk,
  uiMessageChunkSchema,
} from 'ai';
import type { ParleyDataParts, ParleyMessageMetadata } from '../../../../../shared/chat/ui-stream/parley-data-parts.ts';

/** A UIMessage as Parley's stream builds it. */
export type ParleyUiMessage = UIMessage<ParleyMessageMetadata, ParleyDataParts>;

/** The chat function's address, as a web app would configure it. */
export const chatApi = 'http://localhost/functions/v1/chat';

/** One turn sent through the `ai` package's client side. */
export interface UiChatTurn {
  /** The HTTP response the handler gave (status and headers; its body is read below). */
  readonly response: Response;
  /** Every chunk, each parsed and validated by `ai`'s own `uiMessageChunkSchema`. */
  readonly chunks: UIMessageChunk[];
  /** The body as sent, for what the schema does not see (`data: [DONE]`). */
  readonly rawBody: string;
  /** The assistant message `readUIMessageStream` built from the stream. */
  readonly message: ParleyUiMessage;
  /** The `error` chunks, as `readUIMessageStream` reports them. */
  readonly errors: Error[];
}

/** What {@link sendUiChat} sends; everything but the handler and messages has a default. */
export interface UiChatOptions {
  /** What answers the transport's POST: the chat handler, called without a server. */
  readonly handler: (request: Request) => Promise<Response>;
  readonly messages: readonly ParleyUiMessage[];
  /** useChat's chat id; default a non-UUID id like useChat's own. */
  readonly chatId?: string;
  /** The transport's `body` (merged into the POSTed JSON). */
  readonly body?: Record<string, unknown>;
  /** The transport's `headers` (Authorization, apikey). */
  readonly headers?: Record<string, string>;
}

/** An HTTP error the transport rejected with: the handler's status and the error text
 * the transport surfaced (the response body). */
export class UiChatRefusal extends Error {
  constructor(readonly status: number | undefined, readonly responseBody: string) {
    super(`HTTP ${status ?? '?'}: ${responseBody}`);
    this.name = 'UiChatRefusal';
  }
}

/** A user message as `useChat`'s `sendMessage({ text })` makes it. */
export function userMessage(text: string, id = `user-${crypto.randomUUID()}`): ParleyUiMessage {
  return { id, role: 'user', parts: [{ type: 'text', text }] };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** Every chunk of a UI message stream body, each parsed and validated by `ai`'s own
 * `parseJsonEventStream` and `uiMessageChunkSchema`; a chunk the schema refuses throws. */
export async function readUiChunks(body: ReadableStream<Uint8Array>): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  const reader = parseJsonEventStream({ stream: body, schema: uiMessageChunkSchema }).getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (!next.value.success) throw next.value.error;
    chunks.push(next.value.value);
  }
  return chunks;
}

/**
 * Sends one turn the way `useChat` does: `DefaultChatTransport` POSTs to the handler
 * (through its `fetch` option, no server) and `readUIMessageStream` builds the message.
 * A copy of the body is parsed with `ai`'s `parseJsonEventStream` and
 * `uiMessageChunkSchema`; a chunk the schema refuses fails the turn. An HTTP error
 * rejects with a {@link UiChatRefusal}: the status, and the body the transport's error held.
 */
export async function sendUiChat(options: UiChatOptions): Promise<UiChatTurn> {
  // What the handler answered, with a copy of its body the transport does not read.
  const handled: { response?: Response; copy?: ReadableStream<Uint8Array> } = {};
  const transport = new DefaultChatTransport<ParleyUiMessage>({
    api: chatApi,
    headers: options.headers,
    body: options.body,
    fetch: async (input, init) => {
      const response = await options.handler(new Request(input, init));
      handled.response = response;
      if (response.body === null) return response;
      const [forTransport, copy] = response.body.tee();
      handled.copy = copy;
      return new Response(forTransport, { status: response.status, headers: response.headers });
    },
  });
  const sent = transport.sendMessages({
    chatId: options.chatId ?? 'chat-abc123',
    messages: [...options.messages],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  const stream = await sent.catch((thrown: unknown) => {
    // The transport rejects an HTTP error with a plain Error holding the body (ai@6);
    // the status comes from the response the handler gave.
    const status = handled.response?.status;
    throw new UiChatRefusal(status, thrown instanceof Error ? thrown.message : String(thrown));
  });
  const { response, copy } = handled;
  if (response === undefined || copy === undefined) throw new Error('the transport got no response body');
  const [forText, forSchema] = copy.tee();
  const errors: Error[] = [];
  const read = async (): Promise<ParleyUiMessage | undefined> => {
    let last: ParleyUiMessage | undefined;
    for await (
      const snapshot of readUIMessageStream<ParleyUiMessage>({
        stream,
        onError: (error) => errors.push(error instanceof Error ? error : new Error(String(error))),
      })
    ) last = snapshot;
    return last;
  };
  const [message, chunks, rawBody] = await Promise.all([read(), readUiChunks(forSchema), readAll(forText)]);
  if (message === undefined) throw new Error('readUIMessageStream produced no message');
  return { response, chunks, rawBody, message, errors };
}

/** The data of every `data-<name>` part of a message, in order. */
export function dataOf<Name extends keyof ParleyDataParts>(
  message: ParleyUiMessage,
  name: Name,
): ParleyDataParts[Name][] {
  return message.parts.flatMap((
    part,
  ) => (part.type === `data-${name}` && 'data' in part ? [part.data as ParleyDataParts[Name]] : []));
}

/** The chunk types in order, consecutive `text-delta`s collapsed into one. */
export function chunkTypes(chunks: readonly UIMessageChunk[]): string[] {
  return chunks.map((chunk) => chunk.type).filter((type, index, types) =>
    type !== 'text-delta' || types[index - 1] !== 'text-delta'
  );
}
