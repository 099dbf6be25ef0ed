/**
 * Base64url without padding (RFC 4648 §5), the alphabet of PKCE verifiers and challenges
 * (RFC 7636), of signed OAuth `state` values and of history cursors: safe in a URL as is.
 */
import { type Bytes, decodeBase64, encodeBase64 } from './credential-base64.ts';

/** Encodes bytes as unpadded base64url. */
export function encodeBase64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Decodes unpadded base64url; null for any other text (standard base64 included). */
export function decodeBase64Url(text: string): Bytes | null {
  return /^[A-Za-z0-9_-]*$/.test(text) ? decodeBase64(text) : null;
}
