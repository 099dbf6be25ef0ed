/**
 * HMAC-SHA256 signatures (WebCrypto) as unpadded base64url, and a comparison of signatures
 * in time independent of where they differ: what the internal call header and the
 * approvals of paused turns are signed with.
 */
import { encodeBase64Url } from '../db/base64url.ts';

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
}

/** The HMAC-SHA256 of `payload` under `secret`, as unpadded base64url (43 characters). */
export async function hmacSignature(secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(payload));
  return encodeBase64Url(new Uint8Array(signature));
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
