/**
 * Checks the user's answers against a paused turn: every pending approval answered once,
 * each answer's id the signature of a call the turn holds (same tool, call id, arguments
 * and expiry). Returns the decisions the loop resumes with, or a clear refusal.
 */
import { HttpError } from '../../http/http-error.ts';
import type { ApprovalDecision } from '../../protocol/approval.ts';
import type { AwaitingRound } from '../turn-state.ts';
import type { ApprovalDecisions } from '../tool-round.ts';
import { isApprovalOf } from './approval-signature.ts';

/** The decisions of `answers` for the round `awaiting` of paused turn `pausedTurnId`. */
export async function decisionsOf(
  secret: string,
  pausedTurn: { readonly id: string; readonly expiresAt: Date },
  awaiting: AwaitingRound,
  answers: readonly ApprovalDecision[],
): Promise<ApprovalDecisions> {
  const approved = new Set<string>();
  const declined = new Map<string, string | null>();
  const answered = new Set<string>();
  for (const answer of answers) {
    let matched: string | null = null;
    for (const request of awaiting.approvals) {
      const binding = {
        pausedTurnId: pausedTurn.id,
        toolCallId: request.toolCallId,
        toolName: request.toolName,
        input: request.input,
        expiresAt: pausedTurn.expiresAt,
      };
      if (await isApprovalOf(secret, answer.id, binding)) matched = request.toolCallId;
    }
    if (matched === null) {
      throw new HttpError(
        'approval_invalid',
        'An answer names an approval this conversation is not waiting for (it belongs to another call, or was altered).',
        { approvalId: answer.id.slice(0, 100) },
      );
    }
    if (answered.has(matched)) {
      throw new HttpError('approval_invalid', 'An approval is answered twice in one request: answer each once.', {
        approvalId: answer.id.slice(0, 100),
      });
    }
    answered.add(matched);
    if (answer.approved) approved.add(matched);
    else declined.set(matched, answer.reason ?? null);
  }
  const missing = awaiting.approvals.filter((request) => !answered.has(request.toolCallId));
  if (missing.length > 0) {
    throw new HttpError(
      'approval_invalid',
      `Answer every pending approval of this turn in one request: ${missing.length} ${
        missing.length === 1 ? 'is' : 'are'
      } unanswered.`,
      { unanswered: missing.map((request) => request.toolCallId) },
    );
  }
  return { approved, declined };
}
