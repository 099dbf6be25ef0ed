/**
 * One approval as a card: a region named by its heading ("Send this email?"), why Parley
 * asks, exactly what will be done, and real Approve and Deny buttons with an optional
 * reason for denying. Once answered it keeps only the heading and the answer.
 */
import { element } from '../ui/dom.ts';
import type { ApprovalDecision, PendingApproval } from '../../../shared/protocol/index.ts';
import { approvalDecision } from './approval-answers.ts';
import { approvalTitle, createApprovalPreview } from './approval-preview.ts';

/** Where an answer stands, as the card shows it. */
export type AnswerState = 'recorded' | 'sending' | 'sent';

/** A card being shown. */
export interface ApprovalCard {
  readonly element: HTMLElement;
  readonly approval: PendingApproval;
  /** Moves focus to the heading, which names the card for a screen reader. */
  focus(): void;
  /** Moves focus to the answer line (the buttons are gone). */
  focusAnswer(): void;
  /** Shows the buttons again. */
  ask(): void;
  /** Shows the answer instead of the buttons; `change` (while others are unanswered) lets
   * the user take it back. */
  showAnswer(decision: ApprovalDecision, state: AnswerState, change?: () => void): void;
  /** Ends unanswered: `note` says why nothing will run. */
  close(note: string): void;
}

/** The card's handlers. */
export interface ApprovalCardHandlers {
  readonly decide: (decision: ApprovalDecision) => void;
}

const expiryFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
let cardsCreated = 0;

/** `text` with its `backticked` parts as code (the reasons name addresses and tools so). */
function withCode(text: string): (Node | string)[] {
  return text.split('`').map((part, index) => index % 2 === 1 ? element('code', {}, part) : part);
}

function answerText(decision: ApprovalDecision, state: AnswerState): string {
  const denied = decision.reason === undefined ? 'You denied this.' : `You denied this: ${decision.reason}`;
  if (state === 'sent') return decision.approved ? 'You approved this.' : denied;
  const answer = decision.approved ? 'Approve' : 'Deny';
  return state === 'sending' ? `${answer} — sending your answer…` : `${answer} — answer the others to send.`;
}

/** A card for `approval`. */
export function createApprovalCard(approval: PendingApproval, handlers: ApprovalCardHandlers): ApprovalCard {
  cardsCreated += 1;
  const headingId = `approval-${cardsCreated}-title`;
  const reasonId = `approval-${cardsCreated}-reason`;
  const heading = element(
    'h2',
    { id: headingId, class: 'approval-title', tabindex: -1 },
    approvalTitle(approval.preview),
  );
  const reasonInput = element('input', {
    id: reasonId,
    type: 'text',
    maxlength: 500,
    autocomplete: 'off',
    class: 'approval-deny-reason',
  });
  const approve = element('button', {
    type: 'button',
    class: 'button primary',
    'aria-describedby': headingId,
    onclick: () => handlers.decide(approvalDecision(approval.id, true)),
  }, 'Approve');
  const deny = element('button', {
    type: 'button',
    class: 'button danger',
    'aria-describedby': headingId,
    onclick: () => handlers.decide(approvalDecision(approval.id, false, reasonInput.value)),
  }, 'Deny');
  const controls = element(
    'div',
    { class: 'approval-answer' },
    element(
      'div',
      { class: 'approval-reason-field' },
      element('label', { for: reasonId }, 'Reason for denying (optional)'),
      reasonInput,
    ),
    element('div', { class: 'approval-buttons' }, approve, deny),
  );
  const kicker = element('p', { class: 'approval-kicker', 'aria-hidden': 'true' }, 'Approval needed');
  const answerLine = element('span', {});
  const answer = element('p', { class: 'approval-outcome', tabindex: -1, hidden: true }, answerLine);
  const details = element(
    'div',
    { class: 'approval-details' },
    element(
      'p',
      { class: 'approval-why' },
      element('strong', {}, 'Why Parley asks: '),
      ...withCode(approval.reason),
    ),
    createApprovalPreview(approval.preview),
    element(
      'p',
      { class: 'muted small' },
      `Waiting for your answer until ${expiryFormat.format(new Date(approval.expiresAt))}; after that nothing is done.`,
    ),
  );
  const root = element(
    'section',
    {
      class: 'approval-card',
      'aria-labelledby': headingId,
      'data-approval': approval.id,
      'data-tool': approval.tool,
      'data-state': 'asking',
    },
    kicker,
    heading,
    details,
    controls,
    answer,
  );
  const showLine = (text: string, action: HTMLElement | null = null): void => {
    controls.hidden = true;
    answer.hidden = false;
    answerLine.textContent = text;
    answer.replaceChildren(answerLine, ...(action === null ? [] : [' ', action]));
  };

  return {
    element: root,
    approval,
    focus() {
      heading.focus();
    },
    focusAnswer() {
      answer.focus();
    },
    ask() {
      root.dataset.state = 'asking';
      kicker.hidden = false;
      details.hidden = false;
      controls.hidden = false;
      answer.hidden = true;
    },
    showAnswer(decision, state, change) {
      root.dataset.state = state === 'sent' ? (decision.approved ? 'approved' : 'denied') : state;
      // Once sent, the card keeps only what was decided: the details are in the chip.
      details.hidden = state === 'sent';
      kicker.hidden = state === 'sent';
      const changeButton = change === undefined ? null : element(
        'button',
        { type: 'button', class: 'button link', 'aria-describedby': headingId, onclick: change },
        'Change',
      );
      showLine(answerText(decision, state), changeButton);
    },
    close(note) {
      root.dataset.state = 'closed';
      kicker.hidden = true;
      details.hidden = true;
      showLine(note);
    },
  };
}
