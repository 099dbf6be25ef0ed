import type { UiMessageChunk } from './ui-message-chunk.ts';

/** The headers of a UI message stream response (the `ai` package's
 * `UI_MESSAGE_STREAM_HEADERS`): the version header tells clients which protocol it is. */
export const uiMessageStreamHeaders: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  // Proxies (nginx) must pass each chunk on as it comes.
  'x-accel-buffering': 'no',
};

/** A UI message stream response being written. */
export interface UiMessageStream {
  readonly response: Response;
  /** Sends chunks; ignored once closed (the client went away). */
  write(...chunks: readonly UiMessageChunk[]): void;
  /** Ends the stream with `data: [DONE]`. */
  close(): void;
}

/** Opens a UI message stream: one `data:` line of JSON per chunk, `data: [DONE]` last.
 * With `heartbeatIntervalMs`, a `: ping` SSE comment that often (the AI SDK's SSE parser
 * skips comments), so idle proxies do not cut a turn waiting on a slow model. */
export function createUiMessageStream(headers: Readonly<Record<string, string>> = {}, options: { readonly heartbeatIntervalMs?: number } = {}): UiMessageStream {
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
    response: new Response(body, { status: 200, headers: { ...uiMessageStreamHeaders, ...headers } }),
    write(...chunks) {
      for (const chunk of chunks) enqueue(`data: ${JSON.stringify(chunk)}\n\n`);
    },
    close() {
      enqueue('data: [DONE]\n\n');
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
