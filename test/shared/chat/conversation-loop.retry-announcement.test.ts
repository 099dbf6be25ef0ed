import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runConversationTurn, type TurnInput } from '../../../shared/chat/conversation-loop.ts';
import type { TurnEvent } from '../../../shared/chat/turn-event.ts';
import type { ChatModel } from '../../../shared/llm/chat-model.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import { createToolExecutor, defineTool } from '../../../shared/tools/index.ts';
import { scriptedModel } from './support/scripted-model.ts';

const tools = [
  defineTool({
    name: 'scrape_and_summarize',
    description: 'Read a page',
    parameters: z.object({ urls: z.array(z.url()).min(1) }),
    execute: () => ({ pages: [] }),
  }),
];

const input: TurnInput = {
  systemPrompt: 'You help.',
  history: [],
  userMessage: 'summarize example.com',
  temperature: 0.3,
  autoResolveNames: false,
  maxToolFailures: 3,
  caller: {},
  stream: false,
};

async function eventsOf(model: ChatModel): Promise<TurnEvent[]> {
  const events: TurnEvent[] = [];
  await runConversationTurn(
    {
      executor: createToolExecutor({ tools, sleep: async () => {}, random: () => 0.5 }),
      chain: createModelChain({ models: [model], sleep: async () => {}, random: () => 0.5 }),
      emit: (event) => events.push(event),
      fallbackToolCaller: null,
    },
    input,
  );
  return events;
}

const badCall = { id: 'call_bad', name: 'scrape_and_summarize', arguments: '{"urls":["example.com"]}' };
const goodCall = { id: 'call_good', name: 'scrape_and_summarize', arguments: '{"urls":["https://example.com/"]}' };

describe('runConversationTurn retry announcements', () => {
  describe('when the model answers in words after a call it could fix', () => {
    it('announces no retry round, since none runs', async () => {
      const model = scriptedModel((
        _,
        index,
      ) => (index === 0 ? { toolCalls: [badCall] } : { text: 'I could not read it.' }));

      const events = await eventsOf(model);

      expect(events.some((event) => event.type === 'tool-error')).toBe(true);
      expect(events.filter((event) => event.type === 'retry')).toEqual([]);
    });
  });

  describe('when the model calls the tool again', () => {
    it('announces the round before the retried call, naming the tool it calls', async () => {
      const model = scriptedModel((_, index) =>
        index === 0 ? { toolCalls: [badCall] } : index === 1 ? { toolCalls: [goodCall] } : { text: 'Done.' }
      );

      const events = await eventsOf(model);

      const retry = events.findIndex((event) => event.type === 'retry');
      const retriedCall = events.findIndex((event) => event.type === 'tool-call' && event.id === 'call_good');
      expect(events[retry]).toEqual({ type: 'retry', round: 1, tools: ['scrape_and_summarize'] });
      expect(retry).toBeGreaterThan(-1);
      expect(retry).toBeLessThan(retriedCall);
    });
  });
});
