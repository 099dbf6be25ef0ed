/**
 * The user's answers to a paused turn's approvals, gathered one card at a time: the chat
 * function takes every answer of the turn in one request, so nothing is sent until each
 * approval has one.
 */
import type { ApprovalDecision } from '../../../shared/protocol/index.ts';

/** The answers gathered so far. */
export interface ApprovalAnswers {
  /** Records an answer (replacing an earlier one to the same approval); returns every
   * answer, in the order the approvals were asked, once each has one, else null. */
  record(decision: ApprovalDecision): readonly ApprovalDecision[] | null;
  /** Forgets the answer to `id` (the user changes their mind before the last one). */
  forget(id: string): void;
  /** The approvals without an answer, in the order asked. */
  unanswered(): readonly string[];
}

/** An answer as it is sent: a blank reason left out, a reason only with a denial. */
export function approvalDecision(id: string, approved: boolean, reason: string | null = null): ApprovalDecision {
  const said = reason?.trim() ?? '';
  return approved || said === '' ? { id, approved } : { id, approved, reason: said };
}

/** Gathers answers to the approvals `ids`; an answer to any other id is ignored. */
export function collectApprovalAnswers(ids: readonly string[]): ApprovalAnswers {
  const answers = new Map<string, ApprovalDecision>();
  const unanswered = () => ids.filter((id) => !answers.has(id));
  return {
    record(decision) {
      if (!ids.includes(decision.id)) return null;
      answers.set(decision.id, decision);
      if (unanswered().length > 0) return null;
      return ids.map((id) => answers.get(id)).filter((answer) => answer !== undefined);
    },
    forget(id) {
      answers.delete(id);
    },
    unanswered,
  };
}
