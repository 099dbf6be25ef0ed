import { z } from 'zod';
import type { SqlClient } from '../sql-client.ts';
import { storableJsonText } from '../storable-text.ts';
import { parseRow } from './row-error.ts';

/** A chat request's answer as it was sent: its status and its JSON body. */
export interface StoredChatAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What claiming a key found. */
export type ChatRequestKeyClaim =
  /** The key is this request's now: run the turn, renew the lease while it runs, then complete
   * or release it. `conversationId`: the conversation of an earlier request with the key that
   * gave it back (a failure a retry can fix), to continue; else null. */
  | { readonly kind: 'claimed'; readonly conversationId: string | null }
  /** A request with this key and body is still running (its lease is live): its lease runs out
   * at `leaseUntil` unless renewed (null when not known). */
  | { readonly kind: 'in_progress'; readonly leaseUntil: Date | null }
  /** A request with this key and body was answered: this is its answer. */
  | { readonly kind: 'completed'; readonly answer: StoredChatAnswer }
  /** The key came with another body before. */
  | { readonly kind: 'reused' };

/** One key of one user's chat request. */
export interface ChatRequestKey {
  readonly userId: string;
  readonly key: string;
  /** The SHA-256 (hex) of the request as read. */
  readonly requestHash: string;
}

/** The request that holds a key's lease: the key and the id its claim was made under. */
export interface ChatRequestKeyHolder {
  readonly key: ChatRequestKey;
  /** A UUID made for this claim: only its holder renews, completes or releases the key. */
  readonly claimId: string;
}

/** Idempotency keys of `POST /chat`, per user (`chat_request_keys`). */
export interface ChatRequestKeysRepository {
  /** Claims the key for `holder` with a lease until `leaseUntil`, or says who has it and with
   * what. One atomic statement claims a new key, a released one, or one whose lease or answer
   * has run out. */
  claim(holder: ChatRequestKeyHolder, now: Date, leaseUntil: Date): Promise<ChatRequestKeyClaim>;
  /** Extends the lease of `holder` to `until`; false when the key is no longer its own (the
   * lease ran out and another request took the key over). */
  renew(holder: ChatRequestKeyHolder, until: Date): Promise<boolean>;
  /** Stores the answer of the request that holds the key, kept until `until`. */
  complete(
    holder: ChatRequestKeyHolder,
    answer: StoredChatAnswer,
    conversationId: string | null,
    until: Date,
  ): Promise<void>;
  /** Gives the key back (the request failed in a way a retry can fix): the next request with
   * it runs, and continues `conversationId` when the failure named one. */
  release(holder: ChatRequestKeyHolder, conversationId: string | null, now: Date): Promise<void>;
}

const existingRowSchema = z.object({
  request_hash: z.string(),
  status: z.enum(['in_progress', 'completed']),
  response_status: z.number().int().nullable(),
  response_body: z.unknown(),
  expires_at: z.coerce.date(),
});

const claimedRowSchema = z.object({ conversation_id: z.string().nullable() });

/** In the claim's conflict update: the row is an earlier try of this same request that gave
 * the key back or died (not an answered one, whose answer expired). */
const sameRetriedRequest = `public.chat_request_keys.status = 'in_progress'
  and public.chat_request_keys.request_hash = excluded.request_hash`;

/** A claim whose row vanished between the insert and the read is tried again this often. */
const claimAttempts = 3;

/** A {@link ChatRequestKeysRepository} on `sql` (the service role: it filters by user itself). */
export function createChatRequestKeysRepository(sql: SqlClient): ChatRequestKeysRepository {
  /** One try; null when the row vanished between the two statements. */
  const tryClaim = async (
    { key, claimId }: ChatRequestKeyHolder,
    now: Date,
    leaseUntil: Date,
  ): Promise<ChatRequestKeyClaim | null> => {
    // A released or dead request's row (still `in_progress`) is taken over only by the same
    // request (the same hash), which keeps its conversation and its first claim's time; the
    // key with another body is refused (`reused`, below) until the key's day has passed: an
    // answer's row once its answer expired, a given-back row a day after its first claim (as
    // the maintenance sweep counts it, `parley.run_maintenance`). Then the row starts afresh.
    const claimed = await sql.query(
      `insert into public.chat_request_keys (user_id, key, request_hash, status, created_at, expires_at, claim_id)
         values ($1, $2, $3, 'in_progress', $4, $5, $6)
         on conflict (user_id, key) do update set request_hash = excluded.request_hash, status = 'in_progress',
           response_status = null, response_body = null,
           conversation_id = case when ${sameRetriedRequest} then public.chat_request_keys.conversation_id end,
           created_at = case when ${sameRetriedRequest} then public.chat_request_keys.created_at else excluded.created_at end,
           expires_at = excluded.expires_at, claim_id = excluded.claim_id
           where public.chat_request_keys.expires_at <= $4
             and (public.chat_request_keys.request_hash = excluded.request_hash
               or public.chat_request_keys.status = 'completed'
               or public.chat_request_keys.created_at < $4 - interval '1 day')
         returning conversation_id`,
      [key.userId, key.key, key.requestHash, now, leaseUntil, claimId],
    );
    const first = claimed[0];
    if (first !== undefined) {
      const row = parseRow(claimedRowSchema, first, 'chat_request_keys');
      return { kind: 'claimed', conversationId: row.conversation_id };
    }
    const rows = await sql.query(
      `select request_hash, status, response_status, response_body, expires_at from public.chat_request_keys
         where user_id = $1 and key = $2`,
      [key.userId, key.key],
    );
    if (rows.length === 0) return null;
    const row = parseRow(existingRowSchema, rows[0], 'chat_request_keys');
    if (row.request_hash !== key.requestHash) return { kind: 'reused' };
    if (row.status === 'in_progress' || row.response_status === null) {
      return { kind: 'in_progress', leaseUntil: row.status === 'in_progress' ? row.expires_at : null };
    }
    const body = typeof row.response_body === 'string' ? JSON.parse(row.response_body) : row.response_body;
    return { kind: 'completed', answer: { status: row.response_status, body } };
  };
  return {
    async claim(holder, now, leaseUntil) {
      for (let attempt = 1; attempt <= claimAttempts; attempt += 1) {
        const claim = await tryClaim(holder, now, leaseUntil);
        if (claim !== null) return claim;
      }
      return { kind: 'in_progress', leaseUntil: null };
    },
    async renew({ key, claimId }, until) {
      const renewed = await sql.query(
        `update public.chat_request_keys set expires_at = $4
         where user_id = $1 and key = $2 and claim_id = $3 and status = 'in_progress'
         returning key`,
        [key.userId, key.key, claimId, until],
      );
      return renewed.length > 0;
    },
    async complete({ key, claimId }, answer, conversationId, until) {
      await sql.query(
        `update public.chat_request_keys set status = 'completed', response_status = $3, response_body = $4::jsonb,
           conversation_id = $5, expires_at = $6
         where user_id = $1 and key = $2 and claim_id = $7 and status = 'in_progress'`,
        [key.userId, key.key, answer.status, storableJsonText(answer.body), conversationId, until, claimId],
      );
    },
    async release({ key, claimId }, conversationId, now) {
      // The row stays, free to claim at once (its lease ends now), with the conversation the
      // failed request started; the maintenance sweep deletes it after a day.
      await sql.query(
        `update public.chat_request_keys set expires_at = $4, conversation_id = coalesce($5, conversation_id)
         where user_id = $1 and key = $2 and claim_id = $3 and status = 'in_progress'`,
        [key.userId, key.key, claimId, now, conversationId],
      );
    },
  };
}
