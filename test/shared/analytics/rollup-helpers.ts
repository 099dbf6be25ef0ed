/**
 * Helpers for the rollup tests: refresh at a given time, read a report the way the app does,
 * and read the same report from the raw log alone (rolled_through set aside for a moment).
 */
import { expect } from 'vitest';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import type { AnalyticsFilters, ToolAnalytics } from '../../../shared/analytics/tool-analytics.ts';
import type { SqlClient, SqlExecutor } from '../../../shared/db/sql-client.ts';

/** Runs `parley.refresh_analytics_rollups` as if it were `now`; returns the days rolled. */
export async function refreshRollups(sql: SqlExecutor, now: string): Promise<number> {
  const [row] = await sql.query<{ days: number }>(
    `select parley.refresh_analytics_rollups($1::timestamptz) as days`,
    [now],
  );
  return Number(row?.days);
}

export async function rolledThrough(sql: SqlExecutor): Promise<string | null> {
  const [row] = await sql.query<{ day: string | null }>(
    `select rolled_through::text as day from public.analytics_rollup_state`,
  );
  return row?.day ?? null;
}

class Rollback extends Error {}

/** The report computed from raw rows only: in a transaction that is rolled back, the state
 * says nothing is rolled up. */
export async function rawReport(sql: SqlClient, filters: AnalyticsFilters): Promise<ToolAnalytics> {
  let report: ToolAnalytics | undefined;
  await sql.transaction(async (transaction) => {
    await transaction.query(`update public.analytics_rollup_state set rolled_through = null`);
    report = await loadToolAnalytics(transaction, filters);
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
  if (report === undefined) throw new Error('no raw report');
  return report;
}

/** Every rollup row, in a stable order, to compare states before and after a refresh. */
export async function rollupContents(sql: SqlExecutor): Promise<unknown[]> {
  const tables = [
    'tool_rollup_daily',
    'tool_rollup_errors',
    'tool_rollup_attempts',
    'tool_rollup_durations',
    'model_event_rollup_daily',
  ];
  const contents: unknown[] = [];
  for (const table of tables) {
    contents.push(await sql.query(`select * from public.${table} r order by r::text`));
  }
  return contents;
}

/** Percentiles from the histogram are exact below 1000 ms and within 0.5 % above. */
export function expectSameReport(actual: ToolAnalytics, expected: ToolAnalytics, exactDurations = true): void {
  const withoutDurations = (report: ToolAnalytics) => ({
    ...report,
    tools: report.tools.map((tool) => ({ ...tool, p50Ms: null, p95Ms: null })),
  });
  expect(withoutDurations(actual)).toEqual(withoutDurations(expected));
  for (const [index, tool] of expected.tools.entries()) {
    const other = actual.tools[index];
    for (const key of ['p50Ms', 'p95Ms'] as const) {
      const want = tool[key];
      const got = other?.[key] ?? null;
      if (want === null || exactDurations) expect(got, `${tool.toolName} ${key}`).toBe(want);
      else expect(Math.abs((got ?? 0) - want), `${tool.toolName} ${key}`).toBeLessThanOrEqual(want * 0.005 + 0.01);
    }
  }
}

/** The filters the equality tests try: everything, each agent, and day ranges cutting the log. */
export function filterCombinations(
  agents: readonly string[],
  days: readonly string[],
): AnalyticsFilters[] {
  const filters: AnalyticsFilters[] = [{ since: null, until: null, agentId: null }];
  for (const agentId of agents) filters.push({ since: null, until: null, agentId });
  for (const day of days) {
    filters.push({ since: day, until: null, agentId: null }, { since: null, until: day, agentId: null }, {
      since: day,
      until: day,
      agentId: agents[0] ?? null,
    });
  }
  return filters;
}
