-- Analytics on a year of logs: daily rollups for closed UTC days, raw facts for the open
-- period. A day is closed an hour after it ends (a log row arrives at most minutes after its
-- created_at); `parley.refresh_analytics_rollups` rolls closed days up, and every reader
-- takes days up to `analytics_rollup_state.rolled_through` from the rollups and the days
-- after from `public.tool_attempt_facts`, the one definition of the per-attempt facts.
-- See docs/analytics.md.

-- 20261125000100_partitioned_logs.sql drops these first; dropped here too so this
-- migration stands on its own.
drop view if exists public.tool_health_summary, public.tool_daily_stats, public.tool_error_breakdown,
  public.tool_retry_outcomes, public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_attempts;

create schema if not exists parley;
revoke all on schema parley from public, anon, authenticated;
grant usage on schema parley to service_role;

-- Duration buckets: exact below 1000 ms, else rounded down to 3 significant digits (1234 ->
-- 1230, 45678 -> 45600), so a bucket is at most 1 % of its value wide.
create function parley.duration_bucket(p_ms integer) returns integer
language sql immutable strict parallel safe
return case when p_ms < 1000 then p_ms
  else (p_ms / (10 ^ (length(p_ms::text) - 3))::integer) * (10 ^ (length(p_ms::text) - 3))::integer end;

-- The facts read it by reference (a SQL-standard body), so the reader needs only execute.
revoke execute on function parley.duration_bucket(integer) from public, anon;
grant execute on function parley.duration_bucket(integer) to authenticated, service_role;

-- histogram_percentile(buckets_ms, attempts, fraction): percentile_cont over a histogram,
-- given as two arrays (`array_agg(bucket_ms)`, `array_agg(attempts)`): a bucket may appear
-- more than once (its attempts add up). The value at 0-based rank k is the bucket holding
-- it, taken as its midpoint (a bucket of width w starting at b holds the integers
-- b … b + w - 1), and percentile_cont interpolates between ranks floor(f (n - 1)) and
-- ceil(f (n - 1)) exactly as the built-in does. A function over arrays rather than an
-- aggregate of its own: a plpgsql transition function copies its growing state on every
-- row (quadratic; 0.2 s for 7,000 rows measured), while array_agg builds it in place.
create function public.histogram_percentile(
  p_buckets_ms integer[], p_attempts bigint[], p_fraction double precision
) returns double precision
language sql immutable parallel safe
as $$
  with pairs as (
    select bucket_ms, sum(attempts) as attempts
    from unnest(p_buckets_ms, p_attempts) as histogram (bucket_ms, attempts)
    where bucket_ms is not null and attempts > 0
    group by bucket_ms
  ), ranked as (
    select
      bucket_ms::double precision
        + case when bucket_ms < 1000 then 0 else ((10 ^ (length(bucket_ms::text) - 3)) - 1) / 2.0 end as value,
      sum(attempts) over (order by bucket_ms) - attempts as first_rank,
      sum(attempts) over (order by bucket_ms) as end_rank
    from pairs
  ), target as (
    select p_fraction * (sum(attempts) - 1) as position from pairs having sum(attempts) > 0
  )
  select low.value + (target.position - floor(target.position)) * (high.value - low.value)
  from target
  join ranked low on floor(target.position) >= low.first_rank and floor(target.position) < low.end_rank
  join ranked high on ceil(target.position) >= high.first_rank and ceil(target.position) < high.end_rank
$$;
revoke execute on function public.histogram_percentile(integer[], bigint[], double precision) from public, anon;
grant execute on function public.histogram_percentile(integer[], bigint[], double precision) to authenticated, service_role;

