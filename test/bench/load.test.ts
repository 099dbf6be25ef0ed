import { describe, expect, it } from 'vitest';
import { runLoadTest } from '../../bench/load.ts';
import { testServerUrl } from '../e2e/support/fresh-server-database.ts';

describe('the load benchmark', () => {
  describe('when each conversation has its own user', () => {
    it('measures turns, not rejections: no errors, no 429s, a log row per tool attempt', async () => {
      const result = await runLoadTest({ conversations: 3, turns: 2, serverUrl: testServerUrl() });

      expect(result).toMatchObject({ users: 3, errors: 0, rateLimited: 0, toolAttempts: 6, logRows: 6 });
    }, 180_000);
  });

  describe('when one user sends every turn past its rate limit', () => {
    it('reports the 429s as rate-limited, not as errors', async () => {
      const result = await runLoadTest({ conversations: 1, turns: 3, users: 'one-user', chatRateLimit: '2/600' });

      expect(result).toMatchObject({ users: 1, errors: 0, rateLimited: 1, toolAttempts: 2, logRows: 2 });
    }, 180_000);
  });
});
