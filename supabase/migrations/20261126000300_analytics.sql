-- Analytics over the logs: per-attempt facts, hourly-closed daily rollups, fleet rollups and
-- duration histograms. Reports read rows logged before `analytics_rollup_state.rolled_until`
-- from the rollups (the days up to its day: the current day's rollup holds its hours before
-- it) and the open period after it from the facts functions, the same definitions the
-- rollups are made from. The one place that unions the two is the report queries
-- (shared/analytics/analytics-sql.ts). Days are UTC calendar days. See docs/analytics.md.
--
-- `parley.refresh_analytics_rollups` (run by `parley.run_maintenance()`, hourly) rolls up
-- the closed hours. A log row arrives seconds after its created_at, so an hour closes 15
-- minutes after it ends.

-- Duration buckets: exact below 64 ms, then 32 buckets per power of two (64–127 ms in steps
-- of 2, 128–255 in steps of 4, …), so a bucket is at most 1/32 of its value wide and a
-- percentile read from its midpoint is within 1.6 %: few enough buckets that a busy agent's
-- 90-day histogram merges fast. width_bucket over the powers of two gives the shift exactly,
-- with integer comparisons.
create function parley.duration_bucket(p_ms integer) returns integer
language sql immutable strict parallel safe
return (p_ms >> width_bucket(p_ms, '{64,128,256,512,1024,2048,4096,8192,16384,32768,65536,131072,262144,524288,1048576,2097152,4194304,8388608,16777216,33554432,67108864,134217728,268435456,536870912,1073741824}'::integer[])) << width_bucket(p_ms, '{64,128,256,512,1024,2048,4096,8192,16384,32768,65536,131072,262144,524288,1048576,2097152,4194304,8388608,16777216,33554432,67108864,134217728,268435456,536870912,1073741824}'::integer[]);


-- The facts read it by reference (a SQL-standard body), so the reader needs only execute.
revoke execute on function parley.duration_bucket(integer) from public, anon;
grant execute on function parley.duration_bucket(integer) to authenticated, service_role;

-- The width of the bucket starting at p_bucket_ms (a value of parley.duration_bucket).
create function public.duration_bucket_width(p_bucket_ms integer) returns integer
language sql immutable strict parallel safe
return 1 << width_bucket(p_bucket_ms, '{64,128,256,512,1024,2048,4096,8192,16384,32768,65536,131072,262144,524288,1048576,2097152,4194304,8388608,16777216,33554432,67108864,134217728,268435456,536870912,1073741824}'::integer[]);
revoke execute on function public.duration_bucket_width(integer) from public, anon;
grant execute on function public.duration_bucket_width(integer) to authenticated, service_role;

-- histogram_percentile(buckets_ms, attempts, fraction): percentile_cont over a histogram,
-- given as two arrays (`array_agg(bucket_ms)`, `array_agg(attempts)`): a bucket may appear
-- more than once (its attempts add up). The value at 0-based rank k is the bucket holding
-- it, taken as its midpoint b + (w - 1) / 2 (a bucket of width w starting at b holds the
-- integers b … b + w - 1), and percentile_cont interpolates between ranks floor(f (n - 1))
-- and ceil(f (n - 1)) exactly as the built-in does. A function over arrays rather than an
-- aggregate of its own: a plpgsql transition function copies its growing state on every
-- row (quadratic), while array_agg builds it in place.
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
    select bucket_ms + (public.duration_bucket_width(bucket_ms) - 1) / 2.0 as value,
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

