import { type Bytes, decodeBase64 } from './credential-base64.ts';

/** The configuration variable that holds the credential encryption key(s). */
export const credentialsKeyVariable = 'PARLEY_CREDENTIALS_KEY';

/** The id a key gets when the variable holds one bare key. */
export const defaultCredentialKeyId = 'k1';

/** Bytes of an AES-256 key. */
const keyLength = 32;

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

const expectedFormat = 'Expected one base64-encoded 32-byte key (generate one with `openssl rand -base64 32`), ' +
  'or a comma-separated keyring `keyId:base64key,…` whose first entry is the current key ' +
  '(key ids: letters, digits, `_` or `-`, up to 32 characters).';

/** The keys credentials are encrypted with: new ciphertexts use `currentKeyId`; any key
 * in `keys` still decrypts the ciphertexts made with it. */
export interface CredentialKeyring {
  readonly currentKeyId: string;
  /** Raw 32-byte AES keys by key id. */
  readonly keys: ReadonlyMap<string, Bytes>;
}

/** `PARLEY_CREDENTIALS_KEY` is missing or malformed. The message names the variable and
 * the expected format, never the value. */
export class CredentialKeyError extends Error {
  override readonly name = 'CredentialKeyError';
  readonly code: 'credentials_key_missing' | 'credentials_key_invalid';
  readonly variable = credentialsKeyVariable;

  constructor(code: CredentialKeyError['code'], problem: string) {
    super(`${credentialsKeyVariable} ${problem}. ${expectedFormat}`);
    this.code = code;
  }
}

function parseEntry(entry: string, position: number, bare: boolean): { keyId: string; key: Bytes } {
  const separator = entry.indexOf(':');
  if (separator < 0 && !bare) {
    throw new CredentialKeyError('credentials_key_invalid', `is invalid: entry ${position} has no key id`);
  }
  const keyId = separator < 0 ? defaultCredentialKeyId : entry.slice(0, separator).trim();
  const encoded = separator < 0 ? entry : entry.slice(separator + 1).trim();
  if (!keyIdPattern.test(keyId)) {
    throw new CredentialKeyError('credentials_key_invalid', `is invalid: entry ${position} has an invalid key id`);
  }
  const key = decodeBase64(encoded);
  if (key === null) {
    throw new CredentialKeyError(
      'credentials_key_invalid',
      `is invalid: the key of entry ${position} (key id "${keyId}") is not base64`,
    );
  }
  if (key.length !== keyLength) {
    throw new CredentialKeyError(
      'credentials_key_invalid',
      `is invalid: the key of entry ${position} (key id "${keyId}") is ${key.length} bytes, not ${keyLength}`,
    );
  }
  return { keyId, key };
}

/**
 * Parses the value of `PARLEY_CREDENTIALS_KEY`: one base64 32-byte key (key id `k1`), or
 * `keyId:base64key,keyId:base64key,…` where the first entry is the current key and the
 * others only decrypt older ciphertexts (rotation).
 *
 * Generate a key with `openssl rand -base64 32`. To rotate, put a new entry first
 * (`k2:<new key>,k1:<old key>`), re-encrypt the stored credentials, then drop the old one.
 *
 * @throws {CredentialKeyError} when the value is missing, empty or malformed: a
 *   configuration error to stop on at startup.
 */
export function parseCredentialKeyring(text: string | undefined): CredentialKeyring {
  if (text === undefined || text.trim() === '') throw new CredentialKeyError('credentials_key_missing', 'is not set');
  const entries = text.split(',').map((entry) => entry.trim());
  const bare = entries.length === 1;
  const keys = new Map<string, Bytes>();
  entries.forEach((entry, index) => {
    if (entry === '') {
      throw new CredentialKeyError('credentials_key_invalid', `is invalid: entry ${index + 1} is empty`);
    }
    const { keyId, key } = parseEntry(entry, index + 1, bare);
    if (keys.has(keyId)) {
      throw new CredentialKeyError('credentials_key_invalid', `is invalid: key id "${keyId}" appears twice`);
    }
    keys.set(keyId, key);
  });
  const currentKeyId = keys.keys().next().value as string;
  return { currentKeyId, keys };
}
