/** The parts of the chat completions wire format Parley sends (our own types: the
 * request is built here, not by an SDK). */
export type ChatCompletionMessageParam =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string }
  | {
    readonly role: 'assistant';
    readonly content: string | null;
    readonly tool_calls?: readonly {
      readonly id: string;
      readonly type: 'function';
      readonly function: { readonly name: string; readonly arguments: string };
      readonly extra_content?: ExtraContentParam;
    }[];
  };

/** A tool offered to the model, as a function spec. */
export interface ChatCompletionTool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description?: string;
    readonly parameters?: Readonly<Record<string, unknown>>;
  };
}

/** Which tool the model may or must call. */
export type ChatCompletionToolChoiceOption =
  | 'auto'
  | 'none'
  | 'required'
  | { readonly type: 'function'; readonly function: { readonly name: string } };

import type { ChatMessage } from './chat-message.ts';
import type { ModelRequest } from './chat-model.ts';
import { extraContentField, type ExtraContentParam } from './openai-extra-content.ts';

/** The body of a chat completions request, without `stream`. */
export interface OpenAiRequestBody {
  readonly model: string;
  readonly messages: ChatCompletionMessageParam[];
  readonly tools?: ChatCompletionTool[];
  readonly tool_choice?: ChatCompletionToolChoiceOption;
  readonly temperature?: number;
}

/** Who a request goes to: the chain's id (`provider:model`) and the provider's own name. */
export interface RequestTarget {
  readonly id: string;
  readonly model: string;
  /** Sent as the signature of the first call of each step of the current turn when this
   * model did not sign it (another model made it); see provider-registry.ts. */
  readonly unsignedCallSignature?: string;
}

/** One message in the provider's wire shape, for `target`: a tool call carries back the
 * provider data that model attached to it, and no other; in the current turn (after the last
 * user message) the first call of a step it did not sign carries the target's stand-in. */
export function toProviderMessage(
  message: ChatMessage,
  target: RequestTarget,
  inCurrentTurn: boolean,
): ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content,
        ...(message.toolCalls !== undefined && message.toolCalls.length > 0
          ? {
            tool_calls: message.toolCalls.map((call, position) => ({
              id: call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: call.arguments },
              ...extraContentField(
                call,
                target.id,
                inCurrentTurn && position === 0 ? target.unsignedCallSignature ?? null : null,
              ),
            })),
          }
          : {}),
      };
  }
}

/** The request body for `target` (sent as `model`: the provider's own name, without the
 * `provider:` prefix). `tools` and `tool_choice` are left out when no tool is offered:
 * providers reject a `tool_choice` without tools. */
export function toRequestBody(target: RequestTarget, request: ModelRequest): OpenAiRequestBody {
  const tools: ChatCompletionTool[] = request.tools.map((tool) => ({
    type: 'function',
    function: { ...tool.function },
  }));
  const lastUser = request.messages.findLastIndex((message) => message.role === 'user');
  const choice = request.toolChoice;
  const toolChoice: ChatCompletionToolChoiceOption | undefined = choice === undefined || tools.length === 0
    ? undefined
    : typeof choice === 'string'
    ? choice
    : { type: 'function', function: { name: choice.name } };
  return {
    model: target.model,
    messages: request.messages.map((message, index) => toProviderMessage(message, target, index > lastUser)),
    ...(tools.length > 0 ? { tools } : {}),
    ...(toolChoice === undefined ? {} : { tool_choice: toolChoice }),
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
  };
}
