/**
 * The claims a request runs under in Postgres (`request.jwt.claims`, read by row-level
 * security): the verified token's own claims, with the subject and role the check
 * established, so the policies see what `requireUser` accepted.
 */
import { decodeJwt } from 'jose';
import type { UserClaims } from '../db/transaction-as-user.ts';
import type { AuthenticatedUser } from './require-user.ts';

/** `user`'s claims for a transaction as that user. */
export function userClaimsOf(user: AuthenticatedUser): UserClaims {
  let claims: Record<string, unknown> = {};
  try {
    claims = decodeJwt(user.token);
  } catch {
    // requireUser verified the token; one jose cannot decode again still has the subject we know.
  }
  return { ...claims, sub: user.userId, role: 'authenticated' };
}
