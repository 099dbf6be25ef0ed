/**
 * The SQL text of the report queries: the one place that joins the rollups and the open
 * period. Rows logged before `analytics_rollup_state.rolled_until` come from the rollups (the
 * days up to its day: the current day's rollup holds its hours before it), the open period
 * after it from `public.tool_attempt_facts_between` / `model_event_facts_between` /
 * `chat_turn_facts_between`, the same definitions the rollups are made from
 * (supabase/migrations/…_analytics.sql, docs/analytics.md). Written here rather than as SQL
 * views: each query takes the report's agent and days as parameters, so the planner prunes
 * partitions and uses the agent's indexes for each report.
 *
 * Two sources: per agent (`agents`: the per-agent rollups, under a user's row-level
 * security, one agent or all of theirs) and the fleet (`fleet`: every agent's rows summed
 * per day and tool, which only the service role reads; for the all-agents report).
 *
 * Parameters: $1 agent id or null; $2 first UTC day or null; $3 last UTC day or null.
 */

/** How many names the model got wrong a report lists, most calls first: the names come from
 * the model, so a prompt-injected or confused one can invent thousands; the rest are counted
 * (`inventedNamesNotShown`), not listed. */
export const inventedNamesShown = 50;

/** Which rollups a report reads. */
export type AnalyticsSource = 'agents' | 'fleet';

const rolledDay = `(select (rolled_until at time zone 'utc')::date from public.analytics_rollup_state)`;

/** The rollup rows `r` of the chosen days (and agent) that are rolled up. */
function rolledDays(source: AnalyticsSource): string {
  const agent = source === 'agents' ? `and ($1::uuid is null or r.agent_id = $1::uuid)` : `and $1::uuid is null`;
  return `r.day <= ${rolledDay} ${agent}
    and ($2::date is null or r.day >= $2::date) and ($3::date is null or r.day <= $3::date)`;
}

function rollupTable(
  source: AnalyticsSource,
  table: 'daily' | 'errors' | 'attempts' | 'durations' | 'invented_names',
): string {
  return source === 'agents' ? `public.tool_rollup_${table}` : `public.tool_fleet_rollup_${table}`;
}

/** The rolled-up duration histograms of the chosen days (and agent), merged per tool. */
function rolledHistograms(source: AnalyticsSource): string {
  return source === 'agents'
    ? `public.agent_duration_histograms($1::uuid, $2::date, $3::date)`
    : `public.fleet_duration_histograms($2::date, $3::date)`;
}

/** The open period of the chosen range: from rolled_until (or the first day, if later) on.
 * The agent goes into the function, so only its rows are read. rolled_until comes in by a
 * lateral join: with a sub-select among its arguments the function would not be inlined,
 * and would read every row; `limit 1` keeps the planner's estimate at one row (thousands
 * make it JIT-compile for seconds). */
function openFacts(facts: string, alias: string): string {
  return `(select rolled_until from public.analytics_rollup_state limit 1) s
  cross join lateral public.${facts}(greatest($2::date::timestamp at time zone 'utc', s.rolled_until),
    ($3::date + 1)::timestamp at time zone 'utc', $1::uuid) ${alias}`;
}

const openToolFacts = openFacts('tool_attempt_facts_between', 'f');
const openModelFacts = openFacts('model_event_facts_between', 'm');
const openTurnFacts = openFacts('chat_turn_facts_between', 't');
const openInventedNames = openFacts('invented_tool_name_facts_between', 'n');

/** Whether an open-period fact is a name the model invented (a `not_found` attempt that
 * resolved to no tool): the migration's one definition. */
const inventedFact = `public.is_invented_tool_name(f.category, f.resolved_tool_name)`;

/** A row's tool name, or null for the names the model invented (summed into one row). */
const catalogToolName = `case when invented then null else tool_name end as tool_name`;

/** Every report query over one source. Model events and chat turns have no fleet rollup
 * (one row per agent and day is few enough): both sources read the per-agent ones. */
