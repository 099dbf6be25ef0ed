import { describe, expect, it } from 'vitest';
import { approvalDecision, collectApprovalAnswers } from '../../../../web/src/chat/approval-answers.ts';

describe('approvalDecision', () => {
  it('keeps a denial’s reason, trimmed', () => {
    expect(approvalDecision('a1', false, '  not now ')).toEqual({ id: 'a1', approved: false, reason: 'not now' });
  });

  it('leaves out a blank reason, and any reason of an approval', () => {
    expect(approvalDecision('a1', false, '   ')).toEqual({ id: 'a1', approved: false });
    expect(approvalDecision('a1', true, 'typed before approving')).toEqual({ id: 'a1', approved: true });
  });
});

describe('collectApprovalAnswers', () => {
  describe('when the turn asks one approval', () => {
    it('has every answer at the first', () => {
      const answers = collectApprovalAnswers(['a1']);

      expect(answers.record({ id: 'a1', approved: true })).toEqual([{ id: 'a1', approved: true }]);
    });
  });

  describe('when the turn asks several', () => {
    it('has nothing to send until each has an answer, then every answer in the order asked', () => {
      const answers = collectApprovalAnswers(['a1', 'a2', 'a3']);

      expect(answers.record({ id: 'a3', approved: false })).toBeNull();
      expect(answers.record({ id: 'a1', approved: true })).toBeNull();
      expect(answers.unanswered()).toEqual(['a2']);
      expect(answers.record({ id: 'a2', approved: true })).toEqual([
        { id: 'a1', approved: true },
        { id: 'a2', approved: true },
        { id: 'a3', approved: false },
      ]);
    });

    it('takes a changed answer, and asks again for a forgotten one', () => {
      const answers = collectApprovalAnswers(['a1', 'a2']);
      answers.record({ id: 'a1', approved: true });

      answers.forget('a1');
      expect(answers.unanswered()).toEqual(['a1', 'a2']);
      answers.record({ id: 'a1', approved: false, reason: 'no' });
      expect(answers.record({ id: 'a2', approved: true })).toEqual([
        { id: 'a1', approved: false, reason: 'no' },
        { id: 'a2', approved: true },
      ]);
    });

    it('ignores an answer to an approval it was not asked', () => {
      const answers = collectApprovalAnswers(['a1']);

      expect(answers.record({ id: 'other', approved: true })).toBeNull();
      expect(answers.unanswered()).toEqual(['a1']);
    });
  });
});
