import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { z } from 'zod';

/** Who a verified token speaks for. */
export interface VerifiedToken {
  /** The user id (`sub`); null for tokens without one (anon and service-role keys). */
  readonly userId: string | null;
  /** `authenticated`, `anon`, `service_role`, … */
  readonly role: string;
  readonly claims: JWTPayload;
}

/** Why a token was refused: `expired` tells the caller to refresh it; `audience`: a user
 * token issued for another audience (another project's Auth, another service). */
export type InvalidTokenReason = 'expired' | 'invalid' | 'audience';

/** A token that is not valid: a bad signature or algorithm, expired, malformed, or
 * without the claims a Supabase token has. */
export class InvalidTokenError extends Error {
  readonly reason: InvalidTokenReason;

  constructor(reason: InvalidTokenReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidTokenError';
    this.reason = reason;
  }
}

/** Checks a JWT's signature, expiry and (for a user's token) audience; rejects with
 * {@link InvalidTokenError} when it is not valid. */
export type JwtVerifier = (token: string) => Promise<VerifiedToken>;

const jsonWebKeys = z.array(z.record(z.string(), z.unknown())).min(1);
/** `SUPABASE_JWKS` is the JSON of the project's JWKS endpoint, `{"keys":[…]}`
 * (https://supabase.com/docs/guides/functions/secrets); Supabase's own server library also
 * takes a bare array of keys (supabase/server, docs/environment-variables.md), so both are read. */
const jwksSchema = z.union([
  z.object({ keys: jsonWebKeys }),
  jsonWebKeys.transform((keys) => ({ keys })),
]);
const claimsSchema = z.object({
  sub: z.uuid().optional(),
  role: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The audience Supabase Auth gives the access tokens of signed-in users. */
export const defaultJwtAudience = 'authenticated';

/** Asymmetric algorithms Supabase signs with; HS256 only ever goes with the secret. */
const asymmetricAlgorithms = ['RS256', 'ES256', 'EdDSA'];

type Verify = (token: string) => Promise<JWTPayload>;

function jwksVerify(jwksText: string): Verify {
  let parsed: unknown;
  try {
    parsed = JSON.parse(jwksText);
  } catch {
    throw new Error(
      "SUPABASE_JWKS is not valid JSON: set it to the JSON of your project's /auth/v1/.well-known/jwks.json.",
    );
  }
  const jwks = jwksSchema.safeParse(parsed);
  if (!jwks.success) throw new Error('SUPABASE_JWKS must be a JSON Web Key Set: {"keys":[…]} (or its array of keys).');
  const keySet = createLocalJWKSet(jwks.data as unknown as JSONWebKeySet);
  return async (token) =>
    (await jwtVerify(token, keySet, { algorithms: asymmetricAlgorithms, requiredClaims: ['exp'] })).payload;
}

function secretVerify(secret: string): Verify {
  const key = new TextEncoder().encode(secret);
  return async (token) => (await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] })).payload;
}

/** Remote keys of a Supabase project (its signing keys), fetched and cached by jose. */
function remoteJwksVerify(supabaseUrl: string): Verify {
  const keySet = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', supabaseUrl));
  return async (token) =>
    (await jwtVerify(token, keySet, { algorithms: asymmetricAlgorithms, requiredClaims: ['exp'] })).payload;
}

const authUserSchema = z.object({ id: z.uuid(), role: z.string().min(1).optional() });

/**
 * For HS256 tokens when the legacy secret is not configured (Supabase does not hand it to
 * functions): ask the project's Auth server who the token belongs to, as
 * `supabase.auth.getUser(token)` does. A refused token is invalid. Once the server has
 * vouched for it, the token's own claims (its audience among them) are read as they are.
 */
function authServerVerify(supabaseUrl: string, apiKey: string, fetchFunction: typeof fetch): Verify {
  return async (token) => {
    const response = await fetchFunction(new URL('/auth/v1/user', supabaseUrl), {
      headers: { apikey: apiKey, authorization: `Bearer ${token}` },
    });
    const user = authUserSchema.safeParse(response.ok ? await response.json() : null);
    if (!user.success) throw new Error(`The Auth server refused the token (HTTP ${response.status}).`);
    const claims = decodeJwt(token);
    return { ...claims, sub: user.data.id, role: user.data.role ?? 'authenticated' };
  };
}

