/**
 * What this app reads of Parley's UI message stream beyond the AI SDK's own parts: the
 * `data-parley-*` parts it renders, checked with zod when they are read (useChat keeps data
 * parts as they came). Their full list is in docs/web-app.md#using-usechat.
 */
import type { UIMessage } from 'ai';
import { z } from 'zod';

/** A message of this chat: metadata and data parts are checked where they are read. */
export type ParleyMessage = UIMessage<unknown>;

/** One part of a message. */
export type ParleyMessagePart = ParleyMessage['parts'][number];

/** `data-parley-conversation`: the conversation this turn went into. */
export const conversationDataSchema = z.object({
  conversationId: z.uuid(),
  agentId: z.string(),
  created: z.boolean(),
});

/** `data-parley-question`: a question the turn leaves for the user. */
export const questionDataSchema = z.object({
  toolCallId: z.string(),
  toolName: z.string(),
  text: z.string().min(1),
});

/** What a waiting call would do, as the `data-parley-approval` part shows it. */
export const approvalPreviewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('email'),
    to: z.array(z.string()),
    cc: z.array(z.string()),
    bcc: z.array(z.string()),
    subject: z.string(),
    body: z.string(),
  }),
  z.object({ kind: z.literal('fetch'), urls: z.array(z.string()) }),
  z.object({ kind: z.literal('tool'), server: z.string().nullable(), tool: z.string(), arguments: z.unknown() }),
]);

/** `data-parley-approval` (its part's id is the call id): a call that waits for the user. */
export const approvalDataSchema = z.object({
  id: z.string(),
  toolCallId: z.string(),
  tool: z.string(),
  reason: z.string(),
  preview: approvalPreviewSchema,
  expiresAt: z.iso.datetime({ offset: true }),
});

/** A call waiting for the user, as Parley describes it. */
export type ApprovalData = z.output<typeof approvalDataSchema>;

/** `data-parley-retry`: a retry round, or a model call retried after a transient error. */
export const retryDataSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('tools'), round: z.number(), maxRounds: z.number(), tools: z.array(z.string()) }),
  z.object({ scope: z.literal('model'), model: z.string(), reason: z.string(), discardsStepText: z.boolean() }),
]);

/** `data-parley-fallback`: another model took over. */
export const fallbackDataSchema = z.object({
  kind: z.enum(['model', 'tool']),
  fromModel: z.string(),
  toModel: z.string(),
  reason: z.string(),
  discardsStepText: z.boolean(),
});

/** The data of `part` when it is a data part of `type` that `schema` accepts, else null. */
export function dataOf<Schema extends z.ZodType>(
  part: ParleyMessagePart,
  type: `data-${string}`,
  schema: Schema,
): z.output<Schema> | null {
  if (part.type !== type || !('data' in part)) return null;
  const parsed = schema.safeParse(part.data);
  return parsed.success ? parsed.data : null;
}

/** The pending approval Parley sent for the call `toolCallId` in `parts`, else null. */
export function approvalFor(parts: readonly ParleyMessagePart[], toolCallId: string): ApprovalData | null {
  for (const part of parts) {
    const approval = dataOf(part, 'data-parley-approval', approvalDataSchema);
    if (approval !== null && approval.toolCallId === toolCallId) return approval;
  }
  return null;
}
