import { z } from 'zod';
import { approvalModes } from '../tools/approval-policy.ts';

const addresses = z.array(z.string()).readonly();

/** What an approval shows: exactly what the call will do once approved. */
export const approvalPreviewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('email'),
    to: addresses,
    cc: addresses,
    bcc: addresses,
    subject: z.string(),
    body: z.string(),
    /** The mail also carries an HTML version. */
    hasHtml: z.boolean(),
  }),
  z.object({ kind: z.literal('fetch'), urls: z.array(z.string()).readonly() }),
  z.object({
    kind: z.literal('tool'),
    /** The MCP server of the tool; null for a tool of this deployment. */
    server: z.string().nullable(),
    tool: z.string(),
    arguments: z.unknown(),
  }),
]).meta({ id: 'ApprovalPreview' });

/** A tool call waiting for the user's approval. */
export const pendingApprovalSchema = z.object({
  /** Signed, single use: send it back with the decision. */
  id: z.string(),
  toolCallId: z.string(),
  tool: z.string(),
  /** The call's arguments, secrets redacted. */
  arguments: z.unknown(),
  /** Why it asks, for the user. */
  reason: z.string(),
  preview: approvalPreviewSchema,
  /** When the approval expires (ISO 8601). */
  expiresAt: z.string(),
}).meta({ id: 'PendingApproval' });

/** A tool call waiting for the user's approval, as clients read it. */
export type PendingApproval = z.output<typeof pendingApprovalSchema>;

/** The user's answer to one pending approval. */
export const approvalDecisionSchema = z.strictObject({
  id: z.string().min(1).max(200),
  approved: z.boolean(),
  /** Why the user declined (told to the model). */
  reason: z.string().trim().max(500).optional(),
}).meta({ id: 'ApprovalDecision' });

/** One answer to a pending approval. */
export type ApprovalDecision = z.output<typeof approvalDecisionSchema>;

/** The SSE `approval-request` event: a call of the turn waits for the user. */
export const approvalRequestEventSchema = z.object({
  type: z.literal('approval-request'),
  approval: pendingApprovalSchema,
});

/** How an agent's tool calls are approved: `GET`/`PUT /chat/agents/{agentId}/approval-policy`. */
export const approvalPolicySchema = z.strictObject({
  /** `auto`: ask only when a destination is not in anything the user wrote; `always`; `never`. */
  defaultMode: z.enum(approvalModes),
  /** Per tool name, overriding the default. */
  tools: z.record(z.string().min(1).max(200), z.enum(approvalModes)),
  /** Addresses (`ana@example.com`), address domains (`@example.com`) or URL prefixes
   * (`https://docs.example.com/`) that count as written by the user. */
  allowedDestinations: z.array(z.string().trim().min(1).max(500)).max(200),
}).meta({ id: 'ApprovalPolicy' });

/** An agent's approval policy, as it travels. */
export type ApprovalPolicyBody = z.output<typeof approvalPolicySchema>;
