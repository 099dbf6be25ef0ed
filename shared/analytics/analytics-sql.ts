/**
 * The SQL text of the report queries. Closed days come from the daily rollups (days up to
 * `analytics_rollup_state.rolled_through`), the open period after them from
 * `public.tool_attempt_facts` / `public.model_event_facts`, the same definitions the
 * rollups were made from (supabase/migrations/…_analytics_rollups.sql, docs/analytics.md).
 *
 * Parameters: $1 agent id or null; $2 first UTC day or null; $3 last UTC day or null.
 */

const rolledThrough = `(select rolled_through from public.analytics_rollup_state)`;

/** Rows of a rollup table for the chosen agent and the closed days of the chosen range. */
function closedDays(table: string): string {
  return `public.${table} r where r.day <= ${rolledThrough} and ($1::uuid is null or r.agent_id = $1::uuid)
    and ($2::date is null or r.day >= $2::date) and ($3::date is null or r.day <= $3::date)`;
}

/** The open period of the chosen range: the agent goes into the function, so only its rows are read.
 * rolled_through comes in by a lateral join: with a sub-select among its arguments the
 * function would not be inlined, and would read every row; `limit 1` keeps the planner's
 * estimate at one row (thousands make it JIT-compile for seconds). */
const openToolFacts = `(select rolled_through from public.analytics_rollup_state limit 1) s
  cross join lateral public.tool_attempt_facts(greatest($2::date, s.rolled_through + 1), $3::date, $1::uuid) f`;
const openModelFacts = `(select rolled_through from public.analytics_rollup_state limit 1) s
  cross join lateral public.model_event_facts(greatest($2::date, s.rolled_through + 1), $3::date, $1::uuid) m`;

const openTurnFacts = `(select rolled_through from public.analytics_rollup_state limit 1) s
  cross join lateral public.chat_turn_facts(greatest($2::date, s.rolled_through + 1), $3::date, $1::uuid) t`;

export const analyticsSql = {
  tools: `select tool_name, sum(attempts)::integer as attempts, sum(successes)::integer as successes,
      sum(errors)::integer as errors, sum(errors_to_model)::integer as errors_to_model,
      sum(question_errors)::integer as question_errors from (
        select r.tool_name, r.attempts, r.successes, r.errors, r.errors_to_model, r.question_errors
        from ${closedDays('tool_rollup_daily')}
        union all
        select f.tool_name, 1, (f.status = 'success')::integer, (f.status = 'error')::integer,
          (f.status = 'error' and f.reached_model)::integer, f.question::integer
        from ${openToolFacts}
      ) combined group by tool_name`,
  // Percentiles do not add up across days: the duration histograms do (docs/analytics.md).
  durations: `select tool_name,
      public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), 0.5) as p50_ms,
      public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), 0.95) as p95_ms from (
        select tool_name, bucket_ms, sum(attempts)::bigint as attempts from (
          select r.tool_name, r.bucket_ms, r.attempts from ${closedDays('tool_rollup_durations')}
          union all
          select f.tool_name, f.duration_bucket, 1 from ${openToolFacts} where not f.replayed
        ) combined group by tool_name, bucket_ms
      ) histogram group by tool_name`,
  errors: `select tool_name, category, sum(errors)::integer as errors from (
        select r.tool_name, r.category, r.errors from ${closedDays('tool_rollup_errors')}
        union all
        select f.tool_name, f.category, 1 from ${openToolFacts} where f.status = 'error'
      ) combined group by 1, 2`,
  attempts: `select attempt, sum(attempts)::integer as attempts, sum(successes)::integer as successes from (
        select r.attempt, r.attempts, r.successes from ${closedDays('tool_rollup_attempts')}
        union all
        select f.attempt, 1, (f.status = 'success')::integer from ${openToolFacts}
      ) combined group by attempt order by attempt`,
  // A failed call (a turn's call id and category with error rows) counts on the day of its
  // first error row; it is recovered when the same tool succeeds later in the same turn.
  recovery: `select category, sum(failed_calls)::integer as failed_calls, sum(recovered)::integer as recovered from (
        select r.category, r.failed_calls, r.recovered from ${closedDays('tool_rollup_errors')}
        union all
        select f.category, 1, f.call_recovered::integer from ${openToolFacts} where f.first_failure
      ) combined group by category having sum(failed_calls) > 0`,
  // Attempts numbered 2: the executor's retry of the same call id, or a new call of the model's.
  retriers: `select retried_by, sum(attempts)::integer as attempts, sum(successes)::integer as successes from (
        select r.retried_by, r.attempts, r.successes from ${closedDays('tool_rollup_attempts')} and r.attempt = 2
        union all
        select f.retried_by, 1, (f.status = 'success')::integer from ${openToolFacts} where f.attempt = 2
      ) combined group by retried_by`,
  dailyTools: `select day::text as day, sum(attempts)::integer as attempts, sum(successes)::integer as successes from (
        select r.day, r.attempts, r.successes from ${closedDays('tool_rollup_daily')}
        union all
        select f.day, 1, (f.status = 'success')::integer from ${openToolFacts}
      ) combined group by day`,
  // Chat turns (user messages) are rolled up too: a year of messages is too much to count.
  dailyTurns: `select day::text as day, sum(turns)::integer as turns from (
        select r.day, r.turns from ${closedDays('chat_turn_rollup_daily')}
        union all
        select t.day, t.turns from ${openTurnFacts}
      ) combined group by day`,
  dailyFallbacks: `select day::text as day, sum(fallbacks)::integer as fallbacks,
      sum(tool_fallbacks)::integer as tool_fallbacks, sum(model_errors)::integer as model_errors from (
        select r.day, r.fallbacks, r.tool_fallbacks, r.model_errors from ${closedDays('model_event_rollup_daily')}
        union all
        select m.day, m.fallbacks, m.tool_fallbacks, m.model_errors from ${openModelFacts}
      ) combined group by day`,
} as const;
