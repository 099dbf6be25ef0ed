import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };
const streamed = { onTextDelta: () => {} };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** A chunk whose delta holds `toolCalls`, as an outside tester's hostile provider sent them. */
function toolChunk(toolCalls: readonly unknown[], finishReason: string | null = null): unknown {
  return { choices: [{ index: 0, delta: { tool_calls: toolCalls }, finish_reason: finishReason }] };
}

/** A model whose provider streams `chunks`, then `[DONE]`. */
function streamingModel(chunks: readonly unknown[]) {
  const body = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
  return openAi.model({
    fetch: fakeFetch(() => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
  });
}

describe('createOpenAiChatModel with streamed tool calls', () => {
  describe('when a tool call names an index past the bound of calls per answer', () => {
    it.each([128, 1_000_000, 4_294_967_294])('fails the attempt as malformed for index %i, at once', async (index) => {
      const model = streamingModel([
        toolChunk([{ index, id: 'call_Z', function: { name: 'lookup', arguments: '{}' } }], 'tool_calls'),
      ]);

      const error = await failureOf(model.generate(request, streamed));

      expect(error).toMatchObject({ kind: 'unknown', providerMessage: 'the answer has more than 128 tool calls' });
    });
  });

  describe('when an answer holds more calls than the bound', () => {
    it('fails the attempt as malformed', async () => {
      const calls = Array.from({ length: 129 }, (_, index) => ({
        index,
        id: `call_${index}`,
        function: { name: 'lookup', arguments: '{}' },
      }));

      const error = await failureOf(streamingModel([toolChunk(calls, 'tool_calls')]).generate(request, streamed));

      expect(error.kind).toBe('unknown');
    });
  });

  describe('when indexes are far apart but few', () => {
    it('keeps the calls in the order they started', async () => {
      const model = streamingModel([
        toolChunk([{ index: 7, id: 'call_B', function: { name: 'weather', arguments: '{"city":' } }]),
        toolChunk([{ index: 0, id: 'call_A', function: { name: 'lookup', arguments: '{}' } }]),
        toolChunk([{ index: 7, function: { arguments: '"b"}' } }], 'tool_calls'),
      ]);

      const answer = await model.generate(request, streamed);

      expect(answer.toolCalls).toEqual([
        { id: 'call_B', name: 'weather', arguments: '{"city":"b"}' },
        { id: 'call_A', name: 'lookup', arguments: '{}' },
      ]);
    });
  });

  describe('when parallel calls come without index, each in its own chunk (Gemini)', () => {
    it('keeps them apart, one call per id', async () => {
      const model = streamingModel([
        toolChunk([{ id: 'call_A', type: 'function', function: { name: 'lookup', arguments: '{"q":"a"}' } }]),
        toolChunk([{ id: 'call_B', type: 'function', function: { name: 'weather', arguments: '{"city":"b"}' } }]),
        { choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] },
      ]);

      const answer = await model.generate(request, streamed);

      expect(answer.toolCalls).toEqual([
        { id: 'call_A', name: 'lookup', arguments: '{"q":"a"}' },
        { id: 'call_B', name: 'weather', arguments: '{"city":"b"}' },
      ]);
    });

    it('starts a new call on a second name when the calls have no id', async () => {
      const model = streamingModel([
        toolChunk([{ function: { name: 'lookup', arguments: '{"q":"a"}' } }]),
        toolChunk([{ function: { name: 'lookup', arguments: '{"q":"b"}' } }], 'tool_calls'),
      ]);

      const answer = await model.generate(request, streamed);

      expect(answer.toolCalls).toEqual([
        { id: 'call_1', name: 'lookup', arguments: '{"q":"a"}' },
        { id: 'call_2', name: 'lookup', arguments: '{"q":"b"}' },
      ]);
    });
  });

  describe('when the arguments of one call come in indexless pieces without id', () => {
    it('continues the call the pieces belong to', async () => {
      const model = streamingModel([
        toolChunk([{ id: 'call_A', type: 'function', function: { name: 'lookup', arguments: '' } }]),
        toolChunk([{ function: { arguments: '{"q":"wea' } }]),
        toolChunk([{ id: 'call_A', function: { arguments: 'ther"}' } }], 'tool_calls'),
      ]);

      const answer = await model.generate(request, streamed);

      expect(answer.toolCalls).toEqual([{ id: 'call_A', name: 'lookup', arguments: '{"q":"weather"}' }]);
    });
  });
});
