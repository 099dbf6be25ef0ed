import { z } from 'zod';

/** Characters of a user message: a long paste fits; a turn's model input stays bounded. */
export const maxChatMessageChars = 32_000;

/** Why a chat message with a NUL is refused: Postgres text cannot hold one, and no
 * keyboard types it, so it is a broken client, better told than silently altered. */
export const nulCharacterProblem = 'must not contain a NUL character (\\u0000)';

/** Whether `text` holds a NUL character. */
export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

/** The body of `POST /chat`. The user comes from the JWT, never from here. */
export const chatRequestSchema = z.strictObject({
  message: z.string().trim().min(1, 'must not be empty').max(
    maxChatMessageChars,
    `must be at most ${maxChatMessageChars} characters`,
  )
    .refine((text) => !containsNul(text), nulCharacterProblem),
  /** Continue this conversation; without it a new one starts. */
  conversationId: z.uuid().optional(),
  /** Without it: the conversation's agent, else the caller's default agent. */
  agentId: z.uuid().optional(),
}).meta({ id: 'ChatRequest' });

/** A validated chat request. */
export type ChatRequest = z.output<typeof chatRequestSchema>;
