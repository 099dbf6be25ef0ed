import type { SqlExecutor } from '../db/sql-client.ts';
import { queryAnalyticsRows } from './analytics-queries.ts';
import type { AnalyticsSource } from './analytics-sql.ts';
import { buildToolAnalytics } from './build-tool-analytics.ts';
import type { AnalyticsFilters, ToolAnalytics } from '../protocol/tool-analytics.ts';

/**
 * Reads one report from a migrated database (server or PGlite): the rollups for the hours
 * rolled up, the facts functions for the open period after them (analytics-sql.ts). Gives
 * the success rate, p50/p95 duration and errors per tool, errors by category, outcomes by
 * attempt number, the interactive error rate, fallbacks per chat turn and a daily series.
 * Throws `AnalyticsQueryError` when a query answers in an unexpected shape. `source`: the
 * per-agent rollups (default), or the fleet's for every agent as the service role.
 */
export async function loadToolAnalytics(
  sql: SqlExecutor,
  filters: AnalyticsFilters,
  source: AnalyticsSource = 'agents',
): Promise<ToolAnalytics> {
  return buildToolAnalytics(await queryAnalyticsRows(sql, filters, source), filters);
}
