import type { ChatMessage } from './chat-message.ts';
import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from './chat-model.ts';
import { emptyAnswerError, isEmptyAnswer } from './empty-answer.ts';
import { llmLimits } from './llm-limits.ts';
import { isRetryableKind, ModelError } from './model-error.ts';
import { toModelError } from './openai-chat-model.ts';

/** Something the chain did that the loop reports (SSE) and logs (model_events). */
export type ModelChainEvent =
  | { readonly kind: 'error'; readonly model: string; readonly reason: string; readonly status?: number }
  | {
    readonly kind: 'retry';
    readonly model: string;
    readonly delayMs: number;
    readonly reason: string;
    readonly status?: number;
  }
  | {
    readonly kind: 'fallback';
    readonly fromModel: string;
    readonly toModel: string;
    readonly reason: string;
    readonly status?: number;
  }
  | { readonly kind: 'context_shrink'; readonly model: string; readonly droppedMessages: number };

/** Every model failed: `original` is the first error, which the caller reports. */
export class AllModelsFailedError extends Error {
  readonly original: ModelError;
  readonly tried: readonly string[];

  constructor(original: ModelError, tried: readonly string[]) {
    super(`Every model failed; first error: ${original.message}`);
    this.name = 'AllModelsFailedError';
    this.original = original;
    this.tried = tried;
  }
}

/** What the chain needs besides its models. */
export interface ModelChainOptions {
  /** In order: the agent's model, then its fallbacks (models without a key already left out). */
  readonly models: readonly ChatModel[];
  readonly maxModelFailures?: number;
  readonly sleep: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  readonly random: () => number;
  readonly onEvent?: (event: ModelChainEvent) => void;
  /** The turn's deadline (`at`, in `now()` time): each call gets a share of the time left,
   * so the models after it are still reached in time. */
  readonly deadline?: { readonly at: number; readonly now: () => number };
}

/** Per call: how to shrink the history when the context is too long (null: cannot). */
export interface ChainCallOptions extends ModelCallOptions {
  readonly shrink?: (messages: readonly ChatMessage[]) => readonly ChatMessage[] | null;
}

/** Asks models in order with bounded retries; once it moves on it stays on the new model
 * for the rest of the turn. An empty answer (no text, no tool calls) is a failed attempt,
 * retried once per model (`llmLimits.maxEmptyAnswersPerModel`), then the next model; it is
 * handed back when the last model too answers nothing, or once the chain has seen
 * `llmLimits.maxEmptyAnswersPerTurn` of them. */
export interface ModelChain {
  /** The model the next call goes to. */
  readonly current: ChatModel;
  generate(
    request: ModelRequest,
    options?: ChainCallOptions,
  ): Promise<{ response: ModelResponse; model: ChatModel; request: ModelRequest }>;
}

function backoffMs(failures: number, random: () => number, retryAfter: number | undefined): number {
  const ceiling = Math.min(llmLimits.backoffMaxMs, llmLimits.backoffBaseMs * 2 ** (failures - 1));
  const jittered = Math.floor(random() * ceiling);
  return retryAfter === undefined ? jittered : Math.max(jittered, retryAfter);
}

/** True when the provider asks to wait longer than the chain ever backs off. */
function asksToWaitLonger(error: ModelError): boolean {
  return error.retryAfterMs !== undefined && error.retryAfterMs > llmLimits.backoffMaxMs;
}

/** True when the turn's deadline leaves time for `waitMs` and then a call's first response.
 * Without a deadline there is nothing to weigh a long wait against: the chain does not wait. */
function deadlineAllowsWait(deadline: ModelChainOptions['deadline'], waitMs: number): boolean {
  if (deadline === undefined) return false;
  return waitMs + llmLimits.firstResponseTimeoutMs <= deadline.at - deadline.now();
}

/** The last model asks for a wait longer than the turn has left: said in so many words. */
function rateLimitedTooLong(error: ModelError, waitMs: number): ModelError {
  return new ModelError({
    kind: error.kind,
    model: error.model,
    status: error.status,
    retryAfterMs: error.retryAfterMs,
    providerMessage: `the provider asks to wait ${
      Math.ceil(waitMs / 1000)
    } s (Retry-After), longer than this turn can wait: ${error.providerMessage}`,
    cause: error,
  });
}

/**
 * The time one call may take: the time left divided among this model and those after it
 * (the model's own timeout still applies when shorter). A hung first model of two then
 * takes at most half the time left, and the second model still has the other half. A
 * timed-out model is not asked again while another remains (see `ModelError.timedOut`),
 * so a share is never spent twice on one hung provider. The last model has no share of
 * its own: the turn's deadline bounds it, so a turn that runs out of time ends as
 * `turn_deadline` rather than as a string of ever shorter timeouts.
 */
function callShareMs(deadline: ModelChainOptions['deadline'], modelsLeft: number): number | undefined {
  if (deadline === undefined || modelsLeft <= 1) return undefined;
  const left = deadline.at - deadline.now();
  return Math.max(1, Math.floor(left / modelsLeft));
}

