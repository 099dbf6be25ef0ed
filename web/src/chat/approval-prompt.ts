/**
 * What a paused turn asks of the user: a card per pending approval. One approval is
 * answered with one click; several are answered card by card (focus moves to the next
 * unanswered one) and sent together when the last is answered, as the chat function wants
 * every answer of the turn in one request.
 */
import { element } from '../ui/dom.ts';
import type { ApprovalDecision, PendingApproval } from '../../../shared/protocol/index.ts';
import { collectApprovalAnswers } from './approval-answers.ts';
import { type ApprovalCard, createApprovalCard } from './approval-card.ts';

/** A prompt being shown. */
export interface ApprovalPrompt {
  readonly element: HTMLElement;
  /** Moves focus to the first unanswered card. */
  focus(): void;
  /** The answers went through: each card keeps its answer. */
  settle(): void;
  /** The answers were not taken (the request failed before the turn went on): ask again. */
  reopen(): void;
  /** Ends unanswered: `note` says why nothing will run. */
  close(note: string): void;
}

/** A prompt for `approvals`; `submit` gets every answer, once. */
export function createApprovalPrompt(
  approvals: readonly PendingApproval[],
  submit: (decisions: readonly ApprovalDecision[]) => void,
): ApprovalPrompt {
  const answers = collectApprovalAnswers(approvals.map((approval) => approval.id));
  let sent: readonly ApprovalDecision[] = [];
  const cards: ApprovalCard[] = [];
  const cardOf = (id: string): ApprovalCard | undefined => cards.find((card) => card.approval.id === id);
  const firstUnanswered = (): ApprovalCard | undefined => cardOf(answers.unanswered()[0] ?? '');

  const decide = (card: ApprovalCard, decision: ApprovalDecision): void => {
    const all = answers.record(decision);
    if (all === null) {
      card.showAnswer(decision, 'recorded', () => {
        answers.forget(card.approval.id);
        card.ask();
        card.focus();
      });
      firstUnanswered()?.focus();
      return;
    }
    sent = all;
    for (const answer of all) cardOf(answer.id)?.showAnswer(answer, 'sending');
    card.focusAnswer();
    submit(all);
  };
  for (const approval of approvals) {
    const card: ApprovalCard = createApprovalCard(approval, { decide: (decision) => decide(card, decision) });
    cards.push(card);
  }
  const intro = approvals.length > 1
    ? element(
      'p',
      { class: 'approval-intro' },
      `Parley asks for ${approvals.length} approvals. Answer each one; your answers are sent together.`,
    )
    : null;
  const root = element(
    'div',
    { class: 'approval-prompt' },
    intro,
    ...cards.map((card) => card.element),
    element(
      'p',
      { class: 'muted small approval-alternative' },
      'Or write a new message instead: then none of this runs.',
    ),
  );

  return {
    element: root,
    focus() {
      (firstUnanswered() ?? cards[0])?.focus();
    },
    settle() {
      root.querySelector('.approval-alternative')?.remove();
      for (const answer of sent) cardOf(answer.id)?.showAnswer(answer, 'sent');
    },
    reopen() {
      for (const card of cards) {
        answers.forget(card.approval.id);
        card.ask();
      }
      cards[0]?.focus();
    },
    close(note) {
      root.querySelector('.approval-alternative')?.remove();
      for (const card of cards) card.close(note);
    },
  };
}
