/**
 * The OpenAI-compatible chat completions client, over `fetch`. It replaced the `openai` SDK
 * (issue 25): the edge runtime's bundler embeds each npm package whole, and the SDK was
 * 12.47 MB of web-search-api's 22.34 MB of npm code (budget 20 MB) and of chat's 24.28 MB,
 * for one POST whose body (openai-request.ts) and answer (openai-response.ts, zod) were
 * already ours. The stream's SSE framing is `eventsource-parser`'s (already a dependency);
 * see docs/deploy.md for the sizes after.
 */
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { answerSize, answerTooLargeReason, bodyTextWithin, bodyTooLargeReason } from './answer-size.ts';
import { callTimers } from './call-timers.ts';
import { llmLimits } from './llm-limits.ts';
import { ModelError, modelErrorKindForStatus } from './model-error.ts';
import { endpointProblem, type EndpointSettingNames } from './endpoint-problem.ts';
import { errorFromStatus, errorFromStreamEvent, readProviderError } from './openai-error-body.ts';
import { toRequestBody } from './openai-request.ts';
import { isMalformed, readChunk, readCompletion } from './openai-response.ts';
import { StreamAccumulator } from './openai-stream-accumulator.ts';
import { settledAnswer } from './finish-reason.ts';
import { streamEvents } from './openai-sse.ts';
import { withoutApiKey } from './without-api-key.ts';
import { askWithoutRefused, processRefusedParameters, type RefusedParameters } from './refused-parameters.ts';

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
  /** How long an error response's body is read (default {@link llmLimits.errorBodyTimeoutMs}). */
  readonly errorBodyTimeoutMs?: number;
  /** The variables the key and base URL come from, named in configuration errors. */
  readonly settingNames?: EndpointSettingNames;
  /** The signature a request sends on the first call of a step of the turn that this model
   * did not sign (another model made it): Gemini's documented stand-in; none elsewhere. */
  readonly unsignedCallSignature?: string;
  /** Where the parameters models refused are remembered (default: the process's memory). */
  readonly refusedParameters?: RefusedParameters;
}

const defaultSettingNames: EndpointSettingNames = {
  apiKey: "the provider's API key",
  baseUrl: "the provider's base URL",
};

function cancelled(modelId: string, cause?: unknown): ModelError {
  return new ModelError({ kind: 'cancelled', model: modelId, providerMessage: 'cancelled', cause });
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Turns whatever a model call threw into a {@link ModelError}: this client throws
 * ModelErrors itself; an abort is a cancellation; anything else is a bug, `unknown`. */
export function toModelError(error: unknown, modelId: string): ModelError {
  if (error instanceof ModelError) return error;
  if (isAbortError(error)) return cancelled(modelId, error);
  return new ModelError({
    kind: 'unknown',
    model: modelId,
    providerMessage: error instanceof Error ? error.message : 'unexpected failure',
    cause: error,
  });
}

/** True for a JSON media type (`application/json`, `…+json`), as the SDK read it. */
function isJsonResponse(response: Response): boolean {
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType.includes('application/json') || mediaType.endsWith('+json');
}

/** True for a parsed stream payload that reports an error instead of a chunk. */
function hasError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'error' in value && Boolean(value.error);
}

/**
 * A {@link ChatModel} over any OpenAI-compatible chat completions endpoint: a POST to
 * `{baseUrl}/chat/completions` with the key as a bearer token. Nothing is retried here:
 * Parley retries with its own bounds so every attempt can be counted and logged. With
 * `onTextDelta` the answer is streamed and each text piece is handed on as it arrives. A
 * stream that ends without `finish_reason`, and a non-streamed body that is cut or not
 * JSON, are transient failures: a cut-off answer is never returned (its text is not
 * stored, its tool calls are not run); so is one cut by the output limit (`cut_answer`, see
 * finish-reason.ts). Every error it throws has the client's own key removed.
 */
