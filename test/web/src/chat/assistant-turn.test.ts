import { describe, expect, it } from 'vitest';
import { createAssistantTurn } from '../../../../web/src/chat/assistant-turn.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

function newTurn() {
  return createAssistantTurn(() => document.createElement('button'));
}

const sendCall = { id: 'call_1', name: 'gmail_send_email', resolvedName: 'gmail_send_email', attempt: 1 };

describe('createAssistantTurn', () => {
  describe('when a turn pauses for approval and the user approves', () => {
    it('goes on in the same place: the waiting chip runs and succeeds, the answered prompt above the reply', () => {
      const turn = newTurn();
      const prompt = document.createElement('div');
      prompt.className = 'approval-prompt';

      turn.toolCall('call_1', 'gmail_send_email', '{"to":["ana@example.com"]}');
      turn.toolAwaitingApproval('call_1');
      turn.finish('');
      turn.askApproval(prompt);
      expect(turn.element.classList.contains('awaits')).toBe(true);
      expect(turn.element.lastElementChild).toBe(prompt);

      turn.resume();
      turn.toolCall('call_1', 'gmail_send_email', '{"to":["ana@example.com"]}');
      turn.toolResult({ ...sendCall, durationMs: 30, result: '{"status":"sent"}' });
      turn.finish('Done: the email was sent.');

      const chips = turn.element.querySelectorAll('.chip');
      expect(chips).toHaveLength(1);
      expect(chips[0]?.getAttribute('data-state')).toBe('succeeded');
      expect([...turn.element.children].map((child) => child.className)).toEqual([
        'chips',
        'approval-prompt',
        'message-text',
        'turn-actions',
        'turn-status',
      ]);
      expect(textOf(turn.element.querySelector('.message-text'))).toBe('Done: the email was sent.');
    });
  });

  describe('when a paused turn is loaded from the history', () => {
    it('marks its stored call as waiting', () => {
      const turn = newTurn();

      turn.toolUnknown({ id: 'call_1', name: 'gmail_send_email', arguments: '{}' });
      turn.toolAwaitingApproval('call_1');

      expect(turn.element.querySelector('.chip')?.getAttribute('data-state')).toBe('awaiting');
    });
  });

  describe('when a provider reuses a call id in a later round', () => {
    it('gives the later call a chip of its own', () => {
      const turn = newTurn();

      turn.toolCall('call_0', 'web_search', '{"q":1}');
      turn.toolError({ id: 'call_0', name: 'web_search', category: 'invalid_arguments' }, 'q must be a string');
      turn.toolCall('call_0', 'web_search', '{"q":"1"}');
      turn.toolResult({ id: 'call_0', name: 'web_search', attempt: 2 });

      expect([...turn.element.querySelectorAll('.chip')].map((chip) => chip.getAttribute('data-state'))).toEqual([
        'failed',
        'succeeded',
      ]);
    });
  });
});
