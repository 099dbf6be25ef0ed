import { isUuid } from '../db/repositories/uuid.ts';

/**
 * How the chat function calls the tool functions on a user's behalf: with the service
 * role key as bearer token, and the user it acts for in a signed header. The signature is
 * an HMAC-SHA256 (WebCrypto) over the user id and a timestamp, so a header cannot be
 * forged or replayed long after.
 */

/** The header carrying `<userId>.<issuedAtSeconds>.<signature>`. */
export const internalUserHeader = 'x-parley-user';
/** How old a signed header may be. */
const maxAgeSeconds = 300;

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

async function signatureOf(secret: string, payload: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(payload)));
}

/** Compares two strings in time independent of where they differ. */
export function timingSafeEqual(left: string, right: string): boolean {
  const leftBytes = new TextEncoder().encode(left);
  const rightBytes = new TextEncoder().encode(right);
  let difference = leftBytes.length ^ rightBytes.length;
  for (let index = 0; index < Math.max(leftBytes.length, rightBytes.length); index += 1) {
    difference |= (leftBytes[index] ?? 0) ^ (rightBytes[index] ?? 0);
  }
  return difference === 0;
}

/** The signed header value for `userId`, issued now. */
export async function signInternalUser(secret: string, userId: string, nowSeconds: number): Promise<string> {
  const payload = `${userId}.${Math.floor(nowSeconds)}`;
  return `${payload}.${await signatureOf(secret, payload)}`;
}

/** The user id of a valid, fresh signed header; null for anything else. */
export async function verifyInternalUser(
  secret: string,
  header: string | null,
  nowSeconds: number,
): Promise<string | null> {
  if (header === null) return null;
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{20,100})$/i.exec(header.trim());
  if (match === null) return null;
  const [, userId, issuedAt, signature] = match as unknown as [string, string, string, string];
  if (!isUuid(userId)) return null;
  const age = nowSeconds - Number(issuedAt);
  if (age > maxAgeSeconds || age < -30) return null;
  return timingSafeEqual(await signatureOf(secret, `${userId}.${issuedAt}`), signature) ? userId : null;
}
