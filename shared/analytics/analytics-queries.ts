/**
 * The report queries: one small query per figure, each filtered the same way and its rows
 * validated before use. Their SQL (analytics-sql.ts) reads the daily rollups for closed days
 * and the raw facts for the open period.
 */
import { z } from 'zod';
import type { SqlExecutor } from '../db/sql-client.ts';
import { errorCategories } from '../tools/error-category.ts';
import { analyticsSql } from './analytics-sql.ts';
import type { AnalyticsFilters } from './tool-analytics.ts';

/** A view returned rows of an unexpected shape (a schema out of date, usually). */
export class AnalyticsQueryError extends Error {
  override readonly name = 'AnalyticsQueryError';
}

const count = z.number().int().nonnegative();
const day = z.iso.date();

const toolRow = z.object({
  tool_name: z.string(),
  attempts: count,
  successes: count,
  errors: count,
  errors_to_model: count,
  question_errors: count,
});
const durationRow = z.object({ tool_name: z.string(), p50_ms: z.number().nullable(), p95_ms: z.number().nullable() });
const errorRow = z.object({ tool_name: z.string(), category: z.enum(errorCategories), errors: count });
const attemptRow = z.object({ attempt: z.number().int().positive(), attempts: count, successes: count });
const dailyToolRow = z.object({ day, attempts: count, successes: count });
const dailyTurnRow = z.object({ day, turns: count });
const recoveryRow = z.object({ category: z.enum(errorCategories), failed_calls: count, recovered: count });
const retrierRow = z.object({ retried_by: z.enum(['model', 'executor']), attempts: count, successes: count });
const dailyFallbackRow = z.object({ day, fallbacks: count, tool_fallbacks: count, model_errors: count });

const queries = {
  tools: { schema: toolRow, text: analyticsSql.tools },
  durations: { schema: durationRow, text: analyticsSql.durations },
  errors: { schema: errorRow, text: analyticsSql.errors },
  attempts: { schema: attemptRow, text: analyticsSql.attempts },
  recovery: { schema: recoveryRow, text: analyticsSql.recovery },
  retriers: { schema: retrierRow, text: analyticsSql.retriers },
  dailyTools: { schema: dailyToolRow, text: analyticsSql.dailyTools },
  dailyTurns: { schema: dailyTurnRow, text: analyticsSql.dailyTurns },
  dailyFallbacks: { schema: dailyFallbackRow, text: analyticsSql.dailyFallbacks },
} as const;

type Queries = typeof queries;

/** The name of every query of a report, in the order they run. */
export type AnalyticsQueryName = keyof Queries;
export const analyticsQueryNames = [
  'tools',
  'durations',
  'errors',
  'attempts',
  'recovery',
  'retriers',
  'dailyTools',
  'dailyTurns',
  'dailyFallbacks',
] as const satisfies readonly AnalyticsQueryName[];

/** The validated rows of every query, by query name. */
export type AnalyticsRows = { readonly [Name in keyof Queries]: z.infer<Queries[Name]['schema']>[] };

/** Runs one query of a report (the bench times them one by one) and validates its rows. */
export async function runAnalyticsQuery<Name extends keyof Queries>(
  sql: SqlExecutor,
  name: Name,
  filters: AnalyticsFilters,
): Promise<AnalyticsRows[Name]> {
  const { schema, text } = queries[name];
  const parsed = z.array(schema).safeParse(await sql.query(text, [filters.agentId, filters.since, filters.until]));
  if (!parsed.success) {
    throw new AnalyticsQueryError(`Unexpected rows from the ${name} query: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as AnalyticsRows[Name];
}

/** Runs every query of a report with the same filters. */
export async function queryAnalyticsRows(sql: SqlExecutor, filters: AnalyticsFilters): Promise<AnalyticsRows> {
  const [tools, durations, errors, attempts, recovery, retriers, dailyTools, dailyTurns, dailyFallbacks] = await Promise
    .all([
      runAnalyticsQuery(sql, 'tools', filters),
      runAnalyticsQuery(sql, 'durations', filters),
      runAnalyticsQuery(sql, 'errors', filters),
      runAnalyticsQuery(sql, 'attempts', filters),
      runAnalyticsQuery(sql, 'recovery', filters),
      runAnalyticsQuery(sql, 'retriers', filters),
      runAnalyticsQuery(sql, 'dailyTools', filters),
      runAnalyticsQuery(sql, 'dailyTurns', filters),
      runAnalyticsQuery(sql, 'dailyFallbacks', filters),
    ]);
  return { tools, durations, errors, attempts, recovery, retriers, dailyTools, dailyTurns, dailyFallbacks };
}
