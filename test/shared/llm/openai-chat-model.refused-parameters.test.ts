import { describe, expect, it } from 'vitest';
import type { ModelCallOptions, ModelRequest } from '../../../shared/llm/chat-model.ts';
import { createFallbackToolCaller } from '../../../shared/llm/fallback-tool-caller.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { createRefusedParameters } from '../../../shared/llm/refused-parameters.ts';
import type { ChatCompletionBody, ScriptedReply } from '../../support/scripted-openai-server.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [], temperature: 0 };

const ways: readonly { readonly name: string; readonly options: ModelCallOptions }[] = [
  { name: 'not streamed', options: {} },
  { name: 'streamed', options: { onTextDelta: () => {} } },
];

/** OpenAI's answers to a temperature its reasoning models (o1, o3, o4-mini, gpt-5) do not take. */
const refusals = {
  unsupported_value: {
    message: "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value " +
      'is supported.',
    type: 'invalid_request_error',
    param: 'temperature',
    code: 'unsupported_value',
  },
  unsupported_parameter: {
    message: "Unsupported parameter: 'temperature' is not supported with this model.",
    type: 'invalid_request_error',
    param: 'temperature',
    code: 'unsupported_parameter',
  },
};

/** Makes the server answer as a reasoning model: any request with `temperature` is refused. */
function refuseTemperature(error: (typeof refusals)[keyof typeof refusals]): void {
  openAi.server().guard = (body: ChatCompletionBody): ScriptedReply | null =>
    body.temperature === undefined ? null : { status: 400, error };
}

function reasoningModel(refusedParameters = createRefusedParameters()) {
  return openAi.model({ id: 'openai:gpt-5-mini', model: 'gpt-5-mini', refusedParameters });
}

async function failureOf(promise: Promise<unknown>): Promise<ModelError> {
  const outcome = await promise.then(() => null, (error: unknown) => error);
  if (!(outcome instanceof ModelError)) throw new Error(`Expected a ModelError, got ${String(outcome)}`);
  return outcome;
}

const temperatures = () => openAi.server().requests.map((recorded) => recorded.body.temperature);

describe('createOpenAiChatModel with a model that refuses a parameter', () => {
  describe.each(Object.entries(refusals))('when a reasoning model refuses temperature (%s)', (_code, error) => {
    it.each(ways)('answers by asking once more without it ($name)', async ({ options }) => {
      refuseTemperature(error);
      openAi.server().enqueue({ text: 'Hello.' });

      const answer = await reasoningModel().generate(request, options);

      expect(answer.text).toBe('Hello.');
      expect(temperatures()).toEqual([0, undefined]);
    });
  });

  describe('when the same model is asked again in the process', () => {
    it('leaves temperature out at once', async () => {
      refuseTemperature(refusals.unsupported_value);
      openAi.server().enqueue({ text: 'One.' }, { text: 'Two.' });
      const refusedParameters = createRefusedParameters();
      await reasoningModel(refusedParameters).generate(request);

      const answer = await reasoningModel(refusedParameters).generate(request);

      expect(answer.text).toBe('Two.');
      expect(temperatures()).toEqual([0, undefined, undefined]);
    });

    it('still sends temperature to other models', async () => {
      refuseTemperature(refusals.unsupported_value);
      const refusedParameters = createRefusedParameters();
      await reasoningModel(refusedParameters).generate(request);
      openAi.server().guard = null;

      await openAi.model({ refusedParameters }).generate(request);

      expect(temperatures()).toEqual([0, undefined, 0]);
    });
  });

  describe('when the refusal names a parameter the request did not carry', () => {
    it('fails the call as a bad request without asking again', async () => {
      openAi.server().enqueue({ status: 400, error: refusals.unsupported_value });

      const error = await failureOf(reasoningModel().generate({ ...request, temperature: undefined }));

      expect(error).toMatchObject({ kind: 'bad_request', status: 400, param: 'temperature' });
      expect(openAi.server().requests).toHaveLength(1);
    });
  });

  describe('when the refusal names a parameter Parley cannot leave out', () => {
    it('fails the call as a bad request without asking again', async () => {
      openAi.server().enqueue({
        status: 400,
        error: { message: "Invalid value for 'tool_choice'.", type: 'invalid_request_error', param: 'tool_choice' },
      });

      const error = await failureOf(reasoningModel().generate(request));

      expect(error).toMatchObject({ kind: 'bad_request', param: 'tool_choice' });
      expect(openAi.server().requests).toHaveLength(1);
    });
  });

  describe('when the request without temperature is refused too', () => {
    it('fails after the one extra request', async () => {
      openAi.server().respond = () => ({ status: 400, error: refusals.unsupported_value });

      const error = await failureOf(reasoningModel().generate(request));

      expect(error.kind).toBe('bad_request');
      expect(temperatures()).toEqual([0, undefined]);
    });
  });
});

describe('createFallbackToolCaller with a reasoning model', () => {
  it('repairs the call though the model refuses temperature 0', async () => {
    refuseTemperature(refusals.unsupported_value);
    openAi.server().enqueue({ toolCalls: [{ id: 'call_fix', name: 'lookup', arguments: '{"word":"tide"}' }] });
    const lookup = {
      type: 'function' as const,
      function: { name: 'lookup', description: 'Look a word up', parameters: { type: 'object', properties: {} } },
    };

    const repaired = await createFallbackToolCaller({ models: [reasoningModel()] }).repair({
      tool: lookup,
      failedCalls: [{ call: { id: 'call_1', name: 'lookup', arguments: '{' }, feedback: 'Malformed JSON' }],
      userMessage: 'Look up tide',
    });

    expect(repaired).toEqual({
      call: { id: 'call_fix', name: 'lookup', arguments: '{"word":"tide"}' },
      model: 'openai:gpt-5-mini',
    });
  });
});