-- The derived facts of each logged attempt whose UTC day is in [p_from, p_until] (null: no
-- bound), computed over the raw rows of the day before through the day after for context.
-- Security invoker: a user's RLS applies.
--   tool-function rows the chat function also logged (same request and tool call id) are
--     left out: each call counts once, as chat saw it;
--   reached_model: the model received this outcome (the executor's transient tries it
--     retried past did not);
--   retried_by: 'first' (attempt 1), 'executor' (a later try of the same call id, the
--     executor's transient retry), 'model' (a new call of a retry round);
--   question: an error the model received as "Question: …";
--   first_failure / call_recovered: a failed call is a (turn, call id, category) with error
--     rows, counted on the day of its first error row; recovered when the same tool succeeds
--     at or after one of those rows in the same turn.
create function public.tool_attempt_facts(p_from date, p_until date, p_agent uuid default null)
returns table (
  id uuid,
  request_id text,
  conversation_id uuid,
  agent_id uuid,
  user_id uuid,
  tool_call_id text,
  tool_name text,
  requested_tool_name text,
  resolved_tool_name text,
  day date,
  attempt integer,
  status text,
  category text,
  model_message text,
  duration_ms integer,
  duration_bucket integer,
  retry_requested boolean,
  replayed boolean,
  model text,
  source text,
  provider text,
  created_at timestamptz,
  reached_model boolean,
  question boolean,
  retried_by text,
  first_failure boolean,
  call_recovered boolean
)
language sql stable
begin atomic
  with context as (
    -- Only the columns used (not input or detail): narrow rows sort in memory.
    select t.id, t.request_id, t.conversation_id, t.agent_id, t.user_id, t.tool_call_id, t.requested_tool_name,
      t.resolved_tool_name, t.attempt, t.status, t.category, t.model_message, t.duration_ms, t.retry_requested,
      t.replayed, t.model, t.source, t.provider, t.created_at,
      coalesce(t.resolved_tool_name, t.requested_tool_name) as name,
      (t.created_at at time zone 'utc')::date as utc_day
    from public.tool_executions t
    -- One range condition per bound (no "is null or"), so partitions are pruned and indexes used.
    where t.created_at >= coalesce((p_from - 1)::timestamp at time zone 'utc', '-infinity')
      and t.created_at < coalesce((p_until + 2)::timestamp at time zone 'utc', 'infinity')
      and (p_agent is null or t.agent_id = p_agent)
      and (t.source = 'chat' or not exists (
        select 1 from public.tool_executions c
        where c.source = 'chat' and c.request_id = t.request_id and c.tool_call_id = t.tool_call_id
          and c.created_at >= coalesce((p_from - 2)::timestamp at time zone 'utc', '-infinity')
          and c.created_at < coalesce((p_until + 3)::timestamp at time zone 'utc', 'infinity')))
  ), windowed as (
    select context.*,
      context.category is distinct from 'transient'
        or context.attempt = max(context.attempt) over call as reached,
      case when context.attempt = 1 then 'first' when context.attempt > min(context.attempt) over call then 'executor'
        else 'model' end as retrier,
      bool_or(context.status = 'success') over (partition by context.request_id, context.conversation_id, context.name
        order by context.created_at, context.attempt, context.id rows between current row and unbounded following)
        as succeeded_later
    from context
    window call as (partition by context.agent_id, context.request_id, context.conversation_id, context.tool_call_id)
  ), failures as (
    select windowed.*,
      windowed.status = 'error' and row_number() over failed_call = 1 as first_failed_row,
      windowed.status = 'error' and bool_or(windowed.succeeded_later) over failed_call as recovered_call
    from windowed
    window failed_call as (partition by windowed.status, windowed.request_id, windowed.conversation_id,
      windowed.tool_call_id, windowed.category order by windowed.created_at, windowed.attempt, windowed.id
      rows between unbounded preceding and unbounded following)
  )
  select f.id, f.request_id, f.conversation_id, f.agent_id, f.user_id, f.tool_call_id, f.name, f.requested_tool_name,
    f.resolved_tool_name, f.utc_day, f.attempt, f.status, f.category, f.model_message, f.duration_ms,
    parley.duration_bucket(f.duration_ms), f.retry_requested, f.replayed, f.model, f.source, f.provider, f.created_at,
    f.reached, f.status = 'error' and f.reached and f.model_message like 'Question:%', f.retrier, f.first_failed_row,
    f.recovered_call
  from failures f
  where (p_from is null or f.utc_day >= p_from) and (p_until is null or f.utc_day <= p_until);
end;

-- Model events per agent and UTC day in [p_from, p_until] (null: no bound).
create function public.model_event_facts(p_from date, p_until date, p_agent uuid default null)
returns table (
  agent_id uuid,
  day date,
  turns_with_events integer,
  fallbacks integer,
  tool_fallbacks integer,
  model_errors integer,
  skipped_models integer
)
language sql stable
begin atomic
  select e.agent_id, (e.created_at at time zone 'utc')::date,
    count(distinct e.request_id)::integer,
    (count(*) filter (where e.kind = 'fallback'))::integer,
    (count(*) filter (where e.kind = 'tool_fallback'))::integer,
    (count(*) filter (where e.kind = 'error'))::integer,
    (count(*) filter (where e.kind = 'skipped'))::integer
  from public.model_events e
  where e.created_at >= coalesce(p_from::timestamp at time zone 'utc', '-infinity')
    and e.created_at < coalesce((p_until + 1)::timestamp at time zone 'utc', 'infinity')
    and (p_agent is null or e.agent_id = p_agent)
  group by 1, 2;
end;

-- Chat turns (user messages) per agent and UTC day in [p_from, p_until] (null: no bound).
-- Security invoker: a user's RLS on messages and conversations applies.
create function public.chat_turn_facts(p_from date, p_until date, p_agent uuid default null)
returns table (agent_id uuid, day date, turns integer)
language sql stable
begin atomic
  select c.agent_id, (m.created_at at time zone 'utc')::date, count(*)::integer
  from public.messages m
  join public.conversations c on c.id = m.conversation_id
  where m.role = 'user'
    and m.created_at >= coalesce(p_from::timestamp at time zone 'utc', '-infinity'::timestamptz)
    and m.created_at < coalesce((p_until + 1)::timestamp at time zone 'utc', 'infinity'::timestamptz)
    and (p_agent is null or c.agent_id = p_agent)
  group by 1, 2;
end;
revoke execute on function public.chat_turn_facts(date, date, uuid) from public, anon;
grant execute on function public.chat_turn_facts(date, date, uuid) to authenticated, service_role;

revoke execute on function public.tool_attempt_facts(date, date, uuid), public.model_event_facts(date, date, uuid)
  from public, anon;
grant execute on function public.tool_attempt_facts(date, date, uuid), public.model_event_facts(date, date, uuid)
  to authenticated, service_role;

-- Which days the rollups hold: every day up to rolled_through (null: none yet).
create table public.analytics_rollup_state (
  id boolean primary key default true check (id),
  rolled_through date
);
insert into public.analytics_rollup_state (id, rolled_through) values (true, null);

create table public.tool_rollup_daily (
  day date not null,
  agent_id uuid,
  tool_name text not null,
  attempts integer not null,
  successes integer not null,
  errors integer not null,
  errors_to_model integer not null,
  question_errors integer not null,
  retries_requested integer not null
);
create table public.tool_rollup_errors (
  day date not null,
  agent_id uuid,
  tool_name text not null,
  category text not null,
  errors integer not null,
  failed_calls integer not null,
  recovered integer not null
);
create table public.tool_rollup_attempts (
  day date not null,
  agent_id uuid,
  tool_name text not null,
  attempt integer not null,
  retried_by text not null check (retried_by in ('first', 'model', 'executor')),
  attempts integer not null,
  successes integer not null
);
-- Non-replayed attempts per duration bucket (parley.duration_bucket).
create table public.tool_rollup_durations (
  day date not null,
  agent_id uuid,
  tool_name text not null,
  bucket_ms integer not null,
  attempts integer not null
);
create table public.model_event_rollup_daily (
  day date not null,
  agent_id uuid,
  turns_with_events integer not null,
  fallbacks integer not null,
  tool_fallbacks integer not null,
  model_errors integer not null,
  skipped_models integer not null
);
-- Chat turns (user messages) per agent and UTC day: `messages` is not partitioned, and a
-- year of it is too much to count per report.
create table public.chat_turn_rollup_daily (
  day date not null,
  agent_id uuid,
  turns integer not null
);
create index chat_turn_rollup_daily_agent_day_idx on public.chat_turn_rollup_daily (agent_id, day);
create index chat_turn_rollup_daily_day_idx on public.chat_turn_rollup_daily (day);
-- The open period's turns and each rolled day's: user messages by time.
create index messages_user_created_idx on public.messages (created_at) where role = 'user';
create index tool_rollup_daily_agent_day_idx on public.tool_rollup_daily (agent_id, day);
create index tool_rollup_daily_day_idx on public.tool_rollup_daily (day);
create index tool_rollup_errors_agent_day_idx on public.tool_rollup_errors (agent_id, day);
create index tool_rollup_errors_day_idx on public.tool_rollup_errors (day);
create index tool_rollup_attempts_agent_day_idx on public.tool_rollup_attempts (agent_id, day);
create index tool_rollup_attempts_day_idx on public.tool_rollup_attempts (day);
create index tool_rollup_durations_agent_day_idx on public.tool_rollup_durations (agent_id, day);
create index tool_rollup_durations_day_idx on public.tool_rollup_durations (day);
create index model_event_rollup_daily_agent_day_idx on public.model_event_rollup_daily (agent_id, day);
create index model_event_rollup_daily_day_idx on public.model_event_rollup_daily (day);

-- The raw row counts each rolled day had, to notice late rows.
create table parley.analytics_rollup_days (
  day date primary key,
  tool_rows bigint not null,
  model_rows bigint not null,
  rolled_at timestamptz not null default now()
);
revoke all on parley.analytics_rollup_days from public, anon, authenticated;
grant all on parley.analytics_rollup_days to service_role;

alter table public.analytics_rollup_state enable row level security;
alter table public.tool_rollup_daily enable row level security;
alter table public.tool_rollup_errors enable row level security;
alter table public.tool_rollup_attempts enable row level security;
alter table public.tool_rollup_durations enable row level security;
alter table public.model_event_rollup_daily enable row level security;
alter table public.chat_turn_rollup_daily enable row level security;
revoke all on public.chat_turn_rollup_daily from anon, authenticated;
grant select on public.chat_turn_rollup_daily to authenticated;
grant all on public.chat_turn_rollup_daily to service_role;
create policy "Owners read chat turn rollups of their agents" on public.chat_turn_rollup_daily
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

revoke all on public.analytics_rollup_state, public.tool_rollup_daily, public.tool_rollup_errors,
  public.tool_rollup_attempts, public.tool_rollup_durations, public.model_event_rollup_daily from anon, authenticated;
grant select on public.analytics_rollup_state, public.tool_rollup_daily, public.tool_rollup_errors,
  public.tool_rollup_attempts, public.tool_rollup_durations, public.model_event_rollup_daily to authenticated;
grant all on public.analytics_rollup_state, public.tool_rollup_daily, public.tool_rollup_errors,
  public.tool_rollup_attempts, public.tool_rollup_durations, public.model_event_rollup_daily to service_role;

-- It holds no user data: one date.
create policy "Everyone signed in reads the rollup state" on public.analytics_rollup_state
  for select to authenticated using (true);
create policy "Owners read tool rollups of their agents" on public.tool_rollup_daily
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));
create policy "Owners read tool error rollups of their agents" on public.tool_rollup_errors
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));
create policy "Owners read tool attempt rollups of their agents" on public.tool_rollup_attempts
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));
create policy "Owners read tool duration rollups of their agents" on public.tool_rollup_durations
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));
create policy "Owners read model event rollups of their agents" on public.model_event_rollup_daily
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

