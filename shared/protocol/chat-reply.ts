import { z } from 'zod';
import { pendingApprovalSchema } from './approval.ts';
import { toolCallSummarySchema } from './tool-call-summary.ts';

const tokens = z.number().int().nonnegative();

/** Tokens the turn's model calls used, all told. */
export const turnUsageSchema = z.object({ promptTokens: tokens, completionTokens: tokens, totalTokens: tokens });

/** The answer to a turn: the JSON body of `POST /chat`, and the data of the SSE `done` event. */
export const chatReplySchema = z.object({
  conversationId: z.string(),
  /** `awaiting_approval`: the turn is paused until the user answers `approvals`
   * (`POST /chat {conversationId, approvals}`); `reply` is what the model said so far. */
  status: z.enum(['completed', 'awaiting_approval']),
  reply: z.string(),
  /** The tool calls waiting for the user; empty when the turn completed. */
  approvals: z.array(pendingApprovalSchema),
  /** Every attempt of every tool call, in order. */
  toolCalls: z.array(toolCallSummarySchema),
  /** The model that gave the reply. */
  model: z.string(),
  usage: turnUsageSchema,
}).meta({ id: 'ChatReply' });

/** A finished turn. */
export type ChatReply = z.output<typeof chatReplySchema>;
