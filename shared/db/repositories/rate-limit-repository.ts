import { z } from 'zod';
import type { SqlExecutor } from '../sql-client.ts';
import { parseRow } from './row-error.ts';

/** A token bucket's size and refill rate. */
export interface BucketPolicy {
  /** Tokens a full bucket holds: the burst allowed after a quiet spell. */
  readonly capacity: number;
  /** Tokens added per second, up to `capacity`: the sustained rate. */
  readonly refillPerSecond: number;
}

/** The answer of one take. */
export interface TokenTake {
  readonly taken: boolean;
  /** Tokens left after the take (below 1 when refused). */
  readonly tokensLeft: number;
}

/** The Postgres token buckets of `rate_limit_buckets`, shared by every worker. */
export interface RateLimitRepository {
  /** Takes one token from `bucket` of `userId`, atomically (one statement). */
  take(userId: string, bucket: string, policy: BucketPolicy, now: Date): Promise<TokenTake>;
}

const takeRowSchema = z.object({ taken: z.boolean(), tokens_left: z.coerce.number() });

/** The repository on `sql` (the service role's connection). */
export function createRateLimitRepository(sql: SqlExecutor): RateLimitRepository {
  return {
    async take(userId, bucket, policy, now) {
      const rows = await sql.query(
        'select taken, tokens_left from public.take_rate_limit_token($1::uuid, $2, $3::double precision, $4::double precision, $5::timestamptz)',
        [userId, bucket, policy.capacity, policy.refillPerSecond, now],
      );
      const row = parseRow(takeRowSchema, rows[0], 'rate_limit_buckets');
      return { taken: row.taken, tokensLeft: row.tokens_left };
    },
  };
}
