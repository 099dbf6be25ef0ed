/**
 * The chat function's Server-Sent Events, as this app reads them (docs/http-api.md,
 * "POST /chat"). Each event's `data` is checked; an event this app does not know is skipped.
 */
import { z } from 'zod';

/** What the user must set up before a tool can work: the Connect / Add key button. */
export const setupHintSchema = z.object({
  integration: z.string(),
  action: z.enum(['connect', 'reconnect', 'add_key', 'replace_key']),
});

/** A tool call's outcome as the function reports it. */
export const toolCallSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  resolvedName: z.string().nullable().optional(),
  status: z.enum(['success', 'error']),
  category: z.string().optional(),
  setup: setupHintSchema.optional(),
  attempt: z.number().int().positive(),
  durationMs: z.number().optional(),
});

const eventSchemas = {
  'step-start': z.object({ step: z.number(), model: z.string() }),
  'text-delta': z.object({ text: z.string() }),
  'tool-call': z.object({ id: z.string(), name: z.string(), arguments: z.string() }),
  'tool-result': z.object({ call: toolCallSummarySchema }),
  'tool-error': z.object({ call: toolCallSummarySchema, message: z.string(), willRetry: z.boolean() }),
  retry: z.union([
    z.object({ scope: z.literal('model'), model: z.string(), delayMs: z.number(), reason: z.string() }),
    z.object({ round: z.number().int().positive(), tools: z.array(z.string()) }),
  ]),
  fallback: z.object({
    kind: z.enum(['model', 'tool']),
    fromModel: z.string(),
    toModel: z.string(),
    reason: z.string(),
  }),
  done: z.object({
    conversationId: z.string(),
    reply: z.string(),
    toolCalls: z.array(toolCallSummarySchema),
    model: z.string(),
  }),
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    conversationId: z.string().optional(),
  }),
} as const;

/** A setup hint. */
export type SetupHint = z.output<typeof setupHintSchema>;
/** A tool call's outcome. */
export type ToolCallSummary = z.output<typeof toolCallSummarySchema>;
/** One event of a streamed turn: its name and its checked data. */
export type ChatEvent = {
  [Name in keyof typeof eventSchemas]: { readonly event: Name; readonly data: z.output<(typeof eventSchemas)[Name]> };
}[keyof typeof eventSchemas];

function isKnownEvent(name: string): name is keyof typeof eventSchemas {
  return Object.hasOwn(eventSchemas, name);
}

/** The event named `name` with the JSON text `data`; null for an unknown name or data that does not fit. */
export function parseChatEvent(name: string, data: string): ChatEvent | null {
  if (!isKnownEvent(name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = eventSchemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as ChatEvent) : null;
}
