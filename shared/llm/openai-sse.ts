import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** One `data:` payload of a chat completions stream, parsed; or the text that was not JSON. */
export type StreamEvent =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'not_json'; readonly data: string }
  /** The body went past the bound of bytes read; nothing more is read. */
  | { readonly kind: 'too_large' };

/**
 * The `data:` payloads of a chat completions event stream, in order, until `data: [DONE]`
 * or the end of the body. The SSE framing (events and characters split across network
 * reads, several `data:` lines, comments, CRLF) is `eventsource-parser`'s, the parser the
 * vendored MCP client and the web app already use. Leaving the loop early cancels the
 * body, which closes the connection. A body that breaks throws what the read threw; one
 * larger than `maxBytes` ends with a `too_large` event (a single huge event is never
 * buffered whole).
 */
export async function* streamEvents(
  body: ReadableStream<Uint8Array>,
  maxBytes: number = Number.POSITIVE_INFINITY,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const messages: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => messages.push(message) });
  let size = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      size += value?.byteLength ?? 0;
      if (size > maxBytes) {
        yield { kind: 'too_large' };
        return;
      }
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      for (const message of messages.splice(0)) {
        const data = message.data;
        // A keep-alive event without data is no chunk.
        if (data.trim().length === 0) continue;
        if (data.startsWith('[DONE]')) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          yield { kind: 'not_json', data };
          continue;
        }
        yield { kind: 'json', value: parsed };
      }
      if (done) return;
    }
  } finally {
    // Stops the body after `[DONE]`, an error or the caller's early exit.
    reader.cancel().catch(() => {});
  }
}