-- The facts of one logged attempt (tool_attempt_facts_between, tool_attempt_facts):
--   reached_model: the model received this outcome (the executor's transient tries it
--     retried past did not);
--   question: an error the model received that asked the user a question
--     (tool_executions.interaction_kind);
--   retried_by: 'first' (attempt 1), 'executor' (a later try of the same call id, the
--     executor's transient retry), 'model' (a new call of a retry round);
--   first_failure / call_recovered: a failed call is a (turn, call id, category) with error
--     rows, counted on the day of its first error row; recovered when the same tool succeeds
--     at or after one of those rows in the same turn.
-- Each attempt is one row of tool_executions, written by the side that acted.
create type public.tool_attempt_fact as (
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
);

-- The facts of each logged attempt created in [p_from, p_until) (null: no bound), computed
-- over the raw rows from an hour before to an hour after for context: the rows of one
-- request (a chat turn) lie within minutes of each other (an edge worker lives at most
-- 400 s). Security invoker: a user's RLS applies.
create function public.tool_attempt_facts_between(p_from timestamptz, p_until timestamptz, p_agent uuid default null)
returns setof public.tool_attempt_fact
language sql stable
begin atomic
  -- The bounds are computed in a subquery of their own (kept apart by `limit 1`), so the
  -- scans below compare created_at with plain values: under a user's RLS, PostgreSQL uses a
  -- condition as an index condition only when it is leakproof, and an expression such as
  -- coalesce(p_from - interval '1 hour', …) is not; without this a busy agent's report would
  -- read all its rows of the month.
  with bounds as (
    select
      case when p_from is null then '-infinity'::timestamptz else p_from - interval '1 hour' end as context_from,
      case when p_until is null then 'infinity'::timestamptz else p_until + interval '1 hour' end as context_until
    limit 1
  ), context as (
    -- Only the columns used (not input or detail): narrow rows sort in memory.
    select t.id, t.request_id, t.conversation_id, t.agent_id, t.user_id, t.tool_call_id, t.requested_tool_name,
      t.resolved_tool_name, t.attempt, t.status, t.category, t.interaction_kind, t.duration_ms, t.retry_requested,
      t.replayed, t.model, t.source, t.provider, t.created_at,
      coalesce(t.resolved_tool_name, t.requested_tool_name) as name,
      (t.created_at at time zone 'utc')::date as utc_day
    from bounds b
    join public.tool_executions t on t.created_at >= b.context_from and t.created_at < b.context_until
    where p_agent is null or t.agent_id = p_agent
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
    f.resolved_tool_name, f.utc_day, f.attempt, f.status, f.category, f.duration_ms,
    parley.duration_bucket(f.duration_ms), f.retry_requested, f.replayed, f.model, f.source, f.provider, f.created_at,
    f.reached, f.status = 'error' and f.reached and coalesce(f.interaction_kind = 'question', false), f.retrier,
    f.first_failed_row, f.recovered_call
  from failures f
  where (p_from is null or f.created_at >= p_from) and (p_until is null or f.created_at < p_until);
end;

-- The same for the attempts whose UTC day is in [p_from, p_until] (null: no bound).
create function public.tool_attempt_facts(p_from date, p_until date, p_agent uuid default null)
returns setof public.tool_attempt_fact
language sql stable
begin atomic
  select * from public.tool_attempt_facts_between(p_from::timestamp at time zone 'utc',
    (p_until + 1)::timestamp at time zone 'utc', p_agent);
end;

-- Model events per agent and UTC day, of the events created in [p_from, p_until) (null: no
-- bound). A turn with events counts once, on the day of its first event (read with an hour
-- of context), so the counts of two periods add up.
create function public.model_event_facts_between(p_from timestamptz, p_until timestamptz, p_agent uuid default null)
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
    (count(*) filter (where e.first_of_turn))::integer,
    (count(*) filter (where e.kind = 'fallback'))::integer,
    (count(*) filter (where e.kind = 'tool_fallback'))::integer,
    (count(*) filter (where e.kind = 'error'))::integer,
    (count(*) filter (where e.kind = 'skipped'))::integer
  from (
    select event.agent_id, event.created_at, event.kind,
      row_number() over (partition by event.request_id order by event.created_at, event.id) = 1 as first_of_turn
    -- Plain bounds for the index under RLS: see tool_attempt_facts_between.
    from (
      select
        case when p_from is null then '-infinity'::timestamptz else p_from - interval '1 hour' end as context_from,
        case when p_until is null then 'infinity'::timestamptz else p_until end as context_until
      limit 1
    ) bounds
    join public.model_events event on event.created_at >= bounds.context_from
      and event.created_at < bounds.context_until
    where p_agent is null or event.agent_id = p_agent
  ) e
  where p_from is null or e.created_at >= p_from
  group by 1, 2;
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
  select * from public.model_event_facts_between(p_from::timestamp at time zone 'utc',
    (p_until + 1)::timestamp at time zone 'utc', p_agent);
end;

-- Chat turns (user messages) per agent and UTC day, of the messages created in
-- [p_from, p_until) (null: no bound). Security invoker: RLS on messages and conversations applies.
create function public.chat_turn_facts_between(p_from timestamptz, p_until timestamptz, p_agent uuid default null)
returns table (agent_id uuid, day date, turns integer)
language sql stable
begin atomic
  select c.agent_id, (m.created_at at time zone 'utc')::date, count(*)::integer
  -- Plain bounds for the index under RLS: see tool_attempt_facts_between. Each message's
  -- agent is looked up by its conversation's key (`limit 1` keeps it a lookup): the planner
  -- overestimates the open hour's messages and would hash every conversation instead.
  from (
    select coalesce(p_from, '-infinity'::timestamptz) as first_at, coalesce(p_until, 'infinity'::timestamptz) as end_at
    limit 1
  ) bounds
  join public.messages m on m.created_at >= bounds.first_at and m.created_at < bounds.end_at
  cross join lateral (select conversation.agent_id from public.conversations conversation
    where conversation.id = m.conversation_id limit 1) c
  where m.role = 'user'
    and (p_agent is null or c.agent_id = p_agent)
  group by 1, 2;
end;

-- Chat turns per agent and UTC day in [p_from, p_until] (null: no bound).
create function public.chat_turn_facts(p_from date, p_until date, p_agent uuid default null)
returns table (agent_id uuid, day date, turns integer)
language sql stable
begin atomic
  select * from public.chat_turn_facts_between(p_from::timestamp at time zone 'utc',
    (p_until + 1)::timestamp at time zone 'utc', p_agent);
end;

revoke execute on function public.tool_attempt_facts_between(timestamptz, timestamptz, uuid),
  public.tool_attempt_facts(date, date, uuid), public.model_event_facts_between(timestamptz, timestamptz, uuid),
  public.model_event_facts(date, date, uuid), public.chat_turn_facts_between(timestamptz, timestamptz, uuid),
  public.chat_turn_facts(date, date, uuid)
  from public, anon;
grant execute on function public.tool_attempt_facts_between(timestamptz, timestamptz, uuid),
  public.tool_attempt_facts(date, date, uuid), public.model_event_facts_between(timestamptz, timestamptz, uuid),
  public.model_event_facts(date, date, uuid), public.chat_turn_facts_between(timestamptz, timestamptz, uuid),
  public.chat_turn_facts(date, date, uuid)
  to authenticated, service_role;


-- Rows logged before rolled_until are rolled up (null: none yet). One row; it holds no user
-- data.
create table public.analytics_rollup_state (
  id boolean primary key default true check (id),
  rolled_until timestamptz
);
insert into public.analytics_rollup_state (id, rolled_until) values (true, null);

-- The per-agent rollups: the facts counted per UTC day, agent and tool (the current day's
-- rows up to rolled_until). Rows of deleted agents have agent_id null.
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
-- Duration histograms of the non-replayed attempts: `buckets_ms` ascending
-- (parley.duration_bucket), and the attempts of each in `attempts`, same length. One row per
-- day, agent and tool rather than a row per bucket: a busy agent's 90 days stay a few
-- thousand rows to merge.
create table public.tool_rollup_durations (
  day date not null,
  agent_id uuid,
  tool_name text not null,
  buckets_ms integer[] not null,
  attempts integer[] not null,
  check (cardinality(buckets_ms) = cardinality(attempts))
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

-- It holds no user data: one time.
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

-- Fleet rollups: the per-agent rollups summed over every agent (deleted agents' rows
-- included), one row per day and tool. Only the service role reads them (the analytics CLI's
-- all-agents report): RLS on, no policy, no grant to the API's user roles.
create table public.tool_fleet_rollup_daily (
  day date not null,
  tool_name text not null,
  attempts integer not null,
  successes integer not null,
  errors integer not null,
  errors_to_model integer not null,
  question_errors integer not null,
  retries_requested integer not null,
  primary key (day, tool_name)
);
create table public.tool_fleet_rollup_errors (
  day date not null,
  tool_name text not null,
  category text not null,
  errors integer not null,
  failed_calls integer not null,
  recovered integer not null,
  primary key (day, tool_name, category)
);
create table public.tool_fleet_rollup_attempts (
  day date not null,
  tool_name text not null,
  attempt integer not null,
  retried_by text not null,
  attempts integer not null,
  successes integer not null,
  primary key (day, tool_name, attempt, retried_by)
);
create table public.tool_fleet_rollup_durations (
  day date not null,
  tool_name text not null,
  buckets_ms integer[] not null,
  attempts integer[] not null,
  primary key (day, tool_name),
  check (cardinality(buckets_ms) = cardinality(attempts))
);
alter table public.tool_fleet_rollup_daily enable row level security;
alter table public.tool_fleet_rollup_errors enable row level security;
alter table public.tool_fleet_rollup_attempts enable row level security;
alter table public.tool_fleet_rollup_durations enable row level security;
revoke all on public.tool_fleet_rollup_daily, public.tool_fleet_rollup_errors, public.tool_fleet_rollup_attempts,
  public.tool_fleet_rollup_durations from public, anon, authenticated;
grant all on public.tool_fleet_rollup_daily, public.tool_fleet_rollup_errors, public.tool_fleet_rollup_attempts,
  public.tool_fleet_rollup_durations to service_role;

-- The rolled-up duration histograms of the days [p_from, p_until] (null: no bound) merged
-- per tool: one agent's (null: every agent the caller may read; security invoker, so a
-- user's RLS applies), or the fleet's. The report's durations query adds the open period's
-- buckets. A function of its own for `set enable_sort = off`: the planner estimates an
-- unnest at 10 rows (a busy agent's 90 days are 115,000 entries) and merges them by sorting,
-- twice as slow as hashing them; set here, the setting touches no other query. plpgsql, so
-- the conditions compare with plain values (an index serves them under RLS).
create function public.agent_duration_histograms(p_agent uuid, p_from date, p_until date)
returns table (tool_name text, bucket_ms integer, attempts bigint)
language plpgsql stable set enable_sort = off
as $$
#variable_conflict use_column
declare
  -- Plain values, not expressions, in the conditions: indexes serve them under RLS.
  v_from date := coalesce(p_from, '-infinity');
  v_until date;
begin
  select least(coalesce(p_until, 'infinity'), (s.rolled_until at time zone 'utc')::date) into v_until
  from public.analytics_rollup_state s where s.rolled_until is not null;
  if v_until is null then
    return;
  end if;
  -- One query per case, not `p_agent is null or …`: after five calls plpgsql may switch to a
  -- generic plan, which could not use the agent's index for that condition.
  if p_agent is null then
    return query
      select r.tool_name, histogram.bucket_ms, sum(histogram.attempts)::bigint
      from public.tool_rollup_durations r
      cross join lateral unnest(r.buckets_ms, r.attempts) as histogram (bucket_ms, attempts)
      where r.day >= v_from and r.day <= v_until
      group by r.tool_name, histogram.bucket_ms;
  else
    return query
      select r.tool_name, histogram.bucket_ms, sum(histogram.attempts)::bigint
      from public.tool_rollup_durations r
      cross join lateral unnest(r.buckets_ms, r.attempts) as histogram (bucket_ms, attempts)
      where r.agent_id = p_agent and r.day >= v_from and r.day <= v_until
      group by r.tool_name, histogram.bucket_ms;
  end if;
end
$$;
create function public.fleet_duration_histograms(p_from date, p_until date)
returns table (tool_name text, bucket_ms integer, attempts bigint)
language plpgsql stable set enable_sort = off
as $$
#variable_conflict use_column
declare
  v_from date := coalesce(p_from, '-infinity');
  v_until date;
begin
  select least(coalesce(p_until, 'infinity'), (s.rolled_until at time zone 'utc')::date) into v_until
  from public.analytics_rollup_state s where s.rolled_until is not null;
  if v_until is null then
    return;
  end if;
  return query
    select r.tool_name, histogram.bucket_ms, sum(histogram.attempts)::bigint
    from public.tool_fleet_rollup_durations r
    cross join lateral unnest(r.buckets_ms, r.attempts) as histogram (bucket_ms, attempts)
    where r.day >= v_from and r.day <= v_until
    group by r.tool_name, histogram.bucket_ms;
end
$$;
revoke execute on function public.agent_duration_histograms(uuid, date, date),
  public.fleet_duration_histograms(date, date) from public, anon;
grant execute on function public.agent_duration_histograms(uuid, date, date) to authenticated, service_role;
grant execute on function public.fleet_duration_histograms(date, date) to service_role;


-- Sums the per-agent rollups of the days [p_from, p_until] into the fleet rollups (whose rows
-- of those days must have been deleted).
create function parley.roll_up_fleet_days(p_from date, p_until date) returns void
language sql security definer set search_path = ''
begin atomic
  insert into public.tool_fleet_rollup_daily (day, tool_name, attempts, successes, errors, errors_to_model,
    question_errors, retries_requested)
  select r.day, r.tool_name, sum(r.attempts), sum(r.successes), sum(r.errors), sum(r.errors_to_model),
    sum(r.question_errors), sum(r.retries_requested)
  from public.tool_rollup_daily r where r.day between p_from and p_until group by r.day, r.tool_name;
  insert into public.tool_fleet_rollup_errors (day, tool_name, category, errors, failed_calls, recovered)
  select r.day, r.tool_name, r.category, sum(r.errors), sum(r.failed_calls), sum(r.recovered)
  from public.tool_rollup_errors r where r.day between p_from and p_until group by r.day, r.tool_name, r.category;
  insert into public.tool_fleet_rollup_attempts (day, tool_name, attempt, retried_by, attempts, successes)
  select r.day, r.tool_name, r.attempt, r.retried_by, sum(r.attempts), sum(r.successes)
  from public.tool_rollup_attempts r where r.day between p_from and p_until
  group by r.day, r.tool_name, r.attempt, r.retried_by;
  insert into public.tool_fleet_rollup_durations (day, tool_name, buckets_ms, attempts)
  select buckets.day, buckets.tool_name, array_agg(buckets.bucket_ms order by buckets.bucket_ms),
    array_agg(buckets.attempts order by buckets.bucket_ms)
  from (
    select r.day, r.tool_name, histogram.bucket_ms, sum(histogram.attempts)::integer as attempts
    from public.tool_rollup_durations r
    cross join lateral unnest(r.buckets_ms, r.attempts) as histogram (bucket_ms, attempts)
    where r.day between p_from and p_until
    group by r.day, r.tool_name, histogram.bucket_ms
  ) buckets
  group by buckets.day, buckets.tool_name;
end;

-- Raw rows per UTC day in [p_from, p_until] created before p_before, zero for a day without
-- any: one scan of the period (its monthly partitions) per table.
create function parley.analytics_raw_day_counts(p_from date, p_until date, p_before timestamptz default 'infinity')
returns table (day date, tool_rows bigint, model_rows bigint)
language sql stable security definer set search_path = ''
as $$
  with tool_days as (
    select (t.created_at at time zone 'utc')::date as day, count(*) as tool_rows
    from public.tool_executions t
    where t.created_at >= (p_from::timestamp at time zone 'utc')
      and t.created_at < least((p_until + 1)::timestamp at time zone 'utc', p_before)
    group by 1
  ), model_days as (
    select (e.created_at at time zone 'utc')::date as day, count(*) as model_rows
    from public.model_events e
    where e.created_at >= (p_from::timestamp at time zone 'utc')
      and e.created_at < least((p_until + 1)::timestamp at time zone 'utc', p_before)
    group by 1
  )
  select days.day::date, coalesce(tool_days.tool_rows, 0), coalesce(model_days.model_rows, 0)
  from generate_series(p_from::timestamp, p_until::timestamp, interval '1 day') as days (day)
  left join tool_days on tool_days.day = days.day::date
  left join model_days on model_days.day = days.day::date
$$;

-- Rolls up the days [p_from, p_until] from their raw rows created before p_before (the last
-- day may be the current one, rolled up to the hour), delete then insert: idempotent. JIT
-- compiling costs more than it saves on a week of rows; work_mem bounds a chunk's sorts.
create function parley.roll_up_analytics_days(p_from date, p_until date, p_before timestamptz)
returns void
language plpgsql security definer set search_path = '' set jit = off set work_mem = '64MB'
as $$
declare
  v_from timestamptz := p_from::timestamp at time zone 'utc';
  v_until timestamptz := least((p_until + 1)::timestamp at time zone 'utc', p_before);
begin
  delete from public.tool_rollup_daily where day between p_from and p_until;
  delete from public.tool_rollup_errors where day between p_from and p_until;
  delete from public.tool_rollup_attempts where day between p_from and p_until;
  delete from public.tool_rollup_durations where day between p_from and p_until;
  delete from public.model_event_rollup_daily where day between p_from and p_until;
  delete from public.chat_turn_rollup_daily where day between p_from and p_until;
  delete from public.tool_fleet_rollup_daily where day between p_from and p_until;
  delete from public.tool_fleet_rollup_errors where day between p_from and p_until;
  delete from public.tool_fleet_rollup_attempts where day between p_from and p_until;
  delete from public.tool_fleet_rollup_durations where day between p_from and p_until;

  with facts as materialized (
    select * from public.tool_attempt_facts_between(v_from, v_until, null)
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
  insert into public.tool_rollup_durations (day, agent_id, tool_name, buckets_ms, attempts)
  select buckets.day, buckets.agent_id, buckets.tool_name, array_agg(buckets.bucket_ms order by buckets.bucket_ms),
    array_agg(buckets.attempts order by buckets.bucket_ms)
  from (
    select f.day, f.agent_id, f.tool_name, f.duration_bucket as bucket_ms, count(*)::integer as attempts
    from facts f where not f.replayed group by 1, 2, 3, 4
  ) buckets
  group by buckets.day, buckets.agent_id, buckets.tool_name;

  insert into public.model_event_rollup_daily (day, agent_id, turns_with_events, fallbacks, tool_fallbacks,
    model_errors, skipped_models)
  select m.day, m.agent_id, m.turns_with_events, m.fallbacks, m.tool_fallbacks, m.model_errors, m.skipped_models
  from public.model_event_facts_between(v_from, v_until, null) m;

  insert into public.chat_turn_rollup_daily (day, agent_id, turns)
  select t.day, t.agent_id, t.turns from public.chat_turn_facts_between(v_from, v_until, null) t;

  perform parley.roll_up_fleet_days(p_from, p_until);

  insert into parley.analytics_rollup_days (day, tool_rows, model_rows, rolled_at)
  select counted.day, counted.tool_rows, counted.model_rows, now()
  from parley.analytics_raw_day_counts(p_from, p_until, p_before) counted
  on conflict (day) do update set tool_rows = excluded.tool_rows, model_rows = excluded.model_rows,
    rolled_at = excluded.rolled_at;
end;
$$;

-- Rolls up every hour closed by p_now (an hour closes p_grace after it ends; a log row is
-- written seconds after its created_at) and moves rolled_until to the end of the last one.
-- The day of the old rolled_until is rolled again, whole up to the new one, and so is any
-- of the 3 days before it whose raw count grew (late rows; with its neighbours, whose facts
-- read it as context). A week at a time. Returns the number of days rolled. Serialised by an
-- advisory lock: a concurrent call waits, then finds nothing left to do.
create function parley.refresh_analytics_rollups(p_now timestamptz default now(),
  p_grace interval default '15 minutes')
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  recheck_days constant integer := 3;
  chunk_days constant integer := 7;
  new_until timestamptz := date_trunc('hour', (p_now - p_grace) at time zone 'utc') at time zone 'utc';
  old_until timestamptz;
  old_day date;
  first_day date;
  last_day date;
  chunk_start date;
  late record;
  days_rolled integer := 0;
begin
  perform pg_advisory_xact_lock(hashtext('parley.refresh_analytics_rollups'));
  select s.rolled_until into old_until from public.analytics_rollup_state s where s.id for update;
  old_day := (old_until at time zone 'utc')::date;

  -- Late rows in the whole days before old_until's (a count that shrank is retention at work).
  if old_until is not null then
    for late in
      select counted.day from parley.analytics_raw_day_counts(old_day - recheck_days, old_day - 1) counted
      left join parley.analytics_rollup_days stored on stored.day = counted.day
      where counted.tool_rows > coalesce(stored.tool_rows, 0) or counted.model_rows > coalesce(stored.model_rows, 0)
      order by counted.day
    loop
      perform parley.roll_up_analytics_days(late.day - 1, least(late.day + 1, old_day), old_until);
      days_rolled := days_rolled + least(late.day + 1, old_day) - (late.day - 1) + 1;
    end loop;
  end if;

  if new_until <= old_until then
    return days_rolled;
  end if;
  if old_until is null then
    select least((select min(t.created_at) from public.tool_executions t), (select min(e.created_at) from public.model_events e))
      at time zone 'utc' into first_day;
  else
    first_day := old_day;
  end if;
  -- The day new_until falls in is rolled up to it; at midnight exactly that day has nothing yet.
  last_day := ((new_until - interval '1 microsecond') at time zone 'utc')::date;
  if first_day is null or first_day > last_day then
    return days_rolled;
  end if;

  chunk_start := first_day;
  while chunk_start <= last_day loop
    perform parley.roll_up_analytics_days(chunk_start, least(chunk_start + chunk_days - 1, last_day), new_until);
    days_rolled := days_rolled + least(chunk_start + chunk_days - 1, last_day) - chunk_start + 1;
    chunk_start := chunk_start + chunk_days;
  end loop;
  update public.analytics_rollup_state set rolled_until = new_until where id;
  return days_rolled;
end;
$$;

revoke execute on function parley.roll_up_analytics_days(date, date, timestamptz),
  parley.roll_up_fleet_days(date, date), parley.analytics_raw_day_counts(date, date, timestamptz),
  parley.refresh_analytics_rollups(timestamptz, interval)
  from public, anon, authenticated;
grant execute on function parley.roll_up_analytics_days(date, date, timestamptz), parley.roll_up_fleet_days(date, date),
  parley.analytics_raw_day_counts(date, date, timestamptz), parley.refresh_analytics_rollups(timestamptz, interval)
  to service_role;

