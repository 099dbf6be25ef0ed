import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };
const mebibyte = 1024 * 1024;
const encoder = new TextEncoder();

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** A body of `head`, then `pieces` pieces of 1 MiB of `a`, then `tail`, made as it is read. */
function lazyBody(head: string, pieces: number, tail: string): ReadableStream<Uint8Array> {
  const piece = encoder.encode('a'.repeat(mebibyte));
  let sent = -1;
  return new ReadableStream({
    pull(controller) {
      if (sent === -1) controller.enqueue(encoder.encode(head));
      else if (sent < pieces) controller.enqueue(piece);
      else {
        controller.enqueue(encoder.encode(tail));
        controller.close();
      }
      sent += 1;
    },
  });
}

function modelAnswering(body: () => ReadableStream<Uint8Array>, contentType: string) {
  return openAi.model({ fetch: fakeFetch(() => new Response(body(), { headers: { 'content-type': contentType } })) });
}

const streamed = { onTextDelta: () => {} };
const sseHead = 'data: {"choices":[{"index":0,"delta":{"content":"';
const sseTail = '"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n';
const jsonHead = '{"choices":[{"index":0,"message":{"role":"assistant","content":"';
const jsonTail = '"},"finish_reason":"stop"}]}';

describe('createOpenAiChatModel with an answer too large to keep', () => {
  describe('when a streamed answer holds more than 4 MiB of text', () => {
    it('fails the attempt with the reason, in one event', async () => {
      const model = modelAnswering(() => lazyBody(sseHead, 5, sseTail), 'text/event-stream');

      const error = await failureOf(model.generate(request, streamed));

      expect(error).toMatchObject({
        kind: 'unknown',
        providerMessage: 'the answer is larger than 4 MiB (text and tool arguments)',
      });
    });

    it('fails the attempt with the reason, in many events, without handing on past the bound', async () => {
      const delta = JSON.stringify({ choices: [{ index: 0, delta: { content: 'b'.repeat(mebibyte) } }] });
      const events = Array.from({ length: 6 }, () => `data: ${delta}\n\n`).join('');
      const model = modelAnswering(
        () => new Response(`${events}data: [DONE]\n\n`).body ?? new ReadableStream(),
        'text/event-stream',
      );
      let handedOn = 0;

      const error = await failureOf(model.generate(request, { onTextDelta: (text) => (handedOn += text.length) }));

      expect(error.providerMessage).toBe('the answer is larger than 4 MiB (text and tool arguments)');
      expect(handedOn).toBe(4 * mebibyte);
    });
  });

  describe('when one streamed event is larger than the bound of bytes read', () => {
    it('stops reading and fails the attempt with the reason', async () => {
      const model = modelAnswering(() => lazyBody(sseHead, 40, sseTail), 'text/event-stream');

      const error = await failureOf(model.generate(request, streamed));

      expect(error).toMatchObject({ kind: 'unknown', providerMessage: 'the response body is larger than 32 MiB' });
    });
  });

  describe('when a non-streamed answer holds more than 4 MiB of text', () => {
    it('fails the attempt with the reason', async () => {
      const model = modelAnswering(() => lazyBody(jsonHead, 5, jsonTail), 'application/json');

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({
        kind: 'unknown',
        providerMessage: 'the answer is larger than 4 MiB (text and tool arguments)',
      });
    });
  });

  describe('when a non-streamed body is larger than the bound of bytes read', () => {
    it('stops reading and fails the attempt with the reason', async () => {
      const model = modelAnswering(() => lazyBody(jsonHead, 40, jsonTail), 'application/json');

      const error = await failureOf(model.generate(request));

      expect(error).toMatchObject({ kind: 'unknown', providerMessage: 'the response body is larger than 32 MiB' });
    });
  });
});
