/**
 * gmail-api settles the Gmail sends a killed worker left open for the user it serves, so
 * hosted Supabase needs no outside scheduler for them (pg_cron runs only SQL, which cannot
 * read credentials or ask Gmail). The work runs after the response, under `waitUntil`, and
 * is bounded (`gmailLimits.openSendSettle*`): the user's request is never held or failed by
 * it, and an error is only logged.
 */
import type { SqlClient } from '../../db/sql-client.ts';
import type { WaitUntil } from '../../db/outcome-log-wait-until.ts';
import type { Logger } from '../../log/logger.ts';
import { gmailLimits } from './gmail-limits.ts';
import type { GmailSentLookup } from './sent-lookup.ts';
import { settleOpenSends } from './settle-open-sends.ts';

/** Settles `userId`'s open sends after the current response, when their turn has come. */
export type OpenSendSettler = (userId: string) => void;

/** What a settler needs. */
export interface OpenSendSettlerDependencies {
  readonly sql: SqlClient;
  readonly lookupSent: GmailSentLookup;
  readonly clock: () => Date;
  readonly logger: Logger;
  /** Keeps the worker alive for the work after the response (`EdgeRuntime.waitUntil`). */
  readonly waitUntil: WaitUntil;
}

/** Users remembered at once; past this the memory starts afresh (a few queries more, no harm). */
const maxRememberedUsers = 10_000;

/** An {@link OpenSendSettler}: each user at most once per `gmailLimits.openSendSettleEveryMs` in
 * this worker, never two runs for one user at once. */
export function createOpenSendSettler(dependencies: OpenSendSettlerDependencies): OpenSendSettler {
  const { sql, lookupSent, clock, logger, waitUntil } = dependencies;
  const lastRunAt = new Map<string, number>();
  return (userId) => {
    const startedAt = clock().getTime();
    const last = lastRunAt.get(userId);
    if (last !== undefined && startedAt - last < gmailLimits.openSendSettleEveryMs) return;
    if (lastRunAt.size >= maxRememberedUsers) lastRunAt.clear();
    lastRunAt.set(userId, startedAt);
    const run = settleOpenSends(sql, lookupSent, new Date(startedAt), {
      userId,
      limit: gmailLimits.openSendSettleMaxIntents,
      shouldStop: () => clock().getTime() - startedAt >= gmailLimits.openSendSettleBudgetMs,
    }).then((report) => {
      const settled = report.sent + report.notSent + report.unknown;
      if (settled > 0 || report.stillOpen > 0) logger.info('gmail-open-sends-settled', { userId, ...report });
    }).catch((error: unknown) => {
      logger.warn('gmail-open-sends-unsettled', {
        userId,
        message: error instanceof Error ? error.message : String(error),
      });
    });
    waitUntil(run);
  };
}