-- Rolls up the days [p_from, p_until] from the raw rows (delete, then insert: idempotent).
-- JIT compiling costs more than it saves on a week of rows; work_mem bounds a chunk's sorts.
create function parley.roll_up_analytics_days(p_from date, p_until date) returns void
language plpgsql security definer set search_path = '' set jit = off set work_mem = '64MB'
as $$
begin
  delete from public.tool_rollup_daily where day between p_from and p_until;
  delete from public.tool_rollup_errors where day between p_from and p_until;
  delete from public.tool_rollup_attempts where day between p_from and p_until;
  delete from public.tool_rollup_durations where day between p_from and p_until;
  delete from public.model_event_rollup_daily where day between p_from and p_until;
  delete from public.chat_turn_rollup_daily where day between p_from and p_until;

  with facts as materialized (
    select * from public.tool_attempt_facts(p_from, p_until, null)
  ), daily as (
    insert into public.tool_rollup_daily (day, agent_id, tool_name, attempts, successes, errors, errors_to_model,
      question_errors, retries_requested)
    select f.day, f.agent_id, f.tool_name, count(*), count(*) filter (where f.status = 'success'),
      count(*) filter (where f.status = 'error'), count(*) filter (where f.status = 'error' and f.reached_model),
      count(*) filter (where f.question), count(*) filter (where f.retry_requested)
    from facts f group by 1, 2, 3
  ), errors as (
    insert into public.tool_rollup_errors (day, agent_id, tool_name, category, errors, failed_calls, recovered)
    select f.day, f.agent_id, f.tool_name, f.category, count(*), count(*) filter (where f.first_failure),
      count(*) filter (where f.first_failure and f.call_recovered)
    from facts f where f.status = 'error' group by 1, 2, 3, 4
  ), attempts as (
    insert into public.tool_rollup_attempts (day, agent_id, tool_name, attempt, retried_by, attempts, successes)
    select f.day, f.agent_id, f.tool_name, f.attempt, f.retried_by, count(*), count(*) filter (where f.status = 'success')
    from facts f group by 1, 2, 3, 4, 5
  )
  insert into public.tool_rollup_durations (day, agent_id, tool_name, bucket_ms, attempts)
  select f.day, f.agent_id, f.tool_name, f.duration_bucket, count(*)
  from facts f where not f.replayed group by 1, 2, 3, 4;

  insert into public.model_event_rollup_daily (day, agent_id, turns_with_events, fallbacks, tool_fallbacks,
    model_errors, skipped_models)
  select m.day, m.agent_id, m.turns_with_events, m.fallbacks, m.tool_fallbacks, m.model_errors, m.skipped_models
  from public.model_event_facts(p_from, p_until, null) m;

  insert into public.chat_turn_rollup_daily (day, agent_id, turns)
  select t.day, t.agent_id, t.turns from public.chat_turn_facts(p_from, p_until, null) t;

  insert into parley.analytics_rollup_days (day, tool_rows, model_rows, rolled_at)
  select counted.day, counted.tool_rows, counted.model_rows, now()
  from parley.analytics_raw_day_counts(p_from, p_until) counted
  on conflict (day) do update set tool_rows = excluded.tool_rows, model_rows = excluded.model_rows,
    rolled_at = excluded.rolled_at;
