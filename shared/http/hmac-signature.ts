/**
 * HMAC-SHA256 signatures (WebCrypto) as unpadded base64url: what the internal call header
 * and the approvals of paused turns are signed with. They are checked with
 * `secretsEqual` (secret-comparison.ts).
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
