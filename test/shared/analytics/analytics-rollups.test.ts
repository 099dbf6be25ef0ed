import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import { serviceRoleSource } from '../../../shared/analytics/analytics-queries.ts';
import type { ToolAnalytics } from '../../../shared/protocol/tool-analytics.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { agentA, agentB, day1, day2, day3, seedAnalyticsLog } from '../../local/analytics-log-fixture.ts';
import {
  expectSameReport,
  filterCombinations,
  rawReport,
  refreshRollups,
  rolledUntil,
  rollupContents,
} from './rollup-helpers.ts';

let database: TestDatabase;
const filters = filterCombinations([agentA, agentB], [day1, day2, day3]);
let rawReports: ToolAnalytics[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedAnalyticsLog(database.sql);
  rawReports = await Promise.all(filters.map((filter) => loadToolAnalytics(database.sql, filter)));
});

afterAll(async () => {
  await database.dispose();
});

/** Every report, per agent and (for all agents) from the fleet rollups too, equals the raw one. */
async function expectReportsAsRaw(): Promise<void> {
  for (const [index, filter] of filters.entries()) {
    const raw = rawReports[index] as ToolAnalytics;
    expectSameReport(await loadToolAnalytics(database.sql, filter), raw);
    expectSameReport(await loadToolAnalytics(database.sql, filter, serviceRoleSource(filter)), raw);
  }
}

describe('analytics rollups on the fixture log', () => {
  it('starts with nothing rolled up, so every report is read from the raw log', async () => {
    expect(await rolledUntil(database.sql)).toBeNull();
    expect(await rollupContents(database.sql)).toEqual([[], [], [], [], [], [], [], [], [], [], [], []]);
    await expectReportsAsRaw();
  });

  it('rolls up only closed hours: an hour closes 15 minutes after it ends', async () => {
    // The hour 23:00 of day 2 ends at day 3 00:00; at 00:10 it is still open.
    expect(await refreshRollups(database.sql, `${day3}T00:10:00Z`)).toBe(2);
    expect(await rolledUntil(database.sql)).toBe(`${day2}T23:00Z`);
    // Day 2 is rolled again, whole this time.
    expect(await refreshRollups(database.sql, `${day3}T00:15:00Z`)).toBe(1);
    expect(await rolledUntil(database.sql)).toBe(`${day3}T00:00Z`);
  });

  it('reads closed days from the rollups and the open day (day 3) raw, with the same report as all raw', async () => {
    const [days] = await database.sql.query<{ days: string[] }>(
      `select array_agg(distinct day::text order by day::text) as days from public.tool_rollup_daily`,
    );
    expect(days?.days).toEqual([day1, day2]);
    await expectReportsAsRaw();
  });

  it('shows a new row of the open day at once', async () => {
    const before = await loadToolAnalytics(database.sql, { since: day3, until: day3, agentId: agentB });
    await database.sql.query(
      `insert into public.tool_executions (request_id, agent_id, tool_call_id, requested_tool_name, resolved_tool_name,
         attempt, status, model_message, duration_ms, created_at)
       values ('b-extra', $1, 'x1', 'web_search', 'web_search', 1, 'success', 'ok', 5, $2)`,
      [agentB, `${day3}T13:00:00Z`],
    );
    const after = await loadToolAnalytics(database.sql, { since: day3, until: day3, agentId: agentB });
    expect(after.totals.attempts).toBe(before.totals.attempts + 1);
    await database.sql.query(`delete from public.tool_executions where request_id = 'b-extra'`);
  });

  it('rolls the current day up to the hour and reads its later hours raw, with the same report', async () => {
    // Agent A's rows of day 3 are at 08:00–08:05, 09:00 and 10:00: rolled up to 09:00, the rest raw.
    expect(await refreshRollups(database.sql, `${day3}T09:20:00Z`)).toBe(1);
    expect(await rolledUntil(database.sql)).toBe(`${day3}T09:00Z`);
    const [rolled] = await database.sql.query<{ attempts: number }>(
      `select sum(attempts)::int as attempts from public.tool_rollup_daily where day = $1 and agent_id = $2`,
      [day3, agentA],
    );
    const [raw] = await database.sql.query<{ attempts: number }>(
      `select count(*)::int as attempts from public.tool_attempt_facts($1::date, $1::date, $2::uuid)`,
      [day3, agentA],
    );
    expect(rolled?.attempts).toBeGreaterThan(0);
    expect(rolled?.attempts).toBeLessThan(raw?.attempts ?? 0);
    await expectReportsAsRaw();
  });

  it('is idempotent: a second refresh at the same time rolls nothing and changes no row', async () => {
    const contents = await rollupContents(database.sql);
    expect(await refreshRollups(database.sql, `${day3}T09:20:00Z`)).toBe(0);
    expect(await rollupContents(database.sql)).toEqual(contents);
    // Rolling the same days again by hand gives the same rows too.
    await database.sql.query(`select parley.roll_up_analytics_days($1::date, $2::date, $3::timestamptz)`, [
      day1,
      day3,
      `${day3}T09:00:00Z`,
    ]);
    expect(await rollupContents(database.sql)).toEqual(contents);
  });

  it('processes only the new days', async () => {
    const [before] = await database.sql.query<{ day: string; rolled_at: string }>(
      `select day::text, rolled_at::text from parley.analytics_rollup_days where day = $1`,
      [day1],
    );
    // Day 3 (rolled up to 09:00) again, whole, and the 16 days after it.
    expect(await refreshRollups(database.sql, '2026-11-20T01:00:00Z')).toBe(17);
    expect(await rolledUntil(database.sql)).toBe('2026-11-20T00:00Z');
    const [after] = await database.sql.query(
      `select day::text, rolled_at::text from parley.analytics_rollup_days where day = $1`,
      [day1],
    );
    expect(after).toEqual(before);
    await expectReportsAsRaw();
  });

  it('re-rolls a recently rolled day that got a late row, and its neighbours', async () => {
    await database.sql.query(
      `insert into public.tool_executions (request_id, agent_id, tool_call_id, requested_tool_name, resolved_tool_name,
         attempt, status, category, model_message, duration_ms, created_at)
       values ('late', $1, 'l1', 'web_search', 'web_search', 1, 'error', 'internal', 'late', 12, '2026-11-18T23:59:00Z')`,
      [agentA],
    );
    const raw = await rawReport(database.sql, { since: null, until: null, agentId: agentA });
    // Days 17, 18 and 19 are rolled again; nothing new closed.
    expect(await refreshRollups(database.sql, '2026-11-20T01:00:00Z')).toBe(3);
    expectSameReport(await loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA }), raw);
    expect(await refreshRollups(database.sql, '2026-11-20T01:00:00Z')).toBe(0);
  });

  it('refuses to read one agent from the fleet rollups, which hold every agent summed', async () => {
    await expect(loadToolAnalytics(database.sql, { since: null, until: null, agentId: agentA }, 'fleet')).rejects
      .toThrow(/fleet rollups hold every agent together/);
  });

  it('keeps the rollups when raw rows of a rolled day go (retention), instead of re-rolling them away', async () => {
    const contents = await rollupContents(database.sql);
    await database.sql.query(`delete from public.tool_executions where request_id = 'late'`);
    expect(await refreshRollups(database.sql, '2026-11-20T01:00:00Z')).toBe(0);
    expect(await rollupContents(database.sql)).toEqual(contents);
  });
});
