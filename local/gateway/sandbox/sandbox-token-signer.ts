/**
 * The sandbox's OAuth tokens: self-contained and signed (HMAC-SHA256 with a key kept in
 * the sandbox folder), so a token the sandbox issued still works after the gateway
 * restarts — the demo user's stored connection outlives any one run. Revocation is kept
 * in memory: a revoked grant stays revoked until the gateway stops (a disconnect deletes
 * the stored token anyway).
 */
import { z } from 'zod';
import { decodeBase64, encodeBase64 } from '../../../shared/db/credential-base64.ts';

/** `access` tokens call Gmail and userinfo; `refresh` tokens get new access tokens. */
export type SandboxTokenKind = 'access' | 'refresh';

/** What a token says: which grant it belongs to, its scopes, when it expires. */
export interface SandboxTokenClaims {
  readonly kind: SandboxTokenKind;
  /** One consent (or one seeded connection); revoking any of its tokens revokes it. */
  readonly grant: string;
  readonly scope: string;
  /** Epoch seconds; null for refresh tokens, which do not expire. */
  readonly expiresAt: number | null;
}

/** Issues and checks sandbox tokens. */
export interface SandboxTokenSigner {
  issue(claims: SandboxTokenClaims): Promise<string>;
  /** The claims of a valid, unexpired, unrevoked token of `kind`; null otherwise. */
  verify(token: string, kind: SandboxTokenKind): Promise<SandboxTokenClaims | null>;
  /** Revokes the grant of a valid token; false when the token is not one. */
  revoke(token: string): Promise<boolean>;
}

const claimsSchema = z.object({
  kind: z.enum(['access', 'refresh']),
  grant: z.string().min(1),
  scope: z.string(),
  expiresAt: z.number().nullable(),
});

const prefixes: Record<SandboxTokenKind, string> = { access: 'sbx-at', refresh: 'sbx-rt' };

function base64Url(bytes: Uint8Array): string {
  return encodeBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A signer over `key` (the bytes of the sandbox's signing key); `now` gives epoch seconds. */
export async function createSandboxTokenSigner(key: Uint8Array, now: () => number): Promise<SandboxTokenSigner> {
  const hmacKey = await crypto.subtle.importKey('raw', key.slice(), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const encoder = new TextEncoder();
  const revokedGrants = new Set<string>();

  const claimsOf = async (token: string): Promise<SandboxTokenClaims | null> => {
    const [prefix, payload, signature, ...rest] = token.split('.');
    if (prefix === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
    const signatureBytes = decodeBase64(signature);
    if (signatureBytes === null) return null;
    const valid = await crypto.subtle.verify('HMAC', hmacKey, signatureBytes, encoder.encode(`${prefix}.${payload}`));
    const payloadBytes = valid ? decodeBase64(payload) : null;
    if (payloadBytes === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(payloadBytes));
    } catch {
      return null;
    }
    const parsed = claimsSchema.safeParse(json);
    return parsed.success && prefixes[parsed.data.kind] === prefix ? parsed.data : null;
  };

  return {
    async issue(claims) {
      const body = `${prefixes[claims.kind]}.${base64Url(encoder.encode(JSON.stringify(claims)))}`;
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(body)));
      return `${body}.${base64Url(signature)}`;
    },
    async verify(token, kind) {
      const claims = await claimsOf(token);
      if (claims === null || claims.kind !== kind || revokedGrants.has(claims.grant)) return null;
      return claims.expiresAt !== null && claims.expiresAt <= now() ? null : claims;
    },
    async revoke(token) {
      const claims = await claimsOf(token);
      if (claims === null || revokedGrants.has(claims.grant)) return false;
      revokedGrants.add(claims.grant);
      return true;
    },
  };
}
