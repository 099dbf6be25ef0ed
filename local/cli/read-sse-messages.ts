import { createSseParser, type SseMessage } from './sse-parser.ts';

/**
 * The events of a `text/event-stream` body as they arrive; UTF-8 split across chunks is
 * decoded whole. Ends when the body ends; rejects when reading fails (an abort included).
 * Stopping early cancels the body, which closes the connection.
 */
export async function* readSseMessages(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const decoder = new TextDecoder();
  const parser = createSseParser();
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    finished = true;
    yield* parser.push(decoder.decode());
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