/**
 * Builds a {@link ModelChain}. Throws {@link AllModelsFailedError} when every model failed
 * (unless the last failure was an empty answer, which is returned as it came);
 * its `original` is what made the first model give up (or, if the chain never moved on,
 * the first error since the last answer), so the caller reports the root cause.
 */
export function createModelChain(options: ModelChainOptions): ModelChain {
  if (options.models.length === 0) throw new Error('A model chain needs at least one model.');
  const maxFailures = Math.max(1, options.maxModelFailures ?? llmLimits.maxModelFailures);
  let index = 0;
  let original: ModelError | null = null;
  // Empty answers over the chain's life (one turn): bounded across calls and models.
  let emptyAnswers = 0;
  const emit = (event: ModelChainEvent): void => options.onEvent?.(event);
  return {
    get current() {
      return options.models[index] as ChatModel;
    },
    async generate(initialRequest, callOptions = {}) {
      const { signal } = callOptions;
      const cancelled = (model: ChatModel, cause?: unknown): ModelError | null =>
        signal?.aborted === true
          ? new ModelError({ kind: 'cancelled', model: model.id, providerMessage: 'cancelled', cause })
          : null;
      let request = initialRequest;
      let failures = 0;
      let emptyOnModel = 0;
      let shrinks = 0;
      // The last empty answer: what the chain hands back once no model has anything to say.
      let emptyAnswer: ModelResponse | null = null;
      for (;;) {
        const model = options.models[index] as ChatModel;
        const stopped = cancelled(model);
        if (stopped !== null) throw stopped;
        try {
          const timeoutMs = callShareMs(options.deadline, options.models.length - index);
          const response = await model.generate(
            request,
            timeoutMs === undefined ? callOptions : { ...callOptions, timeoutMs },
          );
          // Nothing to show and nothing to run: a failed attempt of this model, never the reply.
          if (isEmptyAnswer(response)) {
            emptyAnswer = response;
            throw emptyAnswerError(model.id);
          }
          // An error the chain got past is not the cause of a later failure; once it has
          // moved on, the first model's error stays the original.
          if (index === 0) original = null;
          return { response, model, request };
        } catch (thrown) {
          const error = toModelError(thrown, model.id);
          if (error.kind === 'cancelled') throw error;
          const stoppedDuring = cancelled(model, error);
          if (stoppedDuring !== null) throw stoppedDuring;
          original ??= error;
          emit({ kind: 'error', model: model.id, reason: error.kind, status: error.status });
          if (
            error.kind === 'context_length' && callOptions.shrink !== undefined && shrinks < llmLimits.maxContextShrinks
          ) {
            const smaller = callOptions.shrink(request.messages);
            if (smaller !== null && smaller.length < request.messages.length) {
              shrinks += 1;
              emit({
                kind: 'context_shrink',
                model: model.id,
                droppedMessages: request.messages.length - smaller.length,
              });
              request = { ...request, messages: smaller };
              continue;
            }
          }
          failures += 1;
          if (error.kind === 'empty_answer' && emptyAnswer !== null) {
            emptyAnswers += 1;
            emptyOnModel += 1;
            // The turn has looked past enough empty answers: this one is the chain's answer.
            if (emptyAnswers >= llmLimits.maxEmptyAnswersPerTurn) {
              if (index === 0) original = null;
              return { response: emptyAnswer, model, request };
            }
          }
          const othersLeft = index + 1 < options.models.length;
          const hungWithOthersLeft = error.timedOut && othersLeft;
          const tried = options.models.map((candidate) => candidate.id);
          const emptyRetriesLeft = error.kind !== 'empty_answer' || emptyOnModel < llmLimits.maxEmptyAnswersPerModel;
          if (isRetryableKind(error.kind) && failures < maxFailures && !hungWithOthersLeft && emptyRetriesLeft) {
            const delayMs = backoffMs(failures, options.random, error.retryAfterMs);
            // A provider asking for more than the backoff bound: the next model now, or
            // (the last model) the wait itself when the deadline leaves room, else fail now.
            const waitsLonger = asksToWaitLonger(error);
            if (!waitsLonger || (!othersLeft && deadlineAllowsWait(options.deadline, delayMs))) {
              emit({ kind: 'retry', model: model.id, delayMs, reason: error.kind, status: error.status });
              await options.sleep(delayMs, signal);
              continue;
            }
            if (!othersLeft) {
              throw new AllModelsFailedError(original === error ? rateLimitedTooLong(error, delayMs) : original, tried);
            }
          }
          if (!othersLeft) {
            // Every model was asked and the last one too said nothing: the caller decides how
            // the turn ends (a tool's question to the user, or a sentence saying so).
            if (error.kind === 'empty_answer' && emptyAnswer !== null) {
              if (index === 0) original = null;
              return { response: emptyAnswer, model, request };
            }
            throw new AllModelsFailedError(original, tried);
          }
          index += 1;
          failures = 0;
          emptyOnModel = 0;
          const next = options.models[index] as ChatModel;
          emit({ kind: 'fallback', fromModel: model.id, toModel: next.id, reason: error.kind, status: error.status });
        }
      }
    },
  };
}
