import { z } from 'zod';
import { approvalRequestEventSchema } from './approval.ts';
import { toolCallSummarySchema } from './tool-call-summary.ts';
import { userInteractionSchema } from './user-interaction.ts';

/** A model call starts (the first, a retry round's, or a fallback's). */
export const stepStartEventSchema = z.object({
  type: z.literal('step-start'),
  step: z.number().int().positive(),
  model: z.string(),
});

/** Reply text as the provider streams it. */
export const textDeltaEventSchema = z.object({ type: z.literal('text-delta'), text: z.string() });

/** The model called a tool; `arguments` is its JSON text as written, possibly malformed. */
export const toolCallEventSchema = z.object({
  type: z.literal('tool-call'),
  id: z.string(),
  name: z.string(),
  arguments: z.string(),
});

/** A tool call worked. */
export const toolResultEventSchema = z.object({ type: z.literal('tool-result'), call: toolCallSummarySchema });

/** A tool call failed: `message` is the text the model read; `interaction`, what the
 * failure asks of the user, when it asks something. */
export const toolErrorEventSchema = z.object({
  type: z.literal('tool-error'),
  call: toolCallSummarySchema,
  message: z.string(),
  willRetry: z.boolean(),
  interaction: userInteractionSchema.optional(),
});

/** A retry round runs: sent when the model, asked to fix failed tool calls, calls tools
 * again (never when it answers in words instead), naming the tools it calls. */
export const toolRetryEventSchema = z.object({
  type: z.literal('retry'),
  round: z.number().int().positive(),
  tools: z.array(z.string()),
});

/** The model call is retried after a transient error: text streamed since the last
 * `step-start` is void and the step's text starts again. */
export const modelRetryEventSchema = z.object({
  type: z.literal('retry'),
  scope: z.literal('model'),
  model: z.string(),
  delayMs: z.number().nonnegative(),
  reason: z.string(),
});

/** Either kind of retry; the model's has `scope: "model"`. */
export const retryEventSchema = z.union([modelRetryEventSchema, toolRetryEventSchema]);

/** Another model takes over (`kind: "model"`), or a fallback model makes a tool call the
 * primary kept getting wrong (`kind: "tool"`). */
export const fallbackEventSchema = z.object({
  type: z.literal('fallback'),
  kind: z.enum(['model', 'tool']),
  fromModel: z.string(),
  toModel: z.string(),
  reason: z.string(),
});

/** The events of a turn by their `type`, which is also their SSE event name. */
export const turnEventSchemas = {
  'step-start': stepStartEventSchema,
  'text-delta': textDeltaEventSchema,
  'tool-call': toolCallEventSchema,
  'tool-result': toolResultEventSchema,
  'tool-error': toolErrorEventSchema,
  retry: retryEventSchema,
  fallback: fallbackEventSchema,
  'approval-request': approvalRequestEventSchema,
} as const;

/** What happens during a turn, in order; streamed as Server-Sent Events. */
export const turnEventSchema = z.union([
  stepStartEventSchema,
  textDeltaEventSchema,
  toolCallEventSchema,
  toolResultEventSchema,
  toolErrorEventSchema,
  modelRetryEventSchema,
  toolRetryEventSchema,
  fallbackEventSchema,
  approvalRequestEventSchema,
]).meta({ id: 'TurnEvent' });

/** One event of a turn. */
export type TurnEvent = z.output<typeof turnEventSchema>;
