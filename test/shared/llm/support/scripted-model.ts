import type { ChatModel, ModelCallOptions, ModelRequest, ModelResponse } from '../../../../shared/llm/chat-model.ts';
import { ModelError, type ModelErrorKind } from '../../../../shared/llm/model-error.ts';

/** One scripted answer: a response, or a failure of some kind. */
export type ScriptedAnswer = Partial<ModelResponse> | ModelError;

/** A model whose answers follow a script, recording every request it was asked. */
export interface ScriptedModel extends ChatModel {
  readonly requests: ModelRequest[];
  readonly callOptions: ModelCallOptions[];
}

/** Builds a {@link ScriptedModel}; when the script runs out it answers `done`. */
export function scriptedModel(id: string, answers: readonly ScriptedAnswer[] = []): ScriptedModel {
  const queue = [...answers];
  const requests: ModelRequest[] = [];
  const callOptions: ModelCallOptions[] = [];
  return {
    id,
    isDemo: false,
    requests,
    callOptions,
    generate(request, options = {}) {
      requests.push(request);
      callOptions.push(options);
      const answer = queue.shift() ?? { text: 'done' };
      if (answer instanceof ModelError) return Promise.reject(answer);
      return Promise.resolve({ text: '', toolCalls: [], usage: { promptTokens: 1, completionTokens: 1 }, ...answer });
    },
  };
}

/** A model failure as a provider would cause it. */
export function modelFailure(
  model: string,
  kind: ModelErrorKind,
  fields: { status?: number; retryAfterMs?: number; message?: string } = {},
): ModelError {
  return new ModelError({
    kind,
    model,
    status: fields.status,
    retryAfterMs: fields.retryAfterMs,
    providerMessage: fields.message ?? `${kind} failure`,
  });
}
