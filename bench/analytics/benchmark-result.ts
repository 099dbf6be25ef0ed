/**
 * What the analytics bench measured, and the one-line JSON it prints with `--json`:
 * `{"rows": N, "queries": {"<name>": {"p50Ms": …, "p95Ms": …}, …}, "maintenanceMs": …,
 * "insertRowsPerSec": {"partitioned": …, "baseline": …}, "hourlyMaintenanceMs": …}`.
 */
import { z } from 'zod';
import type { GeneratedLog } from './generate-log.ts';
import type { InsertRates } from './insert-rate.ts';
import type { PickedAgents } from './pick-agents.ts';
import type { QueryTiming } from './time-queries.ts';

/** Everything a run measured; the JSON is a part of it. */
export interface AnalyticsBenchmarkResult {
  readonly database: string;
  /** The server's `jit` setting in the bench database. */
  readonly jit: string;
  readonly log: GeneratedLog;
  readonly agents: PickedAgents;
  /** The first `parley.run_maintenance()` (a year to roll up), and the one right after it. */
  readonly maintenanceMs: number | null;
  readonly repeatMaintenanceMs: number | null;
  /** The steady state: a run an hour later, which rolls the current day up to the next hour. */
  readonly hourlyMaintenanceMs: number | null;
  readonly maintenanceReport: unknown;
  readonly queries: Readonly<Record<string, QueryTiming>>;
  readonly baselineCopyMs: number;
  readonly insertRowsPerSec: InsertRates;
  readonly runs: number;
  readonly insertBatchSize: number;
}

const timing = z.object({
  p50Ms: z.number().nonnegative().nullable(),
  p95Ms: z.number().nonnegative().nullable(),
  error: z.string().optional(),
}).strict();

/** The `--json` line's shape. */
export const benchmarkJsonSchema = z.object({
  rows: z.number().int().nonnegative(),
  queries: z.record(z.string(), timing),
  maintenanceMs: z.number().nonnegative().nullable(),
  insertRowsPerSec: z.object({ partitioned: z.number().nonnegative(), baseline: z.number().nonnegative() }).strict(),
  hourlyMaintenanceMs: z.number().nonnegative().nullable(),
}).strict();

/** The `--json` line's value. */
export type BenchmarkJson = z.infer<typeof benchmarkJsonSchema>;

/** The JSON part of a result. */
export function benchmarkJsonOf(result: AnalyticsBenchmarkResult): BenchmarkJson {
  return {
    rows: result.log.toolRows,
    queries: result.queries,
    maintenanceMs: result.maintenanceMs,
    insertRowsPerSec: result.insertRowsPerSec,
    hourlyMaintenanceMs: result.hourlyMaintenanceMs,
  };
}
