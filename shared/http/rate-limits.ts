import type { BucketPolicy } from '../db/repositories/rate-limit-repository.ts';

/** The buckets a user's requests are counted in. */
export type RateLimitBucket = 'chat' | 'tools' | 'integrations';

/** A bucket of `requests` refilled evenly over `seconds`. */
export function perWindow(requests: number, seconds: number): BucketPolicy {
  return { capacity: requests, refillPerSecond: requests / seconds };
}

/**
 * The default limits, generous on purpose: they exist to stop a script or a runaway loop
 * (2,000 searches in 8 s from one token), never a person. A burst of a full bucket is
 * allowed after a quiet spell; the sustained rate is the refill.
 */
export const defaultRateLimits: Readonly<Record<RateLimitBucket, BucketPolicy>> = {
  /** 60 turns a minute: nobody types a turn a second for a minute; a client retrying in a
   * tight loop does. (`PARLEY_RATE_LIMIT_CHAT`) */
  chat: perWindow(60, 60),
  /** 120 direct tool calls a minute with the user's own token (a web app's buttons, a
   * script): twice chat, since one screen may fire several. The chat function's own calls
   * are part of a turn the chat bucket let through, and take no token here.
   * (`PARLEY_RATE_LIMIT_TOOLS`) */
  tools: perWindow(120, 60),
  /** 60 integration requests a minute (list, connect, keys): a settings page needs a
   * handful; saving a key also asks the provider, which must not be hammered through us.
   * (`PARLEY_RATE_LIMIT_INTEGRATIONS`) */
  integrations: perWindow(60, 60),
};

/** Longest window a setting may name: a day; longer would make a refused user wait for days. */
export const maxRateLimitWindowSeconds = 86_400;
