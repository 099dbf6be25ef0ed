/**
 * The OAuth `state` the connect route hands Google and the callback gets back:
 * `<payload>.<signature>`, both base64url. The payload names the flow's nonce row, user,
 * agent, return address and expiry; the signature is HMAC-SHA-256.
 *
 * The HMAC key is derived (HKDF-SHA-256, its own `info`) from `PARLEY_CREDENTIALS_KEY`,
 * the secret the flow needs anyway to store the tokens it ends with: no second secret to
 * configure, and a key separate from the one that encrypts credentials. New states are
 * signed with the ring's current key; every key of the ring still verifies, so a rotation
 * does not break flows under way.
 *
 * The signature lets the callback refuse a forged state before touching the database and
 * trust the payload's return address for its error redirects. The nonce row (single use,
 * see oauth-states-repository.ts) stays the authority on whether the flow may finish.
 */
import { z } from 'zod';
import type { CredentialKeyring } from '../../db/credential-keyring.ts';
import { isUuid } from '../../db/repositories/uuid.ts';
import { decodeBase64Url, encodeBase64Url } from '../../db/base64url.ts';
import { connectLimits } from './connect-limits.ts';

/** What a state says. */
export interface OAuthStatePayload {
  readonly nonce: string;
  readonly userId: string;
  readonly agentId: string;
  readonly returnTo: string;
  readonly expiresAt: Date;
}

/** Signs and verifies states. */
export interface OAuthStateSigner {
  sign(payload: OAuthStatePayload): Promise<string>;
  /** The payload of a state this deployment signed, or null (any other text, a forged or
   * altered one). Expiry is the caller's to check. */
  verify(state: string): Promise<OAuthStatePayload | null>;
}

const payloadSchema = z.object({
  v: z.literal(1),
  n: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/),
  u: z.string().refine(isUuid),
  a: z.string().refine(isUuid),
  r: z.string().min(1).max(connectLimits.maxReturnToChars),
  x: z.number().int().positive(),
});

const hkdfInfo = new TextEncoder().encode('parley oauth-state v1');
const hkdfSalt = new TextEncoder().encode('parley');

async function hmacKeyOf(raw: Uint8Array): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', raw.slice(), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: hkdfSalt.slice(), info: hkdfInfo.slice() },
    base,
    { name: 'HMAC', hash: 'SHA-256', length: 256 },
    false,
    ['sign', 'verify'],
  );
}

function parsePayload(bytes: Uint8Array): OAuthStatePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) return null;
  const { n, u, a, r, x } = parsed.data;
  return { nonce: n, userId: u, agentId: a, returnTo: r, expiresAt: new Date(x * 1000) };
}

/** A signer over `keyring` (the parsed `PARLEY_CREDENTIALS_KEY`). */
export function createOAuthStateSigner(keyring: CredentialKeyring): OAuthStateSigner {
  const currentRaw = keyring.keys.get(keyring.currentKeyId);
  if (currentRaw === undefined) throw new Error('The credentials keyring has no current key.');
  const current = hmacKeyOf(currentRaw);
  // The current key first: it verifies almost every state on the first try.
  const all = Promise.all([
    current,
    ...[...keyring.keys].filter(([id]) => id !== keyring.currentKeyId).map(([, raw]) => hmacKeyOf(raw)),
  ]);
  const encoder = new TextEncoder();
  return {
    async sign(payload) {
      const json = JSON.stringify({
        v: 1,
        n: payload.nonce,
        u: payload.userId,
        a: payload.agentId,
        r: payload.returnTo,
        x: Math.ceil(payload.expiresAt.getTime() / 1000),
      });
      const body = encodeBase64Url(encoder.encode(json));
      const signature = await crypto.subtle.sign('HMAC', await current, encoder.encode(body));
      return `${body}.${encodeBase64Url(new Uint8Array(signature))}`;
    },
    async verify(state) {
      if (state.length > connectLimits.maxStateChars) return null;
      const [body, signatureText, extra] = state.split('.');
      if (body === undefined || signatureText === undefined || extra !== undefined) return null;
      const signature = decodeBase64Url(signatureText);
      const payloadBytes = decodeBase64Url(body);
      if (signature === null || payloadBytes === null) return null;
      const data = encoder.encode(body);
      for (const key of await all) {
        // crypto.subtle.verify compares in constant time.
        if (await crypto.subtle.verify('HMAC', key, signature, data)) return parsePayload(payloadBytes);
      }
      return null;
    },
  };
}
