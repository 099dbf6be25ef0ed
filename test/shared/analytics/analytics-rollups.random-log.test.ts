import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import type { ToolAnalytics } from '../../../shared/analytics/tool-analytics.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { seedRandomLog } from './random-analytics-log.ts';
import {
  expectSameReport,
  filterCombinations,
  refreshRollups,
  rolledThrough,
  rollupContents,
} from './rollup-helpers.ts';

const agentOne = '0a0a0a0a-0000-4000-8000-000000000001';
const agentTwo = '0a0a0a0a-0000-4000-8000-000000000002';
const filters = filterCombinations([agentOne, agentTwo], ['2026-10-03', '2026-10-06', '2026-10-09']);
/** The views a user reads, each in a stable order. */
const views = [
  'tool_daily_stats',
  'tool_error_breakdown',
  'tool_retry_outcomes',
  'tool_duration_percentiles',
  'model_fallback_daily',
  'tool_health_summary',
];

let database: TestDatabase;
let rawReports: ToolAnalytics[];
let rawViews: unknown[];

async function viewContents(): Promise<unknown[]> {
  const contents: unknown[] = [];
  for (const view of views) contents.push(await database.sql.query(`select * from public.${view} v order by v::text`));
  return contents;
}

async function expectAsRaw(): Promise<void> {
  for (const [index, filter] of filters.entries()) {
    expectSameReport(await loadToolAnalytics(database.sql, filter), rawReports[index] as ToolAnalytics);
  }
  expect(await viewContents()).toEqual(rawViews);
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
  rawViews = await viewContents();
});

afterAll(async () => {
  await database.dispose();
});

describe('analytics rollups on a generated log', () => {
  it('has executor retries, model retries, chat + tool-function duplicates, turns across midnight and replays', async () => {
    const [shape] = await database.sql.query<Record<string, boolean>>(
      `select bool_or(retried_by = 'executor') as executor, bool_or(retried_by = 'model') as model,
         bool_or(replayed) as replayed, bool_or(agent_id is null) as deleted_agent,
         bool_or(f.first_failure and f.call_recovered) as recovered,
         (select count(*) from public.tool_executions where source <> 'chat') > 0 as duplicates,
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
      duplicates: true,
      across_midnight: true,
    });
  });

  it('gives the same reports and views with half the days rolled up as from the raw log', async () => {
    expect(await refreshRollups(database.sql, '2026-10-06T01:00:00Z')).toBe(5);
    expect(await rolledThrough(database.sql)).toBe('2026-10-05');
    await expectAsRaw();
  });

  it('gives the same reports and views with every day rolled up', async () => {
    expect(await refreshRollups(database.sql, '2026-10-12T00:30:00Z')).toBe(5);
    expect(await rolledThrough(database.sql)).toBe('2026-10-10');
    await expectAsRaw();
  });

  it('gives the same rollups when two refreshes run at once', async () => {
    const contents = await rollupContents(database.sql);
    await database.sql.exec(`update public.analytics_rollup_state set rolled_through = null;
      delete from public.tool_rollup_daily; delete from public.tool_rollup_errors; delete from public.tool_rollup_attempts;
      delete from public.tool_rollup_durations; delete from public.model_event_rollup_daily;
      delete from parley.analytics_rollup_days;`);
    const days = await Promise.all([
      refreshRollups(database.sql, '2026-10-12T00:30:00Z'),
      refreshRollups(database.sql, '2026-10-12T00:30:00Z'),
    ]);
    // One does the work; the other waits for its lock and then finds nothing to do.
    expect([...days].sort()).toEqual([0, 10]);
    expect(await rollupContents(database.sql)).toEqual(contents);
    await expectAsRaw();
  });
});
