import { z } from 'zod';
import type { SseMessage } from './sse-parser.ts';

/** A tool call as the chat function reports it (in `tool-result`, `tool-error` and `done`). */
export const toolCallSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  resolvedName: z.string().nullable(),
  status: z.enum(['success', 'error']),
  category: z.string().optional(),
  attempt: z.number().int().positive(),
  durationMs: z.number().nonnegative(),
});

/** The reply of a finished turn: the JSON body, and the data of the SSE `done` event. */
export const chatReplySchema = z.object({
  conversationId: z.string(),
  reply: z.string(),
  toolCalls: z.array(toolCallSummarySchema),
  model: z.string(),
});

/** A finished turn. */
export type ChatReply = z.output<typeof chatReplySchema>;

/** The data of the SSE `error` event, and the `error` of a failed JSON request. */
export const chatErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  provider: z.object({ model: z.string(), status: z.number().nullable().optional(), message: z.string() }).optional(),
  conversationId: z.string().optional(),
});

/** What the chat function reported as the reason a turn failed. */
export type ChatError = z.output<typeof chatErrorSchema>;

const eventSchemas = {
  'step-start': z.object({ step: z.number(), model: z.string() }),
  'text-delta': z.object({ text: z.string() }),
  'tool-call': z.object({ id: z.string(), name: z.string(), arguments: z.string() }),
  'tool-result': z.object({ call: toolCallSummarySchema }),
  'tool-error': z.object({ call: toolCallSummarySchema, message: z.string(), willRetry: z.boolean() }),
  retry: z.object({ round: z.number().int(), tools: z.array(z.string()) }),
  fallback: z.object({
    kind: z.enum(['model', 'tool']),
    fromModel: z.string(),
    toModel: z.string(),
    reason: z.string(),
  }),
  done: z.object({ reply: chatReplySchema }),
  error: z.object({ error: chatErrorSchema }),
} as const;

type EventName = keyof typeof eventSchemas;

/** One event of a streamed turn, validated. */
export type ChatEvent = {
  [Name in EventName]: { readonly type: Name } & z.output<(typeof eventSchemas)[Name]>;
}[EventName];

function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventSchemas, name);
}

/** The JSON of an event's data, or the text itself when it is not JSON. */
export function eventData(message: SseMessage): unknown {
  try {
    return JSON.parse(message.data);
  } catch {
    return message.data;
  }
}

/**
 * Reads one Server-Sent Event of the chat function. Null for events this client does
 * not know and for data that does not fit (both are still printed by `--json`).
 */
export function parseChatEvent(message: SseMessage): ChatEvent | null {
  if (!isEventName(message.event)) return null;
  const data = eventData(message);
  // `done` and `error` carry the reply and the error bare; the other events carry their fields.
  const input = message.event === 'done' ? { reply: data } : message.event === 'error' ? { error: data } : data;
  const parsed = eventSchemas[message.event].safeParse(input);
  return parsed.success ? ({ type: message.event, ...parsed.data } as ChatEvent) : null;
}
