import OpenAI from 'openai';
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { callTimers } from './call-timers.ts';
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
  /** How long to wait for the first response: a stream's first chunk, a non-streamed answer's
   * headers (default {@link llmLimits.firstResponseTimeoutMs}). */
  readonly firstResponseTimeoutMs?: number;
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
    return new ModelError({
      kind: 'transient',
      model: modelId,
      providerMessage: error instanceof OpenAI.APIConnectionTimeoutError ? 'request timed out' : 'connection failed',
      cause: error,
    });
  }
  if (error instanceof OpenAI.APIError) {
    const code = typeof error.code === 'string' ? error.code : undefined;
    // An error inside a stream has no HTTP status; gateways put it in a numeric `code`.
    const status = error.status ??
      (typeof error.code === 'number' && error.code >= 400 && error.code < 600 ? error.code : undefined);
    const body = error.error as { message?: unknown } | undefined;
    const providerMessage = typeof body?.message === 'string' ? body.message : `HTTP ${status ?? 'error'}`;
    return new ModelError({
      kind: modelErrorKindForStatus(status, code),
      model: modelId,
      status,
      retryAfterMs: retryAfterMs(error.headers, now),
      providerMessage,
      cause: error,
    });
  }
  return new ModelError({
    kind: 'unknown',
    model: modelId,
    providerMessage: error instanceof Error ? error.message : 'unexpected failure',
    cause: error,
  });
}

/**
 * A {@link ChatModel} over any OpenAI-compatible chat completions endpoint, through the
 * official `openai` SDK. The SDK's own retries are off: Parley retries with its own
 * bounds so every attempt can be counted and logged. With `onTextDelta` the answer is
 * streamed and each text piece is handed on as it arrives. A stream that ends without
 * `finish_reason`, and a non-streamed body that is cut or not JSON, are transient
 * failures: a cut-off answer is never returned (its text is not stored, its tool calls
 * are not run).
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const defaultTimeoutMs = options.timeoutMs ?? llmLimits.callTimeoutMs;
  const firstResponseTimeoutMs = options.firstResponseTimeoutMs ?? llmLimits.firstResponseTimeoutMs;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: 0,
    timeout: defaultTimeoutMs,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const now = options.now ?? Date.now;
  const interrupted = (providerMessage: string, cause?: unknown): ModelError =>
    new ModelError({ kind: 'transient', model: options.id, providerMessage, cause });
  const isTransport = (error: unknown): boolean =>
    !(error instanceof ModelError || error instanceof OpenAI.APIError || isAbortError(error));

  async function complete(
    request: ModelRequest,
    signal: AbortSignal,
    timeoutMs: number,
    firstResponse: () => void,
  ): Promise<ModelResponse> {
    let completion: unknown;
    try {
      const pending = client.chat.completions.create({ ...toRequestBody(options.model, request), stream: false }, {
        signal,
        timeout: timeoutMs,
      });
      // The headers are the first response; the body that follows is bounded by the call's timeout.
      pending.asResponse().then(firstResponse, () => {});
      completion = await pending;
    } catch (error) {
      // The headers came but the body was cut, reset or is not JSON: a transport failure.
      if (isTransport(error)) throw interrupted('the response body was cut off or is not JSON', error);
      throw error;
    }
    const response = readCompletion(completion);
    if (!isMalformed(response)) return response;
    const kind = response.code !== undefined || response.status !== undefined
      ? modelErrorKindForStatus(response.status, response.code)
      : 'unknown';
    throw new ModelError({
      kind,
      model: options.id,
      status: response.status,
      providerMessage: response.providerMessage,
    });
  }

  async function stream(
    request: ModelRequest,
    signal: AbortSignal,
    timeoutMs: number,
    firstResponse: () => void,
    onTextDelta: (delta: string) => void,
  ): Promise<ModelResponse> {
    const chunks = await client.chat.completions.create(
      { ...toRequestBody(options.model, request), stream: true, stream_options: { include_usage: true } },
      { signal, timeout: timeoutMs },
    );
    const accumulator = new StreamAccumulator();
    try {
      for await (const chunk of chunks) {
        firstResponse();
        // Chunks already buffered keep coming after an abort: stop at once.
        if (signal.aborted) throw cancelled(options.id);
        const text = accumulator.add(chunk);
        if (text.length > 0) onTextDelta(text);
      }
    } catch (error) {
      // The connection broke after the answer started: a transport failure, worth a retry.
      if (isTransport(error)) throw interrupted('the stream was interrupted', error);
      throw error;
    }
    // A socket closed mid-answer can look like a clean end: only `finish_reason` says the
    // model finished, so text like "This i" or half a tool call's arguments never counts.
    if (!accumulator.finished) throw interrupted('the stream ended before the model finished its answer');
    return accumulator.result();
  }

  return {
    id: options.id,
    isDemo: false,
    async generate(request: ModelRequest, callOptions: ModelCallOptions = {}): Promise<ModelResponse> {
      const { signal, onTextDelta } = callOptions;
      const timeoutMs = Math.min(defaultTimeoutMs, callOptions.timeoutMs ?? defaultTimeoutMs);
      const timers = callTimers(signal);
      timers.arm(timeoutMs, 'request timed out');
      // Streamed or not, a provider that has not started answering by then is hung.
      const firstResponse = timers.arm(
        Math.min(firstResponseTimeoutMs, timeoutMs),
        `no answer within ${Math.round(firstResponseTimeoutMs / 1000)} s of the request`,
      );
      try {
        if (onTextDelta === undefined) return await complete(request, timers.signal, timeoutMs, firstResponse);
        return await stream(request, timers.signal, timeoutMs, firstResponse, onTextDelta);
      } catch (error) {
        if (signal?.aborted === true) throw cancelled(options.id, error);
        const expired = timers.expired();
        if (expired !== null) {
          throw new ModelError({
            kind: 'transient',
            model: options.id,
            providerMessage: expired,
            timedOut: true,
            cause: error,
          });
        }
        const modelError = toModelError(error, options.id, now);
        // The SDK's own timeout (the same bound) means the same thing as ours.
        if (error instanceof OpenAI.APIConnectionTimeoutError) {
          throw new ModelError({
            kind: 'transient',
            model: options.id,
            providerMessage: modelError.providerMessage,
            timedOut: true,
            cause: error,
          });
        }
        throw modelError;
      } finally {
        timers.clear();
      }
    },
  };
}
