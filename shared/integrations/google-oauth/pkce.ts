/**
 * Proof Key for Code Exchange (RFC 7636) with the S256 method, which Google supports for
 * the authorization-code flow: the verifier stays on the server, only its SHA-256
 * challenge travels through the browser.
 */
import { encodeBase64Url } from '../../db/base64url.ts';

/** A verifier and the challenge sent with the authorization request. */
export interface PkcePair {
  readonly codeVerifier: string;
  readonly codeChallenge: string;
}

/** 32 random bytes give a 43-character verifier, the shortest RFC 7636 allows, with 256 bits of entropy. */
const verifierBytes = 32;

/** The S256 challenge of `codeVerifier`: base64url(SHA-256(verifier)). */
export async function codeChallengeOf(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return encodeBase64Url(new Uint8Array(digest));
}

/** A fresh verifier from `randomBytes`, and its challenge. */
export async function createPkcePair(randomBytes: (length: number) => Uint8Array): Promise<PkcePair> {
  const codeVerifier = encodeBase64Url(randomBytes(verifierBytes));
  return { codeVerifier, codeChallenge: await codeChallengeOf(codeVerifier) };
}
