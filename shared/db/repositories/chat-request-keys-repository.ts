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
  /** The key is this request's now: run the turn, then complete or release it. */
  | { readonly kind: 'claimed' }
  /** A request with this key and body is still running. */
  | { readonly kind: 'in_progress' }
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

/** Idempotency keys of `POST /chat`, per user (`chat_request_keys`). */
export interface ChatRequestKeysRepository {
  /** Claims the key for this request, or says who has it and with what. One atomic
   * statement claims a new key or one whose time is up. */
  claim(key: ChatRequestKey, now: Date, inProgressUntil: Date): Promise<ChatRequestKeyClaim>;
  /** Stores the answer of the request that claimed the key, kept until `until`. */
  complete(key: ChatRequestKey, answer: StoredChatAnswer, conversationId: string | null, until: Date): Promise<void>;
  /** Gives the key back (the request failed in a way a retry should run again). */
  release(key: ChatRequestKey): Promise<void>;
}

const existingRowSchema = z.object({
  request_hash: z.string(),
  status: z.enum(['in_progress', 'completed']),
  response_status: z.number().int().nullable(),
  response_body: z.unknown(),
});

/** A claim whose row vanished between the insert and the read is tried again this often. */
const claimAttempts = 3;

/** A {@link ChatRequestKeysRepository} on `sql` (the service role: it filters by user itself). */
export function createChatRequestKeysRepository(sql: SqlClient): ChatRequestKeysRepository {
  /** One try; null when the row vanished between the two statements (released meanwhile). */
  const tryClaim = async (
    key: ChatRequestKey,
    now: Date,
    inProgressUntil: Date,
  ): Promise<ChatRequestKeyClaim | null> => {
    const claimed = await sql.query(
      `insert into public.chat_request_keys (user_id, key, request_hash, status, created_at, expires_at)
         values ($1, $2, $3, 'in_progress', $4, $5)
         on conflict (user_id, key) do update set request_hash = excluded.request_hash, status = 'in_progress',
           response_status = null, response_body = null, conversation_id = null,
           created_at = excluded.created_at, expires_at = excluded.expires_at
           where public.chat_request_keys.expires_at <= $4
         returning key`,
      [key.userId, key.key, key.requestHash, now, inProgressUntil],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const rows = await sql.query(
      `select request_hash, status, response_status, response_body from public.chat_request_keys
         where user_id = $1 and key = $2`,
      [key.userId, key.key],
    );
    if (rows.length === 0) return null;
    const row = parseRow(existingRowSchema, rows[0], 'chat_request_keys');
    if (row.request_hash !== key.requestHash) return { kind: 'reused' };
    if (row.status === 'in_progress' || row.response_status === null) return { kind: 'in_progress' };
    const body = typeof row.response_body === 'string' ? JSON.parse(row.response_body) : row.response_body;
    return { kind: 'completed', answer: { status: row.response_status, body } };
  };
  return {
    async claim(key, now, inProgressUntil) {
      for (let attempt = 1; attempt <= claimAttempts; attempt += 1) {
        const claim = await tryClaim(key, now, inProgressUntil);
        if (claim !== null) return claim;
      }
      return { kind: 'in_progress' };
    },
    async complete(key, answer, conversationId, until) {
      await sql.query(
        `update public.chat_request_keys set status = 'completed', response_status = $3, response_body = $4::jsonb,
           conversation_id = $5, expires_at = $6
         where user_id = $1 and key = $2 and request_hash = $7`,
        [key.userId, key.key, answer.status, storableJsonText(answer.body), conversationId, until, key.requestHash],
      );
    },
    async release(key) {
      await sql.query(
        `delete from public.chat_request_keys where user_id = $1 and key = $2 and request_hash = $3 and status = 'in_progress'`,
        [key.userId, key.key, key.requestHash],
      );
    },
  };
}
