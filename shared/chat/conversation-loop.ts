/**
 * The conversation loop: one user turn from the model's first answer to the reply, with
 * the tool rounds and retry rounds in between. Its state is one value (turn-state.ts)
 * passed through named steps — ask the model, run a round of tool calls, review it, let the
 * fallback tool caller repair, open the next round — so a turn can be continued from a
 * stored state. Its contract is conversation-turn.ts.
 */
import { addUsage } from '../llm/chat-message.ts';
import { AllModelsFailedError } from '../llm/model-chain.ts';
import { ModelError } from '../llm/model-error.ts';
import type { ModelToolSpec } from '../tools/tool-registry.ts';
import { dataNoticeFor } from '../tools/untrusted-output.ts';
import { chatLimits } from './chat-limits.ts';
import type { TurnDependencies, TurnInput, TurnResult } from './conversation-turn.ts';
import { emptyResponseNudge, emptyResponseReply, stepLimitReply } from './guidance.ts';
import { IncompleteTurnError } from './incomplete-turn-error.ts';
import { shrinkHistory } from './shrink-history.ts';
import { callIdsOfTurn, withUniqueCallIds } from './unique-call-ids.ts';
import { type ApprovalDecisions, resumeRound, toolRound } from './tool-round.ts';
import { lastQuestion, startTurnState, type TurnState, withNote } from './turn-state.ts';

export type { TurnDependencies, TurnInput, TurnResult } from './conversation-turn.ts';
export type { ApprovalDecisions } from './tool-round.ts';
export { summarizeOutcome } from './turn-event.ts';

/** What a step ends with: the turn's reply, or the state to take the next step from. */
type StepEnd = { readonly kind: 'reply'; readonly state: TurnState; readonly reply: string } | {
  readonly kind: 'continue';
  readonly state: TurnState;
};

function resultOf(state: TurnState, reply: string, currentModel: string): TurnResult {
  const awaiting = state.awaiting !== null;
  return {
    status: awaiting ? 'awaiting_approval' : 'completed',
    reply,
    // A paused turn stores what it did so far; its reply comes when it resumes.
    messages: awaiting ? [...state.stored] : [...state.stored, { role: 'assistant', content: reply }],
    outcomes: state.outcomes,
    model: state.modelsUsed.at(-1) ?? currentModel,
    modelsUsed: state.modelsUsed,
    usage: state.usage,
    retryRounds: state.retryRounds,
    emptyResponseModels: state.emptyResponseModels,
    state,
    approvals: state.awaiting?.approvals ?? [],
  };
}

/** The model answered with no text and no calls: nudge it, or end with what is known. */
function emptyAnswer(state: TurnState, model: string): StepEnd {
  const next: TurnState = { ...state, emptyResponseModels: [...state.emptyResponseModels, model] };
  // Retries are over and a tool asked the user something: that question is the answer.
  const question = lastQuestion(next);
  if (next.toolsOff && question !== null) return { kind: 'reply', state: next, reply: question };
  if (next.emptyResponses >= chatLimits.maxEmptyResponses) {
    return { kind: 'reply', state: next, reply: question ?? emptyResponseReply };
  }
  return {
    kind: 'continue',
    state: withNote({ ...next, emptyResponses: next.emptyResponses + 1 }, emptyResponseNudge()),
  };
}

