import { z } from 'zod';
import type { ErrorCategory } from '../tools/error-category.ts';
import { errorCategories } from '../tools/error-category.ts';

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

/** What a tool function answers. `error` is the text the model sees. */
export const toolFunctionResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.unknown() }),
  z.object({ success: z.literal(false), category: z.enum(errorCategories), error: z.string(), retryable: z.boolean() }),
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
