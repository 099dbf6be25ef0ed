import type { ModelResponse } from './chat-model.ts';
import { llmLimits } from './llm-limits.ts';

/** Why an answer is refused for its size. */
export const answerTooLargeReason = `the answer is larger than ${
  llmLimits.maxAnswerBytes / (1024 * 1024)
} MiB (text and tool arguments)`;

/** Why a response body is refused for its size. */
export const bodyTooLargeReason = `the response body is larger than ${
  llmLimits.maxResponseBodyBytes / (1024 * 1024)
} MiB`;

/** The size of what an answer holds: its text and its tool calls' arguments, in UTF-16 code
 * units (at most the UTF-8 bytes of ASCII, and a bound either way). */
export function answerSize(answer: Pick<ModelResponse, 'text' | 'toolCalls'>): number {
  return answer.toolCalls.reduce((size, call) => size + call.arguments.length, answer.text.length);
}

/** The body's text, or null when it has more than `maxBytes` (the rest is then not read). */
export async function bodyTextWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string | null> {
  if (body === null) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text + decoder.decode();
      size += value.byteLength;
      if (size > maxBytes) return null;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