end;
$$;

-- Raw rows per UTC day in [p_from, p_until], zero for a day without any: one scan of the
-- period (its monthly partitions) per table.
create function parley.analytics_raw_day_counts(p_from date, p_until date)
returns table (day date, tool_rows bigint, model_rows bigint)
language sql stable security definer set search_path = ''
as $$
  with tool_days as (
    select (t.created_at at time zone 'utc')::date as day, count(*) as tool_rows
    from public.tool_executions t
    where t.created_at >= (p_from::timestamp at time zone 'utc') and t.created_at < ((p_until + 1)::timestamp at time zone 'utc')
    group by 1
  ), model_days as (
    select (e.created_at at time zone 'utc')::date as day, count(*) as model_rows
    from public.model_events e
    where e.created_at >= (p_from::timestamp at time zone 'utc') and e.created_at < ((p_until + 1)::timestamp at time zone 'utc')
    group by 1
  )
  select days.day::date, coalesce(tool_days.tool_rows, 0), coalesce(model_days.model_rows, 0)
  from generate_series(p_from::timestamp, p_until::timestamp, interval '1 day') as days (day)
  left join tool_days on tool_days.day = days.day::date
  left join model_days on model_days.day = days.day::date
$$;

-- Rolls up every closed UTC day (its end + p_grace <= p_now) not rolled up yet, a week at a
-- time, and re-rolls a recently rolled day that got rows since (with its neighbours, whose
-- facts read it as context). Returns the number of days rolled. Serialised by an advisory
-- lock, so concurrent calls wait and then find nothing left to do.
create function parley.refresh_analytics_rollups(p_now timestamptz default now(), p_grace interval default '1 hour')
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  recheck_days constant integer := 3;
  chunk_days constant integer := 7;
  last_closed date := ((p_now - p_grace) at time zone 'utc')::date - 1;
  rolled date;
  first_day date;
  chunk_start date;
  late record;
  days_rolled integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('parley.refresh_analytics_rollups'));
  select s.rolled_through into rolled from public.analytics_rollup_state s where s.id for update;

  -- Late rows: a rolled day whose raw count grew (a count that shrank is retention at work).
  if rolled is not null then
    for late in
      select counted.day from parley.analytics_raw_day_counts(rolled - (recheck_days - 1), rolled) counted
      left join parley.analytics_rollup_days stored on stored.day = counted.day
      where counted.tool_rows > coalesce(stored.tool_rows, 0) or counted.model_rows > coalesce(stored.model_rows, 0)
      order by counted.day
    loop
      perform parley.roll_up_analytics_days(late.day - 1, least(late.day + 1, rolled));
      days_rolled := days_rolled + least(late.day + 1, rolled) - (late.day - 1) + 1;
    end loop;
  end if;

  if rolled is null then
    select least((select min(t.created_at) from public.tool_executions t), (select min(e.created_at) from public.model_events e))
      at time zone 'utc' into first_day;
    first_day := first_day::date;
  else
    first_day := rolled + 1;
  end if;
  if first_day is null or first_day > last_closed then
    return days_rolled;
  end if;

  chunk_start := first_day;
  while chunk_start <= last_closed loop
    perform parley.roll_up_analytics_days(chunk_start, least(chunk_start + chunk_days - 1, last_closed));
    days_rolled := days_rolled + least(chunk_start + chunk_days - 1, last_closed) - chunk_start + 1;
    chunk_start := chunk_start + chunk_days;
  end loop;
  update public.analytics_rollup_state set rolled_through = last_closed where id;
  return days_rolled;
