/**
 * The id of a pending approval is its signature: an HMAC over the paused turn, the tool
 * call id, the tool, the canonical arguments and the expiry. An answer names the approval by
 * it, so it cannot be moved to another call, another turn, changed arguments or a later
 * expiry; the paused turn's row makes it single use and the owner's alone.
 */
import { hmacSignature } from '../../http/hmac-signature.ts';
import { secretsEqual } from '../../http/secret-comparison.ts';
import { canonicalJson } from './canonical-json.ts';

/** What an approval is bound to. */
export interface ApprovalBinding {
  readonly pausedTurnId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly input: unknown;
  readonly expiresAt: Date;
}

function payloadOf(binding: ApprovalBinding): string {
  return [
    'parley-approval-v1',
    binding.pausedTurnId,
    binding.toolCallId,
    binding.toolName,
    canonicalJson(binding.input),
    binding.expiresAt.toISOString(),
  ].join('\n');
}

/** The id of the approval bound to `binding`. */
export function signApproval(secret: string, binding: ApprovalBinding): Promise<string> {
  return hmacSignature(secret, payloadOf(binding));
}

/** Whether `id` is the approval of `binding`. */
export async function isApprovalOf(secret: string, id: string, binding: ApprovalBinding): Promise<boolean> {
  return await secretsEqual(await signApproval(secret, binding), id);
}
