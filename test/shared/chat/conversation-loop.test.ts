import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runConversationTurn, type TurnInput } from '../../../shared/chat/conversation-loop.ts';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import type { TurnEvent } from '../../../shared/chat/turn-event.ts';
import type { ChatModel } from '../../../shared/llm/chat-model.ts';
import { scriptedModel } from './support/scripted-model.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import { createToolExecutor, defineTool, type ToolCall } from '../../../shared/tools/index.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';

const usage = { promptTokens: 10, completionTokens: 2 };

const tools = [
  defineTool({
    name: 'web_search',
    description: 'Search the web',
    parameters: z.object({ query: z.string().min(1) }),
    execute: () => ({ results: [] }),
  }),
  defineTool({
    name: 'gmail_send_email',
    description: 'Send an email',
    family: 'email',
    sideEffects: true,
    parameters: z.object({ to: z.array(z.email()).min(1), subject: z.string(), body: z.string() }),
    execute: () => ({ messageId: 'm1' }),
  }),
];

const input: TurnInput = {
  systemPrompt: 'You help.',
  history: [],
  userMessage: 'Do it',
  temperature: 0.3,
  autoResolveNames: false,
  maxToolFailures: 3,
  caller: {},
  stream: false,
};

async function runWith(model: ChatModel, overrides: Partial<TurnInput> = {}) {
  const events: TurnEvent[] = [];
  const result = await runConversationTurn(
    {
      executor: createToolExecutor({ tools, sleep: async () => {}, random: () => 0.5 }),
      chain: createModelChain({ models: [model], sleep: async () => {}, random: () => 0.5 }),
      emit: (event) => events.push(event),
      fallbackToolCaller: null,
    },
    { ...input, ...overrides },
  );
  return { result, events };
}

let callCount = 0;
function search(query: string): ToolCall {
  callCount += 1;
  return { id: `call_${callCount}`, name: 'web_search', arguments: JSON.stringify({ query }) };
}

describe('runConversationTurn', () => {
  describe('when the model keeps calling tools that work', () => {
    it('stops after the step bound with a reply saying so', async () => {
      const model = scriptedModel((_, index) => ({ toolCalls: [search(`query ${index}`)] }));

      const { result } = await runWith(model);

      expect(model.requests).toHaveLength(chatLimits.maxSteps);
      expect(result.reply).toContain('needed more steps than one turn allows');
      expect(result.outcomes.map((outcome) => [outcome.type, outcome.attempt])).toEqual(
        Array.from({ length: chatLimits.maxSteps }, () => ['tool-result', 1]),
      );
      expect(result.retryRounds).toBe(0);
      expect(model.requests.every((request) => request.temperature === 0.3)).toBe(true);
    });
  });

  describe('when retries are over but the model still answers with tool calls', () => {
    it('ignores the calls and replies with the last question', async () => {
      const model = scriptedModel((_request, index) => ({
        toolCalls: [{
          id: `call_m${index}`,
          name: 'gmail_send_email',
          arguments: JSON.stringify({ subject: `Try ${index}`, body: 'x' }),
        }],
      }));

      const { result, events } = await runWith(model);

      expect(model.requests).toHaveLength(chatLimits.maxRetryRounds + 2);
      expect(model.requests.at(-1)?.tools).toEqual([]);
      expect(result.outcomes).toHaveLength(chatLimits.maxRetryRounds + 1);
      expect(result.reply).toBe('Who should I send this email to? Please provide the recipient email address.');
      expect(result.emptyResponseModels).toEqual(['test:scripted']);
      expect(
        events.filter((event) => event.type === 'retry').map((event) =>
          event.type === 'retry' && 'round' in event && event.round
        ),
      ).toEqual([1, 2, 3]);
      expect(
        events.filter((event) => event.type === 'tool-error').map((event) =>
          event.type === 'tool-error' && event.willRetry
        ),
      ).toEqual([true, true, true, false]);
    });
  });

  describe('when a question was answered by a later call and the model then says nothing', () => {
    it('does not reply with the stale question', async () => {
      const model = scriptedModel((_, index) => {
        if (index === 0) {
          return {
            toolCalls: [{ id: 'call_q1', name: 'gmail_send_email', arguments: '{"subject":"Hi","body":"Hello"}' }],
          };
        }
        if (index === 1) {
          return {
            toolCalls: [{
              id: 'call_q2',
              name: 'gmail_send_email',
              arguments: '{"to":["ana@example.com"],"subject":"Hi","body":"Hello"}',
            }],
          };
        }
        return { text: '' };
      });

      const { result } = await runWith(model);

      expect(result.outcomes.map((outcome) => outcome.type)).toEqual(['tool-error', 'tool-result']);
      expect(result.reply).toBe(
        'Sorry — the model returned no answer for this message. Please try again or rephrase it.',
      );
      // An empty answer is retried once before the loop nudges; past the turn's bound of empty
      // answers (conversation-loop.empty-answers.test.ts) a nudge is one call.
      expect(model.requests).toHaveLength(2 + llmLimits.maxEmptyAnswersPerTurn + chatLimits.maxEmptyResponses - 1);
    });
  });

  describe('when the model answers with text and tool calls together', () => {
    it('keeps the text on the stored assistant message and goes on', async () => {
      const model = scriptedModel((
        _,
        index,
      ) => (index === 0 ? { text: 'Searching…', toolCalls: [search('deno')] } : { text: 'Done.' }));

      const { result } = await runWith(model);

      expect(result.messages.map((message) => [message.role, message.content])).toEqual([
        ['assistant', 'Searching…'],
        ['tool', '{"results":[]}'],
        ['assistant', 'Done.'],
      ]);
      expect(result.usage).toEqual({ promptTokens: 20, completionTokens: 4 });
      expect(result.modelsUsed).toEqual(['test:scripted']);
    });
  });

  describe('when the turn streams', () => {
    it('reports steps, calls and results in the order they happen', async () => {
      const model: ChatModel = {
        id: 'test:streaming',
        isDemo: false,
        generate(request, options) {
          const answered = request.messages.at(-1)?.role === 'tool';
          if (answered) {
            options?.onTextDelta?.('Found ');
            options?.onTextDelta?.('nothing.');
            return Promise.resolve({ text: 'Found nothing.', toolCalls: [], usage });
          }
          return Promise.resolve({
            text: '',
            toolCalls: [{ id: 'call_s', name: 'web_search', arguments: '{"query":"deno"}' }],
            usage,
          });
        },
      };

      const { events } = await runWith(model, { stream: true });

      expect(events.map((event) => event.type)).toEqual([
        'step-start',
        'tool-call',
        'tool-result',
        'step-start',
        'text-delta',
        'text-delta',
      ]);
    });
  });

  describe('when the history is given', () => {
    it('sends it between the system prompt and the new message', async () => {
      const model = scriptedModel(() => ({ text: 'Hi again.' }));

      await runWith(model, { history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }] });

      expect(model.requests[0]?.messages).toEqual([
        { role: 'system', content: 'You help.' },
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Do it' },
      ]);
    });
  });
});
