import { describe, expect, it } from 'vitest';
import { parseChatEvent } from '../../../../web/src/chat/chat-events.ts';

describe('parseChatEvent', () => {
  describe('when the event is one the chat function sends', () => {
    it.each([
      ['step-start', { type: 'step-start', step: 1, model: 'demo:parley-demo' }],
      ['tool-call', { type: 'tool-call', id: 'c1', name: 'searchWeb', arguments: '{}' }],
      ['tool-error', {
        type: 'tool-error',
        call: {
          id: 'c1',
          name: 'gmail_send_email',
          resolvedName: 'gmail_send_email',
          status: 'error',
          category: 'not_configured',
          setup: { integration: 'gmail', action: 'connect' },
          attempt: 1,
          durationMs: 3,
        },
        message: 'Question: …',
        willRetry: false,
      }],
      ['retry', { type: 'retry', round: 1, tools: ['searchWeb'] }],
      ['retry', { type: 'retry', scope: 'model', model: 'openai:gpt-4o-mini', delayMs: 500, reason: 'rate_limited' }],
      ['fallback', { type: 'fallback', kind: 'model', fromModel: 'a', toModel: 'b', reason: 'timeout' }],
      ['done', { conversationId: 'x', reply: 'hi', toolCalls: [], model: 'm', usage: {} }],
      ['error', { code: 'upstream_failed', message: 'Every model failed.', requestId: 'r', conversationId: 'x' }],
    ])('reads %s', (name, data) => {
      expect(parseChatEvent(name, JSON.stringify(data))?.event).toBe(name);
    });
  });

  describe('when it is unknown or malformed', () => {
    it.each([['mystery', '{}'], ['text-delta', '{"text":1}'], ['done', 'not json']])('skips %s %s', (name, data) => {
      expect(parseChatEvent(name, data)).toBeNull();
    });
  });
});