function algorithmOf(token: string): string | undefined {
  try {
    return decodeProtectedHeader(token).alg;
  } catch {
    return undefined;
  }
}

/** Where a verifier gets its keys; at least one of `secret`, `jwks`, `supabaseUrl`. */
export interface JwtVerifierOptions {
  /** The legacy HS256 project secret (`PARLEY_JWT_SECRET` or `SUPABASE_JWT_SECRET`). */
  readonly secret?: string;
  /** The JSON of the project's `/auth/v1/.well-known/jwks.json` (`SUPABASE_JWKS`). */
  readonly jwks?: string;
  /** The project URL: its JWKS is fetched for asymmetric tokens, and with `apiKey` its
   * Auth server checks HS256 tokens when no secret is configured. */
  readonly supabaseUrl?: string;
  readonly apiKey?: string;
  /** The `aud` a user's token must carry (`PARLEY_JWT_AUDIENCE`); `authenticated`, as
   * Supabase Auth issues them, by default. */
  readonly audience?: string;
  readonly fetch?: typeof fetch;
}

/**
 * A verifier for Supabase JWTs. HS256 tokens go to the project secret when configured,
 * else to the project's Auth server (`/auth/v1/user`); asymmetric tokens go to the keys of
 * `SUPABASE_JWKS`, else to the project's published JWKS. Tokens verified locally must carry
 * `exp`. A user's token (one with a subject, or the `authenticated` role) must also name
 * `audience` in its `aud`; the anon and service-role keys carry no audience and need none.
 * Throws at creation when nothing can verify a token.
 */
export function createJwtVerifier(options: JwtVerifierOptions): JwtVerifier {
  const jwksText = options.jwks?.trim();
  const secret = options.secret?.trim();
  const supabaseUrl = options.supabaseUrl?.trim();
  const hasUrl = supabaseUrl !== undefined && supabaseUrl.length > 0;
  const byKeys = jwksText !== undefined && jwksText.length > 0
    ? jwksVerify(jwksText)
    : hasUrl
    ? remoteJwksVerify(supabaseUrl)
    : null;
  const hasSecret = secret !== undefined && secret.length > 0;
  if (hasSecret && secret.length < 16) {
    throw new Error('SUPABASE_JWT_SECRET is too short: use the project JWT secret (at least 16 characters).');
  }
  const apiKey = options.apiKey?.trim();
  const bySecret = hasSecret
    ? secretVerify(secret)
    : hasUrl && apiKey !== undefined && apiKey.length > 0
    ? authServerVerify(supabaseUrl, apiKey, options.fetch ?? fetch)
    : null;
  const audience = options.audience?.trim() || defaultJwtAudience;
  if (byKeys === null && bySecret === null) {
    throw new Error(
      'Set SUPABASE_URL (deployed functions have it), PARLEY_JWT_SECRET / SUPABASE_JWT_SECRET, or SUPABASE_JWKS, so tokens can be verified.',
    );
  }
  return async (token) => {
    const verify = bySecret !== null && (byKeys === null || algorithmOf(token) === 'HS256')
      ? bySecret
      : (byKeys as Verify);
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new InvalidTokenError('expired', 'The token has expired.', { cause: error });
      }
      throw new InvalidTokenError('invalid', 'The token is not valid.', { cause: error });
    }
    return toVerified(payload, audience);
  };
}

function toVerified(payload: JWTPayload, audience: string): VerifiedToken {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) throw new InvalidTokenError('invalid', 'The token has no valid role, subject or audience.');
  const claims = parsed.data;
  // A token signed by this project for another audience must not pass for a user's session
  // here; API keys (no subject, another role) are audience-free by design.
  const isUserToken = claims.sub !== undefined || claims.role === 'authenticated';
  const audiences = claims.aud === undefined ? [] : typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  if (isUserToken && !audiences.includes(audience)) {
    throw new InvalidTokenError(
      'audience',
      `The access token ${
        claims.aud === undefined ? 'has no audience' : 'is for another audience'
      } (a user's token must have aud "${audience}").`,
    );
  }
  return { userId: claims.sub ?? null, role: claims.role, claims: payload };
}

/** The bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header === null ? null : /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
