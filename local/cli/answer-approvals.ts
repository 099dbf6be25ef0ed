import { terminalText } from '../terminal/terminal-text.ts';
import type { ApprovalDecision, PendingApproval } from '../../shared/protocol/index.ts';

/** How `npm run chat` answers a paused turn: asks (the default), or `--approve` / `--deny`
 * every call without asking. */
export type ApprovalAnswering = 'ask' | 'approve' | 'deny';

/** Asks the user one question and resolves with the line they typed; null when the input
 * ended (Ctrl-D) or `signal` aborted (Ctrl-C). */
export type AskQuestion = (question: string, signal?: AbortSignal) => Promise<string | null>;

/** What answering needs. */
export interface AnswerApprovalsDependencies {
  readonly answering: ApprovalAnswering;
  /** Asks at the terminal; null when nobody can answer there (stdin is not a terminal, or `--json`). */
  readonly ask: AskQuestion | null;
  /** Where a line about decisions taken without asking goes. */
  readonly note: (text: string) => void;
  readonly signal?: AbortSignal;
}

/** Why the CLI declined without asking. */
export const cannotAskNote =
  'nobody can answer here (stdin is not a terminal, or --json): run in a terminal to be asked, or pass --approve';

const yes = new Set(['y', 'yes']);
const no = new Set(['', 'n', 'no']);

/** One approval asked at the terminal; null when the user left without answering. */
async function askOne(
  approval: PendingApproval,
  position: { readonly index: number; readonly count: number },
  ask: AskQuestion,
  dependencies: AnswerApprovalsDependencies,
): Promise<ApprovalDecision | null> {
  const which = position.count === 1
    ? ''
    : ` ${terminalText(approval.tool)} (${position.index + 1} of ${position.count})`;
  for (;;) {
    const answer = await ask(`Approve${which}? [y/N] `, dependencies.signal);
    if (answer === null) return null;
    const word = answer.trim().toLowerCase();
    if (yes.has(word)) return { id: approval.id, approved: true };
    if (no.has(word)) {
      const reason = await ask('Why not? (optional, told to the assistant) ', dependencies.signal);
      if (reason === null) return null;
      const trimmed = reason.trim();
      return { id: approval.id, approved: false, ...(trimmed === '' ? {} : { reason: trimmed }) };
    }
    dependencies.note('Answer y or n.\n');
  }
}

/**
 * The user's decisions on a paused turn's approvals, one per approval, in order. Asked at
 * the terminal one by one (`Approve? [y/N]`, then an optional reason when declined); with
 * `--approve` or `--deny` decided without asking; declined when nobody can answer (not a
 * terminal), so a script never hangs on a question. Null when the user left without
 * answering (Ctrl-C, Ctrl-D): the turn stays paused.
 */
export async function answerApprovals(
  approvals: readonly PendingApproval[],
  dependencies: AnswerApprovalsDependencies,
): Promise<ApprovalDecision[] | null> {
  const { answering, ask, note } = dependencies;
  if (answering !== 'ask' || ask === null) {
    const approved = answering === 'approve';
    const why = answering === 'ask' ? cannotAskNote : `--${answering}`;
    for (const approval of approvals) {
      note(`${approved ? 'Approved' : 'Declined'} ${terminalText(approval.tool)}: ${why}.\n`);
    }
    return approvals.map((approval) => ({ id: approval.id, approved }));
  }
  const decisions: ApprovalDecision[] = [];
  for (const [index, approval] of approvals.entries()) {
    const decision = await askOne(approval, { index, count: approvals.length }, ask, dependencies);
    if (decision === null) return null;
    decisions.push(decision);
  }
  return decisions;
}
