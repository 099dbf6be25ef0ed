/**
 * The `Idempotency-Key` header of `POST /chat`, and the fingerprint of the request it keys:
 * the same key with another request is refused, so the fingerprint covers what the request
 * asks (its protocol and body), not how the answer is sent.
 */
import { HttpError } from '../../http/http-error.ts';
import { canonicalJson } from '../approvals/canonical-json.ts';
import { chatLimits } from '../chat-limits.ts';
import type { ChatTurnRequest } from '../read-chat-turn-request.ts';

/** The header's name, as HTTP spells it (case does not matter on the wire). */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Printable ASCII, the space included: what a header value carries safely everywhere. */
const printable = /^[\x20-\x7e]+$/;

/** The request's key, or null when it sent none; 400 `bad_request` naming the header when
 * the key is empty, longer than 255 characters, or not printable ASCII. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(idempotencyKeyHeader);
  if (key === null) return null;
  const max = chatLimits.maxIdempotencyKeyChars;
  const problem = key.length === 0
    ? 'must not be empty'
    : key.length > max
    ? `must be at most ${max} characters`
    : !printable.test(key)
    ? 'must be printable ASCII characters (a UUID is a good key)'
    : null;
  if (problem === null) return key;
  throw new HttpError('bad_request', `The ${idempotencyKeyHeader} header ${problem}.`, {
    issues: [{ path: idempotencyKeyHeader, message: problem }],
  });
}

/** The SHA-256 (hex) of what `turnRequest` asks: protocol, body, the message it continues. */
export async function requestHashOf(turnRequest: ChatTurnRequest): Promise<string> {
  const asked = {
    protocol: turnRequest.protocol,
    body: turnRequest.body,
    continuedMessageId: turnRequest.protocol === 'ui-message-stream' ? turnRequest.continuedMessageId : null,
  };
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(asked)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
