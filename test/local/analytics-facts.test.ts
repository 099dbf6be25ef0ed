import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { agentA, day1, day2, day3, seedAnalyticsLog, userId } from './analytics-log-fixture.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAnalyticsLog(database.sql);
});

afterAll(async () => {
  await database.dispose();
});

describe('public.tool_attempt_facts', () => {
  describe('when the log has executor retries', () => {
    it('marks only the transient tries the executor retried past as not reaching the model', async () => {
      const rows = await database.sql.query(
        `select tool_call_id, attempt from public.tool_attempt_facts(null, null, null)
         where not reached_model order by tool_call_id, attempt`,
      );
      expect(rows).toEqual([{ tool_call_id: 's5', attempt: 1 }, { tool_call_id: 's6', attempt: 1 }, {
        tool_call_id: 's6',
        attempt: 2,
      }]);
    });
  });

  describe('when failed attempts asked the user a question', () => {
    it('counts as questions the ones whose interaction_kind is question and that reached the model', async () => {
      const rows = await database.sql.query(
        `select tool_call_id from public.tool_attempt_facts(null, null, null) where question order by tool_call_id`,
      );
      expect(rows).toEqual([{ tool_call_id: 'b1' }, { tool_call_id: 'g1' }, { tool_call_id: 'g2' }, {
        tool_call_id: 's7',
      }]);
    });
  });

  describe('when the session has a time zone far from UTC', () => {
    it('still gives each attempt its UTC day', async () => {
      const rows = await database.sql.transaction(async (transaction) => {
        await transaction.query(`set local timezone = 'Pacific/Kiritimati'`);
        return transaction.query(
          `select day::text as day, count(*)::integer as attempts from public.tool_attempt_facts(null, null, $1)
           where tool_name = 'web_search' group by day order by day`,
          [agentA],
        );
      });
      expect(rows).toEqual([{ day: day1, attempts: 2 }, { day: day2, attempts: 4 }, { day: day3, attempts: 4 }]);
    });
  });

  describe('when a user reads through row-level security', () => {
    async function attemptsSeenBy(subject: string): Promise<unknown> {
      return database.sql.transaction(async (transaction) => {
        await transaction.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: subject, role: 'authenticated' }),
        ]);
        await transaction.query('set local role authenticated');
        return transaction.query(
          'select count(*)::integer as attempts from public.tool_attempt_facts(null, null, null)',
        );
      });
    }

    it('sees the attempts of their own agents', async () => {
      expect(await attemptsSeenBy(userId)).toEqual([{ attempts: 22 }]);
    });

    it("sees nothing of other users' agents", async () => {
      expect(await attemptsSeenBy('22222222-2222-4222-8222-222222222222')).toEqual([{ attempts: 0 }]);
    });
  });
});
