import type { Bytes } from './credential-base64.ts';
import { formatCiphertext, ivLength, parseCiphertext } from './credential-ciphertext.ts';
import type { CredentialKeyring } from './credential-keyring.ts';

export {
  CredentialKeyError,
  type CredentialKeyring,
  credentialsKeyVariable,
  parseCredentialKeyring,
} from './credential-keyring.ts';

/**
 * Credentials at rest: AES-256-GCM through WebCrypto, keys from `PARLEY_CREDENTIALS_KEY`
 * (parsed by `parseCredentialKeyring` in credential-keyring.ts; generate a key with `openssl rand -base64 32`).
 *
 * Each encryption uses a fresh random 12-byte IV. The additional authenticated data binds
 * the ciphertext to its user, provider, format version and key id, so a value copied to
 * another row (or relabelled with another key id) fails to decrypt.
 */

/** Why a stored credential cannot be used. */
export const credentialCorruptionReasons = [
  /** A bare UUID: a Supabase Vault reference stored instead of the secret it names. */
  'unresolved_vault_reference',
  /** Not `v1:<keyId>:<iv>:<data>`, or its parts have the wrong size. */
  'malformed',
  /** Encrypted with a key that is no longer (or never was) in the keyring. */
  'unknown_key_id',
  /** The key, the data or the binding does not match: a wrong key, a tampered value or
   * a value moved from another user or provider. AES-GCM cannot tell these apart. */
  'authentication_failed',
] as const;

/** One of {@link credentialCorruptionReasons}. */
export type CredentialCorruptionReason = (typeof credentialCorruptionReasons)[number];

/** The row a ciphertext belongs to; part of what it authenticates. */
export interface CredentialBinding {
  readonly userId: string;
  readonly provider: string;
}

/** The result of decrypting: the secret, or why not. Never an exception. */
export type CredentialDecryption =
  | { readonly ok: true; readonly secret: string; readonly keyId: string }
  | { readonly ok: false; readonly reason: CredentialCorruptionReason };

/** The result of moving a ciphertext to the current key. */
export type CredentialReencryption =
  | { readonly status: 'reencrypted'; readonly ciphertext: string }
  | { readonly status: 'current' }
  | { readonly status: 'corrupted'; readonly reason: CredentialCorruptionReason };

/** Encrypts and decrypts credential secrets with one keyring. */
export interface CredentialCipher {
  /** The key id new ciphertexts are made with. */
  readonly currentKeyId: string;
  /** The stored text for `secret` in the row `binding`, under the current key. */
  encrypt(secret: string, binding: CredentialBinding): Promise<string>;
  /** The secret in `stored`, or why it cannot be read. */
  decrypt(stored: string, binding: CredentialBinding): Promise<CredentialDecryption>;
  /** `stored` re-encrypted under the current key; `current` when it already is. */
  reencrypt(stored: string, binding: CredentialBinding): Promise<CredentialReencryption>;
}

/** Side effects of {@link createCredentialCipher}, replaceable in tests. */
export interface CredentialCipherOptions {
  /** Fills a new IV; `crypto.getRandomValues` by default. */
  readonly randomBytes?: (length: number) => Bytes;
}

function additionalData(keyId: string, binding: CredentialBinding): Bytes {
  return new TextEncoder().encode(JSON.stringify(['parley-credential', 'v1', keyId, binding.userId, binding.provider]));
}

/** A {@link CredentialCipher} over `keyring`. */
export function createCredentialCipher(
  keyring: CredentialKeyring,
  options: CredentialCipherOptions = {},
): CredentialCipher {
  const randomBytes = options.randomBytes ?? ((length: number) => crypto.getRandomValues(new Uint8Array(length)));
  const imported = new Map<string, Promise<CryptoKey>>();
  const keyFor = (keyId: string): Promise<CryptoKey> | null => {
    const raw = keyring.keys.get(keyId);
    if (raw === undefined) return null;
    let key = imported.get(keyId);
    if (key === undefined) {
      key = crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
      imported.set(keyId, key);
    }
    return key;
  };

  const encrypt = async (secret: string, binding: CredentialBinding): Promise<string> => {
    const keyId = keyring.currentKeyId;
    const key = keyFor(keyId);
    if (key === null) throw new Error(`The current credential key "${keyId}" is not in the keyring.`);
    const iv = randomBytes(ivLength);
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(keyId, binding) },
      await key,
      new TextEncoder().encode(secret),
    );
    return formatCiphertext({ keyId, iv, data: new Uint8Array(data) });
  };

  const decrypt = async (stored: string, binding: CredentialBinding): Promise<CredentialDecryption> => {
    const parsed = parseCiphertext(stored);
    if (!parsed.ok) return { ok: false, reason: parsed.problem };
    const { keyId, iv, data } = parsed.parts;
    const key = keyFor(keyId);
    if (key === null) return { ok: false, reason: 'unknown_key_id' };
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv, additionalData: additionalData(keyId, binding) },
        await key,
        data,
      );
      return { ok: true, secret: new TextDecoder('utf-8', { fatal: true }).decode(plain), keyId };
    } catch {
      // WebCrypto's OperationError says nothing more; the cause is not worth a log line.
      return { ok: false, reason: 'authentication_failed' };
    }
  };

  return {
    currentKeyId: keyring.currentKeyId,
    encrypt,
    decrypt,
    async reencrypt(stored, binding) {
      const decrypted = await decrypt(stored, binding);
      if (!decrypted.ok) return { status: 'corrupted', reason: decrypted.reason };
      if (decrypted.keyId === keyring.currentKeyId) return { status: 'current' };
      return { status: 'reencrypted', ciphertext: await encrypt(decrypted.secret, binding) };
    },
  };
}
