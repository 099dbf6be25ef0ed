/**
 * The analytics bench, start to end, on a fresh database of the PostgreSQL server:
 * generate a year of logs, run maintenance (timed), time the report queries per agent
 * (as its owner, under row-level security) and for all agents (as the service role), then
 * the log writer's insert rate into the partitioned table and into an unpartitioned copy,
 * and last the maintenance run an hour later (the hourly steady state).
 */
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createBaselineTable } from './baseline-table.ts';
import { createBenchDatabase } from './bench-database.ts';
import type { AnalyticsBenchmarkResult } from './benchmark-result.ts';
import { generateLog } from './generate-log.ts';
import { measureInsertRates } from './insert-rate.ts';
import { pickAgents, type PickedAgent } from './pick-agents.ts';
import { type QueryScope, timeQueries } from './time-queries.ts';

/** What to run. */
export interface AnalyticsBenchmarkOptions {
  readonly serverUrl: string;
  /** Tool execution rows to generate. */
  readonly rows: number;
  /** Timed runs per query, after one warm-up run. */
  readonly runs: number;
  /** Keep the database afterwards (its name is in the result). */
  readonly keep: boolean;
  /** False: JIT compilation off in the bench database (the server's setting otherwise). */
  readonly jit: boolean;
  readonly insertBatchSize: number;
  readonly insertBatchesPerRound: number;
  readonly insertRounds: number;
  /** Ends the generated year. */
  readonly now: Date;
  readonly progress: (line: string) => void;
}

const dayMilliseconds = 86_400_000;

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The timed scopes: each picked agent over 30 and 90 days as its owner, all agents over 30. */
export function queryScopes(agents: { busiest: PickedAgent; median: PickedAgent }, now: Date): QueryScope[] {
  const until = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const window = (days: number) => ({ since: dayOf(until - (days - 1) * dayMilliseconds), until: dayOf(until) });
  const asOwner = (name: string, agent: PickedAgent, days: number): QueryScope => ({
    name,
    filters: { ...window(days), agentId: agent.agentId },
    claims: { sub: agent.ownerId, role: 'authenticated' },
  });
  return [
    asOwner('busiestAgent30d', agents.busiest, 30),
    asOwner('busiestAgent90d', agents.busiest, 90),
    asOwner('medianAgent30d', agents.median, 30),
    asOwner('medianAgent90d', agents.median, 90),
    { name: 'allAgents30d', filters: { ...window(30), agentId: null }, claims: null },
  ];
}

async function maintenanceExists(sql: SqlClient): Promise<boolean> {
  const rows = await sql.query<{ present: boolean }>(
    `select to_regproc('parley.run_maintenance') is not null as present`,
  );
  return rows[0]?.present === true;
}

/** Runs `parley.run_maintenance(null, now)`; null when the schema has none. */
async function timedMaintenance(sql: SqlClient, now: Date): Promise<{ ms: number; report: unknown } | null> {
  if (!(await maintenanceExists(sql))) return null;
  const started = performance.now();
  const rows = await sql.query<{ report: unknown }>(`select parley.run_maintenance(null, $1) as report`, [
    now.toISOString(),
  ]);
  return { ms: Math.round(performance.now() - started), report: rows[0]?.report ?? null };
}

/** Runs the whole bench; the database is dropped at the end unless `keep`. */
export async function runAnalyticsBenchmark(options: AnalyticsBenchmarkOptions): Promise<AnalyticsBenchmarkResult> {
  const database = await createBenchDatabase(options.serverUrl, { jit: options.jit });
  options.progress(`database ${database.description} (jit ${database.jit})`);
  try {
    const { sql } = database;
    const log = await generateLog(sql, { rows: options.rows, now: options.now, progress: options.progress });
    const maintenance = await timedMaintenance(sql, options.now);
    const repeat = maintenance === null ? null : await timedMaintenance(sql, options.now);
    await sql.exec('analyze');
    options.progress(`maintenance ${maintenance === null ? 'missing' : `${maintenance.ms} ms`}`);
    const agents = await pickAgents(sql, new Date(options.now.getTime() - 90 * dayMilliseconds));
    const queries = await timeQueries(sql, queryScopes(agents, options.now), options);
    const baselineCopyMs = await createBaselineTable(sql);
    options.progress(`unpartitioned copy ${baselineCopyMs} ms`);
    const insertRowsPerSec = await measureInsertRates(sql, [agents.busiest, agents.median], {
      batchSize: options.insertBatchSize,
      batchesPerRound: options.insertBatchesPerRound,
      rounds: options.insertRounds,
    });
    // Last, since it moves rolled_until past the generated log (nothing would be left to read raw).
    const hourly = maintenance === null
      ? null
      : await timedMaintenance(sql, new Date(options.now.getTime() + 60 * 60 * 1000));
    options.progress(`maintenance an hour later ${hourly === null ? 'missing' : `${hourly.ms} ms`}`);
    return {
      database: database.description,
      jit: database.jit,
      log,
      agents,
      maintenanceMs: maintenance?.ms ?? null,
      repeatMaintenanceMs: repeat?.ms ?? null,
      hourlyMaintenanceMs: hourly?.ms ?? null,
      maintenanceReport: maintenance?.report ?? null,
      queries,
      baselineCopyMs,
      insertRowsPerSec,
      runs: options.runs,
      insertBatchSize: options.insertBatchSize,
    };
  } finally {
    await database.dispose({ keep: options.keep });
  }
}
