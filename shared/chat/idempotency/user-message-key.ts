/**
 * The store key of the user's message of a `POST /chat` with an `Idempotency-Key`: named by
 * the request (its user, key and request hash), not by one try of it, so every retry of the
 * request keys its message the same and the message is stored once (`messages.store_key` is
 * unique per conversation; a second store skips it). Another request with the key (once the
 * key's day has passed) keys its message apart, so its message is never skipped as stored.
 */

/** The key, as the SHA-256 (hex) of `userId`, `idempotencyKey` and `requestHash`: a
 * fixed-length value that carries no part of the client's key. */
export async function userMessageKeyOf(userId: string, idempotencyKey: string, requestHash: string): Promise<string> {
  const named = JSON.stringify(['chat-user-message', userId, idempotencyKey, requestHash]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(named));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
