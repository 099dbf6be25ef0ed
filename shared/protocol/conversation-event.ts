import { z } from 'zod';

/**
 * The first event of a streamed turn (`event: conversation`): the conversation the turn
 * runs in, sent before anything else, so a caller that loses the stream can retry the turn
 * in the same conversation (with the same `Idempotency-Key`) instead of starting a new one.
 */
export const conversationEventSchema = z.object({
  type: z.literal('conversation'),
  conversationId: z.string(),
  agentId: z.string(),
  /** True when this turn started the conversation. */
  created: z.boolean(),
}).meta({ id: 'ConversationEvent' });

/** The first event of a streamed turn. */
export type ConversationEvent = z.output<typeof conversationEventSchema>;
