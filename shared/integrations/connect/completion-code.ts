/**
 * The one-time code the Gmail callback hands the browser instead of finishing the
 * connection: 32 random bytes, base64url (43 characters, 256 bits). Only its SHA-256 is
 * stored, so the code works only in the hands of whoever received the redirect, and then
 * only for the user who started the flow (`POST /integrations/gmail/complete`).
 */
import { encodeBase64Url } from '../../db/base64url.ts';

/** 256 bits: unguessable, and the same length as a PKCE verifier. */
const completionCodeBytes = 32;

/** The shape of a completion code, for the request schema. */
export const completionCodePattern = /^[A-Za-z0-9_-]{43}$/;

/** A fresh completion code from `randomBytes`. */
export function createCompletionCode(randomBytes: (length: number) => Uint8Array): string {
  return encodeBase64Url(randomBytes(completionCodeBytes));
}

/** What is stored of `completionCode`: base64url(SHA-256(code)), 43 characters. */
export async function completionCodeHashOf(completionCode: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(completionCode));
  return encodeBase64Url(new Uint8Array(digest));
}
