/**
 * {@link GmailSendAttempts} on `gmail_send_attempts` (migration 20261128000200), shared by
 * every worker. A claim is one atomic insert guarded by the partial unique index on the
 * live attempt of a user's Message-ID; only when it inserted nothing is the live row read.
 */
import { z } from 'zod';
import { parseRow } from '../../db/repositories/row-error.ts';
import type { SqlExecutor } from '../../db/sql-client.ts';
import type { GmailSendAttempts, SendClaim, SendClaimRequest } from './send-attempts.ts';

const liveRowSchema = z.object({
  id: z.coerce.string(),
  state: z.enum(['sending', 'sent', 'unknown']),
  lease_expires_at: z.coerce.date(),
  settles_at: z.coerce.date(),
  sent_at: z.coerce.date().nullable(),
});

/** A live row that was settled `not_sent` between the insert and the read is claimed again
 * this many times before the claim reports the Message-ID as being sent. */
const claimAttempts = 3;

/** The Postgres store of Gmail send claims, on `sql` (the service role's connection). */
export function createPostgresSendAttempts(sql: SqlExecutor): GmailSendAttempts {
  const tryClaim = async (request: SendClaimRequest): Promise<SendClaim | null> => {
    const inserted = await sql.query<{ id: string }>(
      `insert into public.gmail_send_attempts
         (user_id, message_id, idempotency_key, state, started_at, lease_expires_at, settles_at, updated_at)
       values ($1, $2, $3, 'sending', $4, $5, $6, $4)
       on conflict (user_id, message_id) where state <> 'not_sent' do nothing
       returning id`,
      [
        request.userId,
        request.messageId,
        request.idempotencyKey,
        request.now,
        request.leaseExpiresAt,
        request.settlesAt,
      ],
    );
    const claimedId = inserted[0]?.id;
    if (claimedId !== undefined) return { kind: 'claimed', attemptId: String(claimedId) };
    const rows = await sql.query(
      `select id, state, lease_expires_at, settles_at, sent_at from public.gmail_send_attempts
       where user_id = $1 and message_id = $2 and state <> 'not_sent'`,
      [request.userId, request.messageId],
    );
    if (rows.length === 0) return null;
    const row = parseRow(liveRowSchema, rows[0], 'gmail_send_attempts');
    if (row.state === 'sent') return { kind: 'sent', sentAt: row.sent_at };
    if (row.state === 'sending' && row.lease_expires_at > request.now) {
      return { kind: 'sending', leaseExpiresAt: row.lease_expires_at };
    }
    return { kind: 'unknown', attemptId: row.id, settlesAt: row.settles_at };
  };

  return {
    async claim(request) {
      for (let attempt = 1; attempt <= claimAttempts; attempt += 1) {
        const claim = await tryClaim(request);
        if (claim !== null) return claim;
      }
      return { kind: 'sending', leaseExpiresAt: request.leaseExpiresAt };
    },
    async settle(attemptId, settlement, now) {
      await sql.query(
        `update public.gmail_send_attempts set
           state = $2,
           gmail_message_id = coalesce($3, gmail_message_id),
           sent_at = coalesce($4, sent_at),
           settles_at = coalesce($5, settles_at),
           resolved_by = coalesce($6, resolved_by),
           updated_at = $7
         where id = $1 and state in ('sending', 'unknown')`,
        [
          attemptId,
          settlement.state,
          settlement.state === 'sent' ? settlement.gmailMessageId : null,
          settlement.state === 'sent' ? settlement.sentAt : null,
          settlement.state === 'unknown' ? settlement.settlesAt : null,
          settlement.state === 'unknown' ? null : settlement.resolvedBy,
          now,
        ],
      );
    },
  };
}
