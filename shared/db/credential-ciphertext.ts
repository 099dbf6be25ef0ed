import { type Bytes, decodeBase64, encodeBase64 } from './credential-base64.ts';

/**
 * The stored text of an encrypted credential: `v1:<keyId>:<base64 iv>:<base64 data>`,
 * where data is the AES-GCM ciphertext followed by its 16-byte tag.
 */

/** The format version this code writes and reads. */
export const ciphertextVersion = 'v1';
/** Bytes of a fresh AES-GCM nonce. */
export const ivLength = 12;
/** Bytes of the AES-GCM authentication tag at the end of the data. */
const tagLength = 16;

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The parts of a stored ciphertext. */
export interface CiphertextParts {
  readonly keyId: string;
  readonly iv: Bytes;
  readonly data: Bytes;
}

/** Why a stored value is not a readable ciphertext, decided from its shape alone. */
export type CiphertextShapeProblem = 'unresolved_vault_reference' | 'malformed';

/** Writes the stored text of a ciphertext. */
export function formatCiphertext(parts: CiphertextParts): string {
  return [ciphertextVersion, parts.keyId, encodeBase64(parts.iv), encodeBase64(parts.data)].join(':');
}

/**
 * Reads the stored text of a ciphertext. A bare UUID is a Supabase Vault reference that
 * was stored instead of the secret it names; anything else off-format is malformed.
 */
export function parseCiphertext(
  stored: string,
): { ok: true; parts: CiphertextParts } | { ok: false; problem: CiphertextShapeProblem } {
  if (uuidPattern.test(stored.trim())) return { ok: false, problem: 'unresolved_vault_reference' };
  const fields = stored.split(':');
  if (fields.length !== 4 || fields[0] !== ciphertextVersion) return { ok: false, problem: 'malformed' };
  const [, keyId = '', ivText = '', dataText = ''] = fields;
  const iv = decodeBase64(ivText);
  const data = decodeBase64(dataText);
  if (!keyIdPattern.test(keyId) || iv === null || iv.length !== ivLength || data === null || data.length < tagLength) {
    return { ok: false, problem: 'malformed' };
  }
  return { ok: true, parts: { keyId, iv, data } };
}
