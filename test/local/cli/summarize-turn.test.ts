import { describe, expect, it } from 'vitest';
import {
  type ChatReply,
  type ChatStreamEvent as ChatEvent,
  parseChatStreamEvent,
} from '../../../shared/protocol/index.ts';
import { formatElapsed, formatTurnSummary, summarizeTurn } from '../../../local/cli/summarize-turn.ts';
import { recoveredReplyBody, recoveredTurnStream } from './support/recovered-turn.ts';

const events: ChatEvent[] = recoveredTurnStream.flatMap((wire) => {
  const reading = parseChatStreamEvent(wire.event, JSON.stringify(wire.data));
  return reading.kind === 'event' ? [reading.event] : [];
});
const reply: ChatReply = { ...recoveredReplyBody, toolCalls: [...recoveredReplyBody.toolCalls] };

describe('summarizeTurn', () => {
  describe('when the turn was streamed', () => {
    it('counts attempts, failures and retries, and lists the models', () => {
      expect(summarizeTurn(events, reply, 1_234)).toEqual({
        toolAttempts: 2,
        failedAttempts: 1,
        retries: 1,
        approvals: 0,
        models: ['demo:parley-demo'],
        elapsedMs: 1_234,
      });
    });

    it('lists the model fallen back to after the first', () => {
      const withFallback: ChatEvent[] = [
        { type: 'step-start', step: 1, model: 'openai:gpt-4o-mini' },
        {
          type: 'fallback',
          kind: 'model',
          fromModel: 'openai:gpt-4o-mini',
          toModel: 'groq:llama-3.3-70b',
          reason: 'rate_limited',
        },
        {
          type: 'fallback',
          kind: 'tool',
          fromModel: 'groq:llama-3.3-70b',
          toModel: 'openai:gpt-4o',
          reason: 'invalid_arguments',
        },
      ];
      expect(summarizeTurn(withFallback, { ...reply, model: 'groq:llama-3.3-70b' }, 0).models).toEqual([
        'openai:gpt-4o-mini',
        'groq:llama-3.3-70b',
      ]);
    });
  });

  describe('when only the reply is known (--no-stream)', () => {
    it('sums up its tool calls and model', () => {
      expect(summarizeTurn([], reply, 10)).toEqual({
        toolAttempts: 2,
        failedAttempts: 1,
        retries: 1,
        approvals: 0,
        models: ['demo:parley-demo'],
        elapsedMs: 10,
      });
    });
  });

  describe('when the turn failed before its reply', () => {
    it('counts the tool events seen', () => {
      expect(summarizeTurn(events.slice(0, 4), null, 0)).toMatchObject({
        toolAttempts: 1,
        failedAttempts: 1,
        retries: 0,
      });
    });
  });
});

describe('formatTurnSummary', () => {
  describe('when colour is off', () => {
    it('writes one plain line', () => {
      expect(formatTurnSummary(summarizeTurn(events, reply, 1_234), { color: false })).toBe(
        '2 tool attempts (1 failed) · 1 retry · model demo:parley-demo · 1.2 s',
      );
    });

    it('uses singulars, plurals and the models in order', () => {
      const summary = {
        toolAttempts: 1,
        failedAttempts: 0,
        retries: 2,
        approvals: 0,
        models: ['a', 'b'],
        elapsedMs: 80,
      };
      expect(formatTurnSummary(summary, { color: false })).toBe('1 tool attempt · 2 retries · models a → b · 80 ms');
    });

    it('says how many calls wait for approval', () => {
      const summary = { toolAttempts: 0, failedAttempts: 0, retries: 0, approvals: 2, models: ['a'], elapsedMs: 80 };
      expect(formatTurnSummary(summary, { color: false })).toBe(
        '0 tool attempts · 0 retries · 2 calls await approval · model a · 80 ms',
      );
    });
  });

  describe('when colour is on', () => {
    it('dims the line', () => {
      expect(
        formatTurnSummary({ toolAttempts: 0, failedAttempts: 0, retries: 0, approvals: 0, models: [], elapsedMs: 0 }, {
          color: true,
        }),
      )
        .toBe('\u001b[2m0 tool attempts · 0 retries · no model · 0 ms\u001b[22m');
    });
  });
});

describe('formatElapsed', () => {
  it('shows milliseconds under a second and tenths of seconds above', () => {
    expect([formatElapsed(999.4), formatElapsed(999.6), formatElapsed(61_250)]).toEqual(['999 ms', '1.0 s', '61.3 s']);
  });
});
