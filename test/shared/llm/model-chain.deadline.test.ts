import { describe, expect, it } from 'vitest';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import { ModelError } from '../../../shared/llm/model-error.ts';
import { scriptedModel } from './support/scripted-model.ts';

const request = { messages: [{ role: 'user' as const, content: 'Hi' }], tools: [] };
const hung = (model: string): ModelError =>
  new ModelError({ kind: 'transient', model, providerMessage: 'request timed out', timedOut: true });

describe('createModelChain with a turn deadline', () => {
  describe('when the time left is shared among the models', () => {
    it('gives each call the time left divided by the models still to try', async () => {
      let clock = 0;
      const primary = scriptedModel('openai:a', [hung('openai:a')]);
      const fallback = scriptedModel('groq:b');
      const chain = createModelChain({
        models: [primary, fallback],
        sleep: async () => {},
        random: () => 0.5,
        deadline: { at: 120_000, now: () => clock },
      });
      // The primary hangs for its whole share.
      primary.generate = ((original) => (...args: Parameters<typeof original>) => {
        clock += args[1]?.timeoutMs ?? 0;
        return original(...args);
      })(primary.generate.bind(primary));

      const { model } = await chain.generate(request);

      expect(primary.callOptions.map((options) => options.timeoutMs)).toEqual([60_000]);
      // The last model is bounded by the turn's deadline itself.
      expect(fallback.callOptions.map((options) => options.timeoutMs)).toEqual([undefined]);
      expect(model.id).toBe('groq:b');
    });
  });

  describe('when a model times out and another model remains', () => {
    it('moves on without retrying the hung model', async () => {
      const primary = scriptedModel('openai:a', [hung('openai:a')]);
      const fallback = scriptedModel('groq:b');
      const sleeps: number[] = [];
      const chain = createModelChain({
        models: [primary, fallback],
        sleep: async (milliseconds) => {
          sleeps.push(milliseconds);
        },
        random: () => 0.5,
      });

      const { model } = await chain.generate(request);

      expect(model.id).toBe('groq:b');
      expect(primary.requests).toHaveLength(1);
      expect(sleeps).toEqual([]);
    });
  });

  describe('when the last model times out', () => {
    it('still retries it, as any transient failure', async () => {
      const only = scriptedModel('openai:a', [hung('openai:a')]);
      const chain = createModelChain({ models: [only], sleep: async () => {}, random: () => 0.5 });

      const { response } = await chain.generate(request);

      expect(response.text).toBe('done');
      expect(only.requests).toHaveLength(2);
    });
  });
});