end;
$$;

revoke execute on function parley.roll_up_analytics_days(date, date),
  parley.analytics_raw_day_counts(date, date), parley.refresh_analytics_rollups(timestamptz, interval)
  from public, anon, authenticated;
grant execute on function parley.roll_up_analytics_days(date, date), parley.analytics_raw_day_counts(date, date),
  parley.refresh_analytics_rollups(timestamptz, interval) to service_role;

-- The views of 20261122000200_analytics_views.sql, same names and columns: closed days from
-- the rollups, the open period (days after rolled_through) from the facts. The facts take
-- rolled_through through a lateral join, not a sub-select: a function whose arguments hold a
-- sub-select is not inlined, and then reads every row. `limit 1` tells the planner it is one
-- row (an estimate of thousands makes it JIT-compile for seconds).

-- One row per logged attempt (raw), with the tool's name, its UTC day, and whether the
-- model received this outcome.
create view public.tool_attempts with (security_invoker = true) as
select id, request_id, conversation_id, agent_id, user_id, tool_call_id, tool_name, requested_tool_name,
  resolved_tool_name, day, attempt, status, category, model_message, duration_ms, retry_requested, replayed, model,
  source, provider, created_at, reached_model
from public.tool_attempt_facts(null, null, null);

create view public.tool_daily_stats with (security_invoker = true) as
select agent_id, tool_name, day, sum(attempts)::integer as attempts, sum(successes)::integer as successes,
  sum(errors)::integer as errors, sum(errors_to_model)::integer as errors_to_model,
  sum(question_errors)::integer as question_errors, sum(retries_requested)::integer as retries_requested
