import { describe, expect, it } from 'vitest';
import { storeUntilDeadline } from '../../../shared/chat/store-until-deadline.ts';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { QueryTimeoutError } from '../../../shared/db/query-timeout.ts';

/** A store on a silent socket: no answer, no close. */
const silentStore = (): Promise<never> => new Promise<never>(() => {});

/** A clock that stands still but for the waits the store asks for. */
function clockUntil(until: number, start = 0) {
  let now = start;
  const sleeps: number[] = [];
  return {
    until,
    now: () => now,
    sleep: async (milliseconds: number) => {
      sleeps.push(milliseconds);
      now += milliseconds;
    },
    sleeps,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => new Error('resolved'), (error: unknown) => error);
}

describe('storeUntilDeadline', () => {
  describe('when a try gets no answer', () => {
    it('gives it up once the time the clock left has passed: a query timeout of that budget', async () => {
      const failure = await failureOf(storeUntilDeadline(silentStore, clockUntil(1_030, 1_000)));

      expect(failure).toBeInstanceOf(QueryTimeoutError);
      expect(failure).toMatchObject({ timeoutMilliseconds: 30 });
    });

    it('gives a try after an outage only what is left after the wait', async () => {
      const clock = clockUntil(400);
      let tries = 0;
      const store = (): Promise<never> => {
        tries += 1;
        return tries === 1 ? Promise.reject(new DatabaseUnavailableError(1)) : silentStore();
      };

      const failure = await failureOf(storeUntilDeadline(store, clock));

      expect(clock.sleeps).toEqual([200]);
      expect(failure).toMatchObject({ code: 'QUERY_TIMEOUT', timeoutMilliseconds: 200 });
    });
  });

  describe('when no time is left', () => {
    it('starts no try', async () => {
      let tries = 0;

      const failure = await failureOf(storeUntilDeadline(() => {
        tries += 1;
        return Promise.resolve(1);
      }, clockUntil(1_000, 1_000)));

      expect(tries).toBe(0);
      expect(failure).toMatchObject({ code: 'QUERY_TIMEOUT', timeoutMilliseconds: 0 });
    });
  });

  describe('when the next wait would outlast the time', () => {
    it('shortens it, so that one last try still fits', async () => {
      const clock = clockUntil(1_000);
      let tries = 0;

      const stored = await storeUntilDeadline(() => {
        tries += 1;
        return tries < 4 ? Promise.reject(new DatabaseUnavailableError(1)) : Promise.resolve('stored');
      }, clock);

      expect(stored).toBe('stored');
      expect(clock.sleeps).toEqual([250, 500, 50]);
    });
  });

  describe('when the database is back before the time is up', () => {
    it('stores on the try after the outage', async () => {
      const clock = clockUntil(10_000);
      let tries = 0;

      const stored = await storeUntilDeadline(() => {
        tries += 1;
        return tries < 3 ? Promise.reject(new DatabaseUnavailableError(1)) : Promise.resolve('stored');
      }, clock);

      expect(stored).toBe('stored');
      expect(clock.sleeps).toEqual([250, 500]);
    });
  });
});
