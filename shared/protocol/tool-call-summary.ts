import { z } from 'zod';
import { errorCategories } from '../tools/error-category.ts';
import { setupHintSchema } from './setup-hint.ts';
import { userInteractionSchema } from './user-interaction.ts';

/** One attempt of a tool call as a turn reports it: in `tool-result` and `tool-error`
 * events and in the reply's `toolCalls`. */
export const toolCallSummarySchema = z.object({
  id: z.string(),
  /** The name the model called. */
  name: z.string(),
  /** The tool it resolved to; null when no tool has that name. */
  resolvedName: z.string().nullable(),
  status: z.enum(['success', 'error']),
  /** On errors: why it failed. */
  category: z.enum(errorCategories).optional(),
  /** On errors that need setup: what to connect or add. */
  setup: setupHintSchema.optional(),
  /** On errors that ask the user something: what. */
  interaction: userInteractionSchema.optional(),
  /** 1 for the first try, 2 and up for retries. */
  attempt: z.number().int().positive(),
  durationMs: z.number().nonnegative(),
  /** On successes: the start of the call's output, as JSON text (at most 2,000 characters). */
  result: z.string().optional(),
}).meta({ id: 'ToolCallSummary' });

/** A tool call's attempt as a turn reports it. */
export type ToolCallSummary = z.output<typeof toolCallSummarySchema>;