export function analyticsSqlFor(source: AnalyticsSource) {
  return {
    // The names the model invented are one row (`invented`, no name), however many there are:
    // the totals count them, the tool table does not.
    tools:
      `select ${catalogToolName}, invented, sum(attempts)::integer as attempts, sum(successes)::integer as successes,
      sum(errors)::integer as errors, sum(errors_to_model)::integer as errors_to_model,
      sum(question_errors)::integer as question_errors from (
        select r.tool_name, r.invented, r.attempts, r.successes, r.errors, r.errors_to_model, r.question_errors
        from ${rollupTable(source, 'daily')} r where ${rolledDays(source)}
        union all
        select f.tool_name, ${inventedFact}, 1, (f.status = 'success')::integer, (f.status = 'error')::integer,
          (f.status = 'error' and f.reached_model)::integer, f.question::integer
        from ${openToolFacts}
      ) combined group by 1, 2`,
    // Percentiles do not add up across days: the duration histograms do (docs/analytics.md).
    // The rolled-up ones come merged per tool from a function that hashes them (see
    // agent_duration_histograms in …_analytics.sql).
    durations: `select tool_name,
      public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), 0.5) as p50_ms,
      public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), 0.95) as p95_ms from (
        select tool_name, bucket_ms, sum(attempts)::bigint as attempts from (
          select h.tool_name, h.bucket_ms, h.attempts from ${rolledHistograms(source)} h
          union all
          select f.tool_name, f.duration_bucket, 1 from ${openToolFacts} where not f.replayed and not ${inventedFact}
        ) combined group by tool_name, bucket_ms
      ) histogram group by tool_name`,
    errors: `select ${catalogToolName}, invented, category, sum(errors)::integer as errors from (
        select r.tool_name, r.invented, r.category, r.errors from ${rollupTable(source, 'errors')} r
        where ${rolledDays(source)}
        union all
        select f.tool_name, ${inventedFact}, f.category, 1 from ${openToolFacts} where f.status = 'error'
      ) combined group by 1, 2, 3`,
    // The names the model invented with most calls, with the tools the executor suggested for
    // each; every row also carries how many names and calls there are in all.
    inventedNames: `with pairs as (
        select tool_name, suggested_tool_name, sum(calls)::integer as calls from (
          select r.tool_name, r.suggested_tool_name, r.calls from ${rollupTable(source, 'invented_names')} r
          where ${rolledDays(source)}
          union all
          select n.tool_name, n.suggested_tool_name, n.calls from ${openInventedNames}
        ) combined group by 1, 2
      ), names as (
        select tool_name, sum(calls)::integer as calls from pairs group by tool_name
      ), shown as (
        select tool_name from names order by calls desc, tool_name limit ${inventedNamesShown}
      )
      select p.tool_name, p.suggested_tool_name, p.calls, totals.names_total, totals.calls_total
      from pairs p join shown using (tool_name)
      cross join (select count(*)::integer as names_total, sum(calls)::integer as calls_total from names) totals`,
    attempts: `select attempt, sum(attempts)::integer as attempts, sum(successes)::integer as successes from (
        select r.attempt, r.attempts, r.successes from ${rollupTable(source, 'attempts')} r where ${rolledDays(source)}
        union all
        select f.attempt, 1, (f.status = 'success')::integer from ${openToolFacts}
      ) combined group by attempt order by attempt`,
    // A failed call (a turn's call id and category with error rows) counts on the day of its
    // first error row; it is recovered when the same tool succeeds later in the same turn.
    recovery: `select category, sum(failed_calls)::integer as failed_calls, sum(recovered)::integer as recovered from (
        select r.category, r.failed_calls, r.recovered from ${rollupTable(source, 'errors')} r
        where ${rolledDays(source)}
        union all
        select f.category, 1, f.call_recovered::integer from ${openToolFacts} where f.first_failure
      ) combined group by category having sum(failed_calls) > 0`,
    // Attempts numbered 2: the executor's retry of the same call id, or a new call of the model's.
    retriers: `select retried_by, sum(attempts)::integer as attempts, sum(successes)::integer as successes from (
        select r.retried_by, r.attempts, r.successes from ${rollupTable(source, 'attempts')} r
        where ${rolledDays(source)} and r.attempt = 2
        union all
        select f.retried_by, 1, (f.status = 'success')::integer from ${openToolFacts} where f.attempt = 2
      ) combined group by retried_by`,
    dailyTools:
      `select day::text as day, sum(attempts)::integer as attempts, sum(successes)::integer as successes from (
        select r.day, r.attempts, r.successes from ${rollupTable(source, 'daily')} r where ${rolledDays(source)}
        union all
        select f.day, 1, (f.status = 'success')::integer from ${openToolFacts}
      ) combined group by day`,
    // Chat turns (user messages) are rolled up too: a year of messages is too much to count.
    dailyTurns: `select day::text as day, sum(turns)::integer as turns from (
        select r.day, r.turns from public.chat_turn_rollup_daily r where ${rolledDays('agents')}
        union all
        select t.day, t.turns from ${openTurnFacts}
      ) combined group by day`,
    dailyFallbacks: `select day::text as day, sum(fallbacks)::integer as fallbacks,
      sum(tool_fallbacks)::integer as tool_fallbacks, sum(model_errors)::integer as model_errors from (
        select r.day, r.fallbacks, r.tool_fallbacks, r.model_errors from public.model_event_rollup_daily r
        where ${rolledDays('agents')}
        union all
        select m.day, m.fallbacks, m.tool_fallbacks, m.model_errors from ${openModelFacts}
      ) combined group by day`,
  } as const;
}
