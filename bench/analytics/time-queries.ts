/**
 * Times each report query the way its callers run it: per agent as that agent's owner
 * (role authenticated, their claims, row-level security — like `GET /analytics`), and the
 * all-agents overview as the service role (like `npm run analytics`). Each query runs
 * once to warm up, then `runs` times; p50 and p95 are nearest-rank over those runs.
 */
import { analyticsQueryNames, runAnalyticsQuery, serviceRoleSource } from '../../shared/analytics/analytics-queries.ts';
import type { AnalyticsSource } from '../../shared/analytics/analytics-sql.ts';
import { inAnalyticsTransaction, prepareAnalyticsReads } from '../../shared/analytics/analytics-transaction.ts';
import { loadToolAnalytics } from '../../shared/analytics/load-tool-analytics.ts';
import { loadUserAnalytics } from '../../shared/analytics/load-user-analytics.ts';
import type { AnalyticsFilters } from '../../shared/protocol/tool-analytics.ts';
import type { SqlClient, SqlExecutor } from '../../shared/db/sql-client.ts';
import { transactionAsUser, type UserClaims } from '../../shared/db/transaction-as-user.ts';

/** Which rows a timing covers, and as whom: an owner's claims, or null for the service role. */
export interface QueryScope {
  readonly name: string;
  readonly filters: AnalyticsFilters & { readonly since: string; readonly until: string };
  readonly claims: UserClaims | null;
}

/** One query's timing, in milliseconds; a failed query (such as one past the 15 s
 * statement timeout of a user's transaction) has nulls and the error. */
export interface QueryTiming {
  readonly p50Ms: number | null;
  readonly p95Ms: number | null;
  readonly error?: string;
}

/** The whole report (every query, as the endpoint or the CLI loads it) is timed as this. */
export const wholeReportName = 'report';

/** The value at fraction `quantile` of `values`, nearest rank. */
export function nearestRank(values: readonly number[], quantile: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.max(0, Math.ceil(quantile * sorted.length) - 1)] ?? Number.NaN;
}

/** The rollups a scope reads: as the service role, the fleet's for all agents; as an owner,
 * always their agents'. */
function sourceOf(scope: QueryScope): AnalyticsSource {
  return scope.claims === null ? serviceRoleSource(scope.filters) : 'agents';
}

function asScope(
  sql: SqlClient,
  scope: QueryScope,
  work: (executor: SqlExecutor) => Promise<unknown>,
): Promise<unknown> {
  // As the analytics function and the CLI read: in a transaction prepared for analytics.
  if (scope.claims === null) return inAnalyticsTransaction(sql, work);
  return transactionAsUser(sql, scope.claims, async (transaction) => {
    await prepareAnalyticsReads(transaction);
    return work(transaction);
  });
}

function wholeReport(sql: SqlClient, scope: QueryScope): Promise<unknown> {
  if (scope.claims === null) {
    return inAnalyticsTransaction(
      sql,
      (transaction) => loadToolAnalytics(transaction, scope.filters, sourceOf(scope)),
    );
  }
  return loadUserAnalytics(sql, scope.claims, {
    since: scope.filters.since,
    until: scope.filters.until,
    agentId: scope.filters.agentId,
  });
}

async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<QueryTiming> {
  try {
    await work();
    const durations: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await work();
      durations.push(performance.now() - started);
    }
    const rounded = (value: number): number => Math.round(value * 10) / 10;
    return { p50Ms: rounded(nearestRank(durations, 0.5)), p95Ms: rounded(nearestRank(durations, 0.95)) };
  } catch (error) {
    return { p50Ms: null, p95Ms: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Times every query and the whole report in every scope; keys are `<scope>.<query>`. */
export async function timeQueries(
  sql: SqlClient,
  scopes: readonly QueryScope[],
  options: { readonly runs: number; readonly progress: (line: string) => void },
): Promise<Record<string, QueryTiming>> {
  const timings: Record<string, QueryTiming> = {};
  for (const scope of scopes) {
    for (const name of analyticsQueryNames) {
      timings[`${scope.name}.${name}`] = await timeRuns(
        options.runs,
        () => asScope(sql, scope, (executor) => runAnalyticsQuery(executor, name, scope.filters, sourceOf(scope))),
      );
    }
    timings[`${scope.name}.${wholeReportName}`] = await timeRuns(options.runs, () => wholeReport(sql, scope));
    options.progress(`timed ${scope.name}`);
  }
  return timings;
}
