import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { agentA, agentB, day1, day2, day3, seedAnalyticsLog, userId } from './analytics-log-fixture.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAnalyticsLog(database.sql);
});

afterAll(async () => {
  await database.dispose();
});

/** Numeric columns come back as strings from some drivers, and percentiles with float
 * noise: compare them as numbers rounded to six places. */
function numbers(row: Record<string, unknown> | undefined, columns: readonly string[]): Record<string, number | null> {
  return Object.fromEntries(
    columns.map((column) => [column, row?.[column] === null ? null : Math.round(Number(row?.[column]) * 1e6) / 1e6]),
  );
}

describe('analytics views', () => {
  describe('when reading tool_daily_stats', () => {
    it('counts attempts, successes and the errors the model received per tool and UTC day', async () => {
      const rows = await database.sql.query(
        `select day::text as day, attempts, successes, errors, errors_to_model, question_errors from public.tool_daily_stats
         where agent_id = $1 and tool_name = 'web_search' order by day`,
        [agentA],
      );
      expect(rows).toEqual([
        { day: day1, attempts: 2, successes: 2, errors: 0, errors_to_model: 0, question_errors: 0 },
        { day: day2, attempts: 4, successes: 3, errors: 1, errors_to_model: 0, question_errors: 0 },
        { day: day3, attempts: 4, successes: 0, errors: 4, errors_to_model: 2, question_errors: 1 },
      ]);
    });

    it('buckets by UTC day whatever the session time zone', async () => {
      const rows = await database.sql.transaction(async (transaction) => {
        await transaction.query(`set local timezone = 'Pacific/Kiritimati'`);
        return transaction.query(
          `select day::text as day, attempts from public.tool_daily_stats where agent_id = $1 and tool_name = 'web_search' order by day`,
          [agentA],
        );
      });
      expect(rows.map((row) => row.attempts)).toEqual([2, 4, 4]);
    });
  });

  describe('when reading tool_attempts', () => {
    it('marks only the transient tries the executor retried past as not reaching the model', async () => {
      const rows = await database.sql.query(
        `select tool_call_id, attempt from public.tool_attempts where not reached_model order by tool_call_id, attempt`,
      );
      expect(rows).toEqual([{ tool_call_id: 's5', attempt: 1 }, { tool_call_id: 's6', attempt: 1 }, {
        tool_call_id: 's6',
        attempt: 2,
      }]);
    });
  });

  describe('when reading tool_error_breakdown', () => {
    it('counts errors by category', async () => {
      const rows = await database.sql.query(
        `select category, sum(errors)::integer as errors from public.tool_error_breakdown where agent_id = $1 group by category order by category`,
        [agentA],
      );
      expect(rows).toEqual([
        { category: 'internal', errors: 1 },
        { category: 'invalid_arguments', errors: 2 },
        { category: 'needs_input', errors: 2 },
        { category: 'not_configured', errors: 1 },
        { category: 'not_found', errors: 1 },
        { category: 'transient', errors: 4 },
      ]);
    });
  });

  describe('when reading tool_retry_outcomes', () => {
    it('counts attempts and successes by attempt number', async () => {
      const rows = await database.sql.query(
        `select attempt, sum(attempts)::integer as attempts, sum(successes)::integer as successes
         from public.tool_retry_outcomes group by attempt order by attempt`,
      );
      expect(rows).toEqual([
        { attempt: 1, attempts: 15, successes: 6 },
        { attempt: 2, attempts: 5, successes: 3 },
        { attempt: 3, attempts: 2, successes: 1 },
      ]);
    });
  });

  describe('when reading tool_duration_percentiles', () => {
    it('gives p50 and p95 per tool, leaving replayed outcomes out', async () => {
      const rows = await database.sql.query(
        `select tool_name, attempts, p50_ms, p95_ms from public.tool_duration_percentiles where agent_id = $1 order by tool_name`,
        [agentA],
      );
      expect(rows.map((row) => ({ ...row, ...numbers(row, ['p50_ms', 'p95_ms']) }))).toEqual([
        { tool_name: 'gmail__send_email', attempts: 6, p50_ms: 30, p95_ms: 275 },
        { tool_name: 'news_search', attempts: 1, p50_ms: 7, p95_ms: 7 },
        { tool_name: 'search_web', attempts: 1, p50_ms: 2, p95_ms: 2 },
        { tool_name: 'web_search', attempts: 10, p50_ms: 55, p95_ms: 96 },
      ]);
    });
  });

  describe('when reading chat_turns_daily and model_fallback_daily', () => {
    it('counts user messages as turns and fallbacks by kind', async () => {
      const turns = await database.sql.query(
        `select agent_id, day::text as day, turns from public.chat_turns_daily order by agent_id, day`,
      );
      expect(turns).toEqual([
        { agent_id: agentA, day: day1, turns: 2 },
        { agent_id: agentA, day: day2, turns: 2 },
        { agent_id: agentA, day: day3, turns: 1 },
        { agent_id: agentB, day: day3, turns: 1 },
      ]);
      const fallbacks = await database.sql.query(
        `select day::text as day, fallbacks, tool_fallbacks, model_errors from public.model_fallback_daily where agent_id = $1 order by day`,
        [agentA],
      );
      expect(fallbacks).toEqual([
        { day: day1, fallbacks: 1, tool_fallbacks: 0, model_errors: 1 },
        { day: day2, fallbacks: 1, tool_fallbacks: 1, model_errors: 0 },
      ]);
    });
  });

  describe('when reading tool_health_summary', () => {
    it('gives the headline numbers per agent', async () => {
      const rows = await database.sql.query(`select * from public.tool_health_summary order by agent_id`);
      const columns = [
        'attempts',
        'success_rate',
        'interactive_error_rate',
        'retry_success_rate_at_attempt_2',
        'turns',
        'fallbacks',
        'fallbacks_per_turn',
      ];
      expect(rows.map((row) => ({ agent_id: row.agent_id, ...numbers(row, columns) }))).toEqual([
        {
          agent_id: agentA,
          attempts: 19,
          success_rate: 0.4211,
          interactive_error_rate: 0.375,
          retry_success_rate_at_attempt_2: 0.5,
          turns: 5,
          fallbacks: 2,
          fallbacks_per_turn: 0.4,
        },
        {
          agent_id: agentB,
          attempts: 3,
          success_rate: 0.6667,
          interactive_error_rate: 1,
          retry_success_rate_at_attempt_2: 1,
          turns: 1,
          fallbacks: 0,
          fallbacks_per_turn: 0,
        },
      ]);
    });
  });

  describe('when a user reads through row-level security', () => {
    async function attemptsSeenBy(subject: string): Promise<unknown> {
      return database.sql.transaction(async (transaction) => {
        await transaction.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: subject, role: 'authenticated' }),
        ]);
        await transaction.query('set local role authenticated');
        return transaction.query('select coalesce(sum(attempts), 0)::integer as attempts from public.tool_daily_stats');
      });
    }

    it('sees the rows of their own agents', async () => {
      expect(await attemptsSeenBy(userId)).toEqual([{ attempts: 22 }]);
    });

    it("sees nothing of other users' agents", async () => {
      expect(await attemptsSeenBy('22222222-2222-4222-8222-222222222222')).toEqual([{ attempts: 0 }]);
    });
  });
});
