/**
 * A round of tool calls inside a turn: run the model's calls (after the consent step),
 * review the outcomes, let the fallback tool caller repair what it can, then open a retry
 * round, turn tools off, or go on. A round whose calls must ask the user first ends with
 * the state `awaiting` them, having acted on nothing; `resumeRound` runs it once the user
 * answered.
 */
import { feedbackOfDeclined, feedbackOfHeldRepair } from '../tools/feedback-consent.ts';
import type { ModelToolSpec } from '../tools/tool-registry.ts';
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import { chatLimits } from './chat-limits.ts';
import type { TurnDependencies, TurnInput } from './conversation-turn.ts';
import { roundGuidance } from './guidance.ts';
import { repairWithFallbackCaller } from './repair-with-fallback-caller.ts';
import { reviewRound } from './review-round.ts';
import { attemptFor, groundingOf, type TurnState, withMessages, withNote, withOutcomes } from './turn-state.ts';

/** The user's answers to an awaiting round, by tool call id. */
export interface ApprovalDecisions {
  readonly approved: ReadonlySet<string>;
  /** Declined calls and the user's reason (null when they gave none). */
  readonly declined: ReadonlyMap<string, string | null>;
}

/** How running a round's calls ended: outcomes in the state, or the round held back. */
type CallsEnd =
  | { readonly kind: 'ran'; readonly state: TurnState; readonly outcomes: readonly ToolOutcome[] }
  | { readonly kind: 'awaiting'; readonly state: TurnState };

/** The links a tool's output offers (its consent declarations); none when it declares none
 * or its declaration fails on this output. */
function linksOfTool(dependencies: TurnDependencies): (toolName: string, output: unknown) => readonly string[] {
  return (toolName, output) => {
    try {
      return dependencies.executor.registry.get(toolName)?.consent?.linksOf?.(output) ?? [];
    } catch {
      return [];
    }
  };
}

/** Runs a round's calls through the executor, each starting at its attempt number. */
async function runCalls(
  dependencies: TurnDependencies,
  input: TurnInput,
  state: TurnState,
  calls: readonly ToolCall[],
  isRetry: boolean,
  approvedCallIds: ReadonlySet<string> = new Set(),
): Promise<CallsEnd> {
  const firstAttempts = calls.map((call) => attemptFor(state, call, isRetry));
  const consent = input.approvalPolicy === undefined
    ? undefined
    : { policy: input.approvalPolicy, grounding: groundingOf(state, linksOfTool(dependencies)), approvedCallIds };
  for (const call of calls) {
    dependencies.emit({ type: 'tool-call', id: call.id, name: call.name, arguments: call.arguments });
  }
  const round = await dependencies.executor.executeAll(calls, (call) => ({
    attempt: firstAttempts[calls.indexOf(call)] ?? 1,
    caller: input.caller,
    autoResolveNames: input.autoResolveNames,
    signal: input.signal,
    consent,
  }));
  if (round.kind === 'awaiting') {
    return { kind: 'awaiting', state: { ...state, awaiting: { calls, isRetry, approvals: round.approvals } } };
  }
  return { kind: 'ran', state: withOutcomes(state, round.outcomes, firstAttempts), outcomes: round.outcomes };
}

