import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsQueryNames } from '../../../shared/analytics/analytics-queries.ts';
import { createUnboundedClient } from '../../../bench/analytics/bench-database.ts';
import { runAnalyticsBenchmark } from '../../../bench/analytics/analytics-benchmark.ts';
import { benchArgumentsOf } from '../../../bench/analytics/bench-arguments.ts';
import {
  type AnalyticsBenchmarkResult,
  benchmarkJsonOf,
  benchmarkJsonSchema,
} from '../../../bench/analytics/benchmark-result.ts';
import { formatAnalyticsReport } from '../../../bench/analytics/format-report.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { testServerUrl } from '../../e2e/support/fresh-server-database.ts';

const serverUrl = testServerUrl();
const scopes = ['busiestAgent30d', 'busiestAgent90d', 'medianAgent30d', 'medianAgent90d', 'allAgents30d'];

describe('the analytics bench arguments (bench/analytics)', () => {
  it('refuses to run without a PostgreSQL server, saying how to name one', () => {
    const parsed = benchArgumentsOf({ rows: '1000' }, {});
    expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining('DATABASE_URL') });
  });

  it('refuses a row count that is not a whole number of at least 1,000', () => {
    const environment = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
    expect(benchArgumentsOf({ rows: 'many' }, environment).ok).toBe(false);
    expect(benchArgumentsOf({ rows: '10' }, environment).ok).toBe(false);
    expect(benchArgumentsOf({ rows: '200000' }, environment)).toMatchObject({
      ok: true,
      arguments: { rows: 200_000, runs: 7 },
    });
  });
});

// A year of logs needs a real server: the bench refuses PGlite, and so does this test.
describe.skipIf(serverUrl === undefined)('the analytics bench on a small log (bench/analytics)', () => {
  let result: AnalyticsBenchmarkResult;
  let bench: SqlClient;
  let admin: SqlClient;
  let databaseName: string;

  beforeAll(async () => {
    result = await runAnalyticsBenchmark({
      serverUrl: serverUrl ?? '',
      rows: 4_000,
      runs: 1,
      keep: true,
      jit: false,
      insertBatchSize: 100,
      insertBatchesPerRound: 2,
      insertRounds: 1,
      now: new Date(),
      progress: () => {},
    });
    databaseName = new URL(result.database).pathname.slice(1);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    bench = createUnboundedClient(url.toString(), 1);
    admin = createUnboundedClient(serverUrl ?? '', 1);
  }, 600_000);

  afterAll(async () => {
    await bench?.close();
    await admin?.exec(`drop database if exists "${databaseName}" with (force)`);
    await admin?.close();
  });

  it('prints JSON of exactly the documented shape, every query timed in every scope', () => {
    const json = benchmarkJsonSchema.parse(JSON.parse(JSON.stringify(benchmarkJsonOf(result))));
    expect(Object.keys(json)).toEqual(['rows', 'queries', 'maintenanceMs', 'insertRowsPerSec', 'hourlyMaintenanceMs']);
    expect(json.rows).toBe(4_000);
    const expectedKeys = scopes.flatMap((scope) =>
      [...analyticsQueryNames, 'report'].map((name) => `${scope}.${name}`)
    );
    expect(Object.keys(json.queries).sort()).toEqual(expectedKeys.sort());
    for (const timing of Object.values(json.queries)) {
      expect(timing.error).toBeUndefined();
      expect(timing.p50Ms).toBeGreaterThan(0);
      expect(timing.p95Ms).toBeGreaterThanOrEqual(timing.p50Ms ?? 0);
    }
    expect(json.maintenanceMs).toBeGreaterThan(0);
    expect(json.hourlyMaintenanceMs).toBeGreaterThan(0);
    expect(json.insertRowsPerSec.partitioned).toBeGreaterThan(0);
    expect(json.insertRowsPerSec.baseline).toBeGreaterThan(0);
    expect(formatAnalyticsReport(result)).toContain(`busiest agent ${result.agents.busiest.agentId}`);
  });

  it('generates a year of every kind of row the analytics read', async () => {
    const [shape] = await bench.query<Record<string, number>>(
      `select count(*) filter (where status = 'success')::float / count(*) as success_share,
         count(distinct category) as categories,
         count(*) filter (where interaction_kind = 'question') as questions,
         count(*) filter (where replayed) as replayed,
         count(*) filter (where source = 'gmail-api') as gmail_function_rows,
         count(*) filter (where resolved_tool_name is null) as unknown_names,
         count(distinct coalesce(resolved_tool_name, requested_tool_name)) filter (where resolved_tool_name is not null)
           as tools,
         extract(day from max(created_at) - min(created_at))::integer as days,
         min(duration_ms) filter (where category is null and not replayed) as shortest_run,
         max(duration_ms) as longest_run
       from public.tool_executions`,
    );
    expect(shape?.success_share).toBeGreaterThan(0.8);
    expect(shape?.success_share).toBeLessThan(0.92);
    expect(shape?.categories).toBe(6);
    expect(shape?.questions).toBeGreaterThan(0);
    expect(shape?.replayed).toBeGreaterThan(0);
    expect(shape?.gmail_function_rows).toBeGreaterThan(0);
    expect(shape?.unknown_names).toBeGreaterThan(0);
    expect(shape?.tools).toBeGreaterThan(20);
    expect(shape?.days).toBeGreaterThan(360);
    expect(shape?.shortest_run).toBeGreaterThanOrEqual(20);
    expect(shape?.longest_run).toBeLessThanOrEqual(10_000);
    const [retries] = await bench.query<Record<string, number>>(
      `select
         (select count(*) from public.tool_executions e where e.attempt = 2 and exists (
           select 1 from public.tool_executions f where f.tool_call_id = e.tool_call_id and f.attempt = 1)) as executor,
         (select count(*) from public.tool_executions e where e.attempt = 2 and not exists (
           select 1 from public.tool_executions f where f.tool_call_id = e.tool_call_id and f.attempt = 1)) as model,
         (select count(*) from public.model_events) as model_events,
         (select count(*) from public.agents a join auth.users u on u.id = a.owner_id) as owned_agents`,
    );
    expect(retries?.executor).toBeGreaterThan(0);
    expect(retries?.model).toBeGreaterThan(0);
    expect(retries?.model_events).toBeGreaterThan(0);
    expect(retries?.owned_agents).toBe(1_000);
  });
});
