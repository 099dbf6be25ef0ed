import { describe, expect, it } from 'vitest';
import type { TurnEvent } from '../../../shared/chat/turn-event.ts';
import { parseChatEvent } from '../../../local/cli/chat-event.ts';
import { recoveredReplyBody, recoveredTurnEvents } from './support/recovered-turn.ts';

const fallback: TurnEvent = {
  type: 'fallback',
  kind: 'model',
  fromModel: 'openai:gpt-4o-mini',
  toModel: 'groq:llama-3.3-70b-versatile',
  reason: 'rate_limited',
};

describe('parseChatEvent', () => {
  describe('when given the events the chat function sends', () => {
    it('reads every kind of turn event', () => {
      for (const event of [...recoveredTurnEvents, fallback]) {
        expect(parseChatEvent({ event: event.type, data: JSON.stringify(event) })).toEqual(event);
      }
    });

    it('reads done as the reply and error as the error', () => {
      expect(parseChatEvent({ event: 'done', data: JSON.stringify(recoveredReplyBody) })).toEqual({
        type: 'done',
        reply: {
          conversationId: recoveredReplyBody.conversationId,
          reply: recoveredReplyBody.reply,
          toolCalls: recoveredReplyBody.toolCalls,
          model: 'demo:parley-demo',
        },
      });
      const error = {
        code: 'upstream_failed',
        message: 'Every model failed.',
        requestId: 'req_1',
        provider: { model: 'openai:gpt-4o-mini', status: 401, message: 'Bad key' },
      };
      expect(parseChatEvent({ event: 'error', data: JSON.stringify(error) })).toEqual({ type: 'error', error });
    });
  });

  describe('when the event is unknown or its data does not fit', () => {
    it('returns null', () => {
      expect(parseChatEvent({ event: 'step-end', data: '{}' })).toBeNull();
      expect(parseChatEvent({ event: 'tool-call', data: '{"name":"x"}' })).toBeNull();
      expect(parseChatEvent({ event: 'done', data: 'not json' })).toBeNull();
      expect(parseChatEvent({ event: 'toString', data: '{}' })).toBeNull();
    });
  });
});