/** Reviews a round that ran, repairs, and decides what the next model call is told. */
async function finishRound(
  dependencies: TurnDependencies,
  input: TurnInput,
  ran: Extract<CallsEnd, { kind: 'ran' }>,
  calls: readonly ToolCall[],
  tools: readonly ModelToolSpec[],
): Promise<TurnState> {
  const reviewed = reviewRound(ran.state, ran.outcomes, calls, dependencies.emit);
  let state = reviewed.state;
  let failed = reviewed.review.failed;
  if (dependencies.fallbackToolCaller !== null && failed.length > 0) {
    const repaired = await repairWithFallbackCaller(dependencies, input, {
      state,
      tools,
      primaryModel: dependencies.chain.current.id,
      runCalls: async (current, repairedCalls, retry) => {
        // A repaired call runs under the same consent step. One that would ask does not run
        // here: the model is told to make it itself, so the user is asked about its call.
        const end = await runCalls(dependencies, input, current, repairedCalls, retry);
        if (end.kind === 'ran') return end;
        const notRun = repairedCalls.map((call) => ({
          role: 'tool' as const,
          toolCallId: call.id,
          content: feedbackOfHeldRepair(),
        }));
        return { state: withMessages(current, ...notRun), outcomes: [] };
      },
    });
    state = repaired.state;
    failed = failed.filter((note) => !repaired.fixed.includes(note.toolName));
  }
  const { stopped, notConfigured } = reviewed.review;
  const futile = stopped.length > 0 && failed.length === 0;
  const opensRound = failed.length > 0 && state.retryRounds < chatLimits.maxRetryRounds;
  if (opensRound) {
    // Announced by `toolRound` once the model calls a tool again: a model that answers in
    // words instead retries nothing.
    state = { ...state, retryRounds: state.retryRounds + 1, retrying: true };
  } else if (failed.length > 0 || futile) {
    state = { ...state, toolsOff: true };
  }
  const guidance = roundGuidance({
    failed,
    stopped,
    notConfigured,
    retryRound: opensRound ? state.retryRounds : null,
    maxRetryRounds: chatLimits.maxRetryRounds,
    toolsOff: state.toolsOff,
  });
  return guidance === null ? state : withNote(state, guidance);
}

/** A round of the model's tool calls, from its assistant message to the next state, which
 * may be `awaiting` the user. */
export async function toolRound(
  dependencies: TurnDependencies,
  input: TurnInput,
  before: TurnState,
  text: string,
  calls: readonly ToolCall[],
  tools: readonly ModelToolSpec[],
): Promise<TurnState> {
  const isRetry = before.retrying;
  if (isRetry && calls.length > 0) {
    dependencies.emit({
      type: 'retry',
      round: before.retryRounds,
      tools: [...new Set(calls.map((call) => call.name))],
    });
  }
  const withCalls = withMessages({ ...before, retrying: false }, {
    role: 'assistant',
    content: text.length > 0 ? text : null,
    toolCalls: calls,
  });
  const ran = await runCalls(dependencies, input, withCalls, calls, isRetry);
  return ran.kind === 'awaiting' ? ran.state : finishRound(dependencies, input, ran, calls, tools);
}

/**
 * Runs the awaiting round of `state` with the user's answers: approved calls act (once:
 * their idempotency keys are those of the calls the user saw), declined ones tell the
 * model the user declined, and the round ends as any other.
 */
export async function resumeRound(
  dependencies: TurnDependencies,
  input: TurnInput,
  state: TurnState,
  decisions: ApprovalDecisions,
  tools: readonly ModelToolSpec[],
): Promise<TurnState> {
  const awaiting = state.awaiting;
  if (awaiting === null) return state;
  const declinedCalls = awaiting.calls.filter((call) => decisions.declined.has(call.id));
  const runnable = awaiting.calls.filter((call) => !decisions.declined.has(call.id));
  const declinedMessages = declinedCalls.map((call) => ({
    role: 'tool' as const,
    toolCallId: call.id,
    content: feedbackOfDeclined(decisions.declined.get(call.id) ?? null),
    notApproved: { kind: 'declined' as const, reason: decisions.declined.get(call.id) ?? null },
  }));
  const resumed = withMessages({ ...state, awaiting: null }, ...declinedMessages);
  if (runnable.length === 0) return resumed;
  const ran = await runCalls(dependencies, input, resumed, runnable, awaiting.isRetry, decisions.approved);
  return ran.kind === 'awaiting' ? ran.state : finishRound(dependencies, input, ran, runnable, tools);
}
