/**
 * The loop's review of one round of tool calls: which failures the model should fix, which
 * tools are stopped, which need setting up, what each asks the user; each outcome is
 * reported to the web app.
 */
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import { chatLimits } from './chat-limits.ts';
import type { FailedCallNote, StoppedToolNote } from './guidance.ts';
import { isStopped, recordFailure, recordSuccess } from './tool-failures.ts';
import { summarizeOutcome, type TurnEvent } from './turn-event.ts';
import type { TurnState } from './turn-state.ts';

/** What the loop decides after a round of tool calls. */
export interface RoundReview {
  readonly failed: readonly FailedCallNote[];
  readonly stopped: readonly StoppedToolNote[];
  readonly notConfigured: readonly string[];
}

/** Sorts a round's outcomes into what to fix, what is stopped and what needs setting up;
 * reports each to the web app. Returns the state with failures and open questions updated. */
export function reviewRound(
  state: TurnState,
  round: readonly ToolOutcome[],
  calls: readonly ToolCall[],
  emit: (event: TurnEvent) => void,
): { readonly state: TurnState; readonly review: RoundReview } {
  let { failures, openInteractions } = state;
  const failed: FailedCallNote[] = [];
  const stopped: StoppedToolNote[] = [];
  const notConfigured: string[] = [];
  for (const [index, outcome] of round.entries()) {
    const toolName = outcome.resolvedName ?? outcome.requestedName;
    if (outcome.type === 'tool-result') {
      openInteractions = openInteractions.filter((open) => open.toolName !== toolName);
      failures = recordSuccess(failures, toolName);
      emit({ type: 'tool-result', call: summarizeOutcome(outcome) });
      continue;
    }
    const { interaction } = outcome;
    if (interaction !== undefined) {
      openInteractions = [...openInteractions.filter((open) => open.toolName !== toolName), { toolName, interaction }];
    }
    const wasStopped = isStopped(failures, toolName);
    const recorded = recordFailure(
      failures,
      calls[index] ?? { id: outcome.toolCallId, name: outcome.requestedName, arguments: '' },
      outcome,
    );
    failures = recorded.failures;
    const note = (why: StoppedToolNote['why']): void => {
      if (!stopped.some((entry) => entry.toolName === toolName)) stopped.push({ toolName, why });
    };
    if (wasStopped) note('again');
    else if (outcome.category === 'not_configured') {
      if (!notConfigured.includes(toolName)) notConfigured.push(toolName);
    } else if (outcome.modelRetry && recorded.repeated) note('repeated');
    else if (outcome.modelRetry) failed.push({ toolName, asksUser: interaction !== undefined });
    const willRetry = outcome.modelRetry && !wasStopped && !recorded.repeated &&
      state.retryRounds < chatLimits.maxRetryRounds;
    emit({
      type: 'tool-error',
      call: summarizeOutcome(outcome),
      message: outcome.modelMessage,
      willRetry,
      ...(interaction === undefined ? {} : { interaction }),
    });
  }
  return { state: { ...state, failures, openInteractions }, review: { failed, stopped, notConfigured } };
}
