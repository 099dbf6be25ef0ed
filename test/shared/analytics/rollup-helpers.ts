/**
 * Helpers for the rollup tests: refresh at a given time, read a report the way the app does,
 * and read the same report from the raw log alone (rolled_until set aside for a moment).
 */
import { expect } from 'vitest';
import { loadToolAnalytics } from '../../../shared/analytics/load-tool-analytics.ts';
import type { AnalyticsFilters, ToolAnalytics } from '../../../shared/protocol/tool-analytics.ts';
import type { SqlClient, SqlExecutor } from '../../../shared/db/sql-client.ts';

/** Runs `parley.refresh_analytics_rollups` as if it were `now`; returns the days rolled. */
export async function refreshRollups(sql: SqlExecutor, now: string): Promise<number> {
  const [row] = await sql.query<{ days: number }>(
    `select parley.refresh_analytics_rollups($1::timestamptz) as days`,
    [now],
  );
  return Number(row?.days);
}

/** Where the rollups reach, as `YYYY-MM-DDTHH:MMZ` (UTC), or null. */
export async function rolledUntil(sql: SqlExecutor): Promise<string | null> {
  const [row] = await sql.query<{ until: string | null }>(
    `select to_char(rolled_until at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI"Z"') as until from public.analytics_rollup_state`,
  );
  return row?.until ?? null;
}

class Rollback extends Error {}

/** The report computed from raw rows only: in a transaction that is rolled back, the state
 * says nothing is rolled up. */
export async function rawReport(sql: SqlClient, filters: AnalyticsFilters): Promise<ToolAnalytics> {
  let report: ToolAnalytics | undefined;
  await sql.transaction(async (transaction) => {
    await transaction.query(`update public.analytics_rollup_state set rolled_until = null`);
    report = await loadToolAnalytics(transaction, filters);
    throw new Rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Rollback)) throw error;
  });
  if (report === undefined) throw new Error('no raw report');
  return report;
}

/** Empties every rollup and the state, as before the first refresh. */
export async function clearRollups(sql: SqlExecutor): Promise<void> {
  await sql.exec(`update public.analytics_rollup_state set rolled_until = null;
    delete from public.tool_rollup_daily; delete from public.tool_rollup_errors; delete from public.tool_rollup_attempts;
    delete from public.tool_rollup_durations; delete from public.model_event_rollup_daily;
    delete from public.chat_turn_rollup_daily; delete from public.tool_fleet_rollup_daily;
    delete from public.tool_fleet_rollup_errors; delete from public.tool_fleet_rollup_attempts;
    delete from public.tool_fleet_rollup_durations; delete from public.tool_rollup_invented_names;
    delete from public.tool_fleet_rollup_invented_names; delete from parley.analytics_rollup_days;`);
}

/** Every rollup row, in a stable order, to compare states before and after a refresh. */
export async function rollupContents(sql: SqlExecutor): Promise<unknown[]> {
  const tables = [
    'tool_rollup_daily',
    'tool_rollup_errors',
    'tool_rollup_attempts',
    'tool_rollup_durations',
    'model_event_rollup_daily',
    'chat_turn_rollup_daily',
    'tool_fleet_rollup_daily',
    'tool_fleet_rollup_errors',
    'tool_fleet_rollup_attempts',
    'tool_fleet_rollup_durations',
    'tool_rollup_invented_names',
    'tool_fleet_rollup_invented_names',
  ];
  const contents: unknown[] = [];
  for (const table of tables) {
    contents.push(await sql.query(`select * from public.${table} r order by r::text`));
  }
  return contents;
}

/** The same report: the rollups and the raw log give the same histogram, so the percentiles too. */
export function expectSameReport(actual: ToolAnalytics, expected: ToolAnalytics): void {
  expect(actual).toEqual(expected);
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
