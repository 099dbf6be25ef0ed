/** The analytics bench's readable report: what was generated, maintenance, query times
 * (one row per query, one column pair per scope) and insert rates. */
import { analyticsQueryNames } from '../../shared/analytics/analytics-queries.ts';
import { textTable } from '../benchmark.ts';
import type { AnalyticsBenchmarkResult } from './benchmark-result.ts';
import { wholeReportName } from './time-queries.ts';

const count = (value: number): string => value.toLocaleString('en');
const milliseconds = (value: number | null): string => (value === null ? '—' : value.toFixed(1));

function scopesOf(result: AnalyticsBenchmarkResult): string[] {
  return [...new Set(Object.keys(result.queries).map((key) => key.slice(0, key.indexOf('.'))))];
}

function queryTable(result: AnalyticsBenchmarkResult): string {
  const scopes = scopesOf(result);
  const names = [...analyticsQueryNames, wholeReportName];
  const rows = names.map((name) => [
    name === wholeReportName ? 'whole report' : name,
    ...scopes.map((scope) => {
      const timing = result.queries[`${scope}.${name}`];
      return timing === undefined ? '' : `${milliseconds(timing.p50Ms)} / ${milliseconds(timing.p95Ms)}`;
    }),
  ]);
  return textTable(['query (p50 / p95 ms)', ...scopes], rows);
}

function failures(result: AnalyticsBenchmarkResult): string[] {
  return Object.entries(result.queries).flatMap(([key, timing]) =>
    timing.error === undefined ? [] : [`  ${key} failed: ${timing.error}`]
  );
}

/** The report as text. */
export function formatAnalyticsReport(result: AnalyticsBenchmarkResult): string {
  const { log, agents } = result;
  const maintenance = result.maintenanceMs === null
    ? 'parley.run_maintenance() is missing from the schema: not timed'
    : `first run ${count(result.maintenanceMs)} ms (a year to roll up), second run ${
      count(result.repeatMaintenanceMs ?? 0)
    } ms, an hour later ${count(result.hourlyMaintenanceMs ?? 0)} ms; report ${
      JSON.stringify(result.maintenanceReport)
    }`;
  return [
    `Analytics at scale on ${result.database} (jit ${result.jit})`,
    `  generated ${count(log.toolRows)} tool rows, ${count(log.turns)} turns (user messages), ${
      count(log.modelEvents)
    } model events in ${count(log.generationMs)} ms`,
    `  maintenance: ${maintenance}`,
    `  busiest agent ${agents.busiest.agentId} (${count(agents.busiest.rows)} tool rows in the last 90 days)`,
    `  median agent ${agents.median.agentId} (${count(agents.median.rows)} tool rows in the last 90 days, of ${
      count(agents.activeAgents)
    } active agents)`,
    `  per-agent queries run as the agent's owner under row-level security; allAgents as the service role;`,
    `  1 warm-up run and ${result.runs} timed runs each`,
    '',
    queryTable(result),
    ...failures(result),
    '',
    textTable(['insertMany, ' + `${result.insertBatchSize} rows per statement`, 'rows/s'], [
      ['partitioned public.tool_executions', count(result.insertRowsPerSec.partitioned)],
      ['unpartitioned copy, same rows and indexes', count(result.insertRowsPerSec.baseline)],
    ]),
    `  (the copy took ${count(result.baselineCopyMs)} ms to build)`,
  ].join('\n');
}
