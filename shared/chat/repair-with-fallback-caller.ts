/**
 * The fallback tool caller's part of a turn: another model rewrites the calls of a tool
 * that kept failing validation, and the repaired call runs as if the primary model had
 * made it.
 */
import type { ChatMessage } from '../llm/chat-message.ts';
import type { ToolExecutor } from '../tools/create-tool-executor.ts';
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import type { TurnDependencies, TurnInput } from './conversation-turn.ts';
import type { ToolFailureTracker } from './tool-failure-tracker.ts';
import { summarizeOutcome } from './turn-event.ts';

/** Asks the fallback tool caller about tools with too many invalid calls in a row; runs
 * the repaired call as if the primary model had made it. Returns the tools it fixed. */
export async function repairWithFallbackCaller(
  dependencies: TurnDependencies,
  input: TurnInput,
  tracker: ToolFailureTracker,
  tools: ReturnType<ToolExecutor['registry']['modelSpecs']>,
  runCalls: (calls: readonly ToolCall[], isRetry: boolean) => Promise<ToolOutcome[]>,
  messages: ChatMessage[],
  stored: ChatMessage[],
  primaryModel: string,
): Promise<string[]> {
  const fixed: string[] = [];
  for (const [toolName, failedCalls] of tracker.invalidStreaks(input.maxToolFailures)) {
    tracker.clearStreak(toolName);
    const tool = tools.find((spec) => spec.function.name === toolName);
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
      fromModel: primaryModel,
      toModel: repaired.model,
      reason: 'invalid_arguments',
    });
    // Another provider may reuse an id of this turn; tool results must answer one call each.
    const taken = messages.some((message) => message.role === 'tool' && message.toolCallId === repaired.call.id);
    const call: ToolCall = taken ? { ...repaired.call, id: `${repaired.call.id}_fallback` } : repaired.call;
    const assistant: ChatMessage = { role: 'assistant', content: null, toolCalls: [call] };
    messages.push(assistant);
    stored.push(assistant);
    const [outcome] = await runCalls([call], true);
    if (outcome?.type === 'tool-result') {
      tracker.recordSuccess(toolName);
      dependencies.emit({ type: 'tool-result', call: summarizeOutcome(outcome) });
      fixed.push(toolName);
    } else if (outcome !== undefined) {
      tracker.recordFailure(call, outcome);
      dependencies.emit({
        type: 'tool-error',
        call: summarizeOutcome(outcome),
        message: outcome.modelMessage,
        willRetry: false,
      });
    }
  }
  return fixed;
}
