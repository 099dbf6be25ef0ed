import type { SqlClient, SqlExecutor } from './sql-client.ts';

/** A signed-in user's JWT claims, as PostgREST hands them to Postgres. */
export interface UserClaims {
  readonly sub: string;
  readonly role: 'authenticated';
  readonly [claim: string]: unknown;
}

/** Bounds one user's queries: a request must not hold a connection for long. */
const statementTimeoutMilliseconds = 15_000;

/**
 * Runs `work` in one transaction as the user would through Supabase's API: role
 * `authenticated` with their claims, so `auth.uid()` is theirs and row-level security
 * decides what every query sees — never the service role's rights. The claims go to
 * `request.jwt.claims` (what `auth.uid()` reads) and to `request.jwt.claim.sub` /
 * `.role` (what older versions of it read). All of it is `local`: it ends with the
 * transaction, so a pooled connection is handed back clean.
 */
export function transactionAsUser<Result>(
  sql: SqlClient,
  claims: UserClaims,
  work: (transaction: SqlExecutor) => Promise<Result>,
): Promise<Result> {
  return sql.transaction(async (transaction) => {
    await transaction.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
         set_config('request.jwt.claim.role', 'authenticated', true), set_config('statement_timeout', $3, true)`,
      [JSON.stringify(claims), claims.sub, String(statementTimeoutMilliseconds)],
    );
    // A constant, never a value from the request.
    await transaction.exec('set local role authenticated');
    return work(transaction);
  });
}
