import { describe, expect, it } from 'vitest';
import type { ChatModel, ModelRequest } from '../../../shared/llm/chat-model.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';
import {
  AllModelsFailedError,
  createModelChain,
  type ModelChain,
  type ModelChainEvent,
} from '../../../shared/llm/model-chain.ts';
import type { ScriptedReply } from '../../support/scripted-openai-server.ts';
import { useScriptedOpenAi } from './support/openai-fixture.ts';

const openAi = useScriptedOpenAi();
const request: ModelRequest = { messages: [{ role: 'user', content: 'Hi' }], tools: [] };

/** Two real `openai`-SDK models on the scripted server: the primary, then the backup. */
function primaryAndBackup(): readonly ChatModel[] {
  return [
    openAi.model({ id: 'openai:primary', model: 'primary' }),
    openAi.model({ id: 'groq:backup', model: 'backup' }),
  ];
}

/** The server answers each model by its name. */
function answerByModel(replies: Record<string, ScriptedReply>): void {
  openAi.server().respond = (body) => replies[body.model] ?? { text: 'unexpected model' };
}

function chainOf(
  models: readonly ChatModel[],
  deadline?: { at: number; now: () => number },
): { chain: ModelChain; sleeps: number[]; events: ModelChainEvent[] } {
  const sleeps: number[] = [];
  const events: ModelChainEvent[] = [];
  const chain = createModelChain({
    models,
    random: () => 0.5,
    sleep: (milliseconds) => {
      sleeps.push(milliseconds);
      return Promise.resolve();
    },
    onEvent: (event) => events.push(event),
    ...(deadline === undefined ? {} : { deadline }),
  });
  return { chain, sleeps, events };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => {
    throw new Error('Expected the call to fail.');
  }, (error: unknown) => error);
}

function askedModels(): string[] {
  return openAi.server().requests.map((sent) => sent.body.model);
}

