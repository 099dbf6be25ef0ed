/**
 * The fallback tool caller's part of a turn: another model rewrites the calls of a tool
 * that kept failing validation, and the repaired call runs as if the primary model had
 * made it.
 */
import type { ModelToolSpec } from '../tools/tool-registry.ts';
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import type { TurnDependencies, TurnInput } from './conversation-turn.ts';
import { clearStreak, invalidStreaks, recordFailure, recordSuccess } from './tool-failures.ts';
import { summarizeOutcome } from './turn-event.ts';
import { type TurnState, withMessages } from './turn-state.ts';

/** What one repair pass needs besides the turn's dependencies and input. */
export interface FallbackRepair {
  readonly state: TurnState;
  readonly tools: readonly ModelToolSpec[];
  /** The model whose calls are repaired, named in the `fallback` event. */
  readonly primaryModel: string;
  /** Runs repaired calls as a retry of the failed attempts; returns the state with their outcomes. */
  readonly runCalls: (
    state: TurnState,
    calls: readonly ToolCall[],
    isRetry: boolean,
  ) => Promise<{ readonly state: TurnState; readonly outcomes: readonly ToolOutcome[] }>;
}

/** Asks the fallback tool caller about tools with too many invalid calls in a row; runs
 * the repaired call as if the primary model had made it. Returns the state and the tools it fixed. */
export async function repairWithFallbackCaller(
  dependencies: TurnDependencies,
  input: TurnInput,
  repair: FallbackRepair,
): Promise<{ readonly state: TurnState; readonly fixed: readonly string[] }> {
  let { state } = repair;
  const fixed: string[] = [];
  for (const [toolName, failedCalls] of invalidStreaks(state.failures, input.maxToolFailures)) {
    state = { ...state, failures: clearStreak(state.failures, toolName) };
    const tool = repair.tools.find((spec) => spec.function.name === toolName);
    if (tool === undefined || dependencies.fallbackToolCaller === null) continue;
    const repaired = await dependencies.fallbackToolCaller.repair({
      tool,
      failedCalls,
      userMessage: input.userMessage,
      signal: input.signal,
    });
    if (repaired === null) continue;
    dependencies.emit({
      type: 'fallback',
      kind: 'tool',
      fromModel: repair.primaryModel,
      toModel: repaired.model,
      reason: 'invalid_arguments',
    });
    // Another provider may reuse an id of this turn; tool results must answer one call each.
    const taken = state.messages.some((message) => message.role === 'tool' && message.toolCallId === repaired.call.id);
    const call: ToolCall = taken ? { ...repaired.call, id: `${repaired.call.id}_fallback` } : repaired.call;
    state = withMessages(state, { role: 'assistant', content: null, toolCalls: [call] });
    const ran = await repair.runCalls(state, [call], true);
    state = ran.state;
    const [outcome] = ran.outcomes;
    if (outcome?.type === 'tool-result') {
      state = { ...state, failures: recordSuccess(state.failures, toolName) };
      dependencies.emit({ type: 'tool-result', call: summarizeOutcome(outcome) });
      fixed.push(toolName);
    } else if (outcome !== undefined) {
      state = { ...state, failures: recordFailure(state.failures, call, outcome).failures };
      dependencies.emit({
        type: 'tool-error',
        call: summarizeOutcome(outcome),
        message: outcome.modelMessage,
        willRetry: false,
        ...(outcome.interaction === undefined ? {} : { interaction: outcome.interaction }),
      });
    }
  }
  return { state, fixed };
}
