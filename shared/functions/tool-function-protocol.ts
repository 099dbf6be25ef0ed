import { z } from 'zod';
import type { ErrorCategory } from '../tools/error-category.ts';
import { errorCategories } from '../tools/error-category.ts';
import { setupActions } from '../tools/setup-hint.ts';

/** The body of `POST /functions/v1/gmail-api` and `/web-search-api`. */
export const toolFunctionRequestSchema = z.strictObject({
  action: z.string().trim().min(1).max(100),
  params: z.record(z.string(), z.unknown()).default({}),
  agentId: z.uuid(),
});

/** A validated tool-function request. */
export type ToolFunctionRequest = z.output<typeof toolFunctionRequestSchema>;

/** Headers the chat function sends along, so logs and idempotency line up across calls. */
export const toolFunctionHeaders = {
  conversationId: 'x-parley-conversation-id',
  toolCallId: 'x-parley-tool-call-id',
  requestId: 'x-request-id',
} as const;

/** Where the user sets up what a `not_configured` failure needs (see setup-hint.ts). */
export const setupHintSchema = z.object({
  integration: z.string().min(1).max(200),
  action: z.enum(setupActions),
});

/** What a tool function answers. `error` is the text the model sees; `setup`, on a
 * `not_configured` failure, what the user must set up. A malformed `setup` is dropped
 * rather than costing the model its message. */
export const toolFunctionResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.unknown() }),
  z.object({
    success: z.literal(false),
    category: z.enum(errorCategories),
    error: z.string(),
    retryable: z.boolean(),
    setup: setupHintSchema.optional().catch(undefined),
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
