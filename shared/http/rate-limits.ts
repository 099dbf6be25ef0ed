import type { BucketPolicy } from '../db/repositories/rate-limit-repository.ts';

/** The buckets a user's requests are counted in. */
export type RateLimitBucket = 'chat' | 'tools' | 'integrations' | 'analytics' | 'history';

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
  /** 20 analytics reports a minute: the analytics page asks for one per window or agent the
   * user picks; a year-long report scans a year of attempts, and a script asking for one after
   * another slows every other user's queries. (`PARLEY_RATE_LIMIT_ANALYTICS`) */
  analytics: perWindow(20, 60),
  /** 120 history requests a minute (agents, conversation lists and pages, renames, deletes,
   * approval policies): the web app asks for a few per click; a script paging through
   * everything in a loop is refused. (`PARLEY_RATE_LIMIT_HISTORY`) */
  history: perWindow(120, 60),
};

/** Longest window a setting may name: a day; longer would make a refused user wait for days. */
export const maxRateLimitWindowSeconds = 86_400;
