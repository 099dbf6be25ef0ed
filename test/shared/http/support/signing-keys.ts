import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** An asymmetric signing key as Supabase's signing keys have it, with its public JWK. */
export interface TestSigningKey {
  readonly algorithm: 'RS256' | 'ES256';
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly publicJwk: JWK;
}

/** Generates a key pair; the public half is what `/auth/v1/.well-known/jwks.json` lists. */
export async function createSigningKey(algorithm: 'RS256' | 'ES256', kid: string): Promise<TestSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(algorithm, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' };
  return { algorithm, kid, privateKey, publicJwk };
}

/** The text of `SUPABASE_JWKS` for these keys. */
export function jwksText(...keys: readonly TestSigningKey[]): string {
  return JSON.stringify({ keys: keys.map((key) => key.publicJwk) });
}

/** Claims of a Supabase access token; `sub: null` leaves it out (API keys). */
export interface TestClaims {
  readonly sub?: string | null;
  readonly role?: string | null;
  /** Seconds from now; `null` leaves `exp` out. */
  readonly expiresInSeconds?: number | null;
  /** `authenticated` (Supabase Auth's) for a user's token by default; `null` leaves `aud` out. */
  readonly aud?: string | readonly string[] | null;
}

function claimsOf(claims: TestClaims): SignJWT {
  const payload: Record<string, unknown> = {};
  if (claims.role !== null) payload.role = claims.role ?? 'authenticated';
  const isUser = claims.sub !== null || payload.role === 'authenticated';
  if (claims.aud !== null && (claims.aud !== undefined || isUser)) payload.aud = claims.aud ?? 'authenticated';
  const token = new SignJWT(payload).setIssuedAt().setIssuer('https://project.supabase.co/auth/v1');
  if (claims.sub !== null) token.setSubject(claims.sub ?? '00000000-0000-4000-8000-000000000001');
  if (claims.expiresInSeconds !== null) {
    token.setExpirationTime(Math.floor(Date.now() / 1000) + (claims.expiresInSeconds ?? 3600));
  }
  return token;
}

/** A token signed with an asymmetric key, `kid` in its header. */
export function signWithKey(key: TestSigningKey, claims: TestClaims = {}): Promise<string> {
  return claimsOf(claims).setProtectedHeader({ alg: key.algorithm, kid: key.kid, typ: 'JWT' }).sign(key.privateKey);
}

/** A token signed with an HS256 secret. */
export function signWithSecret(secret: string, claims: TestClaims = {}): Promise<string> {
  return claimsOf(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

/** An unsigned token (`alg: none`) with the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
