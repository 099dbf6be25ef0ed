import { createLocalJWKSet, type JSONWebKeySet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';

/** Who a verified token speaks for. */
export interface VerifiedToken {
  /** The user id (`sub`); null for tokens without one (anon and service-role keys). */
  readonly userId: string | null;
  /** `authenticated`, `anon`, `service_role`, … */
  readonly role: string;
  readonly claims: JWTPayload;
}

/** Checks a JWT's signature and expiry; rejects with an Error when it is not valid. */
export type JwtVerifier = (token: string) => Promise<VerifiedToken>;

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) });
const claimsSchema = z.object({ sub: z.string().uuid().optional(), role: z.string().min(1) });

/**
 * A verifier for Supabase JWTs: with the project's HS256 secret (`SUPABASE_JWT_SECRET`), or
 * with the public keys of its JWKS (`SUPABASE_JWKS`, the JSON of
 * `/auth/v1/.well-known/jwks.json`). Throws at creation when neither is usable.
 */
export function createJwtVerifier(options: { secret?: string; jwks?: string }): JwtVerifier {
  const jwksText = options.jwks?.trim();
  if (jwksText !== undefined && jwksText.length > 0) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(jwksText);
    } catch {
      throw new Error('SUPABASE_JWKS is not valid JSON: set it to the JSON of your project\'s /auth/v1/.well-known/jwks.json.');
    }
    const jwks = jwksSchema.safeParse(parsed);
    if (!jwks.success) throw new Error('SUPABASE_JWKS must be a JSON Web Key Set: {"keys":[…]}.');
    const keySet = createLocalJWKSet(jwks.data as unknown as JSONWebKeySet);
    return async (token) => toVerified((await jwtVerify(token, keySet, { algorithms: ['RS256', 'ES256', 'EdDSA'] })).payload);
  }
  const secret = options.secret?.trim();
  if (secret === undefined || secret.length < 16) throw new Error('Set SUPABASE_JWT_SECRET (the project JWT secret, at least 16 characters) or SUPABASE_JWKS.');
  const key = new TextEncoder().encode(secret);
  return async (token) => toVerified((await jwtVerify(token, key, { algorithms: ['HS256'] })).payload);
}

function toVerified(payload: JWTPayload): VerifiedToken {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new Error('The token has no valid role or subject.');
  return { userId: claims.data.sub ?? null, role: claims.data.role, claims: payload };
}

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header === null ? null : /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
