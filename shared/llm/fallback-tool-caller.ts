import type { ModelToolSpec } from '../tools/tool-registry.ts';
import type { ToolCall } from '../tools/tool-outcome.ts';
import type { ChatModel } from './chat-model.ts';
import { toModelError } from './openai-chat-model.ts';
import type { Logger } from '../log/logger.ts';

/** A call that failed, with what the executor said about it. */
export interface FailedToolCall {
  readonly call: ToolCall;
  readonly feedback: string;
}

/** Asks another model to produce a valid call to one tool. */
export interface FallbackToolCaller {
  repair(input: {
    readonly tool: ModelToolSpec;
    readonly failedCalls: readonly FailedToolCall[];
    readonly userMessage: string;
    readonly signal?: AbortSignal;
  }): Promise<{ readonly call: ToolCall; readonly model: string } | null>;
}

function repairPrompt(tool: ModelToolSpec, failedCalls: readonly FailedToolCall[], userMessage: string): string {
  const attempts = failedCalls.map((failed, index) =>
    `Attempt ${index + 1}: ${failed.call.arguments}\nError: ${failed.feedback}`
  ).join('\n\n');
  return [
    `The user asked: ${userMessage}`,
    `Another model tried to call the tool \`${tool.function.name}\` and failed every time:`,
    attempts,
    `Call \`${tool.function.name}\` once with arguments that satisfy its schema. Use only information from the user's request; do not invent values.`,
  ].join('\n\n');
}

/**
 * The fallback tool caller: when the primary model keeps producing invalid calls to one
 * tool, the models of the tool-fallback chain are asked in order, with `tool_choice`
 * forced to that tool and the failed calls as context. The first call to that tool wins.
 */
export function createFallbackToolCaller(
  options: { models: readonly ChatModel[]; logger?: Logger },
): FallbackToolCaller {
  return {
    async repair({ tool, failedCalls, userMessage, signal }) {
      for (const model of options.models) {
        try {
          const response = await model.generate(
            {
              messages: [
                { role: 'system', content: 'You repair tool calls. Answer with exactly one tool call.' },
                { role: 'user', content: repairPrompt(tool, failedCalls, userMessage) },
              ],
              tools: [tool],
              toolChoice: { name: tool.function.name },
              temperature: 0,
            },
            { signal },
          );
          const call = response.toolCalls.find((candidate) => candidate.name === tool.function.name);
          // The call joins the turn's conversation, not this repair's: a signature its
          // provider gave it here belongs to the repair's reasoning, so it is left behind.
          if (call !== undefined) {
            return { call: { id: call.id, name: call.name, arguments: call.arguments }, model: model.id };
          }
        } catch (error) {
          const modelError = toModelError(error, model.id);
          if (modelError.kind === 'cancelled' || signal?.aborted === true) return null;
          options.logger?.warn('tool-fallback-model-failed', {
            model: model.id,
            kind: modelError.kind,
            status: modelError.status,
          });
        }
      }
      return null;
    },
  };
}
