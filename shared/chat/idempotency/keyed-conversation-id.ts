/**
 * The id of the conversation a `POST /chat` with an `Idempotency-Key` starts when it names
 * none: named by the request (its user, key and request hash), not by one try of it, so every
 * try of the request finds or creates the same conversation, whichever worker runs it and whatever the
 * earlier try's answer said (a killed worker's key records no conversation; a 503 may have
 * been answered before the created conversation's id was known). The request hash is part of
 * the name so that another request with the key (once the key's day has passed and it may be
 * used again) never continues, nor reads, the conversation of the request before it.
 *
 * Why it is safe as a row id: it is 122 bits of the SHA-256 of the user's id, the key and the request hash, so
 * another user's request (another user id) gives an unrelated id that nobody can compute
 * without knowing both, and two requests meet on one id only by a SHA-256 collision on 122
 * bits (about one in 2^63 after 2^30 keyed conversations). Even then the id only names a row:
 * `findForUser` and `createWithFirstMessage` check its user, and a taken id is refused.
 */

/** The conversation id (an RFC 9562 version 8 UUID) of `userId`'s request keyed
 * `idempotencyKey` whose hash is `requestHash` (idempotency-key.ts `requestHashOf`). */
export async function keyedConversationIdOf(
  userId: string,
  idempotencyKey: string,
  requestHash: string,
): Promise<string> {
  const named = JSON.stringify(['chat-conversation', userId, idempotencyKey, requestHash]);
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(named))).slice(0, 16);
  // Version 8 (custom, RFC 9562 §5.8) and the RFC variant: a valid UUID everywhere one is checked.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
