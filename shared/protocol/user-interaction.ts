import { z } from 'zod';

/** A question for the user: the text without any prefix. */
export const questionInteractionSchema = z.object({
  kind: z.literal('question'),
  text: z.string(),
});

/**
 * What a tool outcome asks of the user (shared/tools/user-interaction.ts), as it travels:
 * on `tool-error` events, on tool calls of the JSON reply and of the history. A closed union
 * on `kind`; clients show a kind they know and skip one they do not.
 */
export const userInteractionSchema = z.discriminatedUnion('kind', [questionInteractionSchema]).meta({
  id: 'UserInteraction',
  description: 'What a tool call asks of the user, as a value (never parsed from the text the model read).',
});

/** What a tool call asks of the user: the executor's `UserInteraction`, as clients read it. */
export type UserInteraction = z.output<typeof userInteractionSchema>;
