/** A Server-Sent Events response being written. */
export interface SseStream {
  readonly response: Response;
  /** Sends one event; ignored once closed (the client went away). */
  send(event: string, data: unknown): void;
  close(): void;
}

/** Opens an SSE response: `event: <name>` and a JSON `data:` line per event. */
export function createSseStream(headers: Record<string, string> = {}): SseStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel() {
      closed = true;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', ...headers },
    }),
    send(event, data) {
      if (closed || controller === null) return;
      try {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      } catch {
        closed = true;
      }
    },
    close() {
      if (closed || controller === null) return;
      closed = true;
      try {
        controller.close();
      } catch {
        // Already closed by the client.
      }
    },
  };
}
