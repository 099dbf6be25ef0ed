import type { BucketPolicy, RateLimitRepository } from '../db/repositories/rate-limit-repository.ts';
import type { Logger } from '../log/logger.ts';
import { HttpError } from './http-error.ts';
import type { RateLimitBucket } from './rate-limits.ts';

/** Counts a user's request against a bucket; throws a 429 {@link HttpError} (with
 * `Retry-After` in seconds) when the bucket is empty. */
export type RateLimiter = (userId: string, bucket: RateLimitBucket) => Promise<void>;

/** What a limiter needs; every side effect injected. */
export interface RateLimiterOptions {
  readonly repository: RateLimitRepository;
  readonly limits: Partial<Record<RateLimitBucket, BucketPolicy>>;
  readonly clock: () => Date;
  readonly logger: Logger;
}

/** Whole seconds until one token is back: at least 1, since `Retry-After: 0` invites a
 * tight retry loop. */
function retryAfterSeconds(tokensLeft: number, policy: BucketPolicy): number {
  return Math.max(1, Math.ceil((1 - tokensLeft) / policy.refillPerSecond));
}

/**
 * The per-user limiter on the Postgres token buckets, shared by every worker. It fails
 * open: when the database cannot answer, the request goes on (logged once per failure as a
 * warning) — the limiter must never turn a database outage into 429s or 500s; the request
 * meets the outage where it needs the database, and is answered for it there.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  return async (userId, bucket) => {
    const policy = options.limits[bucket];
    if (policy === undefined) return;
    let take;
    try {
      take = await options.repository.take(userId, bucket, policy, options.clock());
    } catch (error) {
      options.logger.warn('rate-limit-unavailable', {
        bucket,
        message: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    if (take.taken) return;
    const seconds = retryAfterSeconds(take.tokensLeft, policy);
    throw new HttpError(
      'rate_limited',
      `Too many requests: try again in ${seconds} s.`,
      { retryAfterSeconds: seconds },
      { 'retry-after': String(seconds) },
    );
  };
}
