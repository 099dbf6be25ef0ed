import { decodeJwt } from 'jose';
import { bearerToken } from './jwt-verifier.ts';

/**
 * Whether a credential is shaped like one of a Supabase project's service keys: a secret
 * API key (`sb_secret_…`, the format Supabase documents for its new keys:
 * https://supabase.com/docs/guides/api/api-keys) or a legacy service role key (a JWT whose
 * `role` claim is `service_role`, read here without verifying it). The shape only words a
 * refusal: whether a key is accepted is decided by comparing it with the configured keys.
 */
export function isServiceKeyShaped(credential: string): boolean {
  if (credential.startsWith('sb_secret_')) return true;
  try {
    return decodeJwt(credential).role === 'service_role';
  } catch {
    return false; // Not a JWT: an opaque token, a publishable key, a typo.
  }
}

/**
 * Whether a request authenticates with a service-key-shaped credential and nothing else: its
 * bearer token is one, or it has no bearer token and its `apikey` header holds one. A user
 * token next to a key in `apikey` is the user's request (the key is the platform's to check).
 */
export function presentsServiceKey(request: Request): boolean {
  const token = bearerToken(request);
  if (token !== null) return isServiceKeyShaped(token);
  const apiKey = request.headers.get('apikey')?.trim();
  return apiKey !== undefined && apiKey.length > 0 && isServiceKeyShaped(apiKey);
}
