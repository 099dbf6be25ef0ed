import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { fakeFetch, testApiKey, textChunk, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };
const streamed = { onTextDelta: () => {} };
const encoder = new TextEncoder();

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** A body of `text`, delivered `size` bytes per read. */
function piecesOf(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

const eventStream = { 'content-type': 'text/event-stream' };
const sse = (chunks: readonly unknown[]): string =>
  chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('');
const finishChunk = { choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] };

describe('createOpenAiChatModel over fetch', () => {
  describe('when the stream arrives in pieces that split events and characters', () => {
    it('hands on the same text and returns the same answer', async () => {
      const text = sse([
        textChunk('Grüße, '),
        textChunk('wörld ✓'),
        finishChunk,
        { choices: [], usage: { prompt_tokens: 4, completion_tokens: 3 } },
      ]) + 'data: [DONE]\n\n';
      const deltas: string[] = [];
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(piecesOf(text, 3), { headers: eventStream })),
      });

      const answer = await model.generate(request, { onTextDelta: (delta) => deltas.push(delta) });

      expect(deltas).toEqual(['Grüße, ', 'wörld ✓']);
      expect(answer).toEqual({
        text: 'Grüße, wörld ✓',
        toolCalls: [],
        usage: { promptTokens: 4, completionTokens: 3 },
      });
    });
  });

  describe('when a stream ends after finish_reason but without [DONE]', () => {
    it('answers, as the SDK did', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(sse([textChunk('Done.'), finishChunk]), { headers: eventStream })),
      });

      const answer = await model.generate(request, streamed);

      expect(answer.text).toBe('Done.');
    });
  });

  describe('when a streamed tool call comes without an index', () => {
    it('keeps the call, in the order it came', async () => {
      const chunk = {
        choices: [{
          index: 0,
          delta: {
            tool_calls: [{ id: 'call_x', type: 'function', function: { name: 'web_search', arguments: '{}' } }],
          },
          finish_reason: 'tool_calls',
        }],
      };
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(sse([chunk]) + 'data: [DONE]\n\n', { headers: eventStream })),
      });

      const answer = await model.generate(request, streamed);

      expect(answer.toolCalls).toEqual([{ id: 'call_x', name: 'web_search', arguments: '{}' }]);
    });
  });

  describe('when a stream sends a chunk that is not JSON', () => {
    it('fails as transient', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() =>
          new Response(`${sse([textChunk('Hi')])}data: {"choices":[\n\n`, { headers: eventStream })
        ),
      });

      const error = await failureOf(model.generate(request, streamed));

      expect(error).toMatchObject({ kind: 'transient', providerMessage: 'the stream sent a chunk that is not JSON' });
    });
  });

  describe('when a stream sends something that is not a chunk', () => {
    it('fails as unknown', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(sse([{ choices: 'none' }]), { headers: eventStream })),
      });

      const error = await failureOf(model.generate(request, streamed));

      expect(error.kind).toBe('unknown');
    });
  });

  describe('when a gateway reports an error inside the stream', () => {
    it('fails with its message, its numeric code read as the status', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() =>
          new Response(sse([textChunk('Hel'), { error: { message: 'upstream overloaded', code: 502 } }]), {
            headers: eventStream,
          })
        ),
      });

      const error = await failureOf(model.generate(request, streamed));

      expect(error).toMatchObject({ kind: 'transient', status: 502, providerMessage: 'upstream overloaded' });
    });
  });

  describe('when a streamed request is rate-limited with Retry-After', () => {
    it('fails as transient with the wait, before any text', async () => {
      openAi.server().enqueue({
        status: 429,
        error: { message: 'Too many requests' },
        headers: { 'retry-after': '2' },
      });
      const deltas: string[] = [];

      const error = await failureOf(openAi.model().generate(request, { onTextDelta: (delta) => deltas.push(delta) }));

      expect(error).toMatchObject({
        kind: 'transient',
        status: 429,
        retryAfterMs: 2000,
        providerMessage: 'Too many requests',
      });
      expect(deltas).toEqual([]);
    });
  });

  describe('when an error body is not JSON', () => {
    it('fails by its status, without repeating the body', async () => {
      const page = '<html><body><h1>502 Bad Gateway</h1>nginx</body></html>';
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(page, { status: 502, headers: { 'content-type': 'text/html' } })),
      });

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({ kind: 'transient', status: 502, providerMessage: 'HTTP 502' });
      expect(error.message).not.toContain('nginx');
    });
  });

  describe('when an error body is a bare string', () => {
    it('fails with that string as the message', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() => Response.json({ error: 'Rate limit exceeded: free-models-per-day' }, { status: 429 })),
      });

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({
        kind: 'transient',
        status: 429,
        providerMessage: 'Rate limit exceeded: free-models-per-day',
      });
    });
  });

  describe('when an error body never ends', () => {
    it('fails by its status without waiting for the rest of it', async () => {
      let cancelled = false;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(encoder.encode(' '.repeat(16 * 1024)));
        },
        cancel() {
          cancelled = true;
        },
      });
      const model = openAi.model({
        fetch: fakeFetch(() => new Response(endless, { status: 503, headers: { 'content-type': 'application/json' } })),
        timeoutMs: 5_000,
      });

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({ kind: 'transient', status: 503, timedOut: false, providerMessage: 'HTTP 503' });
      expect(cancelled).toBe(true);
    });
  });

  describe('when the base URL ends with a slash', () => {
    it('posts to the same chat completions path, JSON with the bearer key', async () => {
      openAi.server().enqueue({ text: 'ok' });

      await openAi.model({ baseUrl: `${openAi.server().baseUrl}/` }).generate(request);

      const [sent] = openAi.server().requests;
      expect(sent?.path).toBe('/v1/chat/completions');
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.headers.authorization).toBe(`Bearer ${testApiKey}`);
    });
  });

  describe('when a 200 answer is not labelled JSON', () => {
    it('fails as unknown: it is no chat completion', async () => {
      const model = openAi.model({
        fetch: fakeFetch(() => new Response('hello', { headers: { 'content-type': 'text/plain' } })),
      });

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({ kind: 'unknown' });
    });
  });
});
