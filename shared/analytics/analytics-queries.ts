/**
 * The SQL behind a report: one small query per view, each filtered the same way and its
 * rows validated before use. The views (supabase/migrations/…_analytics_views.sql) hold
 * the definitions; these queries only sum them over the chosen days.
 */
import { z } from 'zod';
import type { SqlExecutor } from '../db/sql-client.ts';
import { errorCategories } from '../tools/error-category.ts';
import type { AnalyticsFilters } from './tool-analytics.ts';

/** A view returned rows of an unexpected shape (a schema out of date, usually). */
export class AnalyticsQueryError extends Error {
  override readonly name = 'AnalyticsQueryError';
}

// $1: agent id or null; $2: first UTC day or null; $3: last UTC day or null. Every view
// has `agent_id` and `day`.
const where = `where ($1::uuid is null or agent_id = $1::uuid) and ($2::date is null or day >= $2::date)
  and ($3::date is null or day <= $3::date)`;

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
  tools: {
    schema: toolRow,
    text:
      `select tool_name, sum(attempts)::integer as attempts, sum(successes)::integer as successes, sum(errors)::integer as errors,
      sum(errors_to_model)::integer as errors_to_model, sum(question_errors)::integer as question_errors
      from public.tool_daily_stats ${where} group by tool_name`,
  },
  durations: {
    schema: durationRow,
    // Percentiles do not add up across days, so they come from the attempts themselves.
    text: `select tool_name, percentile_cont(0.5) within group (order by duration_ms) as p50_ms,
      percentile_cont(0.95) within group (order by duration_ms) as p95_ms
      from public.tool_attempts ${where} and not replayed group by tool_name`,
  },
  errors: {
    schema: errorRow,
    text:
      `select tool_name, category, sum(errors)::integer as errors from public.tool_error_breakdown ${where} group by 1, 2`,
  },
  attempts: {
    schema: attemptRow,
    text: `select attempt, sum(attempts)::integer as attempts, sum(successes)::integer as successes
      from public.tool_retry_outcomes ${where} group by attempt order by attempt`,
  },
  recovery: {
    schema: recoveryRow,
    // A failed call (its error rows, per category) is recovered when the same tool
    // succeeds later in the same turn (request): the executor's retry of the same call
    // id, or a new call of the model's.
    text:
      `select category, count(*)::integer as failed_calls, count(*) filter (where recovered)::integer as recovered from (
        select category, bool_or(succeeded_later) as recovered from (
          select request_id, conversation_id, tool_call_id, category, status,
            bool_or(status = 'success') over (partition by request_id, conversation_id, tool_name
              order by created_at, attempt, id rows between current row and unbounded following) as succeeded_later
          from public.tool_attempts ${where}
        ) turn_rows where status = 'error' group by request_id, conversation_id, tool_call_id, category
      ) failed_calls group by category`,
  },
  retriers: {
    schema: retrierRow,
    // An attempt 2 after an earlier try of the same call id is the executor's transient
    // retry; the first try of a call id numbered 2 is a retry round of the model's.
    text:
      `select retried_by, count(*)::integer as attempts, count(*) filter (where status = 'success')::integer as successes from (
        select attempt, status, case when attempt > min(attempt) over (partition by agent_id, request_id, conversation_id, tool_call_id)
          then 'executor' else 'model' end as retried_by
        from public.tool_attempts ${where}
      ) tries where attempt = 2 group by retried_by`,
  },
  dailyTools: {
    schema: dailyToolRow,
    text: `select day::text as day, sum(attempts)::integer as attempts, sum(successes)::integer as successes
      from public.tool_daily_stats ${where} group by day`,
  },
  dailyTurns: {
    schema: dailyTurnRow,
    text: `select day::text as day, sum(turns)::integer as turns from public.chat_turns_daily ${where} group by day`,
  },
  dailyFallbacks: {
    schema: dailyFallbackRow,
    text:
      `select day::text as day, sum(fallbacks)::integer as fallbacks, sum(tool_fallbacks)::integer as tool_fallbacks,
      sum(model_errors)::integer as model_errors from public.model_fallback_daily ${where} group by day`,
  },
} as const;

type Queries = typeof queries;

/** The validated rows of every query, by query name. */
export type AnalyticsRows = { readonly [Name in keyof Queries]: z.infer<Queries[Name]['schema']>[] };

async function run<Name extends keyof Queries>(
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
      run(sql, 'tools', filters),
      run(sql, 'durations', filters),
      run(sql, 'errors', filters),
      run(sql, 'attempts', filters),
      run(sql, 'recovery', filters),
      run(sql, 'retriers', filters),
      run(sql, 'dailyTools', filters),
      run(sql, 'dailyTurns', filters),
      run(sql, 'dailyFallbacks', filters),
    ]);
  return { tools, durations, errors, attempts, recovery, retriers, dailyTools, dailyTurns, dailyFallbacks };
}
