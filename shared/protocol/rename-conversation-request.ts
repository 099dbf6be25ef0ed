import { z } from 'zod';

/** The longest title a rename sets, in characters once trimmed. */
export const maxConversationTitleLength = 200;

/** The body of `PATCH /chat/conversations/{id}`: a title of 1–200 characters once trimmed. */
export const renameConversationRequestSchema = z.strictObject({
  title: z.string().trim()
    .refine((title) => Array.from(title).length >= 1, 'title must not be empty')
    .refine(
      (title) => Array.from(title).length <= maxConversationTitleLength,
      `title must be at most ${maxConversationTitleLength} characters`,
    ),
}).meta({ id: 'RenameConversationRequest' });

/** A validated rename. */
export type RenameConversationRequest = z.output<typeof renameConversationRequestSchema>;
