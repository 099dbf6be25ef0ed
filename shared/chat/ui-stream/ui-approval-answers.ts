import { z } from 'zod';
import { type ApprovalDecision, approvalDecisionSchema } from '../../protocol/approval.ts';

/** A tool part of a UIMessage (`dynamic-tool`, or `tool-<name>` for a typed tool). */
function isToolPartType(type: string): boolean {
  return type === 'dynamic-tool' || type.startsWith('tool-');
}

/** A tool part the user answered with `useChat`'s `addToolApprovalResponse({ id, approved, reason })`. */
const respondedToolPartSchema = z.looseObject({
  type: z.string().refine(isToolPartType),
  state: z.literal('approval-responded'),
  approval: z.looseObject({ id: z.unknown(), approved: z.unknown(), reason: z.unknown().optional() }),
});

/** What an assistant message says of its conversation: `metadata.conversationId` (from `start`
 * and `finish`), else its `data-parley-conversation` part. */
const conversationMetadataSchema = z.looseObject({ conversationId: z.uuid() });
const conversationPartSchema = z.looseObject({
  type: z.literal('data-parley-conversation'),
  data: z.looseObject({ conversationId: z.uuid() }),
});

/** An answer that is not a valid decision, with where it is in the message's parts. */
export interface ApprovalAnswerProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** The answers an assistant message carries, or what is wrong with them. */
export type ApprovalAnswers =
  | { readonly kind: 'answers'; readonly decisions: readonly ApprovalDecision[] }
  | { readonly kind: 'problems'; readonly problems: readonly ApprovalAnswerProblem[] };

/**
 * The user's answers in the tool parts of an assistant message (those in state
 * `approval-responded`), each checked as a Parley {@link ApprovalDecision}: the part's
 * `approval.id` is the signed approval id Parley sent in `tool-approval-request`. The
 * approval's other fields (`descriptor`, `signature`) are the client's copy and not read.
 */
export function approvalAnswersOf(parts: readonly unknown[]): ApprovalAnswers {
  const decisions: ApprovalDecision[] = [];
  const problems: ApprovalAnswerProblem[] = [];
  parts.forEach((part, partIndex) => {
    const responded = respondedToolPartSchema.safeParse(part);
    if (!responded.success) return;
    const { id, approved, reason } = responded.data.approval;
    const decision = approvalDecisionSchema.safeParse({ id, approved, ...(reason === undefined ? {} : { reason }) });
    if (decision.success) decisions.push(decision.data);
    else {
      for (const issue of decision.error.issues) {
        problems.push({ path: [partIndex, 'approval', ...issue.path.map(String)], message: issue.message });
      }
    }
  });
  return problems.length > 0 ? { kind: 'problems', problems } : { kind: 'answers', decisions };
}

/** The conversation an assistant message Parley streamed belongs to, when it says. */
export function conversationOfMessage(message: { readonly metadata?: unknown; readonly parts: readonly unknown[] }):
  | string
  | undefined {
  const metadata = conversationMetadataSchema.safeParse(message.metadata);
  if (metadata.success) return metadata.data.conversationId;
  for (const part of [...message.parts].reverse()) {
    const parsed = conversationPartSchema.safeParse(part);
    if (parsed.success) return parsed.data.data.conversationId;
  }
  return undefined;
}
