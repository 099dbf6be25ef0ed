import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createOpenAiChatModel, type OpenAiChatModelOptions } from '../../../../shared/llm/openai-chat-model.ts';
import type { ChatModel } from '../../../../shared/llm/chat-model.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';

/** The key the fixture's models send; tests check it never leaks. */
export const testApiKey = 'sk-test-0123456789abcdefghijkl';

/** A scripted OpenAI server for one test file, emptied before each test, and a way to
 * build real models (the fetch client) that talk to it. */
export function useScriptedOpenAi(): {
  server: () => ScriptedOpenAiServer;
  model: (overrides?: Partial<OpenAiChatModelOptions>) => ChatModel;
} {
  let server: ScriptedOpenAiServer | null = null;
  beforeAll(async () => {
    server = await startScriptedOpenAiServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    if (server === null) return;
    server.requests.length = 0;
    server.respond = null;
    server.guard = null;
    server.issuedExtraContent.clear();
  });
  const current = (): ScriptedOpenAiServer => {
    if (server === null) throw new Error('The scripted server is not running.');
    return server;
  };
  return {
    server: current,
    model: (overrides = {}) =>
      createOpenAiChatModel({
        id: 'openai:gpt-4o-mini',
        model: 'gpt-4o-mini',
        baseUrl: current().baseUrl,
        apiKey: testApiKey,
        ...overrides,
      }),
  };
}

/** A `fetch` that answers every request with `response()`, recording the requests. */
export function fakeFetch(
  response: (init: RequestInit | undefined) => Response | Promise<Response>,
): typeof fetch & { calls: number } {
  const handler = Object.assign(
    (_input: string | URL | Request, init?: RequestInit) => {
      handler.calls += 1;
      return Promise.resolve(response(init));
    },
    { calls: 0 },
  );
  return handler as typeof fetch & { calls: number };
}

/** A `fetch` that never answers, and rejects like `fetch` when its signal aborts. */
export const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_, reject) => {
    const signal = init?.signal;
    if (signal === undefined || signal === null) return;
    signal.addEventListener('abort', () => reject(signal.reason ?? new DOMException('aborted', 'AbortError')), {
      once: true,
    });
  });

/** A server-sent-events body: each value as one `data:` line, then `[DONE]` unless cut. */
export function sseBody(chunks: readonly unknown[], options: { breakAfter?: number } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      if (options.breakAfter !== undefined && index >= options.breakAfter) {
        controller.error(new TypeError('terminated'));
        return;
      }
      if (index >= chunks.length) {
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunks[index])}\n\n`));
      index += 1;
    },
  });
}

/** One streamed chunk with a text delta. */
export function textChunk(content: string): unknown {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
}
