import { z } from 'zod';
import type { ErrorCategory } from '../tools/error-category.ts';
import { errorCategories } from '../tools/error-category.ts';
import { setupActions } from '../tools/setup-hint.ts';
import { userInteractionSchema } from '../protocol/user-interaction.ts';

/** The body of `POST /functions/v1/gmail-api` and `/web-search-api`. */
export const toolFunctionRequestSchema = z.strictObject({
  action: z.string().trim().min(1).max(100),
  params: z.record(z.string(), z.unknown()).default({}),
  agentId: z.uuid(),
});

/** A validated tool-function request. */
export type ToolFunctionRequest = z.output<typeof toolFunctionRequestSchema>;

/** Headers a direct caller may send, so logs and idempotency line up across its calls
 * (the chat function's calls carry them in their signed context instead). */
export const toolFunctionHeaders = {
  conversationId: 'x-parley-conversation-id',
  toolCallId: 'x-parley-tool-call-id',
  requestId: 'x-request-id',
} as const;

/** How the function ran an action it acted on: tries made (transient retries included) and
 * whether a recorded result was returned instead of acting again. Present exactly when the
 * function ran the action and logged it, so a caller that delegated the call logs nothing. */
export const actionRunSchema = z.object({
  tries: z.number().int().min(1).max(100),
  replayed: z.boolean(),
});

/** Where the user sets up what a `not_configured` failure needs (see setup-hint.ts). */
export const setupHintSchema = z.object({
  integration: z.string().min(1).max(200),
  action: z.enum(setupActions),
});

/** What a tool function answers. `error` is the text the model sees; `interaction`, what
 * it asks the user; `field`, the parameter it is about; `setup`, on a `not_configured`
 * failure, what the user must set up; `run`, when the function ran the action. A malformed
 * optional part is dropped rather than costing the model its message. */
export const toolFunctionResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.unknown(), run: actionRunSchema.optional().catch(undefined) }),
  z.object({
    success: z.literal(false),
    category: z.enum(errorCategories),
    error: z.string(),
    retryable: z.boolean(),
    interaction: userInteractionSchema.optional().catch(undefined),
    field: z.string().max(200).optional().catch(undefined),
    setup: setupHintSchema.optional().catch(undefined),
    run: actionRunSchema.optional().catch(undefined),
  }),
]);

/** A parsed tool-function answer. */
export type ToolFunctionResponse = z.output<typeof toolFunctionResponseSchema>;

/** The HTTP status a failure of each category is answered with. */
export const toolFunctionStatusOf: Record<ErrorCategory, number> = {
  invalid_arguments: 400,
  not_configured: 403,
  not_found: 404,
  needs_input: 422,
  internal: 500,
  transient: 503,
};
