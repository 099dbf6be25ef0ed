import { createEventStreamBody, type EventStreamBodyOptions } from './event-stream-body.ts';

/** A Server-Sent Events response being written. */
export interface SseStream {
  readonly response: Response;
  /** Sends one event; ignored once closed (the client went away). */
  send(event: string, data: unknown): void;
  close(): void;
}

/** Options of {@link createSseStream}. */
export type SseStreamOptions = EventStreamBodyOptions;

/** Opens an SSE response: `event: <name>` and a JSON `data:` line per event. */
export function createSseStream(headers: Record<string, string> = {}, options: SseStreamOptions = {}): SseStream {
  const stream = createEventStreamBody(options);
  return {
    response: new Response(stream.body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        ...headers,
      },
    }),
    send(event, data) {
      stream.enqueue(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      stream.close();
    },
  };
}
