import type { ModelResponse } from './chat-model.ts';
import { ModelError } from './model-error.ts';

/** True when a finished answer says nothing: no text (or only whitespace) and no tool calls. */
export function isEmptyAnswer(response: ModelResponse): boolean {
  return response.toolCalls.length === 0 && response.text.trim().length === 0;
}

/** The failure an empty answer counts as: an attempt of `model` that produced nothing to
 * show or run, so the chain retries it or moves to the next model. */
export function emptyAnswerError(model: string): ModelError {
  return new ModelError({
    kind: 'empty_answer',
    model,
    providerMessage: 'the model answered with no text and no tool calls',
  });
}
