import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { contentFilterReply } from '../../../shared/llm/finish-reason.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** A provider answering with `message` and `finishReason`, streamed (as one delta and a
 * closing chunk) or not, as the caller asks. */
function answering(message: Record<string, unknown>, finishReason: string) {
  return openAi.model({
    fetch: fakeFetch((init) => {
      if (JSON.parse(String(init?.body)).stream !== true) {
        const body = {
          choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }],
        };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }
      const toolCalls = Array.isArray(message.tool_calls)
        ? message.tool_calls.map((call: object, index: number) => ({ index, ...call }))
        : undefined;
      const chunks = [
        { choices: [{ index: 0, delta: { ...message, tool_calls: toolCalls }, finish_reason: null }] },
        { choices: [{ index: 0, delta: {}, finish_reason: finishReason }] },
      ];
      const body = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + 'data: [DONE]\n\n';
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  });
}

const ways = [['not streamed', {}], ['streamed', { onTextDelta: () => {} }]] as const;

describe.each(ways)('createOpenAiChatModel and why the model stopped (%s)', (_how, callOptions) => {
  describe('when the answer stops at the output limit (finish_reason: length)', () => {
    it('fails the attempt as a cut answer instead of answering with the cut text', async () => {
      const model = answering({ content: 'The answer is that you should defini' }, 'length');

      const error = await failureOf(model.generate(request, callOptions));

      expect(error).toMatchObject({
        kind: 'cut_answer',
        providerMessage: 'the answer was cut at the output token limit (finish_reason: length)',
      });
    });

    it('never returns its tool call, whose arguments may be cut', async () => {
      const model = answering({
        content: null,
        tool_calls: [{ id: 'call_L', type: 'function', function: { name: 'lookup', arguments: '{"q":"abc' } }],
      }, 'length');

      const error = await failureOf(model.generate(request, callOptions));

      expect(error.kind).toBe('cut_answer');
    });
  });

  describe('when the content filter stopped the answer', () => {
    it("answers with the provider's refusal, without the cut text or a tool call", async () => {
      const model = answering({
        content: 'Here is how to',
        tool_calls: [{ id: 'call_C', type: 'function', function: { name: 'lookup', arguments: '{}' } }],
      }, 'content_filter');

      const answer = await model.generate(request, callOptions);

      expect(answer.text).toBe(contentFilterReply);
      expect(answer.toolCalls).toEqual([]);
    });
  });

  describe('when the model refuses', () => {
    it('answers with the refusal as the reply text', async () => {
      const model = answering({ content: null, refusal: "I'm sorry, I can't help with that." }, 'stop');

      const answer = await model.generate(request, callOptions);

      expect(answer.text).toBe("I'm sorry, I can't help with that.");
    });
  });
});

describe('a model chain over such answers', () => {
  function chainOf(primary: ReturnType<typeof answering>, backup: ReturnType<typeof answering>) {
    return createModelChain({ models: [primary, backup], random: () => 0.5, sleep: () => Promise.resolve() });
  }

  describe("when the primary's answer is cut by length", () => {
    it('asks the next model, which answers', async () => {
      const primary = answering({ content: 'Cut ans' }, 'length');
      const backup = answering({ content: 'Whole answer.' }, 'stop');

      const { response } = await chainOf(primary, backup).generate(request);

      expect(response.text).toBe('Whole answer.');
    });
  });

  describe('when the primary refuses', () => {
    it('answers with the refusal, without asking the next model', async () => {
      const primary = answering({ content: null, refusal: "I can't help with that." }, 'stop');
      const backup = answering({ content: "The fallback's answer." }, 'stop');

      const { response, model } = await chainOf(primary, backup).generate(request);

      expect(response.text).toBe("I can't help with that.");
      expect(model).toBe(primary);
    });
  });
});
