/**
 * The gateway's own `PARLEY_CREDENTIALS_KEY` when none is configured: generated once and
 * kept in a file (by default `.parley/credentials.key`, git-ignored), so credentials
 * stored locally can still be read after a restart. For local development only; a
 * deployment sets the variable as a secret.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { encodeBase64 } from '../../shared/db/credential-base64.ts';
import { parseCredentialKeyring } from '../../shared/db/credential-keyring.ts';

/** The key, and whether this call created its file. */
export interface CredentialsKeyFile {
  readonly key: string;
  readonly created: boolean;
}

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

function isExistingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EEXIST';
}

async function readKey(path: string): Promise<string> {
  const key = (await readFile(path, 'utf8')).trim();
  try {
    parseCredentialKeyring(key);
  } catch (error) {
    throw new Error(
      `${path} does not hold a usable credentials key: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return key;
}

/**
 * Reads the key in `path`, or creates the file with a new random 32-byte key (mode 0600).
 * Throws when the file exists but holds no usable key: replacing it would make every
 * stored credential unreadable.
 */
export async function readOrCreateCredentialsKey(
  path: string,
  randomBytes: (length: number) => Uint8Array = (length) => crypto.getRandomValues(new Uint8Array(length)),
): Promise<CredentialsKeyFile> {
  try {
    return { key: await readKey(path), created: false };
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  const key = encodeBase64(randomBytes(32));
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(path, `${key}\n`, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if (isExistingFile(error)) return { key: await readKey(path), created: false };
    throw error;
  }
  return { key, created: true };
}
