import type { ModelResponse } from './chat-model.ts';
import { ModelError } from './model-error.ts';

/** The reply when the provider's content filter stopped an answer: the provider refused, and
 * what it had written so far is cut, so it is not shown. */
export const contentFilterReply = 'The provider stopped this answer with its content filter.';

/**
 * What a finished answer counts as, by its `finish_reason`. `length` is a cut answer: text
 * that ends mid-sentence is not a reply and a tool call whose arguments may be cut must never
 * run, so it is a failed attempt of that model (`cut_answer`, thrown). `content_filter` is the
 * provider's refusal: a reply saying so, without the cut text or any tool call. Anything else
 * (`stop`, `tool_calls`, a provider's own reason, none at all) is the answer as it is.
 */
export function settledAnswer(modelId: string, finishReason: string | null, answer: ModelResponse): ModelResponse {
  if (finishReason === 'length') {
    throw new ModelError({
      kind: 'cut_answer',
      model: modelId,
      providerMessage: 'the answer was cut at the output token limit (finish_reason: length)',
    });
  }
  if (finishReason === 'content_filter') return { text: contentFilterReply, toolCalls: [], usage: answer.usage };
  return { text: answer.text, toolCalls: answer.toolCalls, usage: answer.usage };
}
