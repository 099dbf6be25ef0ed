import { describe, expect, it } from 'vitest';
import type { ApprovalDecision, PendingApproval } from '../../../../shared/protocol/index.ts';
import { createApprovalPrompt } from '../../../../web/src/chat/approval-prompt.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

function approval(id: string, to: string): PendingApproval {
  return {
    id,
    toolCallId: `call_${id}`,
    tool: 'gmail_send_email',
    arguments: { to: [to] },
    reason: `\`${to}\` does not appear in anything you wrote.`,
    preview: { kind: 'email', to: [to], cc: [], bcc: [], subject: 'Hi', body: 'Hello', hasHtml: false },
    expiresAt: '2026-11-27T15:00:00.000Z',
  };
}

/** A prompt whose submissions are recorded. */
function promptFor(approvals: readonly PendingApproval[]) {
  const submitted: (readonly ApprovalDecision[])[] = [];
  const prompt = createApprovalPrompt(approvals, (decisions) => submitted.push(decisions));
  document.body.replaceChildren(prompt.element);
  const cards = [...prompt.element.querySelectorAll<HTMLElement>('section.approval-card')];
  const button = (card: HTMLElement | undefined, name: string): HTMLButtonElement => {
    const found = [...(card?.querySelectorAll('button') ?? [])].find((candidate) => textOf(candidate) === name);
    if (found === undefined) throw new Error(`no ${name} button`);
    return found;
  };
  return { prompt, submitted, cards, button };
}

describe('createApprovalPrompt', () => {
  describe('when the turn waits for one approval', () => {
    it('is a region named by its heading, with why it asks, real buttons and a labelled reason field', () => {
      const { cards } = promptFor([approval('a1', 'x@evil.example')]);
      const card = cards[0];
      const heading = card?.querySelector('h2');
      const field = card?.querySelector('input');

      expect(card?.getAttribute('aria-labelledby')).toBe(heading?.id);
      expect(textOf(heading)).toBe('Send this email?');
      expect(textOf(card?.querySelector('.approval-why'))).toBe(
        'Why Parley asks: x@evil.example does not appear in anything you wrote.',
      );
      expect(card?.querySelector('.approval-why code')?.textContent).toBe('x@evil.example');
      expect(textOf(card?.querySelector(`label[for="${field?.id}"]`))).toBe('Reason for denying (optional)');
      expect([...(card?.querySelectorAll('button') ?? [])].map((button) => [textOf(button), button.type])).toEqual([
        ['Approve', 'button'],
        ['Deny', 'button'],
      ]);
    });

    it('sends the answer at once on Approve, once', () => {
      const { submitted, cards, button } = promptFor([approval('a1', 'ana@example.com')]);

      button(cards[0], 'Approve').click();

      expect(submitted).toEqual([[{ id: 'a1', approved: true }]]);
      expect(cards[0]?.querySelector<HTMLElement>('.approval-answer')?.hidden).toBe(true);
      expect(textOf(cards[0]?.querySelector('.approval-outcome'))).toBe('Approve — sending your answer…');
    });

    it('sends a denial with the reason typed', () => {
      const { submitted, cards, button } = promptFor([approval('a1', 'ana@example.com')]);
      const field = cards[0]?.querySelector('input');
      if (field) field.value = '  Wrong person ';

      button(cards[0], 'Deny').click();

      expect(submitted).toEqual([[{ id: 'a1', approved: false, reason: 'Wrong person' }]]);
    });
  });

  describe('when the turn waits for several', () => {
    it('gathers an answer per card and sends them together, in one submission', () => {
      const { submitted, cards, button, prompt } = promptFor([
        approval('a1', 'ana@example.com'),
        approval('a2', 'bo@example.com'),
      ]);

      expect(textOf(prompt.element.querySelector('.approval-intro'))).toBe(
        'Parley asks for 2 approvals. Answer each one; your answers are sent together.',
      );
      button(cards[1], 'Deny').click();
      expect(submitted).toEqual([]);
      expect(textOf(cards[1]?.querySelector('.approval-outcome'))).toBe('Deny — answer the others to send. Change');

      button(cards[0], 'Approve').click();
      expect(submitted).toEqual([[{ id: 'a1', approved: true }, { id: 'a2', approved: false }]]);
    });

    it('lets an answer be changed before the last one', () => {
      const { submitted, cards, button } = promptFor([
        approval('a1', 'ana@example.com'),
        approval('a2', 'bo@example.com'),
      ]);
      button(cards[0], 'Deny').click();

      button(cards[0], 'Change').click();
      expect(cards[0]?.querySelector<HTMLElement>('.approval-answer')?.hidden).toBe(false);
      button(cards[0], 'Approve').click();
      button(cards[1], 'Approve').click();

      expect(submitted).toEqual([[{ id: 'a1', approved: true }, { id: 'a2', approved: true }]]);
    });
  });

  describe('once the answers went through', () => {
    it('keeps each card as its answer', () => {
      const { prompt, cards, button } = promptFor([approval('a1', 'ana@example.com')]);
      const field = cards[0]?.querySelector('input');
      if (field) field.value = 'Not today';
      button(cards[0], 'Deny').click();

      prompt.settle();

      expect(cards[0]?.dataset.state).toBe('denied');
      expect(textOf(cards[0]?.querySelector('.approval-outcome'))).toBe('You denied this: Not today');
      expect(cards[0]?.querySelector<HTMLElement>('.approval-details')?.hidden).toBe(true);
    });
  });

  describe('when sending failed before the turn went on', () => {
    it('asks again', () => {
      const { prompt, submitted, cards, button } = promptFor([approval('a1', 'ana@example.com')]);
      button(cards[0], 'Approve').click();

      prompt.reopen();
      button(cards[0], 'Approve').click();

      expect(submitted).toHaveLength(2);
    });
  });

  describe('when a new message replaced the approvals', () => {
    it('says nothing runs, with no button left', () => {
      const { prompt, cards } = promptFor([approval('a1', 'ana@example.com')]);

      prompt.close('Not run — you wrote a new message instead.');

      expect(textOf(cards[0]?.querySelector('.approval-outcome'))).toBe('Not run — you wrote a new message instead.');
      expect(cards[0]?.querySelector<HTMLElement>('.approval-answer')?.hidden).toBe(true);
      expect(prompt.element.querySelector('.approval-alternative')).toBeNull();
    });
  });
});
