import { describe, expect, it } from 'vitest';
import { shrinkHistory } from '../../../shared/chat/shrink-history.ts';
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import { llmLimits } from '../../../shared/llm/llm-limits.ts';
import { AllModelsFailedError } from '../../../shared/llm/model-chain.ts';
import { testChain } from './support/chain-fixture.ts';
import { modelFailure, scriptedModel } from './support/scripted-model.ts';

const system: ChatMessage = { role: 'system', content: 'You are Parley.' };
const currentTurn: ChatMessage = { role: 'user', content: 'And now summarize it all.' };
const oldest: ChatMessage[] = [{ role: 'user', content: 'Turn one' }, { role: 'assistant', content: 'Answer one' }];
const older: ChatMessage[] = [
  { role: 'user', content: 'Turn two' },
  { role: 'assistant', content: null, toolCalls: [{ id: 'call_1', name: 'web_search', arguments: '{"query":"x"}' }] },
  { role: 'tool', toolCallId: 'call_1', content: '{"results":[]}' },
  { role: 'assistant', content: 'Answer two' },
];
const history: ChatMessage[] = [system, ...oldest, ...older, currentTurn];

/** The loop's shrink: oldest history first, never the system prompt or the current turn. */
function shrinkBefore(current: ChatMessage) {
  const calls: (readonly ChatMessage[])[] = [];
  const shrink = (messages: readonly ChatMessage[]) => {
    calls.push(messages);
    return shrinkHistory(messages, messages.indexOf(current));
  };
  return { shrink, calls };
}

const contextError = () =>
  modelFailure('openai:gpt-4o-mini', 'context_length', {
    status: 400,
    message: 'maximum context length is 128000 tokens',
  });

describe('createModelChain', () => {
  describe('when the prompt is too long for the context window', () => {
    it('drops the oldest turn and asks the same model again with the smaller request', async () => {
      const model = scriptedModel('openai:gpt-4o-mini', [contextError(), { text: 'Summary' }]);
      const backup = scriptedModel('groq:llama-3.3-70b-versatile');
      const { chain, events, sleeps } = testChain([model, backup]);
      const { shrink, calls } = shrinkBefore(currentTurn);

      const result = await chain.generate({ messages: history, tools: [] }, { shrink });

      expect(calls).toEqual([history]);
      expect(model.requests.map((sent) => sent.messages)).toEqual([history, [system, ...older, currentTurn]]);
      expect(result.request.messages).toEqual([system, ...older, currentTurn]);
      expect(result.model.id).toBe('openai:gpt-4o-mini');
      expect(backup.requests).toEqual([]);
      expect(sleeps).toEqual([]);
      expect(events).toEqual([
        { kind: 'error', model: 'openai:gpt-4o-mini', reason: 'context_length', status: 400 },
        { kind: 'context_shrink', model: 'openai:gpt-4o-mini', droppedMessages: 2 },
      ]);
    });

    it('keeps shrinking turn by turn, never dropping the system prompt or the current turn', async () => {
      const model = scriptedModel('openai:gpt-4o-mini', [contextError(), contextError(), { text: 'Summary' }]);
      const { chain } = testChain([model]);
      const { shrink } = shrinkBefore(currentTurn);

      const result = await chain.generate({ messages: history, tools: [] }, { shrink });

      expect(result.request.messages).toEqual([system, currentTurn]);
    });

    it('moves to the next model when nothing is left to drop', async () => {
      const model = scriptedModel('openai:gpt-4o-mini', [contextError()]);
      const backup = scriptedModel('groq:llama-3.3-70b-versatile', [{ text: 'Bigger window' }]);
      const { chain, events } = testChain([model, backup]);
      const { shrink } = shrinkBefore(currentTurn);

      const result = await chain.generate({ messages: [system, currentTurn], tools: [] }, { shrink });

      expect(result.model.id).toBe('groq:llama-3.3-70b-versatile');
      expect(events.map((event) => event.kind)).toEqual(['error', 'fallback']);
    });

    it(`shrinks at most ${llmLimits.maxContextShrinks} times for one call`, async () => {
      const longHistory: ChatMessage[] = [system];
      for (let turn = 1; turn <= 8; turn += 1) {
        longHistory.push({ role: 'user', content: `Turn ${turn}` }, { role: 'assistant', content: `Answer ${turn}` });
      }
      longHistory.push(currentTurn);
      const model = scriptedModel('openai:gpt-4o-mini', Array.from({ length: 10 }, contextError));
      const { chain, events } = testChain([model]);
      const { shrink, calls } = shrinkBefore(currentTurn);

      const error = await chain.generate({ messages: longHistory, tools: [] }, { shrink }).catch((failure: unknown) =>
        failure
      );

      expect(error).toBeInstanceOf(AllModelsFailedError);
      expect(calls).toHaveLength(llmLimits.maxContextShrinks);
      expect(model.requests).toHaveLength(llmLimits.maxContextShrinks + 1);
      expect(events.filter((event) => event.kind === 'context_shrink')).toHaveLength(llmLimits.maxContextShrinks);
    });

    it('moves on at once when the caller gave no way to shrink', async () => {
      const model = scriptedModel('openai:gpt-4o-mini', [contextError()]);
      const backup = scriptedModel('groq:llama-3.3-70b-versatile');
      const { chain } = testChain([model, backup]);

      expect((await chain.generate({ messages: history, tools: [] })).model.id).toBe('groq:llama-3.3-70b-versatile');
    });
  });

  describe('when errors of every kind come one after another', () => {
    it('emits error, context_shrink, retry and fallback events in the order things happened', async () => {
      const primary = scriptedModel('openai:gpt-4o-mini', [
        contextError(),
        modelFailure('openai:gpt-4o-mini', 'transient', { status: 429, retryAfterMs: 2000 }),
        modelFailure('openai:gpt-4o-mini', 'auth', { status: 401 }),
      ]);
      const backup = scriptedModel('together:meta-llama/Llama-3.3-70B-Instruct-Turbo', [{ text: 'ok' }]);
      const { chain, events } = testChain([primary, backup]);
      const { shrink } = shrinkBefore(currentTurn);

      const result = await chain.generate({ messages: history, tools: [] }, { shrink });

      expect(events).toEqual([
        { kind: 'error', model: 'openai:gpt-4o-mini', reason: 'context_length', status: 400 },
        { kind: 'context_shrink', model: 'openai:gpt-4o-mini', droppedMessages: 2 },
        { kind: 'error', model: 'openai:gpt-4o-mini', reason: 'transient', status: 429 },
        { kind: 'retry', model: 'openai:gpt-4o-mini', delayMs: 2000, reason: 'transient', status: 429 },
        { kind: 'error', model: 'openai:gpt-4o-mini', reason: 'auth', status: 401 },
        {
          kind: 'fallback',
          fromModel: 'openai:gpt-4o-mini',
          toModel: 'together:meta-llama/Llama-3.3-70B-Instruct-Turbo',
          reason: 'auth',
          status: 401,
        },
      ]);
      // The fallback model gets the shrunk conversation, intact otherwise.
      expect(backup.requests[0]?.messages).toEqual([system, ...older, currentTurn]);
      expect(result.request.messages).toEqual([system, ...older, currentTurn]);
    });
  });
});
