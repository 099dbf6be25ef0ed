/**
 * The conversation loop: one user turn from the model's first answer to the reply, with
 * the tool rounds and retry rounds in between. Its contract (conversation-turn.ts), the
 * review of a round (review-round.ts) and the fallback tool caller's repairs
 * (repair-with-fallback-caller.ts) live beside it.
 */
import { addUsage, type ChatMessage, emptyUsage } from '../llm/chat-message.ts';
import { AllModelsFailedError } from '../llm/model-chain.ts';
import { ModelError } from '../llm/model-error.ts';
import { IncompleteTurnError } from './incomplete-turn-error.ts';
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import { chatLimits } from './chat-limits.ts';
import type { TurnDependencies, TurnInput, TurnResult } from './conversation-turn.ts';
import { emptyResponseNudge, emptyResponseReply, roundGuidance, stepLimitReply } from './guidance.ts';
import { repairWithFallbackCaller } from './repair-with-fallback-caller.ts';
import { reviewRound } from './review-round.ts';
import { shrinkHistory } from './shrink-history.ts';
import { ToolFailureTracker } from './tool-failure-tracker.ts';

export type { TurnDependencies, TurnInput, TurnResult } from './conversation-turn.ts';
export { summarizeOutcome } from './turn-event.ts';

/**
 * Runs one user turn: asks the model, runs its tool calls through the executor, lets it
 * fix failures within {@link chatLimits.maxRetryRounds} retry rounds (at
 * {@link chatLimits.retryTemperature}, each opened by one guidance message), and always
 * ends with a reply. Model failures past the fallback chain and cancellation propagate
 * (`AllModelsFailedError` or a cancelled `ModelError`, or `IncompleteTurnError` carrying
 * what the turn did before);
 * tool and model mistakes never do.
 */
