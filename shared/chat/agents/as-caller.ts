import { decodeJwt } from 'jose';
import { createOwnAgentsRepository, type OwnAgentsRepository } from '../../db/repositories/own-agents-repository.ts';
import { transactionAsUser, type UserClaims } from '../../db/transaction-as-user.ts';
import type { SqlClient } from '../../db/sql-client.ts';
import type { AuthenticatedUser } from '../../http/require-user.ts';

/** The verified token's claims, with the subject and role the check established. */
function claimsOf(user: AuthenticatedUser): UserClaims {
  let claims: Record<string, unknown> = {};
  try {
    claims = decodeJwt(user.token);
  } catch {
    // Verified already: a token jose cannot decode again still has the subject we know.
  }
  return { ...claims, sub: user.userId, role: 'authenticated' };
}

/** Runs `work` in one transaction as `user` (row-level security decides which agents exist),
 * with their agents. */
export function withCallerAgents<Result>(
  sql: SqlClient,
  user: AuthenticatedUser,
  work: (agents: OwnAgentsRepository) => Promise<Result>,
): Promise<Result> {
  return transactionAsUser(sql, claimsOf(user), (transaction) => work(createOwnAgentsRepository(transaction)));
}
