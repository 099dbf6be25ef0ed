import { z } from 'zod';
import { displayTextProblem } from './display-text.ts';

/** The longest title a rename sets, in characters once trimmed. */
export const maxConversationTitleLength = 200;

/** The body of `PATCH /chat/conversations/{id}`: a title of 1–200 characters once trimmed,
 * shown as it is written (display-text.ts). */
export const renameConversationRequestSchema = z.strictObject({
  title: z.string().trim()
    .refine((title) => Array.from(title).length >= 1, 'title must not be empty')
    .refine(
      (title) => Array.from(title).length <= maxConversationTitleLength,
      `title must be at most ${maxConversationTitleLength} characters`,
    )
    .superRefine((title, context) => {
      const problem = displayTextProblem(title);
      if (problem !== null) context.addIssue({ code: 'custom', message: `title ${problem}` });
    }),
}).meta({ id: 'RenameConversationRequest' });

/** A validated rename. */
export type RenameConversationRequest = z.output<typeof renameConversationRequestSchema>;
