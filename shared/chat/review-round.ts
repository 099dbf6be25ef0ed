/**
 * The loop's review of one round of tool calls: which failures the model should fix, which
 * tools are stopped, which need setting up, with each outcome reported to the web app.
 */
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import { chatLimits } from './chat-limits.ts';
import type { FailedCallNote, StoppedToolNote } from './guidance.ts';
import type { ToolFailureTracker } from './tool-failure-tracker.ts';
import { summarizeOutcome, type TurnEvent } from './turn-event.ts';

/** What the loop decides after a round of tool calls. */
export interface RoundReview {
  readonly failed: FailedCallNote[];
  readonly stopped: StoppedToolNote[];
  readonly notConfigured: string[];
}

/** Sorts a round's outcomes into what to fix, what is stopped and what needs setting
 * up; reports each to the web app. */
export function reviewRound(
  round: readonly ToolOutcome[],
  calls: readonly ToolCall[],
  state: {
    tracker: ToolFailureTracker;
    questions: Map<string, string>;
    retryRounds: number;
    emit: (event: TurnEvent) => void;
  },
): RoundReview {
  const { tracker, questions, retryRounds, emit } = state;
  const review: RoundReview = { failed: [], stopped: [], notConfigured: [] };
  for (const [index, outcome] of round.entries()) {
    const toolName = outcome.resolvedName ?? outcome.requestedName;
    if (outcome.type === 'tool-result') {
      questions.delete(toolName);
      tracker.recordSuccess(toolName);
      emit({ type: 'tool-result', call: summarizeOutcome(outcome) });
      continue;
    }
    if (outcome.modelMessage.startsWith('Question:')) {
      questions.delete(toolName);
      questions.set(toolName, outcome.modelMessage.split('\n')[0] ?? outcome.modelMessage);
    }
    const wasStopped = tracker.isStopped(toolName);
    const repeated = tracker.recordFailure(
      calls[index] ?? { id: outcome.toolCallId, name: outcome.requestedName, arguments: '' },
      outcome,
    );
    const note = (why: StoppedToolNote['why']): void => {
      if (!review.stopped.some((stopped) => stopped.toolName === toolName)) review.stopped.push({ toolName, why });
    };
    if (wasStopped) note('again');
    else if (outcome.category === 'not_configured') {
      if (!review.notConfigured.includes(toolName)) review.notConfigured.push(toolName);
    } else if (outcome.modelRetry && repeated) note('repeated');
    else if (outcome.modelRetry) review.failed.push({ toolName, problem: outcome.modelMessage });
    const willRetry = outcome.modelRetry && !wasStopped && !repeated && retryRounds < chatLimits.maxRetryRounds;
    emit({ type: 'tool-error', call: summarizeOutcome(outcome), message: outcome.modelMessage, willRetry });
  }
  return review;
}
