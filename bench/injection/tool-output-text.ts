/**
 * What a model reads in a tool message: the text values of a JSON output (a mail's body,
 * a result's snippet, a page's summary), or the text itself. A prefix or frame around the
 * JSON (a marker of untrusted data, say) is read through, as a model would.
 */
import type { ChatMessage } from '../../shared/llm/chat-message.ts';

function textLeaves(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) { for (const item of value) textLeaves(item, into); }
  else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) textLeaves(item, into);
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The readable text of a tool message's content, one value a line. */
export function readableText(content: string): string {
  const whole = parsedJson(content);
  const start = content.search(/[{[]/);
  const end = Math.max(content.lastIndexOf('}'), content.lastIndexOf(']'));
  const framed = whole === undefined && start !== -1 && end > start
    ? parsedJson(content.slice(start, end + 1))
    : undefined;
  const json = whole ?? framed;
  if (json === undefined || typeof json !== 'object' || json === null) return content;
  const leaves: string[] = [];
  textLeaves(json, leaves);
  return leaves.join('\n');
}

/** A tool message of the turn, read. */
export interface ReadToolOutput {
  readonly toolCallId: string;
  readonly text: string;
}

/** Every tool message of `messages`, in order, read. */
export function toolOutputsOf(messages: readonly ChatMessage[]): ReadToolOutput[] {
  return messages.flatMap((message) =>
    message.role === 'tool' ? [{ toolCallId: message.toolCallId, text: readableText(message.content) }] : []
  );
}

/** The ids of every call the model made in `messages`. */
export function emittedCallIds(messages: readonly ChatMessage[]): string[] {
  return messages.flatMap((message) =>
    message.role === 'assistant' ? (message.toolCalls ?? []).map((call) => call.id) : []
  );
}
