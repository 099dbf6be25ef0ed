import { describe, expect, it } from 'vitest';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import { runConversationTurn, type TurnInput } from '../../../shared/chat/conversation-loop.ts';
import { emptyResponseReply } from '../../../shared/chat/guidance.ts';
import type { ChatModel } from '../../../shared/llm/chat-model.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import { createToolExecutor } from '../../../shared/tools/index.ts';
import { scriptedModel } from './support/scripted-model.ts';

const input: TurnInput = {
  systemPrompt: 'You help.',
  history: [],
  userMessage: 'Hello?',
  temperature: 0.3,
  autoResolveNames: false,
  maxToolFailures: 3,
  caller: {},
  stream: false,
};

/** A scripted model named `id` that answers nothing, every time (blank text, no tool calls). */
function silentModel(id: string) {
  return { ...scriptedModel(() => ({ text: ' ' })), id };
}

async function turnWith(models: readonly ChatModel[]) {
  const sleeps: number[] = [];
  const result = await runConversationTurn(
    {
      executor: createToolExecutor({ tools: [], sleep: async () => {}, random: () => 0.5 }),
      chain: createModelChain({
        models,
        sleep: (milliseconds) => {
          sleeps.push(milliseconds);
          return Promise.resolve();
        },
        random: () => 0.5,
      }),
      emit: () => {},
      fallbackToolCaller: null,
    },
    input,
  );
  return { result, sleeps };
}

describe('conversation loop: a model that keeps answering nothing', () => {
  describe('when every model of a three-model chain answers nothing', () => {
    it('asks the models 6 times in all: the turn bound, then one call per nudge', async () => {
      const models = [silentModel('test:first'), silentModel('test:second'), silentModel('test:third')];

      const { result } = await turnWith(models);

      expect(result.reply).toBe(emptyResponseReply);
      expect(models.map((model) => model.requests.length)).toEqual([
        llmLimits.maxEmptyAnswersPerModel,
        llmLimits.maxEmptyAnswersPerTurn - llmLimits.maxEmptyAnswersPerModel + chatLimits.maxEmptyResponses,
        0,
      ]);
      expect(models.reduce((calls, model) => calls + model.requests.length, 0)).toBe(6);
    });
  });

  describe('when the only model answers nothing', () => {
    it('retries it once, then nudges it; 5 calls in all', async () => {
      const model = silentModel('test:only');

      const { result } = await turnWith([model]);

      expect(result.reply).toBe(emptyResponseReply);
      // The first call and its one retry, the first nudge and its retry (the 4th empty answer
      // reaches the turn's bound), then the second nudge, handed back at once.
      expect(model.requests).toHaveLength(5);
    });
  });

  describe('when the second model answers after the first said nothing twice', () => {
    it('moves on after one retry and takes the second model’s answer', async () => {
      const first = silentModel('test:first');
      const second = { ...scriptedModel(() => ({ text: 'Here I am.' })), id: 'test:second' };

      const { result } = await turnWith([first, second]);

      expect(result.reply).toBe('Here I am.');
      expect([first.requests.length, second.requests.length]).toEqual([2, 1]);
    });
  });
});
