import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseChatStreamEvent, type TurnEvent, type UserInteraction } from '../../../shared/protocol/index.ts';
import type { UserInteraction as ExecutorInteraction } from '../../../shared/tools/user-interaction.ts';
import { recoveredReplyBody, recoveredTurnEvents } from '../../local/cli/support/recovered-turn.ts';

const fallback: TurnEvent = {
  type: 'fallback',
  kind: 'model',
  fromModel: 'openai:gpt-4o-mini',
  toModel: 'groq:llama-3.3-70b-versatile',
  reason: 'rate_limited',
};

const modelRetry: TurnEvent = {
  type: 'retry',
  scope: 'model',
  model: 'openai:gpt-4o-mini',
  delayMs: 500,
  reason: 'rate_limited',
};

const question: TurnEvent = {
  type: 'tool-error',
  call: {
    id: 'call_1',
    name: 'gmail_send_email',
    resolvedName: 'gmail_send_email',
    status: 'error',
    category: 'needs_input',
    interaction: { kind: 'question', text: 'Who should I send this email to?' },
    attempt: 1,
    durationMs: 2,
  },
  message: 'Question: Who should I send this email to?',
  willRetry: false,
  interaction: { kind: 'question', text: 'Who should I send this email to?' },
};

function read(name: string, data: unknown) {
  return parseChatStreamEvent(name, typeof data === 'string' ? data : JSON.stringify(data));
}

describe('parseChatStreamEvent', () => {
  describe('when given the events the chat function sends', () => {
    it('reads every kind of turn event as the server wrote it', () => {
      for (const event of [...recoveredTurnEvents, fallback, modelRetry, question]) {
        expect(read(event.type, event)).toEqual({ kind: 'event', event });
      }
    });

    it('reads done as the reply and error as the error, keeping the error details', () => {
      expect(read('done', recoveredReplyBody)).toEqual({
        kind: 'event',
        event: { type: 'done', reply: recoveredReplyBody },
      });
      const error = {
        code: 'upstream_failed',
        message: 'Every model failed.',
        requestId: 'req_1',
        provider: { model: 'openai:gpt-4o-mini', status: 401, message: 'Bad key', kind: 'auth' },
        triedModels: ['openai:gpt-4o-mini'],
        conversationId: 'c1',
      };
      expect(read('error', error)).toEqual({ kind: 'event', event: { type: 'error', error } });
    });
  });

  describe('when the event is one the protocol does not name', () => {
    it('says it is unknown, for the client to skip', () => {
      expect(read('step-end', {})).toEqual({ kind: 'unknown', name: 'step-end' });
      expect(read('toString', {})).toEqual({ kind: 'unknown', name: 'toString' });
    });
  });

  describe('when a known event does not fit', () => {
    it('says which event and where, without throwing', () => {
      expect(read('tool-call', { type: 'tool-call', name: 'x' })).toEqual({
        kind: 'malformed',
        name: 'tool-call',
        problem: 'id: Invalid input: expected string, received undefined (and 1 more)',
      });
      expect(read('done', 'not json')).toEqual({ kind: 'malformed', name: 'done', problem: 'the data is not JSON' });
      expect(read('tool-error', { ...question, interaction: { kind: 'question' } })).toMatchObject({
        kind: 'malformed',
        problem: expect.stringMatching(/^interaction\.text: /),
      });
    });
  });
});

describe('UserInteraction on the wire', () => {
  it("is the executor's type", () => {
    expectTypeOf<ExecutorInteraction>().toExtend<UserInteraction>();
    expectTypeOf<UserInteraction>().toExtend<ExecutorInteraction>();
  });
});
