import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  continueTurn,
  resumeTurn,
  runConversationTurn,
  type TurnInput,
} from '../../../shared/chat/conversation-loop.ts';
import { parseTurnState } from '../../../shared/chat/turn-state-schema.ts';
import { attemptFor, startTurnState, type TurnState } from '../../../shared/chat/turn-state.ts';
import type { ChatModel, ModelResponse } from '../../../shared/llm/chat-model.ts';
import { scriptedModel } from './support/scripted-model.ts';
import { createModelChain } from '../../../shared/llm/model-chain.ts';
import { createToolExecutor, defineTool } from '../../../shared/tools/index.ts';

/** The model's answers, in order: a call missing its recipient, the fixed call, the reply. */
const script: readonly Partial<ModelResponse>[] = [
  { toolCalls: [{ id: 'call_1', name: 'gmail_send_email', arguments: '{"subject":"Notes","body":"Hi"}' }] },
  {
    toolCalls: [{
      id: 'call_2',
      name: 'gmail_send_email',
      arguments: '{"to":["ana@example.com"],"subject":"Notes","body":"Hi"}',
    }],
  },
  { text: 'Sent the notes to Ana.' },
];

/** The script from its `from`-th answer on. */
const scriptFrom = (from: number) => scriptedModel((_request, index) => script[from + index] ?? {});

function dependencies(model: ChatModel, sent: unknown[], states: TurnState[]) {
  return {
    executor: createToolExecutor({
      tools: [defineTool({
        name: 'gmail_send_email',
        description: 'Send an email',
        family: 'email',
        sideEffects: true,
        parameters: z.object({ to: z.array(z.email()).min(1), subject: z.string(), body: z.string() }),
        execute: (email) => {
          sent.push(email);
          return { messageId: 'm1' };
        },
      })],
      sleep: async () => {},
      random: () => 0.5,
      clock: () => new Date('2026-11-26T12:00:00Z'),
      now: () => 0,
    }),
    chain: createModelChain({ models: [model], sleep: async () => {}, random: () => 0.5 }),
    emit: () => {},
    fallbackToolCaller: null,
    onStep: (state: TurnState) => states.push(state),
  };
}

const input: TurnInput = {
  systemPrompt: 'You help.',
  history: [{ role: 'user', content: 'Earlier' }, { role: 'assistant', content: 'Hello' }],
  userMessage: 'Send the notes to ana@example.com',
  temperature: 0.3,
  autoResolveNames: false,
  maxToolFailures: 3,
  caller: { conversationId: 'conv_1', userId: 'user_1' },
  stream: false,
};

describe('turn state', () => {
  describe('when a turn is written as JSON after a step and continued from it', () => {
    it('ends exactly as the turn that was never stopped, acting once', async () => {
      const sentWhole: unknown[] = [];
      const states: TurnState[] = [];
      const whole = await runConversationTurn(dependencies(scriptFrom(0), sentWhole, states), input);
      const afterFirstStep = states[0];
      expect(afterFirstStep?.steps).toBe(1);

      const stored = JSON.parse(JSON.stringify(afterFirstStep));
      const parsed = parseTurnState(stored);
      if (!parsed.ok) throw new Error(parsed.problems.join('; '));
      const sentContinued: unknown[] = [];
      const continued = await continueTurn(
        dependencies(scriptFrom(1), sentContinued, []),
        input,
        parsed.state,
      );

      expect(continued.reply).toBe('Sent the notes to Ana.');
      expect(continued.messages).toEqual(whole.messages);
      expect(continued.outcomes.map((outcome) => [outcome.type, outcome.attempt])).toEqual([
        ['tool-error', 1],
        ['tool-result', 2],
      ]);
      expect(continued.retryRounds).toBe(whole.retryRounds);
      expect(sentWhole).toHaveLength(1);
      expect(sentContinued).toHaveLength(1);
    });

    it('keeps what the failed call asked the user as a value', async () => {
      const states: TurnState[] = [];
      await runConversationTurn(dependencies(scriptFrom(0), [], states), input);

      expect(states[0]?.openInteractions).toEqual([{
        toolName: 'gmail_send_email',
        interaction: {
          kind: 'question',
          text: 'Who should I send this email to? Please provide the recipient email address.',
        },
      }]);
      expect(states[1]?.openInteractions).toEqual([]);
      expect(states[0]?.retrying).toBe(true);
    });
  });

  describe('when a turn pauses for approval and is stored as JSON', () => {
    it('resumes from the stored state on approval and acts once', async () => {
      const sent: unknown[] = [];
      const pausing = scriptedModel(() => ({
        toolCalls: [{
          id: 'call_bob',
          name: 'gmail_send_email',
          arguments: '{"to":["bob@example.com"],"subject":"Notes","body":"Hi"}',
        }],
      }));
      const consentInput: TurnInput = {
        ...input,
        approvalPolicy: { defaultMode: 'always', tools: {}, allowedDestinations: [] },
      };

      const paused = await runConversationTurn(dependencies(pausing, sent, []), consentInput);
      const stored = parseTurnState(JSON.parse(JSON.stringify(paused.state)));
      const resumed = await resumeTurn(
        dependencies(scriptedModel(() => ({ text: 'Sent to Bob.' })), sent, []),
        consentInput,
        stored.ok ? stored.state : startTurnState(input),
        { approved: new Set(['call_bob']), declined: new Map() },
      );

      expect(paused.status).toBe('awaiting_approval');
      expect(paused.messages.map((message) => message.role)).toEqual(['assistant']);
      expect(stored.ok).toBe(true);
      expect(resumed).toMatchObject({ status: 'completed', reply: 'Sent to Bob.' });
      expect(sent).toHaveLength(1);
      expect(resumed.messages.map((message) => message.role)).toEqual(['assistant', 'tool', 'assistant']);
    });
  });

  describe('when a stored state is not one', () => {
    it('names what is wrong instead of continuing', () => {
      const state = startTurnState(input);
      const broken = { ...JSON.parse(JSON.stringify(state)), userMessageIndex: 99, retryRounds: -1 };

      const parsed = parseTurnState(broken);

      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? [] : parsed.problems.join(' ')).toMatch(/retryRounds/);
    });
  });

  describe('when an earlier try of the same request stored tool work after the user message', () => {
    it('reads that work after the message once, keeps it as the turn, and stores none of it again', () => {
      const earlierTry = [
        {
          role: 'assistant' as const,
          content: null,
          toolCalls: [{ id: 'call_1', name: 'web_search', arguments: '{}' }],
        },
        { role: 'tool' as const, toolCallId: 'call_1', content: 'tide tables' },
      ];

      const state = startTurnState({
        systemPrompt: 'Be brief.',
        history: [],
        userMessage: 'When is high tide?',
        earlierTry,
      });

      expect(state.messages).toEqual([
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'When is high tide?' },
        ...earlierTry,
      ]);
      expect(state.userMessageIndex).toBe(1);
      expect(state.stored).toEqual([]);
    });
  });

  describe('attempt numbers', () => {
    it("continue from the highest in a retry round, and count a tool's failed tries otherwise", () => {
      const state: TurnState = { ...startTurnState(input), highestAttempt: 3, failedTries: { web_search: 2 } };
      const call = { id: 'call_9', name: 'web_search', arguments: '{}' };

      expect(attemptFor(state, call, true)).toBe(4);
      expect(attemptFor(state, call, false)).toBe(3);
      expect(attemptFor(state, { ...call, name: 'gmail_send_email' }, false)).toBe(1);
    });
  });
});
