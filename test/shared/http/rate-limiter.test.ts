import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRateLimitRepository,
  type RateLimitRepository,
} from '../../../shared/db/repositories/rate-limit-repository.ts';
import { HttpError } from '../../../shared/http/http-error.ts';
import { createRateLimiter, type RateLimiter } from '../../../shared/http/rate-limiter.ts';
import { parseConfiguration } from '../../../shared/config/parse-configuration.ts';
import { defaultRateLimits } from '../../../shared/http/rate-limits.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const userId = '00000000-0000-4000-8000-0000000000c1';
let nextUser = 0;
/** A fresh user per test, so the buckets of one test never leak into another. */
function freshUser(): string {
  nextUser += 1;
  return `00000000-0000-4000-8000-${String(nextUser).padStart(12, '0')}`;
}

async function refusal(promise: Promise<void>): Promise<HttpError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('rate limiter', () => {
  let database: TestDatabase;
  let repository: RateLimitRepository;
  let now = new Date('2026-11-24T12:00:00Z');
  const warnings: string[] = [];
  const logger: Logger = {
    info: () => {},
    error: () => {},
    warn: (event) => {
      warnings.push(event);
    },
  };
  const limiterOn = (repositoryOf: RateLimitRepository): RateLimiter =>
    createRateLimiter({
      repository: repositoryOf,
      limits: { tools: { capacity: 3, refillPerSecond: 0.5 } },
      clock: () => now,
      logger,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    repository = createRateLimitRepository(database.sql);
  });
  afterAll(() => database.dispose());

  it('refuses a burst over the bucket with 429 and Retry-After in seconds', async () => {
    const limit = limiterOn(repository);
    const user = freshUser();
    for (let request = 0; request < 3; request += 1) await limit(user, 'tools');

    const error = await refusal(limit(user, 'tools'));

    expect(error.code).toBe('rate_limited');
    // One token at 0.5 per second: two seconds.
    expect(error.headers).toEqual({ 'retry-after': '2' });
    expect(error.details).toEqual({ retryAfterSeconds: 2 });
  });

  it('gives tokens back as the clock moves, up to the bucket size', async () => {
    const limit = limiterOn(repository);
    const user = freshUser();
    for (let request = 0; request < 3; request += 1) await limit(user, 'tools');
    await refusal(limit(user, 'tools'));

    now = new Date(now.getTime() + 2_000);
    await limit(user, 'tools');
    await refusal(limit(user, 'tools'));

    now = new Date(now.getTime() + 3_600_000);
    for (let request = 0; request < 3; request += 1) await limit(user, 'tools');
    await refusal(limit(user, 'tools'));
  });

  it('shares one bucket between workers on the same database', async () => {
    const first = limiterOn(createRateLimitRepository(database.sql));
    const second = limiterOn(createRateLimitRepository(database.sql));
    const user = freshUser();
    await first(user, 'tools');
    await second(user, 'tools');
    await first(user, 'tools');

    await refusal(second(user, 'tools'));
  });

  it('keeps users and buckets apart', async () => {
    const limit = createRateLimiter({
      repository,
      limits: { tools: { capacity: 1, refillPerSecond: 0.01 }, chat: { capacity: 1, refillPerSecond: 0.01 } },
      clock: () => now,
      logger,
    });
    const user = freshUser();
    await limit(user, 'tools');
    await refusal(limit(user, 'tools'));

    await limit(user, 'chat');
    await limit(freshUser(), 'tools');
  });

  it('lets concurrent requests take no more tokens than the bucket holds', async () => {
    const limit = limiterOn(repository);
    const user = freshUser();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => limit(user, 'tools')));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
  });

  it('fails open when the database cannot answer, with a warning', async () => {
    const broken: RateLimitRepository = { take: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    warnings.length = 0;

    await limiterOn(broken)(userId, 'tools');

    expect(warnings).toEqual(['rate-limit-unavailable']);
  });

  it('does not count a bucket that is not limited', async () => {
    const failing: RateLimitRepository = { take: () => Promise.reject(new Error('not asked')) };
    warnings.length = 0;

    await limiterOn(failing)(userId, 'chat');

    expect(warnings).toEqual([]);
  });
});

/** The limits a deployment with `environment` has. */
function rateLimitsFromEnvironment(environment: Record<string, string>) {
  return parseConfiguration(environment).rateLimits;
}

describe('rate limits from the environment', () => {
  it('uses the generous defaults when nothing is set', () => {
    expect(rateLimitsFromEnvironment({})).toEqual(defaultRateLimits);
  });

  it('reads <requests>/<seconds> and off', () => {
    expect(rateLimitsFromEnvironment({ PARLEY_RATE_LIMIT_CHAT: '10/5', PARLEY_RATE_LIMIT_TOOLS: 'off' })).toEqual({
      chat: { capacity: 10, refillPerSecond: 2 },
      integrations: defaultRateLimits.integrations,
      analytics: defaultRateLimits.analytics,
      history: defaultRateLimits.history,
    });
  });

  it('reads the analytics and history limits', () => {
    expect(
      rateLimitsFromEnvironment({ PARLEY_RATE_LIMIT_ANALYTICS: '5/60', PARLEY_RATE_LIMIT_HISTORY: 'off' }),
    ).toEqual({
      chat: defaultRateLimits.chat,
      tools: defaultRateLimits.tools,
      integrations: defaultRateLimits.integrations,
      analytics: { capacity: 5, refillPerSecond: 5 / 60 },
    });
  });

  it('refuses a malformed setting at boot, naming the variable', () => {
    expect(() => rateLimitsFromEnvironment({ PARLEY_RATE_LIMIT_TOOLS: '100 per minute' })).toThrow(
      /PARLEY_RATE_LIMIT_TOOLS/,
    );
    expect(() => rateLimitsFromEnvironment({ PARLEY_RATE_LIMIT_CHAT: '0/60' })).toThrow(/PARLEY_RATE_LIMIT_CHAT/);
  });
});
