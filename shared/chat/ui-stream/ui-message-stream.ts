import { createEventStreamBody, type EventStreamBodyOptions } from '../../http/event-stream-body.ts';
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
export function createUiMessageStream(
  headers: Readonly<Record<string, string>> = {},
  options: EventStreamBodyOptions = {},
): UiMessageStream {
  const stream = createEventStreamBody(options);
  return {
    response: new Response(stream.body, { status: 200, headers: { ...uiMessageStreamHeaders, ...headers } }),
    write(...chunks) {
      for (const chunk of chunks) stream.enqueue(`data: ${JSON.stringify(chunk)}\n\n`);
    },
    close() {
      stream.enqueue('data: [DONE]\n\n');
      stream.close();
    },
  };
}
