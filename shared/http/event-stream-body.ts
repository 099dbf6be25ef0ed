/** A `text/event-stream` body being written, for both stream protocols chat speaks
 * (Parley's SSE events and the AI SDK's UI message stream). */
export interface EventStreamBody {
  readonly body: ReadableStream<Uint8Array>;
  /** Writes raw event-stream text; ignored once closed (the client went away). */
  enqueue(text: string): void;
  /** Ends the body; ignored when it is closed already. */
  close(): void;
}

/** Options of {@link createEventStreamBody}. */
export interface EventStreamBodyOptions {
  /** Sends a `: ping` comment this often so idle proxies keep the connection open;
   * none when absent. Event-stream parsers skip comments. */
  readonly heartbeatIntervalMs?: number;
}

/** Opens an event-stream body whose writes stop quietly once the client has gone. */
export function createEventStreamBody(options: EventStreamBodyOptions = {}): EventStreamBody {
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
      if (options.heartbeatIntervalMs !== undefined) {
        heartbeat = setInterval(() => enqueue(': ping\n\n'), options.heartbeatIntervalMs);
      }
    },
    cancel() {
      stop();
    },
  });
  return {
    body,
    enqueue,
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