describe('model chain fallback on model failures', () => {
  describe('when the primary answers with no text and no tool calls', () => {
    it.each([['without streaming', false], ['streamed', true]] as const)(
      'retries an empty answer once, then moves to the working model (%s)',
      async (_, streamed) => {
        answerByModel({ primary: { text: '' }, backup: { text: 'From the backup' } });
        const { chain, events } = chainOf(primaryAndBackup());

        const { response, model } = await chain.generate(
          request,
          streamed ? { onTextDelta: () => {} } : {},
        );

        expect(response.text).toBe('From the backup');
        expect(model.id).toBe('groq:backup');
        expect(askedModels()).toEqual([
          ...Array.from({ length: llmLimits.maxEmptyAnswersPerModel }, () => 'primary'),
          'backup',
        ]);
        expect(events.at(-1)).toEqual({
          kind: 'fallback',
          fromModel: 'openai:primary',
          toModel: 'groq:backup',
          reason: 'empty_answer',
          status: undefined,
        });
      },
    );

    it('takes a later answer of the same model when the retry says something', async () => {
      openAi.server().enqueue({ text: '  \n' }, { text: 'Hello' });
      const { chain, sleeps } = chainOf(primaryAndBackup());

      const { response, model } = await chain.generate(request);

      expect(response.text).toBe('Hello');
      expect(model.id).toBe('openai:primary');
      expect(sleeps).toHaveLength(1);
    });

    it('hands back the empty answer only once the last model too has answered nothing', async () => {
      answerByModel({ primary: { text: '' }, backup: { text: '' } });
      const { chain, events } = chainOf(primaryAndBackup());

      const { response, model } = await chain.generate(request);

      expect(response).toMatchObject({ text: '', toolCalls: [] });
      expect(model.id).toBe('groq:backup');
      expect(askedModels()).toEqual([
        ...Array.from({ length: llmLimits.maxEmptyAnswersPerModel }, () => 'primary'),
        ...Array.from({ length: llmLimits.maxEmptyAnswersPerModel }, () => 'backup'),
      ]);
      expect(events.filter((event) => event.kind === 'error').map((event) => event.kind === 'error' && event.reason))
        .toEqual(Array.from({ length: 2 * llmLimits.maxEmptyAnswersPerModel }, () => 'empty_answer'));
    });
  });

  describe('when a model is rate-limited for longer than the backoff bound', () => {
    const rateLimited: ScriptedReply = {
      status: 429,
      error: { message: 'Rate limit reached', type: 'rate_limit_error' },
      headers: { 'retry-after': '60' },
    };

    it('moves to the next model at once, without waiting', async () => {
      answerByModel({ primary: rateLimited, backup: { text: 'From the backup' } });
      const { chain, sleeps, events } = chainOf(primaryAndBackup());

      const { model } = await chain.generate(request);

      expect(model.id).toBe('groq:backup');
      expect(askedModels()).toEqual(['primary', 'backup']);
      expect(sleeps).toEqual([]);
      expect(events.map((event) => event.kind)).toEqual(['error', 'fallback']);
    });

    it('fails at once on the last model when the turn has no time for the wait', async () => {
      answerByModel({ backup: rateLimited });
      const { chain, sleeps } = chainOf([openAi.model({ id: 'groq:backup', model: 'backup' })], {
        at: 70_000,
        now: () => 0,
      });

      const error = await rejectionOf(chain.generate(request));

      expect(error).toBeInstanceOf(AllModelsFailedError);
      expect((error as AllModelsFailedError).original).toMatchObject({ kind: 'transient', status: 429 });
      expect((error as AllModelsFailedError).original.providerMessage).toBe(
        'the provider asks to wait 60 s (Retry-After), longer than this turn can wait: Rate limit reached',
      );
      expect(sleeps).toEqual([]);
      expect(askedModels()).toEqual(['backup']);
    });

    it('waits for it on the last model when the turn has time left for the wait and an answer', async () => {
      openAi.server().enqueue(rateLimited, { text: 'After the wait' });
      const { chain, sleeps } = chainOf([openAi.model({ id: 'groq:backup', model: 'backup' })], {
        at: 60_000 + llmLimits.firstResponseTimeoutMs,
        now: () => 0,
      });

      const { response } = await chain.generate(request);

      expect(response.text).toBe('After the wait');
      expect(sleeps).toEqual([60_000]);
    });

    it('fails at once on the last model when there is no deadline to weigh the wait against', async () => {
      answerByModel({ backup: rateLimited });
      const { chain, sleeps } = chainOf([openAi.model({ id: 'groq:backup', model: 'backup' })]);

      const error = await rejectionOf(chain.generate(request));

      expect(error).toBeInstanceOf(AllModelsFailedError);
      expect(sleeps).toEqual([]);
    });
  });

  describe('when the primary hangs before sending anything', () => {
    it.each([['without streaming', false], ['streamed', true]] as const)(
      'gives it up after the first-response limit and moves on (%s)',
      async (_, streamed) => {
        answerByModel({ primary: { hang: true }, backup: { text: 'From the backup' } });
        const models = [
          openAi.model({ id: 'openai:primary', model: 'primary', firstResponseTimeoutMs: 50, timeoutMs: 2_000 }),
          openAi.model({ id: 'groq:backup', model: 'backup' }),
        ];
        const errors: unknown[] = [];
        const chain = createModelChain({
          models: models.map((model) => ({
            ...model,
            generate: (sent: ModelRequest, options?: Parameters<ChatModel['generate']>[1]) =>
              model.generate(sent, options).catch((error: unknown) => {
                errors.push(error);
                throw error;
              }),
          })),
          random: () => 0.5,
          sleep: () => Promise.resolve(),
        });

        const { model } = await chain.generate(request, streamed ? { onTextDelta: () => {} } : {});

        expect(model.id).toBe('groq:backup');
        expect(askedModels()).toEqual(['primary', 'backup']);
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject({ kind: 'transient', timedOut: true });
        expect((errors[0] as Error).message).toMatch(/no answer within/);
      },
    );
  });
});
