import { createOwnAgentsRepository, type OwnAgentsRepository } from '../../db/repositories/own-agents-repository.ts';
import { transactionAsUser } from '../../db/transaction-as-user.ts';
import type { SqlClient } from '../../db/sql-client.ts';
import type { AuthenticatedUser } from '../../http/require-user.ts';
import { userClaimsOf } from '../../http/user-claims.ts';

/** Runs `work` in one transaction as `user` (row-level security decides which agents exist),
 * with their agents. */
export function withCallerAgents<Result>(
  sql: SqlClient,
  user: AuthenticatedUser,
  work: (agents: OwnAgentsRepository) => Promise<Result>,
): Promise<Result> {
  return transactionAsUser(sql, userClaimsOf(user), (transaction) => work(createOwnAgentsRepository(transaction)));
}
