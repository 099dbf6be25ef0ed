import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../shared/llm/chat-model.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { fakeFetch, useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

/** A provider that ignores `stream: true` and answers 200 `application/json` with `body`. */
function jsonAnswering(body: unknown) {
  return openAi.model({
    fetch: fakeFetch(() =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } })
    ),
  });
}

describe('createOpenAiChatModel when a streamed request is answered with JSON', () => {
  describe('when the JSON is a whole completion', () => {
    it('answers with it and hands its text on in one piece', async () => {
      const model = jsonAnswering({
        id: 'x',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Hello' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1 },
      });
      const deltas: string[] = [];

      const answer = await model.generate(request, { onTextDelta: (text) => deltas.push(text) });

      expect(answer).toEqual({ text: 'Hello', toolCalls: [], usage: { promptTokens: 1, completionTokens: 1 } });
      expect(deltas).toEqual(['Hello']);
    });
  });

  describe('when the JSON is an error body', () => {
    it('fails with the kind its code names, not as a cut stream', async () => {
      const model = jsonAnswering({ error: { message: 'No endpoints found for model x', code: 404 } });

      const error = await failureOf(model.generate(request, { onTextDelta: () => {} }));

      expect(error).toMatchObject({
        kind: 'not_found',
        status: 404,
        providerMessage: 'No endpoints found for model x',
      });
    });
  });
});
