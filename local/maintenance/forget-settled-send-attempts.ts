import type { SqlExecutor } from '../../shared/db/sql-client.ts';

/** How long a settled Gmail send attempt (`sent`, `not_sent`) is kept: far past the
 * duplicate-email window (10 minutes) it answers "already sent" in, and past any open
 * intent maintenance still settles through it (each run settles those at once). After it,
 * the same Message-ID is claimed afresh and the Sent mailbox answers instead. */
export const settledSendAttemptRetentionMs = 7 * 24 * 60 * 60_000;

/** Deletes the settled send attempts older than {@link settledSendAttemptRetentionMs};
 * returns how many. Attempts still `sending` or `unknown` stay until they are settled. */
export async function forgetSettledSendAttempts(sql: SqlExecutor, now: Date): Promise<number> {
  const deleted = await sql.query(
    `delete from public.gmail_send_attempts where state in ('sent', 'not_sent') and updated_at < $1 returning id`,
    [new Date(now.getTime() - settledSendAttemptRetentionMs)],
  );
  return deleted.length;
}
