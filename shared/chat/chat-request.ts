import { z } from 'zod';
import { chatLimits } from './chat-limits.ts';

/** The body of `POST /functions/v1/chat`. The user comes from the JWT, never from here. */
export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, 'must not be empty').max(chatLimits.maxMessageChars, `must be at most ${chatLimits.maxMessageChars} characters`),
  conversationId: z.uuid().optional(),
  agentId: z.uuid().optional(),
});

/** A validated chat request. */
export type ChatRequest = z.output<typeof chatRequestSchema>;

/** Bytes of a chat request body: the message limit in UTF-8 with room for the rest. */
export const maxChatBodyBytes = chatLimits.maxMessageChars * 4 + 1_024;
