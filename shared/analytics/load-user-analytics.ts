import type { SqlClient } from '../db/sql-client.ts';
import { transactionAsUser, type UserClaims } from '../db/transaction-as-user.ts';
import { prepareAnalyticsReads } from './analytics-transaction.ts';
import type { AnalyticsWindow } from './analytics-window.ts';
import { loadToolAnalytics } from './load-tool-analytics.ts';
import type { ToolAnalytics } from '../protocol/tool-analytics.ts';

/**
 * One user's report over `window`, every query run as that user (role `authenticated`,
 * their claims), so row-level security counts only rows of their own agents. Null when
 * `window.agentId` is not one of their agents (the same answer as one that does not exist).
 */
export function loadUserAnalytics(
  sql: SqlClient,
  claims: UserClaims,
  window: AnalyticsWindow,
): Promise<ToolAnalytics | null> {
  return transactionAsUser(sql, claims, async (transaction) => {
    await prepareAnalyticsReads(transaction);
    if (window.agentId !== null) {
      const agents = await transaction.query(`select id from public.agents where id = $1`, [window.agentId]);
      if (agents.length === 0) return null;
    }
    return loadToolAnalytics(transaction, { since: window.since, until: window.until, agentId: window.agentId });
  });
}
