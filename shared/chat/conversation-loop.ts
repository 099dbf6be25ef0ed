import { addUsage, type ChatMessage, emptyUsage, type TokenUsage } from '../llm/chat-message.ts';
import type { FallbackToolCaller } from '../llm/fallback-tool-caller.ts';
import type { ModelChain } from '../llm/model-chain.ts';
import type { ToolExecutor } from '../tools/create-tool-executor.ts';
import type { ToolCaller } from '../tools/tool-definition.ts';
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import { chatLimits } from './chat-limits.ts';
import {
  emptyResponseNudge,
  emptyResponseReply,
  type FailedCallNote,
  notConfiguredGuidance,
  retriesExhaustedGuidance,
  retryGuidance,
  stepLimitReply,
} from './guidance.ts';
import { shrinkHistory } from './shrink-history.ts';
import { ToolFailureTracker } from './tool-failure-tracker.ts';
import type { ToolCallSummary, TurnEvent } from './turn-event.ts';

/** What the loop needs; all of it injected. */
export interface TurnDependencies {
  readonly executor: ToolExecutor;
  readonly chain: ModelChain;
  readonly fallbackToolCaller: FallbackToolCaller | null;
  readonly emit: (event: TurnEvent) => void;
}

/** One user turn. */
export interface TurnInput {
  readonly systemPrompt: string;
  readonly history: readonly ChatMessage[];
  readonly userMessage: string;
  readonly temperature: number;
  readonly autoResolveNames: boolean;
  readonly maxToolFailures: number;
  readonly caller: ToolCaller;
  /** Stream the model's text as `text-delta` events. */
  readonly stream: boolean;
  readonly signal?: AbortSignal;
}

/** How the turn ended. */
export interface TurnResult {
  readonly reply: string;
  /** Messages to store after the user's: assistant turns, tool results, the reply. */
  readonly messages: readonly ChatMessage[];
  readonly outcomes: readonly ToolOutcome[];
  readonly model: string;
  readonly modelsUsed: readonly string[];
  readonly usage: TokenUsage;
  readonly retryRounds: number;
}

/** The summary of an outcome the web app sees. */
export function summarizeOutcome(outcome: ToolOutcome): ToolCallSummary {
  return {
    id: outcome.toolCallId,
    name: outcome.requestedName,
    resolvedName: outcome.resolvedName,
    status: outcome.type === 'tool-result' ? 'success' : 'error',
    ...(outcome.type === 'tool-error' ? { category: outcome.category } : {}),
    attempt: outcome.attempt,
    durationMs: Math.round(outcome.durationMs),
  };
}

/**
 * Runs one user turn: asks the model, runs its tool calls through the executor, lets it
 * fix failures within {@link chatLimits.maxRetryRounds} retry rounds, and always ends with
 * a reply. Model failures past the fallback chain propagate (`AllModelsFailedError`); tool
 * and model mistakes never do.
 */
