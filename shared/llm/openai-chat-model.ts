import OpenAI from 'openai';
import type { ChatCompletionChunk, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ToolCall } from '../tools/tool-outcome.ts';
import type { ChatMessage } from './chat-message.ts';
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { ModelError, modelErrorKindForStatus, retryAfterMs } from './model-error.ts';

/** Options of {@link createOpenAiChatModel}. */
export interface OpenAiChatModelOptions {
  readonly id: string;
  readonly model: string;
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

function toProviderMessage(message: ChatMessage): ChatCompletionMessageParam {
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
          ? { tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function' as const, function: { name: call.name, arguments: call.arguments } })) }
          : {}),
      };
  }
}

/** Turns whatever the SDK threw into a {@link ModelError}. */
export function toModelError(error: unknown, modelId: string): ModelError {
  if (error instanceof ModelError) return error;
  if (error instanceof OpenAI.APIUserAbortError) return new ModelError({ kind: 'cancelled', model: modelId, providerMessage: 'cancelled', cause: error });
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelError({ kind: 'transient', model: modelId, providerMessage: error instanceof OpenAI.APIConnectionTimeoutError ? 'request timed out' : 'connection failed', cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const code = typeof error.code === 'string' ? error.code : undefined;
    const body = error.error as { message?: unknown } | undefined;
    const providerMessage = typeof body?.message === 'string' ? body.message : `HTTP ${error.status ?? 'error'}`;
    return new ModelError({
      kind: modelErrorKindForStatus(error.status, code), model: modelId, status: error.status,
      retryAfterMs: retryAfterMs(error.headers), providerMessage, cause: error,
    });
  }
  return new ModelError({ kind: 'unknown', model: modelId, providerMessage: error instanceof Error ? error.message : 'unexpected failure', cause: error });
}

interface PartialCall {
  id: string;
  name: string;
  arguments: string;
}

function mergeChunk(chunk: ChatCompletionChunk, calls: PartialCall[], onText: (text: string) => void): void {
  const delta = chunk.choices[0]?.delta;
  if (delta === undefined) return;
  if (typeof delta.content === 'string' && delta.content.length > 0) onText(delta.content);
  for (const part of delta.tool_calls ?? []) {
    const call = (calls[part.index] ??= { id: '', name: '', arguments: '' });
    if (part.id !== undefined) call.id = part.id;
    if (part.function?.name !== undefined) call.name += part.function.name;
    if (part.function?.arguments !== undefined) call.arguments += part.function.arguments;
  }
}

/**
 * A {@link ChatModel} over any OpenAI-compatible chat completions endpoint, through the
 * official `openai` SDK. The SDK's own retries are off: Parley retries with its own
 * bounds so every attempt can be counted and logged.
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const client = new OpenAI({
    apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: options.timeoutMs ?? 60_000,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  return {
    id: options.id,
    isDemo: false,
    async generate(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelResponse> {
      const tools: ChatCompletionTool[] = request.tools.map((tool) => ({ type: 'function', function: { ...tool.function } }));
      const toolChoice = request.toolChoice === undefined || tools.length === 0 ? undefined
        : typeof request.toolChoice === 'string' ? request.toolChoice : { type: 'function' as const, function: { name: request.toolChoice.name } };
      const body = {
        model: options.model,
        messages: request.messages.map(toProviderMessage),
        ...(tools.length > 0 ? { tools } : {}),
        ...(toolChoice === undefined ? {} : { tool_choice: toolChoice }),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      };
      try {
        if (callOptions.onTextDelta === undefined) {
          const completion = await client.chat.completions.create({ ...body, stream: false }, { signal: callOptions.signal });
          const message = completion.choices[0]?.message;
          const toolCalls: ToolCall[] = (message?.tool_calls ?? []).flatMap((call) =>
            call.type === 'function' ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : []
          );
          return {
            text: message?.content ?? '',
            toolCalls,
            usage: { promptTokens: completion.usage?.prompt_tokens ?? 0, completionTokens: completion.usage?.completion_tokens ?? 0 },
          };
        }
        const stream = await client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } }, { signal: callOptions.signal });
        const calls: PartialCall[] = [];
        let text = '';
        let usage = { promptTokens: 0, completionTokens: 0 };
        for await (const chunk of stream) {
          mergeChunk(chunk, calls, (delta) => {
            text += delta;
            callOptions.onTextDelta?.(delta);
          });
          if (chunk.usage) usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
        }
        return { text, toolCalls: calls.filter((call) => call.name.length > 0), usage };
      } catch (error) {
        throw toModelError(error, options.id);
      }
    },
  };
}
