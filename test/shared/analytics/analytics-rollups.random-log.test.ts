import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import type { ToolAnalytics } from '../../../shared/protocol/tool-analytics.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { seedRandomLog } from './random-analytics-log.ts';
import { serviceRoleSource } from '../../../shared/analytics/analytics-queries.ts';
import {
  clearRollups,
  expectSameReport,
  filterCombinations,
  refreshRollups,
  rolledUntil,
  rollupContents,
} from './rollup-helpers.ts';

const agentOne = '0a0a0a0a-0000-4000-8000-000000000001';
const agentTwo = '0a0a0a0a-0000-4000-8000-000000000002';
const filters = filterCombinations([agentOne, agentTwo], ['2026-10-03', '2026-10-06', '2026-10-09']);
let database: TestDatabase;
let rawReports: ToolAnalytics[];

async function expectAsRaw(): Promise<void> {
  for (const [index, filter] of filters.entries()) {
    const raw = rawReports[index] as ToolAnalytics;
    expectSameReport(await loadToolAnalytics(database.sql, filter), raw);
    expectSameReport(await loadToolAnalytics(database.sql, filter, serviceRoleSource(filter)), raw);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await seedRandomLog(database.sql, {
    seed: 16,
    agents: [agentOne, agentTwo, null],
    firstDay: '2026-10-01',
    days: 10,
    turnsPerDay: 40,
  });
  expect(rows).toBeGreaterThan(500);
  rawReports = await Promise.all(filters.map((filter) => loadToolAnalytics(database.sql, filter)));
});

afterAll(async () => {
  await database.dispose();
});

describe('analytics rollups on a generated log', () => {
  it('has executor retries, model retries, tool-function rows, questions, turns across midnight and replays', async () => {
    const [shape] = await database.sql.query<Record<string, boolean>>(
      `select bool_or(retried_by = 'executor') as executor, bool_or(retried_by = 'model') as model,
         bool_or(replayed) as replayed, bool_or(agent_id is null) as deleted_agent,
         bool_or(f.first_failure and f.call_recovered) as recovered, bool_or(f.question) as questions,
         (select count(*) from public.tool_executions where source <> 'chat') > 0 as tool_function_rows,
         (select count(*) from (select request_id from public.tool_executions group by 1
           having count(distinct (created_at at time zone 'utc')::date) > 1) turns) > 0 as across_midnight
       from public.tool_attempt_facts(null, null, null) f`,
    );
    expect(shape).toEqual({
      executor: true,
      model: true,
      replayed: true,
      deleted_agent: true,
      recovered: true,
      questions: true,
      tool_function_rows: true,
      across_midnight: true,
    });
  });

  it('gives the same reports with half the days rolled up as from the raw log', async () => {
    expect(await refreshRollups(database.sql, '2026-10-06T01:00:00Z')).toBe(5);
    expect(await rolledUntil(database.sql)).toBe('2026-10-06T00:00Z');
    await expectAsRaw();
  });

  it.each(['2026-10-07T09:20:00Z', '2026-10-07T17:50:00Z', '2026-10-08T00:20:00Z'])(
    'gives the same reports with the current day rolled up to the hour (refresh at %s)',
    async (now) => {
      expect(await refreshRollups(database.sql, now)).toBeGreaterThan(0);
      await expectAsRaw();
    },
  );

  it('gives the same reports with every day rolled up', async () => {
    // Day 8 again (rolled up to 00:00) and the three after it.
    expect(await refreshRollups(database.sql, '2026-10-12T00:30:00Z')).toBe(4);
    expect(await rolledUntil(database.sql)).toBe('2026-10-12T00:00Z');
    await expectAsRaw();
  });

  it('gives the same rollups when two refreshes run at once', async () => {
    const contents = await rollupContents(database.sql);
    await clearRollups(database.sql);
    const days = await Promise.all([
      refreshRollups(database.sql, '2026-10-12T00:30:00Z'),
      refreshRollups(database.sql, '2026-10-12T00:30:00Z'),
    ]);
    // One does the work; the other waits for its lock and then finds nothing to do.
    expect([...days].sort((left, right) => left - right)).toEqual([0, 11]);
    expect(await rollupContents(database.sql)).toEqual(contents);
    await expectAsRaw();
  });
});