/** One step: ask the model, then answer, nudge, or run its tool calls. */
async function takeStep(
  dependencies: TurnDependencies,
  input: TurnInput,
  state: TurnState,
  tools: readonly ModelToolSpec[],
): Promise<StepEnd> {
  const { chain, emit } = dependencies;
  const step = state.steps + 1;
  emit({ type: 'step-start', step, model: chain.current.id });
  // Messages after the user's (this turn's) are never dropped to fit the context.
  const protectedFromEnd = state.messages.length - state.userMessageIndex;
  const generated = await chain.generate(
    {
      messages: state.messages,
      tools: state.toolsOff ? [] : tools,
      temperature: state.retrying ? chatLimits.retryTemperature : input.temperature,
    },
    {
      signal: input.signal,
      shrink: (current) => shrinkHistory(current, current.length - protectedFromEnd),
      onTextDelta: input.stream ? (text) => emit({ type: 'text-delta', text }) : undefined,
    },
  ).catch((error: unknown) => {
    // Every model failed, or the turn was stopped (deadline, caller gone): what the turn
    // did before (tools that acted) travels with the error so it can be stored.
    const stopped = error instanceof AllModelsFailedError ||
      (error instanceof ModelError && error.kind === 'cancelled');
    throw stopped && state.stored.length > 0 ? new IncompleteTurnError(error, [...state.stored]) : error;
  });
  const shrunk = generated.request.messages.length < state.messages.length;
  const model = generated.model.id;
  let next: TurnState = {
    ...state,
    steps: step,
    // The chain shrank the history to fit the context window: keep going with that.
    ...(shrunk
      ? {
        messages: generated.request.messages,
        userMessageIndex: generated.request.messages.length - protectedFromEnd,
      }
      : {}),
    usage: addUsage(state.usage, generated.response.usage),
    modelsUsed: state.modelsUsed.at(-1) === model ? state.modelsUsed : [...state.modelsUsed, model],
  };
  const { text } = generated.response;
  // Ids key tool messages, approvals and idempotency: unique within the turn, whatever the provider sent.
  const calls = next.toolsOff
    ? []
    : withUniqueCallIds(generated.response.toolCalls, callIdsOfTurn(next.messages, next.userMessageIndex));
  if (calls.length === 0) {
    return text.trim().length > 0 ? { kind: 'reply', state: next, reply: text } : emptyAnswer(next, model);
  }
  next = await toolRound(dependencies, input, next, text, calls, tools);
  // Calls wait for the user: the turn pauses with what the model said so far.
  if (next.awaiting !== null) return { kind: 'reply', state: next, reply: text };
  return { kind: 'continue', state: next };
}

/**
 * Continues a turn from `state` to its reply: asks the model, runs its tool calls through
 * the executor, lets it fix failures within {@link chatLimits.maxRetryRounds} retry rounds
 * (at {@link chatLimits.retryTemperature}, each opened by one guidance message), and always
 * ends with a reply. Model failures past the fallback chain and cancellation propagate
 * (`AllModelsFailedError` or a cancelled `ModelError`, or `IncompleteTurnError` carrying
 * what the turn did before); tool and model mistakes never do.
 */
export async function continueTurn(
  dependencies: TurnDependencies,
  input: TurnInput,
  initial: TurnState,
): Promise<TurnResult> {
  const tools = dependencies.executor.registry.modelSpecs();
  let state = initial;
  while (state.steps < chatLimits.maxSteps) {
    const end = await takeStep(dependencies, input, state, tools);
    if (end.kind === 'reply') return resultOf(end.state, end.reply, dependencies.chain.current.id);
    state = end.state;
    dependencies.onStep?.(state);
  }
  return resultOf(state, lastQuestion(state) ?? stepLimitReply, dependencies.chain.current.id);
}

/**
 * Resumes a turn paused for approvals (`state.awaiting`) with the user's answers: runs
 * the held round (approved calls act, declined ones tell the model so), then continues as
 * {@link continueTurn}, on whatever worker serves the answer.
 */
export async function resumeTurn(
  dependencies: TurnDependencies,
  input: TurnInput,
  paused: TurnState,
  decisions: ApprovalDecisions,
): Promise<TurnResult> {
  const tools = dependencies.executor.registry.modelSpecs();
  const state = await resumeRound(dependencies, input, paused, decisions, tools);
  if (state.awaiting !== null) return resultOf(state, '', dependencies.chain.current.id);
  dependencies.onStep?.(state);
  return continueTurn(dependencies, input, state);
}

/** Runs one user turn from its start; see {@link continueTurn}. */
export function runConversationTurn(dependencies: TurnDependencies, input: TurnInput): Promise<TurnResult> {
  const dataNotice = dataNoticeFor(dependencies.executor.registry);
  return continueTurn(dependencies, input, startTurnState({ ...input, dataNotice }));
}
