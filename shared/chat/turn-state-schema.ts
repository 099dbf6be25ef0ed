/**
 * The turn state as JSON: `turnStateSchema` parses a stored state back into a
 * {@link TurnState} (a paused turn is continued from it in a later request, on any worker).
 * Outputs and inputs of tool calls are JSON values already; nothing else needs converting.
 */
import { z } from 'zod';
import { userInteractionSchema as interactionSchema } from '../protocol/user-interaction.ts';
import type { ChatMessage } from '../llm/chat-message.ts';
import { llmLimits } from '../llm/llm-limits.ts';
import { approvalPreviewSchema } from '../protocol/approval.ts';
import { errorCategories } from '../tools/error-category.ts';
import { setupActions } from '../tools/setup-hint.ts';
import type { ToolErrorOutcome, ToolOutcome } from '../tools/tool-outcome.ts';
import type { TurnState } from './turn-state.ts';

/** A call of the turn, with what its provider needs back on it when the turn resumes
 * (Gemini's thought signature: without it the next request of the turn is refused). */
const toolCallSchema = z.object({
  id: z.string(),
  name: z.string(),
  arguments: z.string(),
  providerData: z.object({
    model: z.string(),
    thoughtSignature: z.string().min(1).max(llmLimits.maxThoughtSignatureBytes),
  }).optional(),
});

const approvalRequestSchema = z.object({
  toolCallId: z.string(),
  toolName: z.string(),
  input: z.unknown(),
  reason: z.string(),
  preview: approvalPreviewSchema,
});

const chatMessageSchema: z.ZodType<ChatMessage> = z.discriminatedUnion('role', [
  z.object({ role: z.literal('system'), content: z.string() }),
  z.object({ role: z.literal('user'), content: z.string() }),
  z.object({
    role: z.literal('assistant'),
    content: z.string().nullable(),
    toolCalls: z.array(toolCallSchema).optional(),
  }),
  z.object({
    role: z.literal('tool'),
    toolCallId: z.string(),
    content: z.string(),
    interaction: interactionSchema.optional(),
    notApproved: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('declined'), reason: z.string().nullable() }),
      z.object({ kind: z.literal('unanswered') }),
    ]).optional(),
  }),
]);

const detailSchema = z.object({
  message: z.string(),
  errorName: z.string().optional(),
  stack: z.string().optional(),
  cause: z.string().optional(),
  status: z.number().optional(),
  provider: z.string().optional(),
  reason: z.string().optional(),
});

const outcomeCommon = {
  toolCallId: z.string(),
  requestedName: z.string(),
  resolvedName: z.string().nullable(),
  input: z.unknown(),
  attempt: z.number().int().min(0),
  durationMs: z.number().min(0),
  startedAt: z.string(),
  idempotencyKey: z.string().nullable(),
  replayed: z.boolean(),
  modelMessage: z.string(),
  loggedBy: z.string().optional(),
};

const errorOutcomeSchema = z.object({
  ...outcomeCommon,
  type: z.literal('tool-error'),
  earlierAttempts: z.array(z.lazy((): z.ZodType<ToolErrorOutcome> => errorOutcomeSchema)),
  category: z.enum(errorCategories),
  modelRetry: z.boolean(),
  field: z.string().optional(),
  setup: z.object({ integration: z.string(), action: z.enum(setupActions) }).optional(),
  interaction: interactionSchema.optional(),
  detail: detailSchema,
}) as unknown as z.ZodType<ToolErrorOutcome>;

const resultOutcomeSchema = z.object({
  ...outcomeCommon,
  type: z.literal('tool-result'),
  earlierAttempts: z.array(errorOutcomeSchema),
  output: z.unknown(),
  modelRetry: z.literal(false),
});

const outcomeSchema: z.ZodType<ToolOutcome> = z.union([resultOutcomeSchema, errorOutcomeSchema]) as z.ZodType<
  ToolOutcome
>;

/** A turn state as stored. */
export const turnStateSchema: z.ZodType<TurnState> = z.object({
  version: z.literal(1),
  messages: z.array(chatMessageSchema),
  userMessageIndex: z.number().int().min(0),
  stored: z.array(chatMessageSchema),
  outcomes: z.array(outcomeSchema),
  steps: z.number().int().min(0),
  retryRounds: z.number().int().min(0),
  emptyResponses: z.number().int().min(0),
  retrying: z.boolean(),
  toolsOff: z.boolean(),
  openInteractions: z.array(z.object({ toolName: z.string(), interaction: interactionSchema })),
  failures: z.object({
    failingCalls: z.array(z.string()),
    stopped: z.array(z.string()),
    invalidStreaks: z.record(z.string(), z.array(z.object({ call: toolCallSchema, feedback: z.string() }))),
  }),
  highestAttempt: z.number().int().min(0),
  failedTries: z.record(z.string(), z.number().int().min(0)),
  modelsUsed: z.array(z.string()),
  emptyResponseModels: z.array(z.string()),
  usage: z.object({ promptTokens: z.number().min(0), completionTokens: z.number().min(0) }),
  awaiting: z.object({
    calls: z.array(toolCallSchema),
    isRetry: z.boolean(),
    approvals: z.array(approvalRequestSchema),
  }).nullable(),
}).refine((state) => state.userMessageIndex < state.messages.length, {
  message: 'userMessageIndex must point into messages',
  path: ['userMessageIndex'],
}) as unknown as z.ZodType<TurnState>;

/** A stored turn state, validated; the problems when it is not one. */
export function parseTurnState(
  value: unknown,
): { readonly ok: true; readonly state: TurnState } | { readonly ok: false; readonly problems: readonly string[] } {
  const parsed = turnStateSchema.safeParse(value);
  if (parsed.success) return { ok: true, state: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || '(state)'}: ${issue.message}`),
  };
}
