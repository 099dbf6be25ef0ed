import { z } from 'zod';
import { errorCategories } from '../../tools/error-category.ts';
import { userInteractionKinds } from '../../tools/user-interaction.ts';
import type { IdempotencyClaim, IdempotencyRecord, IdempotencyStore } from '../../tools/idempotency-store.ts';
import type { SqlClient } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { storableJsonText } from '../storable-text.ts';

/** Options of {@link createPostgresIdempotencyStore}. */
export interface PostgresIdempotencyStoreOptions {
  /** How long a claim or a record holds; an expired one can be claimed afresh. A day by
   * default: far longer than any retry of the same tool call. */
  readonly ttlMs?: number;
  /** How long a claim whose call is still running holds. A call that claimed its key and
   * then could neither finish nor give it back (the database went away between the two)
   * has not acted if it never completed its intent; its key must not stay stuck for the
   * whole day. Longer than any tool's timeout and the turn's deadline. */
  readonly inProgressTtlMs?: number;
  readonly now?: () => Date;
}

const recordSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tool-result'), output: z.unknown(), modelMessage: z.string() }),
  z.object({
    type: z.literal('tool-error'),
    category: z.enum(errorCategories),
    modelMessage: z.string(),
    interaction: z.object({ kind: z.enum(userInteractionKinds), text: z.string() }).optional(),
  }),
]);

const existingRowSchema = z.object({ status: z.enum(['in_progress', 'completed']), record: z.unknown() });

/** A claim whose row vanished between the insert and the read (released meanwhile) is
 * tried again this many times before it is reported as in progress. */
const claimAttempts = 3;

/**
 * The executor's {@link IdempotencyStore} on `idempotency_records`, shared by every
 * worker. `claim` is one atomic statement: it inserts the key, or takes over a row whose
 * time is up (`on conflict … do update … where expired`, which Postgres evaluates under
 * the row lock); only when neither happened is the existing row read.
 */
export function createPostgresIdempotencyStore(
  sql: SqlClient,
  options: PostgresIdempotencyStoreOptions = {},
): IdempotencyStore {
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  const inProgressTtlMs = Math.min(ttlMs, options.inProgressTtlMs ?? 5 * 60 * 1000);
  const now = options.now ?? (() => new Date());
  const expiry = (from: Date): Date => new Date(from.getTime() + ttlMs);
  const claimExpiry = (from: Date): Date => new Date(from.getTime() + inProgressTtlMs);

  const tryClaim = async (key: string): Promise<IdempotencyClaim | null> => {
    const at = now();
    const claimed = await sql.query(
      `insert into public.idempotency_records (key, status, record, created_at, expires_at) values ($1, 'in_progress', null, $2, $3)
       on conflict (key) do update set status = 'in_progress', record = null, created_at = excluded.created_at, expires_at = excluded.expires_at
         where public.idempotency_records.expires_at <= $2
       returning key`,
      [key, at, claimExpiry(at)],
    );
    if (claimed.length > 0) return { status: 'claimed' };
    const rows = await sql.query(`select status, record from public.idempotency_records where key = $1`, [key]);
    if (rows.length === 0) return null;
    const row = parseRow(existingRowSchema, rows[0], 'idempotency_records');
    if (row.status === 'in_progress') return { status: 'in_progress' };
    const record: IdempotencyRecord = parseRow(recordSchema, row.record, 'idempotency_records.record');
    return { status: 'completed', record };
  };

  return {
    async claim(key) {
      for (let attempt = 1; attempt <= claimAttempts; attempt += 1) {
        const claim = await tryClaim(key);
        if (claim !== null) return claim;
      }
      return { status: 'in_progress' };
    },
    async complete(key, record) {
      const at = now();
      await sql.query(
        `insert into public.idempotency_records (key, status, record, created_at, expires_at) values ($1, 'completed', $2::jsonb, $3, $4)
         on conflict (key) do update set status = 'completed', record = excluded.record, expires_at = excluded.expires_at`,
        [key, storableJsonText(record), at, expiry(at)],
      );
    },
    async release(key) {
      await sql.query(`delete from public.idempotency_records where key = $1`, [key]);
    },
  };
}
