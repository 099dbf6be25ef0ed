/**
 * The deterministic `Message-ID` of an outgoing email, so that after an ambiguous failure
 * (Gmail accepted the send, then answered 5xx or the connection dropped) the Sent mailbox
 * can be asked whether this very email went out (`rfc822msgid:`), instead of telling the
 * model "maybe".
 *
 * The right-hand side is `parley.invalid`: RFC 5322 wants a domain there for uniqueness,
 * and `.invalid` is reserved never to exist (RFC 2606 §2), so no real sender can ever mint
 * an id that collides with Parley's; the left-hand side (a SHA-256) carries the uniqueness.
 */
import { stableStringify } from '../../tools/idempotency-key.ts';

/** The domain of Parley's Message-IDs. */
export const messageIdDomain = 'parley.invalid';

/** What makes two sends "the same email". */
export interface MessageIdParts {
  readonly agentId: string | undefined;
  /** The conversation; a call outside one passes its tool call id, so separate direct
   * calls never share an id. */
  readonly scope: string;
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly body: string;
  readonly htmlBody: string | undefined;
}

// Recipients as a set: the same people in another order or case are the same email.
function recipients(addresses: readonly string[]): string[] {
  return [...new Set(addresses.map((address) => address.trim().toLowerCase()))].sort();
}

/** `<hex@parley.invalid>` of the parts: the first 128 bits of their SHA-256. */
export async function messageIdFor(parts: MessageIdParts): Promise<string> {
  const text = stableStringify([
    parts.agentId ?? '',
    parts.scope,
    recipients(parts.to),
    recipients(parts.cc),
    recipients(parts.bcc),
    parts.subject,
    parts.body,
    parts.htmlBody ?? '',
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  // 128 bits are ample against collisions and keep the header within RFC 5322's 78-character line.
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `<${hex}@${messageIdDomain}>`;
}

/** Whether `value` is a Message-ID this module could have made (safe as a header value). */
export function isParleyMessageId(value: string): boolean {
  return /^<[0-9a-f]{32}@parley\.invalid>$/.test(value);
}