export async function runConversationTurn(dependencies: TurnDependencies, input: TurnInput): Promise<TurnResult> {
  const { chain, emit } = dependencies;
  const userMessage: ChatMessage = { role: 'user', content: input.userMessage };
  let messages: ChatMessage[] = [{ role: 'system', content: input.systemPrompt }, ...input.history, userMessage];
  const stored: ChatMessage[] = [];
  const outcomes: ToolOutcome[] = [];
  const tracker = new ToolFailureTracker();
  const modelsUsed: string[] = [];
  let usage = emptyUsage;
  let retryRounds = 0;
  let emptyResponses = 0;
  let retriesExhausted = false;
  let lastQuestion: string | null = null;
  const tools = dependencies.executor.registry.modelSpecs();
  const shrink = (current: readonly ChatMessage[]): ChatMessage[] | null => shrinkHistory(current, current.indexOf(userMessage));

  const finish = (reply: string): TurnResult => {
    return { reply, messages: stored, outcomes, model: modelsUsed.at(-1) ?? chain.current.id, modelsUsed, usage, retryRounds };
  };
  const runCalls = async (calls: readonly ToolCall[]): Promise<ToolOutcome[]> => {
    for (const call of calls) emit({ type: 'tool-call', id: call.id, name: call.name, arguments: call.arguments });
    const results = await dependencies.executor.executeAll(calls, {
      attempt: retryRounds + 1, caller: input.caller, autoResolveNames: input.autoResolveNames, signal: input.signal,
    });
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
        tools: retriesExhausted ? [] : tools,
        temperature: retryRounds > 0 ? chatLimits.retryTemperature : input.temperature,
      },
      { signal: input.signal, shrink, onTextDelta: input.stream ? (text) => emit({ type: 'text-delta', text }) : undefined },
    );
    if (generated.request.messages.length < messages.length) messages = [...generated.request.messages];
    usage = addUsage(usage, generated.response.usage);
    if (modelsUsed.at(-1) !== generated.model.id) modelsUsed.push(generated.model.id);
    const { text } = generated.response;
    const calls = retriesExhausted ? [] : generated.response.toolCalls;

    if (calls.length === 0) {
      if (text.trim().length === 0) {
        if (emptyResponses < chatLimits.maxEmptyResponses) {
          emptyResponses += 1;
          messages.push({ role: 'system', content: emptyResponseNudge() });
          continue;
        }
        const reply = lastQuestion ?? emptyResponseReply;
        stored.push({ role: 'assistant', content: reply });
        return finish(reply);
      }
      stored.push({ role: 'assistant', content: text });
      return finish(text);
    }

    const assistant: ChatMessage = { role: 'assistant', content: text.length > 0 ? text : null, toolCalls: calls };
    messages.push(assistant);
    stored.push(assistant);
    const round = await runCalls(calls);
    const failures: FailedCallNote[] = [];
    const notConfigured: string[] = [];
    for (const [index, outcome] of round.entries()) {
      const toolName = outcome.resolvedName ?? outcome.requestedName;
      if (outcome.type === 'tool-result') {
        tracker.recordSuccess(toolName);
        emit({ type: 'tool-result', call: summarizeOutcome(outcome) });
        continue;
      }
      if (outcome.modelMessage.startsWith('Question:')) lastQuestion = outcome.modelMessage.split('\n')[0] ?? null;
      const wasStopped = tracker.isStopped(toolName);
      const repeated = tracker.recordFailure(calls[index] as ToolCall, outcome);
      if (outcome.category === 'not_configured') notConfigured.push(toolName);
      else if (outcome.modelRetry && !wasStopped) failures.push({ toolName, problem: outcome.modelMessage, repeated });
      const willRetry = outcome.modelRetry && !repeated && !wasStopped && retryRounds < chatLimits.maxRetryRounds;
      emit({ type: 'tool-error', call: summarizeOutcome(outcome), message: outcome.modelMessage, willRetry });
    }

    if (dependencies.fallbackToolCaller !== null && failures.length > 0) {
      const repaired = await repairWithFallbackCaller(dependencies, input, tracker, tools, runCalls, messages, stored, chain.current.id);
      for (const toolName of repaired) {
        const position = failures.findIndex((failure) => failure.toolName === toolName);
        if (position >= 0) failures.splice(position, 1);
      }
    }
    if (notConfigured.length > 0) messages.push({ role: 'system', content: notConfiguredGuidance(notConfigured) });
    if (failures.length === 0) continue;
    if (retryRounds >= chatLimits.maxRetryRounds || failures.every((failure) => failure.repeated)) {
      retriesExhausted = true;
      const notes = failures.filter((failure) => failure.repeated);
      messages.push({ role: 'system', content: notes.length > 0 ? `${retryGuidance(notes, retryRounds, chatLimits.maxRetryRounds)}\n${retriesExhaustedGuidance()}` : retriesExhaustedGuidance() });
      continue;
    }
    retryRounds += 1;
    emit({ type: 'retry', round: retryRounds, tools: failures.map((failure) => failure.toolName) });
    messages.push({ role: 'system', content: retryGuidance(failures, retryRounds, chatLimits.maxRetryRounds) });
  }
  const reply = lastQuestion ?? stepLimitReply;
  stored.push({ role: 'assistant', content: reply });
  return finish(reply);
}

/** Asks the fallback tool caller about tools with too many invalid calls in a row; runs
 * the repaired call as if the primary model had made it. Returns the tools it fixed. */
async function repairWithFallbackCaller(
  dependencies: TurnDependencies,
  input: TurnInput,
  tracker: ToolFailureTracker,
  tools: ReturnType<ToolExecutor['registry']['modelSpecs']>,
  runCalls: (calls: readonly ToolCall[]) => Promise<ToolOutcome[]>,
  messages: ChatMessage[],
  stored: ChatMessage[],
  primaryModel: string,
): Promise<string[]> {
  const fixed: string[] = [];
  for (const [toolName, failedCalls] of tracker.invalidStreaks(input.maxToolFailures)) {
    tracker.clearStreak(toolName);
    const tool = tools.find((spec) => spec.function.name === toolName);
    if (tool === undefined || dependencies.fallbackToolCaller === null) continue;
    const repaired = await dependencies.fallbackToolCaller.repair({ tool, failedCalls, userMessage: input.userMessage, signal: input.signal });
    if (repaired === null) continue;
    dependencies.emit({ type: 'fallback', kind: 'tool', fromModel: primaryModel, toModel: repaired.model, reason: 'invalid_arguments' });
    const assistant: ChatMessage = { role: 'assistant', content: null, toolCalls: [repaired.call] };
    messages.push(assistant);
    stored.push(assistant);
    const [outcome] = await runCalls([repaired.call]);
    if (outcome?.type === 'tool-result') {
      tracker.recordSuccess(toolName);
      dependencies.emit({ type: 'tool-result', call: summarizeOutcome(outcome) });
      fixed.push(toolName);
    } else if (outcome !== undefined) {
      dependencies.emit({ type: 'tool-error', call: summarizeOutcome(outcome), message: outcome.modelMessage, willRetry: false });
    }
  }
  return fixed;
}
