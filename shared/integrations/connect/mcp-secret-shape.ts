/**
 * A first check of a secret pasted for an MCP server's header: something that fits on one
 * header line. Unlike a search key its alphabet is free (a server may issue any token);
 * the server itself is the judge when a turn connects.
 */

/** Longest secret accepted: long enough for a JWT, short enough for any header limit. */
export const maxMcpSecretLength = 4096;

/** A secret this long or longer gets a fingerprint; a shorter one would show too much of itself. */
const fingerprintMinimumLength = 16;

/** Control characters: CR, LF and NUL would end the header line; the others no server expects. */
const controlCharacter = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** The secret, trimmed, or what is wrong with it (the message never repeats the secret). */
export type McpSecretShape = { readonly ok: true; readonly secret: string } | {
  readonly ok: false;
  readonly problem: string;
};

/** Checks `value` as a header secret; surrounding spaces and tabs (a pasted margin) are dropped. */
export function checkMcpSecretShape(value: string): McpSecretShape {
  const secret = value.replace(/^[ \t]+|[ \t]+$/g, '');
  if (secret.length === 0) return { ok: false, problem: 'must not be empty' };
  if (/[\r\n]/.test(secret)) return { ok: false, problem: 'must not contain line breaks: paste the secret alone' };
  if (controlCharacter.test(secret)) return { ok: false, problem: 'must not contain control characters' };
  if (secret.length > maxMcpSecretLength) {
    return { ok: false, problem: `is too long (at most ${maxMcpSecretLength} characters)` };
  }
  return { ok: true, secret };
}

/** The last 4 characters of a long enough secret, shown to tell secrets apart. */
export function fingerprintOfSecret(secret: string): string | undefined {
  return secret.length >= fingerprintMinimumLength ? secret.slice(-4) : undefined;
}
