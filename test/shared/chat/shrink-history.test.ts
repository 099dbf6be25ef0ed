import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../shared/llm/chat-message.ts';
import { shrinkHistory } from '../../../shared/chat/shrink-history.ts';

const system: ChatMessage = { role: 'system', content: 'You help.' };
const firstTurn: ChatMessage[] = [
  { role: 'user', content: 'Search Deno' },
  {
    role: 'assistant',
    content: null,
    toolCalls: [{ id: 'call_1', name: 'web_search', arguments: '{"query":"deno"}' }],
  },
  { role: 'tool', toolCallId: 'call_1', content: '{"results":[]}' },
  { role: 'assistant', content: 'Nothing found.' },
];
const secondTurn: ChatMessage[] = [
  { role: 'user', content: 'And Supabase?' },
  { role: 'assistant', content: 'A Postgres platform.' },
];
const current: ChatMessage = { role: 'user', content: 'Compare them' };

describe('shrinkHistory', () => {
  describe('when the history has whole turns', () => {
    const messages = [system, ...firstTurn, ...secondTurn, current];
    const protectedFrom = messages.indexOf(current);

    it('drops the oldest turn with its tool calls and results', () => {
      expect(shrinkHistory(messages, protectedFrom)).toEqual([system, ...secondTurn, current]);
    });

    it('drops one turn per call, oldest first, then has nothing left to drop', () => {
      const once = shrinkHistory(messages, protectedFrom) ?? [];
      const twice = shrinkHistory(once, once.indexOf(current));

      expect(twice).toEqual([system, current]);
      expect(shrinkHistory(twice ?? [], 1)).toBeNull();
    });

    it('leaves the messages it was given as they were', () => {
      const copy = [...messages];

      shrinkHistory(messages, protectedFrom);

      expect(messages).toEqual(copy);
    });
  });

  describe('when the current turn already has tool calls', () => {
    const currentTurn: ChatMessage[] = [
      current,
      { role: 'assistant', content: null, toolCalls: [{ id: 'call_9', name: 'web_search', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'call_9', content: 'results' },
      { role: 'system', content: 'Tool calls failed (retry 1 of 3).' },
    ];

    it('never drops anything from the current message on', () => {
      const messages = [system, ...secondTurn, ...currentTurn];

      expect(shrinkHistory(messages, messages.indexOf(current))).toEqual([system, ...currentTurn]);
    });

    it('answers null when only the system prompt and the current turn are left', () => {
      const messages = [system, ...currentTurn];

      expect(shrinkHistory(messages, 1)).toBeNull();
    });
  });

  describe('when the loaded history starts in the middle of a turn', () => {
    it('drops up to the first user message, leaving no tool result without its call', () => {
      const messages = [system, ...firstTurn.slice(1), ...secondTurn, current];

      const shrunk = shrinkHistory(messages, messages.indexOf(current));

      expect(shrunk).toEqual([system, ...secondTurn, current]);
    });
  });

  describe('when system messages sit inside the history', () => {
    it('keeps them, dropping only the turn around them', () => {
      const note: ChatMessage = { role: 'system', content: 'The user prefers short answers.' };
      const messages = [system, firstTurn[0] as ChatMessage, note, firstTurn[3] as ChatMessage, current];

      expect(shrinkHistory(messages, messages.indexOf(current))).toEqual([system, note, current]);
    });
  });

  describe('when the current message is not in the list', () => {
    it('answers null instead of guessing what is protected', () => {
      expect(shrinkHistory([system, ...firstTurn], -1)).toBeNull();
    });
  });
});
