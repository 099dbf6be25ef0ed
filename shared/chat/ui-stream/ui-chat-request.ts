import { z } from 'zod';
import { chatLimits } from '../chat-limits.ts';
import { containsNul, nulCharacterProblem } from '../../protocol/chat-request.ts';

/**
 * Bytes of a `useChat` request body. `DefaultChatTransport` posts the whole transcript on
 * every turn while Parley reads only the last message (history comes from the database),
 * so this is far above a Parley body's limit; a long chat that outgrows it sends only
 * the last message (`prepareSendMessagesRequest`, see docs/web-app.md).
 */
export const maxUiChatBodyBytes = 2 * 1024 * 1024;

/** A part of a UIMessage: only `type` is checked here; text parts are read, the rest are
 * the client's own display state (tool parts, data parts, step markers). */
const uiMessagePartSchema = z.looseObject({ type: z.string() });

/** A UIMessage as `useChat` keeps it. */
const uiMessageSchema = z.looseObject({
  id: z.string(),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z.array(uiMessagePartSchema),
});

type UiMessagePart = z.output<typeof uiMessagePartSchema>;

function isTextPart(part: UiMessagePart): part is UiMessagePart & { type: 'text'; text: string } {
  return part.type === 'text' && typeof part.text === 'string';
}

/**
 * The body `DefaultChatTransport` POSTs (`{ id, messages, trigger, messageId }`) plus
 * the fields an app may add through the transport's `body`: `conversationId` (wins over
 * the chat `id`) and `agentId`. Anything else is refused, as on the Parley body, so a
 * misspelt `conversationID` is a 400 instead of a silently new conversation.
 *
 * Parses to the user's new text: the text parts of the last message, which must be the
 * user's (Parley's tools run on the server, so a turn never continues from an assistant
 * message the client completed).
 */
export const uiChatRequestSchema = z.strictObject({
  id: z.string().min(1).max(200),
  messages: z.array(uiMessageSchema).min(1, "must hold the user's new message"),
  trigger: z.enum(['submit-message', 'regenerate-message']).optional(),
  messageId: z.string().optional(),
  conversationId: z.uuid().optional(),
  agentId: z.uuid().optional(),
}).transform((body, context) => {
  const index = body.messages.length - 1;
  const last = body.messages[index];
  if (last === undefined || last.role !== 'user') {
    context.addIssue({
      code: 'custom',
      message: "the last message must be the user's new message",
      path: ['messages', index, 'role'],
    });
    return z.NEVER;
  }
  if (last.parts.some((part) => part.type === 'file')) {
    context.addIssue({
      code: 'custom',
      message: 'only text parts are supported: Parley does not take files',
      path: ['messages', index, 'parts'],
    });
    return z.NEVER;
  }
  const message = last.parts.filter(isTextPart).map((part) => part.text).join('\n').trim();
  if (message.length === 0 || message.length > chatLimits.maxMessageChars) {
    const problem = message.length === 0
      ? 'must have a text part that is not empty'
      : `text must be at most ${chatLimits.maxMessageChars} characters`;
    context.addIssue({ code: 'custom', message: problem, path: ['messages', index, 'parts'] });
    return z.NEVER;
  }
  if (containsNul(message)) {
    context.addIssue({ code: 'custom', message: `text ${nulCharacterProblem}`, path: ['messages', index, 'parts'] });
    return z.NEVER;
  }
  return {
    chatId: body.id,
    message,
    trigger: body.trigger ?? 'submit-message',
    conversationId: body.conversationId,
    agentId: body.agentId,
  };
});

/** A validated `useChat` request: the chat id and the user's new text. */
export type UiChatRequest = z.output<typeof uiChatRequestSchema>;

/** Whether a JSON body is a `useChat` request rather than a Parley one: it carries the
 * transcript (`messages`), which a Parley body never has. */
export function isUiChatBody(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'messages' in value;
}
