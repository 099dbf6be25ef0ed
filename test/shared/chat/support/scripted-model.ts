import type { ChatModel, ModelRequest, ModelResponse } from '../../../../shared/llm/chat-model.ts';

const usage = { promptTokens: 10, completionTokens: 2 };

/** A model that answers from a script and keeps every request. */
export function scriptedModel(
  answers: (request: ModelRequest, index: number) => Partial<ModelResponse>,
): ChatModel & { requests: ModelRequest[] } {
  const requests: ModelRequest[] = [];
  return {
    id: 'test:scripted',
    isDemo: false,
    requests,
    generate(request) {
      requests.push({ ...request, messages: [...request.messages] });
      return Promise.resolve({ text: '', toolCalls: [], usage, ...answers(request, requests.length - 1) });
    },
  };
}