from (
  select r.agent_id, r.tool_name, r.day, r.attempts, r.successes, r.errors, r.errors_to_model, r.question_errors,
    r.retries_requested
  from public.tool_rollup_daily r
  where r.day <= (select rolled_through from public.analytics_rollup_state)
  union all
  select f.agent_id, f.tool_name, f.day, 1, (f.status = 'success')::integer, (f.status = 'error')::integer,
    (f.status = 'error' and f.reached_model)::integer, f.question::integer, f.retry_requested::integer
  from (select rolled_through from public.analytics_rollup_state limit 1) s cross join lateral public.tool_attempt_facts(s.rolled_through + 1, null, null) f
) combined
group by 1, 2, 3;

create view public.tool_error_breakdown with (security_invoker = true) as
select agent_id, tool_name, day, category, sum(errors)::integer as errors
from (
  select r.agent_id, r.tool_name, r.day, r.category, r.errors
  from public.tool_rollup_errors r
  where r.day <= (select rolled_through from public.analytics_rollup_state)
  union all
  select f.agent_id, f.tool_name, f.day, f.category, 1
  from (select rolled_through from public.analytics_rollup_state limit 1) s cross join lateral public.tool_attempt_facts(s.rolled_through + 1, null, null) f
  where f.status = 'error'
) combined
group by 1, 2, 3, 4;

create view public.tool_retry_outcomes with (security_invoker = true) as
select agent_id, tool_name, day, attempt, sum(attempts)::integer as attempts, sum(successes)::integer as successes
from (
  select r.agent_id, r.tool_name, r.day, r.attempt, r.attempts, r.successes
  from public.tool_rollup_attempts r
  where r.day <= (select rolled_through from public.analytics_rollup_state)
  union all
  select f.agent_id, f.tool_name, f.day, f.attempt, 1, (f.status = 'success')::integer
  from (select rolled_through from public.analytics_rollup_state limit 1) s cross join lateral public.tool_attempt_facts(s.rolled_through + 1, null, null) f
) combined
group by 1, 2, 3, 4;

