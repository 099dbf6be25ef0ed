/**
 * The maintenance run's settling of Gmail sends a killed worker left open: every user's, up
 * to {@link maxIntentsPerRun} a run (shared/integrations/gmail/settle-open-sends.ts), and
 * its one-line report.
 */
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { gmailLimits } from '../../shared/integrations/gmail/gmail-limits.ts';
import { type IntentResolutionReport, settleOpenSends } from '../../shared/integrations/gmail/settle-open-sends.ts';
import type { GmailSentLookup } from '../../shared/integrations/gmail/sent-lookup.ts';

export type { IntentResolutionReport };

/** An intent open this long belongs to a call that is no longer running. */
export const openIntentAgeMs = gmailLimits.openSendSettleAgeMs;

/** The most intents one run looks at; the next run takes the rest. */
const maxIntentsPerRun = 200;

/**
 * Settles every user's open Gmail send intents older than {@link openIntentAgeMs}.
 * `lookupSent` is null where no Gmail credential can be read (no `PARLEY_CREDENTIALS_KEY`):
 * then only what the attempts recorded is settled.
 */
export function resolveOpenIntents(
  sql: SqlClient,
  lookupSent: GmailSentLookup | null,
  now: Date,
): Promise<IntentResolutionReport> {
  return settleOpenSends(sql, lookupSent, now, { limit: maxIntentsPerRun });
}

/** The report people read: one line. */
export function formatIntentResolution(report: IntentResolutionReport): string {
  return `Open Gmail sends settled: ${report.sent} sent, ${report.notSent} not sent, ${report.unknown} unknown; ` +
    `${report.stillOpen} still open`;
}