export function createOpenAiChatModel(options: OpenAiChatModelOptions): ChatModel {
  const defaultTimeoutMs = options.timeoutMs ?? llmLimits.callTimeoutMs;
  const firstResponseTimeoutMs = options.firstResponseTimeoutMs ?? llmLimits.firstResponseTimeoutMs;
  const fetchImpl = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const now = options.now ?? Date.now;
  const interrupted = (providerMessage: string, cause?: unknown): ModelError =>
    new ModelError({ kind: 'transient', model: options.id, providerMessage, cause });
  /** An answer that cannot be one (too large, too many tool calls): a failed attempt of this
   * model, not retried (the same model would answer the same way). */
  const malformed = (providerMessage: string): ModelError =>
    new ModelError({ kind: 'unknown', model: options.id, providerMessage });
  // Settings that can never be sent fail every call the same way: found once, never retried.
  const refusedParameters = options.refusedParameters ?? processRefusedParameters;
  const misconfigured = endpointProblem(options.baseUrl, options.apiKey, options.settingNames ?? defaultSettingNames);

  /** Sends the request; the response once its status is 2xx, else the provider's error. */
  async function post(body: unknown, signal: AbortSignal, accept: string): Promise<Response> {
    if (signal.aborted) throw cancelled(options.id);
    if (misconfigured !== null) {
      throw new ModelError({ kind: 'configuration', model: options.id, providerMessage: misconfigured });
    }
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept,
        },
        body: JSON.stringify(body),
        signal,
        // A redirect would send the conversation and the key on to another address.
        redirect: 'manual',
      });
    } catch (error) {
      // An abort (the caller's, or a timer's) is told apart by `generate`.
      if (signal.aborted || isAbortError(error)) throw error;
      throw interrupted('connection failed', error);
    }
    // Node and Deno hand back the 3xx itself; a browser's fetch an opaque redirect.
    if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
      response.body?.cancel().catch(() => {});
      throw new ModelError({
        kind: 'configuration',
        model: options.id,
        status: response.status,
        providerMessage: `the provider answered with a redirect (HTTP ${response.status}), which is not followed: ` +
          `check ${(options.settingNames ?? defaultSettingNames).baseUrl}`,
      });
    }
    if (!response.ok) {
      throw await errorFromStatus(
        response,
        options.id,
        now,
        options.errorBodyTimeoutMs ?? llmLimits.errorBodyTimeoutMs,
      );
    }
    return response;
  }

  async function complete(
    request: ModelRequest,
    signal: AbortSignal,
    firstResponse: () => void,
  ): Promise<ModelResponse> {
    const response = await post(
      { ...toRequestBody(options, request), stream: false },
      signal,
      'application/json',
    );
    // The headers are the first response; the body that follows is bounded by the call's timeout.
    firstResponse();
    return await readJsonAnswer(response);
  }

  /** A whole completion (or the provider's error) from a JSON body. */
  async function readJsonAnswer(response: Response): Promise<ModelResponse> {
    let completion: unknown;
    try {
      const text = await bodyTextWithin(response.body, llmLimits.maxResponseBodyBytes);
      if (text === null) throw malformed(bodyTooLargeReason);
      // Like the SDK: a body not labelled JSON is read as text, and is then no completion.
      completion = isJsonResponse(response) ? JSON.parse(text) : text;
    } catch (error) {
      if (error instanceof ModelError) throw error;
      // The headers came but the body was cut, reset or is not JSON: a transport failure.
      throw interrupted('the response body was cut off or is not JSON', error);
    }
    const answer = readCompletion(completion, options.id);
    if (!isMalformed(answer)) {
      if (answerSize(answer) > llmLimits.maxAnswerBytes) throw malformed(answerTooLargeReason);
      return settledAnswer(options.id, answer.finishReason, answer);
    }
    const kind = answer.code !== undefined || answer.status !== undefined
      ? modelErrorKindForStatus(answer.status, answer.code)
      : 'unknown';
    throw new ModelError({ kind, model: options.id, status: answer.status, providerMessage: answer.providerMessage });
  }

  async function stream(
    request: ModelRequest,
    signal: AbortSignal,
    firstResponse: () => void,
    onTextDelta: (delta: string) => void,
  ): Promise<ModelResponse> {
    const response = await post(
      { ...toRequestBody(options, request), stream: true, stream_options: { include_usage: true } },
      signal,
      'text/event-stream',
    );
    if (isJsonResponse(response)) {
      // Some providers ignore `stream: true` and answer with one JSON body (or a JSON error):
      // read it as the non-streamed answer it is, and hand its text on in one piece.
      firstResponse();
      const answer = await readJsonAnswer(response);
      if (answer.text.length > 0) onTextDelta(answer.text);
      return answer;
    }
    if (response.body === null) throw interrupted('the stream was interrupted');
    const accumulator = new StreamAccumulator(options.id);
    try {
      for await (const event of streamEvents(response.body, llmLimits.maxResponseBodyBytes)) {
        firstResponse();
        // Chunks already buffered keep coming after an abort: stop at once.
        if (signal.aborted) throw cancelled(options.id);
        if (event.kind === 'too_large') throw malformed(bodyTooLargeReason);
        if (event.kind === 'not_json') throw interrupted('the stream sent a chunk that is not JSON');
        if (hasError(event.value)) {
          throw errorFromStreamEvent(readProviderError(event.value) ?? {}, response, options.id, now);
        }
        const chunk = readChunk(event.value);
        if (chunk === null) {
          throw new ModelError({
            kind: 'unknown',
            model: options.id,
            providerMessage: 'the provider streamed something that is not a chat completion chunk',
          });
        }
        const outcome = accumulator.add(chunk);
        if (outcome.kind === 'malformed') throw malformed(outcome.reason);
        if (outcome.text.length > 0) onTextDelta(outcome.text);
      }
    } catch (error) {
      // The connection broke after the answer started: a transport failure, worth a retry.
      if (!(error instanceof ModelError)) throw interrupted('the stream was interrupted', error);
      throw error;
    }
    // A socket closed mid-answer can look like a clean end: only `finish_reason` says the
    // model finished, so text like "This i" or half a tool call's arguments never counts.
    if (!accumulator.finished) throw interrupted('the stream ended before the model finished its answer');
    return settledAnswer(options.id, accumulator.finishReason, accumulator.result());
  }

  /** The {@link ModelError} a failed call ends with: the caller's cancellation, a timer's
   * expiry, or what the call threw. */
  function failureOf(error: unknown, callerSignal: AbortSignal | undefined, expired: string | null): ModelError {
    if (callerSignal?.aborted === true) return cancelled(options.id, error);
    if (expired !== null) {
      return new ModelError({
        kind: 'transient',
        model: options.id,
        providerMessage: expired,
        timedOut: true,
        cause: error,
      });
    }
    return toModelError(error, options.id);
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
      const ask = (sent: ModelRequest): Promise<ModelResponse> =>
        onTextDelta === undefined
          ? complete(sent, timers.signal, firstResponse)
          : stream(sent, timers.signal, firstResponse, onTextDelta);
      try {
        return await askWithoutRefused(request, options.id, refusedParameters, ask);
      } catch (error) {
        // The one exit of every failure: nothing the provider said leaves with the key in it.
        throw withoutApiKey(failureOf(error, signal, timers.expired()), options.apiKey);
      } finally {
        timers.clear();
      }
    },
  };
}
