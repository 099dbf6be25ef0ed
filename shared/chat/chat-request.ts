import { z } from 'zod';
import { chatLimits } from './chat-limits.ts';

/** Why a chat message with a NUL is refused: Postgres text cannot hold one, and no
 * keyboard types it, so it is a broken client, better told than silently altered. */
export const nulCharacterProblem = 'must not contain a NUL character (\\u0000)';

/** Whether `text` holds a NUL character. */
export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

/** The body of `POST /functions/v1/chat`. The user comes from the JWT, never from here. */
export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, 'must not be empty').max(
    chatLimits.maxMessageChars,
    `must be at most ${chatLimits.maxMessageChars} characters`,
  )
    .refine((text) => !containsNul(text), nulCharacterProblem),
  conversationId: z.uuid().optional(),
  agentId: z.uuid().optional(),
});

/** A validated chat request. */
export type ChatRequest = z.output<typeof chatRequestSchema>;

/** Bytes of a chat request body: the message limit in UTF-8 with room for the rest. */
export const maxChatBodyBytes = chatLimits.maxMessageChars * 4 + 1_024;
