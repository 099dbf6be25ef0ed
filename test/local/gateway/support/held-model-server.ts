import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatCompletionBody } from '../../../support/scripted-openai-server.ts';

/**
 * A slow model for turns that must still be running when the gateway is told to stop: an
 * OpenAI-compatible chat completions endpoint whose first call of each turn is held until
 * {@link HeldModelServer.release}; that call then asks for a web search, and the turn's next
 * call answers `answer to <the user's message>`. Streamed or not, as the caller asks.
 */
export interface HeldModelServer {
  /** `…/v1`, for `OPENAI_BASE_URL`. */
  readonly baseUrl: string;
  /** Resolves once `count` first calls are being held. */
  held(count: number): Promise<void>;
  /** Resolves once `count` held calls were given up by the gateway (their connection closed). */
  abandoned(count: number): Promise<void>;
  /** Answers the held calls, and those that come later, at once. */
  release(): void;
  close(): Promise<void>;
}

interface Answer {
  readonly content: string | null;
  readonly toolCalls: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
}

function answerTo(body: ChatCompletionBody, callNumber: number): Answer {
  const message = [...body.messages].reverse().find((entry) => entry.role === 'user')?.content ?? '';
  if (body.messages.at(-1)?.role !== 'user') return { content: `answer to ${message}`, toolCalls: [] };
  const call = { name: 'web_search', arguments: JSON.stringify({ query: message, num_results: 3 }) };
  return { content: null, toolCalls: [{ id: `call_held_${callNumber}`, type: 'function', function: call }] };
}

function send(response: ServerResponse, body: ChatCompletionBody, answer: Answer, id: string): void {
  const finishReason = answer.toolCalls.length > 0 ? 'tool_calls' : 'stop';
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
  const base = { id, created: Math.floor(Date.now() / 1000), model: body.model };
  if (body.stream !== true) {
    const message = {
      role: 'assistant',
      content: answer.content,
      ...(answer.toolCalls.length > 0 ? { tool_calls: answer.toolCalls } : {}),
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({
      ...base,
      object: 'chat.completion',
      choices: [{ index: 0, message, finish_reason: finishReason, logprobs: null }],
      usage,
    }));
    return;
  }
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}): string =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices, ...extra })}\n\n`;
  const delta = answer.toolCalls.length > 0
    ? { role: 'assistant', tool_calls: answer.toolCalls.map((call, index) => ({ index, ...call })) }
    : { role: 'assistant', content: answer.content };
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.end(
    chunk([{ index: 0, delta, finish_reason: null }]) +
      chunk([{ index: 0, delta: {}, finish_reason: finishReason }]) +
      chunk([], { usage }) +
      'data: [DONE]\n\n',
  );
}

/** Starts it on 127.0.0.1 with a random port. */
export async function startHeldModelServer(): Promise<HeldModelServer> {
  let released = false;
  const counts = { held: 0, abandoned: 0 };
  let callCount = 0;
  const releases: (() => void)[] = [];
  const watchers: { kind: keyof typeof counts; count: number; resolve: () => void }[] = [];
  const counted = (kind: keyof typeof counts): void => {
    counts[kind] += 1;
    for (const watcher of watchers.filter((entry) => entry.kind === kind && entry.count <= counts[kind])) {
      watcher.resolve();
    }
  };
  const reached = (kind: keyof typeof counts, count: number): Promise<void> =>
    counts[kind] >= count ? Promise.resolve() : new Promise((resolve) => watchers.push({ kind, count, resolve }));
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ChatCompletionBody;
      callCount += 1;
      const answer = answerTo(body, callCount);
      const id = `chatcmpl-held-${callCount}`;
      if (released || answer.toolCalls.length === 0) {
        send(response, body, answer, id);
        return;
      }
      releases.push(() => send(response, body, answer, id));
      response.on('close', () => {
        if (!response.writableFinished) counted('abandoned');
      });
      counted('held');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    held: (count) => reached('held', count),
    abandoned: (count) => reached('abandoned', count),
    release() {
      released = true;
      for (const answer of releases.splice(0)) answer();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
