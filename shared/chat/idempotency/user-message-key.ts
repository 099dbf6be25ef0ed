/**
 * The store key of the user's message of a `POST /chat` with an `Idempotency-Key`: named by
 * the request (its user and key), not by one try of it, so every retry of the request keys
 * its message the same and the message is stored once (`messages.store_key` is unique per
 * conversation; a second store skips it).
 */

/** The key, as the SHA-256 (hex) of `userId` and `idempotencyKey`: a fixed-length value that
 * carries no part of the client's key. */
export async function userMessageKeyOf(userId: string, idempotencyKey: string): Promise<string> {
  const named = JSON.stringify(['chat-user-message', userId, idempotencyKey]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(named));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
