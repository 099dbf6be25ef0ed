import type { BucketPolicy } from '../db/repositories/rate-limit-repository.ts';

/** The buckets a user's requests are counted in. */
export type RateLimitBucket = 'chat' | 'tools' | 'tools-internal' | 'integrations';

/** A bucket of `requests` refilled evenly over `seconds`. */
function perWindow(requests: number, seconds: number): BucketPolicy {
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
   * script): twice chat, since one screen may fire several. (`PARLEY_RATE_LIMIT_TOOLS`) */
  tools: perWindow(120, 60),
  /** The chat function's own calls on a user's behalf (service role + signed user header):
   * a separate, larger bucket, so the tool calls of turns the chat bucket already let
   * through are not throttled again — one turn may make up to 10 model steps with several
   * parallel calls each; 600 a minute is ten such turns. (`PARLEY_RATE_LIMIT_TOOLS_INTERNAL`) */
  'tools-internal': perWindow(600, 60),
  /** 60 integration requests a minute (list, connect, keys): a settings page needs a
   * handful; saving a key also asks the provider, which must not be hammered through us.
   * (`PARLEY_RATE_LIMIT_INTEGRATIONS`) */
  integrations: perWindow(60, 60),
};

const variableOf: Readonly<Record<RateLimitBucket, string>> = {
  chat: 'PARLEY_RATE_LIMIT_CHAT',
  tools: 'PARLEY_RATE_LIMIT_TOOLS',
  'tools-internal': 'PARLEY_RATE_LIMIT_TOOLS_INTERNAL',
  integrations: 'PARLEY_RATE_LIMIT_INTEGRATIONS',
};

/** Longest window a setting may name: a day; longer would make a refused user wait for days. */
const maxWindowSeconds = 86_400;

/** One setting: `<requests>/<seconds>` (`60/60`), or `off`; null when unset. Throws naming
 * the variable when malformed, so a typo fails at boot rather than silently. */
function parseSetting(name: string, text: string | undefined): BucketPolicy | 'off' | null {
  const value = text?.trim();
  if (value === undefined || value.length === 0) return null;
  if (value.toLowerCase() === 'off') return 'off';
  const match = /^(\d{1,7})\s*\/\s*(\d{1,6})$/.exec(value);
  const requests = match === null ? 0 : Number(match[1]);
  const seconds = match === null ? 0 : Number(match[2]);
  if (requests < 1 || seconds < 1 || seconds > maxWindowSeconds) {
    throw new Error(
      `${name} must be <requests>/<seconds> (e.g. 60/60, at most ${maxWindowSeconds} s) or off; got "${value}".`,
    );
  }
  return perWindow(requests, seconds);
}

/** The limits in force: each bucket's `PARLEY_RATE_LIMIT_*` setting, else its default;
 * a bucket set to `off` is absent (not limited). */
export function rateLimitsFromEnvironment(
  environment: Readonly<Record<string, string | undefined>>,
): Partial<Record<RateLimitBucket, BucketPolicy>> {
  const limits: Partial<Record<RateLimitBucket, BucketPolicy>> = {};
  for (const bucket of Object.keys(defaultRateLimits) as RateLimitBucket[]) {
    const setting = parseSetting(variableOf[bucket], environment[variableOf[bucket]]);
    if (setting !== 'off') limits[bucket] = setting ?? defaultRateLimits[bucket];
  }
  return limits;
}
