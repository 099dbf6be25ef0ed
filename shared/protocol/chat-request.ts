import { z } from 'zod';
import { approvalDecisionSchema } from './approval.ts';

/** Characters of a user message: a long paste fits; a turn's model input stays bounded. */
export const maxChatMessageChars = 32_000;

/** Why a chat message with a NUL is refused: Postgres text cannot hold one, and no
 * keyboard types it, so it is a broken client, better told than silently altered. */
export const nulCharacterProblem = 'must not contain a NUL character (\\u0000)';

/** Whether `text` holds a NUL character. */
export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

/** Answers to a paused turn's approvals; at most this many per request. */
export const maxApprovalDecisions = 50;

/**
 * The body of `POST /chat`: a `message` (a new turn), or `approvals` answering the paused
 * turn of `conversationId` (no message). The user comes from the JWT, never from here.
 */
export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, 'must not be empty').max(
    maxChatMessageChars,
    `must be at most ${maxChatMessageChars} characters`,
  )
    .refine((text) => !containsNul(text), nulCharacterProblem)
    .optional(),
  /** Continue this conversation; without it a new one starts. */
  conversationId: z.uuid().optional(),
  /** Without it: the conversation's agent, else the caller's default agent. */
  agentId: z.uuid().optional(),
  /** The user's answers to the conversation's pending approvals, every one of them. */
  approvals: z.array(approvalDecisionSchema).min(1).max(maxApprovalDecisions).optional(),
}).superRefine((body, context) => {
  if (body.message === undefined && body.approvals === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['message'],
      message: 'is required (or `approvals`, to answer a paused turn)',
    });
  }
  if (body.message !== undefined && body.approvals !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['approvals'],
      message: 'cannot come with a message: send one or the other',
    });
  }
  if (body.approvals !== undefined && body.conversationId === undefined) {
    context.addIssue({ code: 'custom', path: ['conversationId'], message: 'is required with `approvals`' });
  }
}).meta({ id: 'ChatRequest' });

/** A validated chat request. */
export type ChatRequest = z.output<typeof chatRequestSchema>;
