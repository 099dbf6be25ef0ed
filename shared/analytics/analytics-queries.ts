/**
 * The report queries: one small query per figure, each filtered the same way and its rows
 * validated before use. Their SQL (analytics-sql.ts) reads the daily rollups for closed days
 * and the raw facts for the open period; per agent, or for the whole fleet (service role).
 */
import { z } from 'zod';
import type { SqlExecutor } from '../db/sql-client.ts';
import { errorCategories } from '../tools/error-category.ts';
import { type AnalyticsSource, analyticsSqlFor } from './analytics-sql.ts';
import type { AnalyticsFilters } from '../protocol/tool-analytics.ts';

/** A report query returned rows of an unexpected shape (a schema out of date, usually). */
export class AnalyticsQueryError extends Error {
  override readonly name = 'AnalyticsQueryError';
}

const count = z.number().int().nonnegative();
const day = z.iso.date();

/** Null on the one row of every name the model invented. */
const toolRow = z.object({
  tool_name: z.string().nullable(),
  invented: z.boolean(),
  attempts: count,
  successes: count,
  errors: count,
  errors_to_model: count,
  question_errors: count,
});
const durationRow = z.object({ tool_name: z.string(), p50_ms: z.number().nullable(), p95_ms: z.number().nullable() });
const errorRow = z.object({
  tool_name: z.string().nullable(),
  invented: z.boolean(),
  category: z.enum(errorCategories),
  errors: count,
});
/** `names_total` and `calls_total`: of every invented name, not only the ones listed. */
const inventedNameRow = z.object({
  tool_name: z.string(),
  suggested_tool_name: z.string().nullable(),
  calls: count,
  names_total: count,
  calls_total: count,
});
const attemptRow = z.object({ attempt: z.number().int().positive(), attempts: count, successes: count });
const dailyToolRow = z.object({ day, attempts: count, successes: count });
const dailyTurnRow = z.object({ day, turns: count });
const recoveryRow = z.object({ category: z.enum(errorCategories), failed_calls: count, recovered: count });
const retrierRow = z.object({ retried_by: z.enum(['model', 'executor']), attempts: count, successes: count });
const dailyFallbackRow = z.object({ day, fallbacks: count, tool_fallbacks: count, model_errors: count });

const schemas = {
  tools: toolRow,
  durations: durationRow,
  errors: errorRow,
  inventedNames: inventedNameRow,
  attempts: attemptRow,
  recovery: recoveryRow,
  retriers: retrierRow,
  dailyTools: dailyToolRow,
  dailyTurns: dailyTurnRow,
  dailyFallbacks: dailyFallbackRow,
} as const;

const sqlBySource = { agents: analyticsSqlFor('agents'), fleet: analyticsSqlFor('fleet') } as const;

type Queries = typeof schemas;

/** The name of every query of a report, in the order they run. */
export type AnalyticsQueryName = keyof Queries;
export const analyticsQueryNames = [
  'tools',
  'durations',
  'errors',
  'inventedNames',
  'attempts',
  'recovery',
  'retriers',
  'dailyTools',
  'dailyTurns',
  'dailyFallbacks',
] as const satisfies readonly AnalyticsQueryName[];
/** Compiles only while every query of `schemas` is in `analyticsQueryNames`. */
type EveryQueryNamed = Exclude<AnalyticsQueryName, (typeof analyticsQueryNames)[number]> extends never ? true : false;
const _everyQueryNamed: EveryQueryNamed = true;

/** The validated rows of every query, by query name. */
export type AnalyticsRows = { readonly [Name in keyof Queries]: z.infer<Queries[Name]>[] };

/** Which rollups a report of `filters` read as the service role uses: the fleet's for
 * every agent, the per-agent ones for one. (A user's report is always `agents`: row-level
 * security keeps it to their agents, and the fleet rollups are not theirs to read.) */
export function serviceRoleSource(filters: AnalyticsFilters): AnalyticsSource {
  return filters.agentId === null ? 'fleet' : 'agents';
}

/** Runs one query of a report (the bench times them one by one) and validates its rows. */
export async function runAnalyticsQuery<Name extends keyof Queries>(
  sql: SqlExecutor,
  name: Name,
  filters: AnalyticsFilters,
  source: AnalyticsSource = 'agents',
): Promise<AnalyticsRows[Name]> {
  if (source === 'fleet' && filters.agentId !== null) {
    throw new AnalyticsQueryError(
      'The fleet rollups hold every agent together: read one agent from the agents source.',
    );
  }
  const schema = schemas[name];
  const text = sqlBySource[source][name];
  const parsed = z.array(schema).safeParse(await sql.query(text, [filters.agentId, filters.since, filters.until]));
  if (!parsed.success) {
    throw new AnalyticsQueryError(`Unexpected rows from the ${name} query: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data as AnalyticsRows[Name];
}

/** Runs every query of a report with the same filters. */
export async function queryAnalyticsRows(
  sql: SqlExecutor,
  filters: AnalyticsFilters,
  source: AnalyticsSource = 'agents',
): Promise<AnalyticsRows> {
  const rows = await Promise.all(
    analyticsQueryNames.map(async (name) => [name, await runAnalyticsQuery(sql, name, filters, source)] as const),
  );
  // Every name of `analyticsQueryNames` once (`EveryQueryNamed` checks none is missing).
  return Object.fromEntries(rows) as AnalyticsRows;
}
