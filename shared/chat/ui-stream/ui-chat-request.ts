import { z } from 'zod';
import { chatLimits } from '../chat-limits.ts';
import type { ApprovalDecision } from '../../protocol/approval.ts';
import { containsNul, maxApprovalDecisions, nulCharacterProblem } from '../../protocol/chat-request.ts';
import { approvalAnswersOf, conversationOfMessage } from './ui-approval-answers.ts';

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

/** The longest message id taken: `useChat` makes ids of 16 characters, Parley's are UUIDs; an
 * assistant message's id names the message a resumed turn continues. */
const maxMessageIdChars = 200;

/** A UIMessage as `useChat` keeps it. */
const uiMessageSchema = z.looseObject({
  id: z.string().max(maxMessageIdChars, `must be at most ${maxMessageIdChars} characters`),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z.array(uiMessagePartSchema),
});

type UiMessagePart = z.output<typeof uiMessagePartSchema>;
type UiMessage = z.output<typeof uiMessageSchema>;

function isTextPart(part: UiMessagePart): part is UiMessagePart & { type: 'text'; text: string } {
  return part.type === 'text' && typeof part.text === 'string';
}

/** What the body says besides its last message. */
interface UiChatBody {
  readonly id: string;
  readonly trigger?: 'submit-message' | 'regenerate-message';
  readonly conversationId?: string;
  readonly agentId?: string;
}

/** Where a problem is, and what it is. */
interface Issue {
  readonly path: (string | number)[];
  readonly message: string;
}

/** The user's new text: the text parts of the last message. */
function messageRequestOf(body: UiChatBody, last: UiMessage, index: number): UiMessageRequest | Issue[] {
  const path = ['messages', index, 'parts'];
  if (last.parts.some((part) => part.type === 'file')) {
    return [{ path, message: 'only text parts are supported: Parley does not take files' }];
  }
  const message = last.parts.filter(isTextPart).map((part) => part.text).join('\n').trim();
  if (message.length === 0) return [{ path, message: 'must have a text part that is not empty' }];
  if (message.length > chatLimits.maxMessageChars) {
    return [{ path, message: `text must be at most ${chatLimits.maxMessageChars} characters` }];
  }
  if (containsNul(message)) return [{ path, message: `text ${nulCharacterProblem}` }];
  return {
    kind: 'message',
    chatId: body.id,
    message,
    trigger: body.trigger ?? 'submit-message',
    conversationId: body.conversationId,
    agentId: body.agentId,
  };
}

/** The user's answers to a paused turn: the approval-responded tool parts of the last
 * (assistant) message, which `useChat` posts again after `addToolApprovalResponse`. */
function approvalsRequestOf(body: UiChatBody, last: UiMessage, index: number): UiApprovalsRequest | Issue[] {
  const path = ['messages', index, 'parts'];
  const answers = approvalAnswersOf(last.parts);
  if (answers.kind === 'problems') {
    return answers.problems.map((problem) => ({ path: [...path, ...problem.path], message: problem.message }));
  }
  if (answers.decisions.length === 0) {
    return [{
      path: ['messages', index, 'role'],
      message:
        "the last message must be the user's new message, or the assistant message whose approvals the user answered (addToolApprovalResponse)",
    }];
  }
  if (answers.decisions.length > maxApprovalDecisions) {
    return [{ path, message: `answers at most ${maxApprovalDecisions} approvals at once` }];
  }
  if (body.trigger === 'regenerate-message') {
    return [{ path: ['trigger'], message: 'must be submit-message when answering approvals' }];
  }
  return {
    kind: 'approvals',
    chatId: body.id,
    approvals: answers.decisions,
    assistantMessageId: last.id,
    conversationId: body.conversationId ?? conversationOfMessage(last),
    agentId: body.agentId,
  };
}

/** A new message: the user's text. */
export interface UiMessageRequest {
  readonly kind: 'message';
  readonly chatId: string;
  readonly message: string;
  readonly trigger: 'submit-message' | 'regenerate-message';
  readonly conversationId: string | undefined;
  readonly agentId: string | undefined;
}

/** Answers to a paused turn's approvals, posted with the assistant message that asked. */
export interface UiApprovalsRequest {
  readonly kind: 'approvals';
  readonly chatId: string;
  readonly approvals: readonly ApprovalDecision[];
  /** The assistant message the answered turn streamed into: the resumed turn continues it. */
  readonly assistantMessageId: string;
  /** The body's `conversationId`, else the one the assistant message names (its metadata or
   * `data-parley-conversation` part). */
  readonly conversationId: string | undefined;
  readonly agentId: string | undefined;
}

/**
 * The body `DefaultChatTransport` POSTs (`{ id, messages, trigger, messageId }`) plus
 * the fields an app may add through the transport's `body`: `conversationId` (wins over
 * the chat `id`) and `agentId`. Anything else is refused, as on the Parley body, so a
 * misspelt `conversationID` is a 400 instead of a silently new conversation.
 *
 * Parses to what the last message asks: when it is the user's, their new text (its text
 * parts; Parley's tools run on the server, so a turn never continues from an assistant
 * message the client completed); when it is an assistant message whose tool parts the
 * user answered (`addToolApprovalResponse`, sent by `sendAutomaticallyWhen:
 * lastAssistantMessageIsCompleteWithApprovalResponses`), those answers.
 */
export const uiChatRequestSchema = z.strictObject({
  id: z.string().min(1).max(200),
  messages: z.array(uiMessageSchema).min(1, "must hold the user's new message"),
  trigger: z.enum(['submit-message', 'regenerate-message']).optional(),
  messageId: z.string().max(maxMessageIdChars, `must be at most ${maxMessageIdChars} characters`).optional(),
  conversationId: z.uuid().optional(),
  agentId: z.uuid().optional(),
}).transform((body, context): UiMessageRequest | UiApprovalsRequest => {
  const index = body.messages.length - 1;
  const last = body.messages[index];
  const parsed = last === undefined || last.role === 'system'
    ? [{ path: ['messages', index, 'role'], message: "the last message must be the user's new message" }]
    : last.role === 'user'
    ? messageRequestOf(body, last, index)
    : approvalsRequestOf(body, last, index);
  if (Array.isArray(parsed)) {
    for (const issue of parsed) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return parsed;
});

/** A validated `useChat` request: the chat id and the user's new text, or their answers. */
export type UiChatRequest = z.output<typeof uiChatRequestSchema>;

/** Whether a JSON body is a `useChat` request rather than a Parley one: it carries the
 * transcript (`messages`), which a Parley body never has. */
export function isUiChatBody(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'messages' in value;
}
