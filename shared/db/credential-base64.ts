/**
 * Strict base64 for credential keys and ciphertexts, on the web-standard `atob`/`btoa`.
 * Strict so that a truncated or edited value is reported as malformed instead of being
 * decoded to something shorter.
 */

/**
 * Bytes backed by a plain `ArrayBuffer`, as WebCrypto takes them. Spelled through
 * `slice` because TypeScript 5.7+ makes `Uint8Array` generic while the TypeScript in the
 * edge runtime's Deno does not; this alias reads right in both.
 */
export type Bytes = ReturnType<Uint8Array['slice']>;

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Encodes bytes as standard, padded base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard base64 (padding optional; the URL-safe alphabet is accepted too, since
 * keys are pasted from many tools). Null for anything else, never an exception.
 */
export function decodeBase64(text: string): Bytes | null {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard.length % 4 === 0 ? standard : standard + '='.repeat(4 - (standard.length % 4));
  if (standard.length % 4 === 1 || !base64Pattern.test(padded)) return null;
  const binary = atob(padded);
  const bytes: Bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