export async function runConversationTurn(dependencies: TurnDependencies, input: TurnInput): Promise<TurnResult> {
  const { chain, emit } = dependencies;
  const userMessage: ChatMessage = { role: 'user', content: input.userMessage };
  let messages: ChatMessage[] = [{ role: 'system', content: input.systemPrompt }, ...input.history, userMessage];
  const stored: ChatMessage[] = [];
  const outcomes: ToolOutcome[] = [];
  const tracker = new ToolFailureTracker();
  const modelsUsed: string[] = [];
  const emptyResponseModels: string[] = [];
  let usage = emptyUsage;
  let retryRounds = 0;
  let emptyResponses = 0;
  /** The next model call answers retry guidance. */
  let retrying = false;
  /** Retries are over (bound reached or loop guard): the model must answer without tools. */
  let toolsOff = false;
  /** The open Question of each tool that asked one (dropped when the tool then works). */
  const questions = new Map<string, string>();
  const lastQuestion = (): string | null => [...questions.values()].at(-1) ?? null;
  const tools = dependencies.executor.registry.modelSpecs();
  const shrink = (current: readonly ChatMessage[]): ChatMessage[] | null =>
    shrinkHistory(current, current.indexOf(userMessage));

  const finish = (reply: string): TurnResult => {
    stored.push({ role: 'assistant', content: reply });
    return {
      reply,
      messages: stored,
      outcomes,
      model: modelsUsed.at(-1) ?? chain.current.id,
      modelsUsed,
      usage,
      retryRounds,
      emptyResponseModels,
    };
  };
  const highestAttempt = (): number =>
    Math.max(
      0,
      ...outcomes.flatMap((outcome) => [...outcome.earlierAttempts, outcome].map((attempt) => attempt.attempt)),
    );
  // A retry round (or a repaired call) continues the failed attempts: one past the
  // highest so far. Any other call starts at 1, or goes on counting when its tool has
  // failed since it last worked (the model trying again unasked).
  const attemptFor = (call: ToolCall, isRetry: boolean): number => {
    if (isRetry) return highestAttempt() + 1;
    const sinceSuccess = outcomes.filter((outcome) => (outcome.resolvedName ?? outcome.requestedName) === call.name);
    const lastSuccess = sinceSuccess.findLastIndex((outcome) => outcome.type === 'tool-result');
    return 1 +
      sinceSuccess.slice(lastSuccess + 1).reduce((total, outcome) => total + 1 + outcome.earlierAttempts.length, 0);
  };
  const runCalls = async (calls: readonly ToolCall[], isRetry: boolean): Promise<ToolOutcome[]> => {
    const attempts = new Map(calls.map((call) => [call, attemptFor(call, isRetry)]));
    for (const call of calls) emit({ type: 'tool-call', id: call.id, name: call.name, arguments: call.arguments });
    const results = await dependencies.executor.executeAll(calls, (call) => ({
      attempt: attempts.get(call) ?? 1,
      caller: input.caller,
      autoResolveNames: input.autoResolveNames,
      signal: input.signal,
    }));
    for (const outcome of results) {
      const toolMessage: ChatMessage = { role: 'tool', toolCallId: outcome.toolCallId, content: outcome.modelMessage };
      messages.push(toolMessage);
      stored.push(toolMessage);
      outcomes.push(outcome);
    }
    return results;
  };

  for (let step = 1; step <= chatLimits.maxSteps; step += 1) {
    emit({ type: 'step-start', step, model: chain.current.id });
    const generated = await chain.generate(
      {
        messages,
        tools: toolsOff ? [] : tools,
        temperature: retrying ? chatLimits.retryTemperature : input.temperature,
      },
      {
        signal: input.signal,
        shrink,
        onTextDelta: input.stream ? (text) => emit({ type: 'text-delta', text }) : undefined,
      },
    ).catch((error: unknown) => {
      // Every model failed, or the turn was stopped (deadline, caller gone): what the turn
      // did before (tools that acted) travels with the error so it can be stored.
      const stopped = error instanceof AllModelsFailedError ||
        (error instanceof ModelError && error.kind === 'cancelled');
      throw stopped && stored.length > 0 ? new IncompleteTurnError(error, [...stored]) : error;
    });
    // The chain shrank the history to fit the context window: keep going with that.
    if (generated.request.messages !== messages && generated.request.messages.length < messages.length) {
      messages = [...generated.request.messages];
    }
    usage = addUsage(usage, generated.response.usage);
    if (modelsUsed.at(-1) !== generated.model.id) modelsUsed.push(generated.model.id);
    const { text } = generated.response;
    const calls = toolsOff ? [] : generated.response.toolCalls;

    if (calls.length === 0) {
      if (text.trim().length > 0) return finish(text);
      emptyResponseModels.push(generated.model.id);
      // Retries are over and a tool asked the user something: that question is the answer.
      const question = lastQuestion();
      if (toolsOff && question !== null) return finish(question);
      if (emptyResponses >= chatLimits.maxEmptyResponses) return finish(question ?? emptyResponseReply);
      emptyResponses += 1;
      messages.push({ role: 'system', content: emptyResponseNudge() });
      continue;
    }

    const isRetry = retrying;
    retrying = false;
    const assistant: ChatMessage = { role: 'assistant', content: text.length > 0 ? text : null, toolCalls: calls };
    messages.push(assistant);
    stored.push(assistant);
    const round = await runCalls(calls, isRetry);
    const review = reviewRound(round, calls, { tracker, questions, retryRounds, emit });

    if (dependencies.fallbackToolCaller !== null && review.failed.length > 0) {
      const repaired = await repairWithFallbackCaller(
        dependencies,
        input,
        tracker,
        tools,
        runCalls,
        messages,
        stored,
        chain.current.id,
      );
      const stillFailed = review.failed.filter((note) => !repaired.includes(note.toolName));
      review.failed.splice(0, review.failed.length, ...stillFailed);
    }
    const futile = review.stopped.length > 0 && review.failed.length === 0;
    const opensRound = review.failed.length > 0 && retryRounds < chatLimits.maxRetryRounds;
    if (opensRound) {
      retryRounds += 1;
      retrying = true;
      emit({ type: 'retry', round: retryRounds, tools: [...new Set(review.failed.map((note) => note.toolName))] });
    } else if (review.failed.length > 0 || futile) {
      toolsOff = true;
    }
    const guidance = roundGuidance({
      ...review,
      retryRound: opensRound ? retryRounds : null,
      maxRetryRounds: chatLimits.maxRetryRounds,
      toolsOff,
    });
    if (guidance !== null) messages.push({ role: 'system', content: guidance });
  }
  return finish(lastQuestion() ?? stepLimitReply);
}
