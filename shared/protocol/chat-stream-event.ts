import { z } from 'zod';
import { chatReplySchema } from './chat-reply.ts';
import { type ConversationEvent, conversationEventSchema } from './conversation-event.ts';
import { errorSchema } from './error-body.ts';
import { type TurnEvent, turnEventSchemas } from './turn-event.ts';

/** The data of each Server-Sent Event of a streamed turn, by event name: `conversation`
 * first (the conversation the turn runs in), the turn's events (their data is the event,
 * `type` included), then `done` with the reply or `error` with the failure. */
export const chatStreamEventSchemas = {
  conversation: conversationEventSchema,
  ...turnEventSchemas,
  done: chatReplySchema,
  error: errorSchema,
} as const;

/** A streamed turn's event names. */
export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;

/** One event of a streamed turn, read: a turn event as the server sent it, or the end. */
export type ChatStreamEvent =
  | ConversationEvent
  | TurnEvent
  | { readonly type: 'done'; readonly reply: z.output<typeof chatReplySchema> }
  | { readonly type: 'error'; readonly error: z.output<typeof errorSchema> };

/** What a client made of one Server-Sent Event. */
export type ChatStreamEventReading =
  | { readonly kind: 'event'; readonly event: ChatStreamEvent }
  /** An event this protocol does not name (a newer server's): skip it. */
  | { readonly kind: 'unknown'; readonly name: string }
  /** A known event whose data does not fit: `problem` says where, for a log or a notice. */
  | { readonly kind: 'malformed'; readonly name: ChatStreamEventName; readonly problem: string };

function isChatStreamEventName(name: string): name is ChatStreamEventName {
  return Object.hasOwn(chatStreamEventSchemas, name);
}

/** The first problem of a failed parse, as `path: message`. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'the data does not fit';
  const path = issue.path.map(String).join('.');
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${path === '' ? '' : `${path}: `}${issue.message}${more}`;
}

/** Reads the Server-Sent Event `name` with the JSON text `data`. Never throws. */
export function parseChatStreamEvent(name: string, data: string): ChatStreamEventReading {
  if (!isChatStreamEventName(name)) return { kind: 'unknown', name };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { kind: 'malformed', name, problem: 'the data is not JSON' };
  }
  if (name === 'done') {
    const reply = chatReplySchema.safeParse(json);
    return reply.success
      ? { kind: 'event', event: { type: 'done', reply: reply.data } }
      : { kind: 'malformed', name, problem: problemOf(reply.error) };
  }
  if (name === 'error') {
    const error = errorSchema.safeParse(json);
    return error.success
      ? { kind: 'event', event: { type: 'error', error: error.data } }
      : { kind: 'malformed', name, problem: problemOf(error.error) };
  }
  if (name === 'conversation') {
    const conversation = conversationEventSchema.safeParse(json);
    return conversation.success
      ? { kind: 'event', event: conversation.data }
      : { kind: 'malformed', name, problem: problemOf(conversation.error) };
  }
  const event = turnEventSchemas[name].safeParse(json);
  return event.success
    ? { kind: 'event', event: event.data }
    : { kind: 'malformed', name, problem: problemOf(event.error) };
}
