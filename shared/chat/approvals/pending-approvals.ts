/**
 * The approvals of a paused turn as the user sees them: each signed (its id), redacted,
 * with what it will do and why it asks. Stored with the paused turn as shown, so a reload
 * shows the same approvals.
 */
import { z } from 'zod';
import { type PendingApproval, pendingApprovalSchema } from '../../protocol/approval.ts';
import type { ApprovalRequest } from '../../tools/approval-request.ts';
import { redact } from '../../tools/redact.ts';
import { signApproval } from './approval-signature.ts';

/** The stored approvals of a paused turn. */
export const storedApprovalsSchema = z.array(pendingApprovalSchema);

/** The signed approvals of `requests`, held by the paused turn `pausedTurnId` until `expiresAt`. */
export function pendingApprovalsOf(
  secret: string,
  pausedTurnId: string,
  requests: readonly ApprovalRequest[],
  expiresAt: Date,
): Promise<PendingApproval[]> {
  return Promise.all(requests.map(async (request) => ({
    id: await signApproval(secret, {
      pausedTurnId,
      toolCallId: request.toolCallId,
      toolName: request.toolName,
      input: request.input,
      expiresAt,
    }),
    toolCallId: request.toolCallId,
    tool: request.toolName,
    arguments: redact(request.input),
    reason: request.reason,
    preview: request.preview,
    expiresAt: expiresAt.toISOString(),
  })));
}
