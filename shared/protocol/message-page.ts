import { z } from 'zod';
import { pendingApprovalSchema } from './approval.ts';
import { errorCategories } from '../tools/error-category.ts';
import { conversationViewSchema } from './conversation-view.ts';
import { setupHintSchema } from './setup-hint.ts';
import { userInteractionSchema } from './user-interaction.ts';

/** A tool call of a stored assistant message, with its logged outcome (the last try). */
export const toolCallViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The arguments as the model wrote them (JSON text, possibly malformed). */
  arguments: z.string(),
  /** `unknown` when no outcome was logged (the turn stopped before the call ran). */
  status: z.enum(['success', 'error', 'unknown']),
  category: z.enum(errorCategories).optional(),
  /** Absent when the status is unknown. */
  attempt: z.number().int().positive().optional(),
  setup: setupHintSchema.optional(),
  /** What the call asked of the user, when its outcome was logged with one. */
  interaction: userInteractionSchema.optional(),
  /** The start of what the model read back for this call. */
  message: z.string().optional(),
}).meta({ id: 'ToolCallView' });

/** A user or assistant message; tool messages are folded into `toolCalls`. */
export const messageViewSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** Empty for an assistant message that only called tools. */
  content: z.string(),
  createdAt: z.string(),
  toolCalls: z.array(toolCallViewSchema).optional(),
}).meta({ id: 'MessageView' });

/** `GET /chat/conversations/{id}/messages`: the conversation and a page of its messages,
 * oldest first; `nextCursor` pages further back (null at the start). */
export const messagePageSchema = z.object({
  conversation: conversationViewSchema,
  messages: z.array(messageViewSchema),
  nextCursor: z.string().nullable(),
  /** The tool calls the conversation's paused turn waits for the user to approve, on every
   * page (they follow the newest message); empty when nothing waits. Answer them all in one
   * `POST /chat {conversationId, approvals}`. */
  pendingApprovals: z.array(pendingApprovalSchema),
}).meta({ id: 'MessagePage' });

/** A stored tool call with its outcome. */
export type ToolCallView = z.output<typeof toolCallViewSchema>;
/** A stored message. */
export type MessageView = z.output<typeof messageViewSchema>;
/** A page of messages. */
export type MessagePage = z.output<typeof messagePageSchema>;
