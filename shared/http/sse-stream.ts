/** A Server-Sent Events response being written. */
export interface SseStream {
  readonly response: Response;
  /** Sends one event; ignored once closed (the client went away). */
  send(event: string, data: unknown): void;
  close(): void;
}

/** Options of {@link createSseStream}. */
export interface SseStreamOptions {
  /** Sends a `: ping` comment this often so idle proxies keep the connection open;
   * none when absent. Clients ignore comments. */
  readonly heartbeatIntervalMs?: number;
}

/** Opens an SSE response: `event: <name>` and a JSON `data:` line per event. */
export function createSseStream(headers: Record<string, string> = {}, options: SseStreamOptions = {}): SseStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stop = (): void => {
    closed = true;
    clearInterval(heartbeat);
  };
  const enqueue = (text: string): void => {
    if (closed || controller === null) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      stop();
    }
  };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      if (options.heartbeatIntervalMs !== undefined) heartbeat = setInterval(() => enqueue(': ping\n\n'), options.heartbeatIntervalMs);
    },
    cancel() {
      stop();
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive', ...headers },
    }),
    send(event, data) {
      enqueue(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed || controller === null) return;
      stop();
      try {
        controller.close();
      } catch {
        // Already closed by the client.
      }
    },
  };
}
