import OpenAI from 'openai';
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { llmLimits } from './llm-limits.ts';
import { ModelError, modelErrorKindForStatus, retryAfterMs } from './model-error.ts';
import { toRequestBody } from './openai-request.ts';
import { isMalformed, readCompletion, StreamAccumulator } from './openai-response.ts';

/** Options of {@link createOpenAiChatModel}. */
export interface OpenAiChatModelOptions {
  /** `provider:model`, as the chain and the logs name it. */
  readonly id: string;
  /** The provider's own model name, sent as `model`. */
  readonly model: string;
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  /** Wall clock, for `Retry-After` given as an HTTP date. */
  readonly now?: () => number;
}

function cancelled(modelId: string, cause?: unknown): ModelError {
  return new ModelError({ kind: 'cancelled', model: modelId, providerMessage: 'cancelled', cause });
}

function isAbortError(error: unknown): boolean {
  return error instanceof OpenAI.APIUserAbortError || (error instanceof Error && error.name === 'AbortError');
}

/** Turns whatever the SDK threw into a {@link ModelError}. */
export function toModelError(error: unknown, modelId: string, now: () => number = Date.now): ModelError {
  if (error instanceof ModelError) return error;
  if (isAbortError(error)) return cancelled(modelId, error);
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModelError({ kind: 'transient', model: modelId, providerMessage: error instanceof OpenAI.APIConnectionTimeoutError ? 'request timed out' : 'connection failed', cause: error });
  }
  if (error instanceof OpenAI.APIError) {
    const code = typeof error.code === 'string' ? error.code : undefined;
    // An error inside a stream has no HTTP status; gateways put it in a numeric `code`.
    const status = error.status ?? (typeof error.code === 'number' && error.code >= 400 && error.code < 600 ? error.code : undefined);
    const body = error.error as { message?: unknown } | undefined;
    const providerMessage = typeof body?.message === 'string' ? body.message : `HTTP ${status ?? 'error'}`;
    return new ModelError({
      kind: modelErrorKindForStatus(status, code), model: modelId, status,
      retryAfterMs: retryAfterMs(error.headers, now), providerMessage, cause: error,
    });
  }
  return new ModelError({ kind: 'unknown', model: modelId, providerMessage: error instanceof Error ? error.message : 'unexpected failure', cause: error });
}

/**
 * A {@link ChatModel} over any OpenAI-compatible chat completions endpoint, through the
 * official `openai` SDK. The SDK's own retries are off: Parley retries with its own
 * bounds so every attempt can be counted and logged. With `onTextDelta` the answer is
 * streamed and each text piece is handed on as it arrives.
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const client = new OpenAI({
    apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0, timeout: options.timeoutMs ?? llmLimits.callTimeoutMs,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const now = options.now ?? Date.now;

  async function complete(request: ModelRequest, signal: AbortSignal | undefined): Promise<ModelResponse> {
    const completion: unknown = await client.chat.completions.create({ ...toRequestBody(options.model, request), stream: false }, { signal });
    const response = readCompletion(completion);
    if (!isMalformed(response)) return response;
    const kind = response.code !== undefined || response.status !== undefined ? modelErrorKindForStatus(response.status, response.code) : 'unknown';
    throw new ModelError({ kind, model: options.id, status: response.status, providerMessage: response.providerMessage });
  }

  async function stream(request: ModelRequest, signal: AbortSignal | undefined, onTextDelta: (delta: string) => void): Promise<ModelResponse> {
    const chunks = await client.chat.completions.create(
      { ...toRequestBody(options.model, request), stream: true, stream_options: { include_usage: true } },
      { signal },
    );
    const accumulator = new StreamAccumulator();
    try {
      for await (const chunk of chunks) {
        // Chunks already buffered keep coming after an abort: stop at once.
        if (signal?.aborted === true) throw cancelled(options.id);
        const text = accumulator.add(chunk);
        if (text.length > 0) onTextDelta(text);
      }
    } catch (error) {
      if (error instanceof ModelError || error instanceof OpenAI.APIError || isAbortError(error)) throw error;
      // The connection broke after the answer started: a transport failure, worth a retry.
      throw new ModelError({ kind: 'transient', model: options.id, providerMessage: 'the stream was interrupted', cause: error });
    }
    return accumulator.result();
  }

  return {
    id: options.id,
    isDemo: false,
    async generate(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelResponse> {
      const { signal, onTextDelta } = callOptions;
      try {
        return onTextDelta === undefined ? await complete(request, signal) : await stream(request, signal, onTextDelta);
      } catch (error) {
        if (signal?.aborted === true) throw cancelled(options.id, error);
        throw toModelError(error, options.id, now);
      }
    },
  };
}