-- Replayed outcomes are left out: the tool did not run, so their duration is a lookup's.
-- Percentiles from the duration histogram: exact below 1000 ms, within 0.5 % above.
create view public.tool_duration_percentiles with (security_invoker = true) as
select agent_id, tool_name, sum(attempts)::integer as attempts,
  public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), 0.5) as p50_ms,
  public.histogram_percentile(array_agg(bucket_ms), array_agg(attempts), 0.95) as p95_ms
from (
  select agent_id, tool_name, bucket_ms, sum(attempts)::bigint as attempts
  from (
    select r.agent_id, r.tool_name, r.bucket_ms, r.attempts
    from public.tool_rollup_durations r
    where r.day <= (select rolled_through from public.analytics_rollup_state)
    union all
    select f.agent_id, f.tool_name, f.duration_bucket, 1
    from (select rolled_through from public.analytics_rollup_state limit 1) s cross join lateral public.tool_attempt_facts(s.rolled_through + 1, null, null) f
    where not f.replayed
  ) combined
  group by 1, 2, 3
) histogram
group by 1, 2;

create view public.model_fallback_daily with (security_invoker = true) as
select r.agent_id, r.day, r.turns_with_events, r.fallbacks, r.tool_fallbacks, r.model_errors, r.skipped_models
from public.model_event_rollup_daily r
where r.day <= (select rolled_through from public.analytics_rollup_state)
union all
select m.agent_id, m.day, m.turns_with_events, m.fallbacks, m.tool_fallbacks, m.model_errors, m.skipped_models
from (select rolled_through from public.analytics_rollup_state limit 1) s cross join lateral public.model_event_facts(s.rolled_through + 1, null, null) m;

-- A chat turn is one user message (messages are not rolled up).
create view public.chat_turns_daily with (security_invoker = true) as
select agent_id, day, sum(turns)::integer as turns
from (
  select r.agent_id, r.day, r.turns
  from public.chat_turn_rollup_daily r
  where r.day <= (select rolled_through from public.analytics_rollup_state)
  union all
  select t.agent_id, t.day, t.turns
  from (select rolled_through from public.analytics_rollup_state limit 1) s
  cross join lateral public.chat_turn_facts(s.rolled_through + 1, null, null) t
) combined
group by 1, 2;

-- One row per agent: the headline numbers operators watch.
create view public.tool_health_summary with (security_invoker = true) as
-- Materialized: each part is computed once, not again for every row of a join.
with tools as materialized (
  select
    agent_id,
    sum(attempts)::integer as attempts,
    round(sum(successes)::numeric / nullif(sum(attempts), 0), 4) as success_rate,
    round(sum(question_errors)::numeric / nullif(sum(errors_to_model), 0), 4) as interactive_error_rate
  from public.tool_daily_stats
  group by 1
), retries as materialized (
  select agent_id, round(sum(successes)::numeric / nullif(sum(attempts), 0), 4) as retry_success_rate_at_attempt_2
  from public.tool_retry_outcomes
  where attempt = 2
  group by 1
), turns as materialized (
  select agent_id, sum(turns)::integer as turns from public.chat_turns_daily group by 1
), fallbacks as materialized (
  select agent_id, sum(fallbacks)::integer as fallbacks from public.model_fallback_daily group by 1
), agents as (
  -- Rows of deleted agents (agent_id null) form one row of their own.
  select agent_id from tools union select agent_id from turns union select agent_id from fallbacks
)
select
  agents.agent_id,
  coalesce(tools.attempts, 0) as attempts,
  tools.success_rate,
  tools.interactive_error_rate,
  retries.retry_success_rate_at_attempt_2,
  coalesce(turns.turns, 0) as turns,
  coalesce(fallbacks.fallbacks, 0) as fallbacks,
  round(coalesce(fallbacks.fallbacks, 0)::numeric / nullif(turns.turns, 0), 4) as fallbacks_per_turn
from agents
left join tools on tools.agent_id is not distinct from agents.agent_id
left join retries on retries.agent_id is not distinct from agents.agent_id
left join turns on turns.agent_id is not distinct from agents.agent_id
left join fallbacks on fallbacks.agent_id is not distinct from agents.agent_id;

grant select on public.tool_attempts, public.tool_daily_stats, public.tool_error_breakdown, public.tool_retry_outcomes,
  public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_health_summary to authenticated, service_role;
revoke all on public.tool_attempts, public.tool_daily_stats, public.tool_error_breakdown, public.tool_retry_outcomes,
  public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_health_summary from anon;
