-- Names the model invented, counted apart from the tools. A call to a name that matched no
-- tool of the agent's catalog (the executor's `not_found` outcome, `resolved_tool_name` null)
-- is not a tool: the per-tool rollups mark its rows `invented`, the report lists real tools
-- only in its tool tables, and the invented names get rollups of their own with the tool the
-- executor suggested first (`tool_executions.detail -> 'suggestions'`). Totals, errors by
-- category, recovery and retries still count them: they are attempts the model made.
-- Rolled-up days that held invented names are rolled again below from their raw rows.
-- See docs/analytics.md.

-- The one definition of an invented name: a `not_found` attempt that resolved to no tool.
create function public.is_invented_tool_name(p_category text, p_resolved_tool_name text) returns boolean
language sql immutable parallel safe
return coalesce(p_category = 'not_found', false) and p_resolved_tool_name is null;
revoke execute on function public.is_invented_tool_name(text, text) from public, anon;
grant execute on function public.is_invented_tool_name(text, text) to authenticated, service_role;

-- The invented names per agent, UTC day, name and first suggestion, of the attempts created in
-- [p_from, p_until) (null: no bound). Every such attempt is a call of the model's own (the
-- executor never retries a name it cannot resolve). Security invoker: a user's RLS applies.
create function public.invented_tool_name_facts_between(p_from timestamptz, p_until timestamptz,
  p_agent uuid default null)
returns table (agent_id uuid, day date, tool_name text, suggested_tool_name text, calls integer)
language sql stable
begin atomic
  -- Plain bounds for the index under RLS: see tool_attempt_facts_between.
  select t.agent_id, (t.created_at at time zone 'utc')::date, t.requested_tool_name,
    t.detail -> 'suggestions' ->> 0, count(*)::integer
  from (
    select coalesce(p_from, '-infinity'::timestamptz) as first_at, coalesce(p_until, 'infinity'::timestamptz) as end_at
    limit 1
  ) bounds
  join public.tool_executions t on t.created_at >= bounds.first_at and t.created_at < bounds.end_at
  where public.is_invented_tool_name(t.category, t.resolved_tool_name)
    and (p_agent is null or t.agent_id = p_agent)
  group by 1, 2, 3, 4;
end;
revoke execute on function public.invented_tool_name_facts_between(timestamptz, timestamptz, uuid) from public, anon;
grant execute on function public.invented_tool_name_facts_between(timestamptz, timestamptz, uuid)
  to authenticated, service_role;

-- The per-tool rollups tell an invented name's rows apart (a name may be a tool on one day and
-- invented on another, when a tool leaves the catalog).
alter table public.tool_rollup_daily add column invented boolean not null default false;
alter table public.tool_rollup_errors add column invented boolean not null default false;
alter table public.tool_rollup_durations add column invented boolean not null default false;
alter table public.tool_fleet_rollup_daily add column invented boolean not null default false;
alter table public.tool_fleet_rollup_errors add column invented boolean not null default false;
alter table public.tool_fleet_rollup_durations add column invented boolean not null default false;
alter table public.tool_fleet_rollup_daily drop constraint tool_fleet_rollup_daily_pkey,
  add primary key (day, tool_name, invented);
alter table public.tool_fleet_rollup_errors drop constraint tool_fleet_rollup_errors_pkey,
  add primary key (day, tool_name, category, invented);
alter table public.tool_fleet_rollup_durations drop constraint tool_fleet_rollup_durations_pkey,
  add primary key (day, tool_name, invented);

-- The invented names per UTC day, agent (null for a deleted agent's rows), name and the tool
-- suggested first (null when the log does not say), and the fleet's sum over every agent.
create table public.tool_rollup_invented_names (
  day date not null,
  agent_id uuid,
  tool_name text not null,
  suggested_tool_name text,
  calls integer not null
);
create index tool_rollup_invented_names_agent_day_idx on public.tool_rollup_invented_names (agent_id, day);
create index tool_rollup_invented_names_day_idx on public.tool_rollup_invented_names (day);
create table public.tool_fleet_rollup_invented_names (
  day date not null,
  tool_name text not null,
  suggested_tool_name text,
  calls integer not null
);
create index tool_fleet_rollup_invented_names_day_idx on public.tool_fleet_rollup_invented_names (day);

alter table public.tool_rollup_invented_names enable row level security;
revoke all on public.tool_rollup_invented_names from anon, authenticated;
grant select on public.tool_rollup_invented_names to authenticated;
grant all on public.tool_rollup_invented_names to service_role;
create policy "Owners read invented tool name rollups of their agents" on public.tool_rollup_invented_names
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));
-- Every tenant's totals: the service role's alone, like the other fleet rollups.
alter table public.tool_fleet_rollup_invented_names enable row level security;
revoke all on public.tool_fleet_rollup_invented_names from public, anon, authenticated;
grant all on public.tool_fleet_rollup_invented_names to service_role;

-- Durations are per tool: the histograms of invented names are left out.
create or replace function public.agent_duration_histograms(p_agent uuid, p_from date, p_until date)
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
      where r.day >= v_from and r.day <= v_until and not r.invented
      group by r.tool_name, histogram.bucket_ms;
  else
    return query
      select r.tool_name, histogram.bucket_ms, sum(histogram.attempts)::bigint
      from public.tool_rollup_durations r
      cross join lateral unnest(r.buckets_ms, r.attempts) as histogram (bucket_ms, attempts)
      where r.agent_id = p_agent and r.day >= v_from and r.day <= v_until and not r.invented
      group by r.tool_name, histogram.bucket_ms;
  end if;
end
$$;
create or replace function public.fleet_duration_histograms(p_from date, p_until date)
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
    where r.day >= v_from and r.day <= v_until and not r.invented
    group by r.tool_name, histogram.bucket_ms;
end
$$;

-- Sums the per-agent tool rollups of the days [p_from, p_until] into the fleet rollups (whose
-- rows of those days must have been deleted).
create or replace function parley.roll_up_fleet_days(p_from date, p_until date) returns void
language sql security definer set search_path = ''
begin atomic
  insert into public.tool_fleet_rollup_daily (day, tool_name, invented, attempts, successes, errors, errors_to_model,
    question_errors, retries_requested)
  select r.day, r.tool_name, r.invented, sum(r.attempts), sum(r.successes), sum(r.errors), sum(r.errors_to_model),
    sum(r.question_errors), sum(r.retries_requested)
  from public.tool_rollup_daily r where r.day between p_from and p_until group by r.day, r.tool_name, r.invented;
  insert into public.tool_fleet_rollup_errors (day, tool_name, invented, category, errors, failed_calls, recovered)
  select r.day, r.tool_name, r.invented, r.category, sum(r.errors), sum(r.failed_calls), sum(r.recovered)
  from public.tool_rollup_errors r where r.day between p_from and p_until
  group by r.day, r.tool_name, r.invented, r.category;
  insert into public.tool_fleet_rollup_attempts (day, tool_name, attempt, retried_by, attempts, successes)
  select r.day, r.tool_name, r.attempt, r.retried_by, sum(r.attempts), sum(r.successes)
  from public.tool_rollup_attempts r where r.day between p_from and p_until
  group by r.day, r.tool_name, r.attempt, r.retried_by;
  insert into public.tool_fleet_rollup_durations (day, tool_name, invented, buckets_ms, attempts)
  select buckets.day, buckets.tool_name, buckets.invented, array_agg(buckets.bucket_ms order by buckets.bucket_ms),
    array_agg(buckets.attempts order by buckets.bucket_ms)
  from (
    select r.day, r.tool_name, r.invented, histogram.bucket_ms, sum(histogram.attempts)::integer as attempts
    from public.tool_rollup_durations r
    cross join lateral unnest(r.buckets_ms, r.attempts) as histogram (bucket_ms, attempts)
    where r.day between p_from and p_until
    group by r.day, r.tool_name, r.invented, histogram.bucket_ms
  ) buckets
  group by buckets.day, buckets.tool_name, buckets.invented;
  insert into public.tool_fleet_rollup_invented_names (day, tool_name, suggested_tool_name, calls)
  select r.day, r.tool_name, r.suggested_tool_name, sum(r.calls)
  from public.tool_rollup_invented_names r where r.day between p_from and p_until
  group by r.day, r.tool_name, r.suggested_tool_name;
end;

-- Rolls up the tool attempts of the days [p_from, p_until] from their raw rows created before
-- p_before, per agent and for the fleet, delete then insert: idempotent. The model events and
-- chat turns are rolled by parley.roll_up_analytics_days, which calls this.
create function parley.roll_up_tool_days(p_from date, p_until date, p_before timestamptz)
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
  delete from public.tool_rollup_invented_names where day between p_from and p_until;
  delete from public.tool_fleet_rollup_daily where day between p_from and p_until;
  delete from public.tool_fleet_rollup_errors where day between p_from and p_until;
  delete from public.tool_fleet_rollup_attempts where day between p_from and p_until;
  delete from public.tool_fleet_rollup_durations where day between p_from and p_until;
  delete from public.tool_fleet_rollup_invented_names where day between p_from and p_until;

  with facts as materialized (
    select f.*, public.is_invented_tool_name(f.category, f.resolved_tool_name) as invented
    from public.tool_attempt_facts_between(v_from, v_until, null) f
  ), daily as (
    insert into public.tool_rollup_daily (day, agent_id, tool_name, invented, attempts, successes, errors,
      errors_to_model, question_errors, retries_requested)
    select f.day, f.agent_id, f.tool_name, f.invented, count(*), count(*) filter (where f.status = 'success'),
      count(*) filter (where f.status = 'error'), count(*) filter (where f.status = 'error' and f.reached_model),
      count(*) filter (where f.question), count(*) filter (where f.retry_requested)
    from facts f group by 1, 2, 3, 4
  ), errors as (
    insert into public.tool_rollup_errors (day, agent_id, tool_name, invented, category, errors, failed_calls,
      recovered)
    select f.day, f.agent_id, f.tool_name, f.invented, f.category, count(*), count(*) filter (where f.first_failure),
      count(*) filter (where f.first_failure and f.call_recovered)
    from facts f where f.status = 'error' group by 1, 2, 3, 4, 5
  ), attempts as (
    insert into public.tool_rollup_attempts (day, agent_id, tool_name, attempt, retried_by, attempts, successes)
    select f.day, f.agent_id, f.tool_name, f.attempt, f.retried_by, count(*), count(*) filter (where f.status = 'success')
    from facts f group by 1, 2, 3, 4, 5
  )
  insert into public.tool_rollup_durations (day, agent_id, tool_name, invented, buckets_ms, attempts)
  select buckets.day, buckets.agent_id, buckets.tool_name, buckets.invented,
    array_agg(buckets.bucket_ms order by buckets.bucket_ms), array_agg(buckets.attempts order by buckets.bucket_ms)
  from (
    select f.day, f.agent_id, f.tool_name, f.invented, f.duration_bucket as bucket_ms, count(*)::integer as attempts
    from facts f where not f.replayed group by 1, 2, 3, 4, 5
  ) buckets
  group by buckets.day, buckets.agent_id, buckets.tool_name, buckets.invented;

  insert into public.tool_rollup_invented_names (day, agent_id, tool_name, suggested_tool_name, calls)
  select n.day, n.agent_id, n.tool_name, n.suggested_tool_name, n.calls
  from public.invented_tool_name_facts_between(v_from, v_until, null) n;

  perform parley.roll_up_fleet_days(p_from, p_until);
end;
$$;

-- Rolls up the days [p_from, p_until] from their raw rows created before p_before (the last
-- day may be the current one, rolled up to the hour), delete then insert: idempotent.
create or replace function parley.roll_up_analytics_days(p_from date, p_until date, p_before timestamptz)
returns void
language plpgsql security definer set search_path = '' set jit = off set work_mem = '64MB'
as $$
declare
  v_from timestamptz := p_from::timestamp at time zone 'utc';
  v_until timestamptz := least((p_until + 1)::timestamp at time zone 'utc', p_before);
begin
  perform parley.roll_up_tool_days(p_from, p_until, p_before);

  delete from public.model_event_rollup_daily where day between p_from and p_until;
  delete from public.chat_turn_rollup_daily where day between p_from and p_until;
  insert into public.model_event_rollup_daily (day, agent_id, turns_with_events, fallbacks, tool_fallbacks,
    model_errors, skipped_models)
  select m.day, m.agent_id, m.turns_with_events, m.fallbacks, m.tool_fallbacks, m.model_errors, m.skipped_models
  from public.model_event_facts_between(v_from, v_until, null) m;

  insert into public.chat_turn_rollup_daily (day, agent_id, turns)
  select t.day, t.agent_id, t.turns from public.chat_turn_facts_between(v_from, v_until, null) t;

  insert into parley.analytics_rollup_days (day, tool_rows, model_rows, rolled_at)
  select counted.day, counted.tool_rows, counted.model_rows, now()
  from parley.analytics_raw_day_counts(p_from, p_until, p_before) counted
  on conflict (day) do update set tool_rows = excluded.tool_rows, model_rows = excluded.model_rows,
    rolled_at = excluded.rolled_at;
end;
$$;

revoke execute on function parley.roll_up_tool_days(date, date, timestamptz) from public, anon, authenticated;
grant execute on function parley.roll_up_tool_days(date, date, timestamptz) to service_role;

-- The days rolled up before this migration that held invented names are rolled again (their
-- tool rollups only: the model events and chat turns did not change), when their raw tool rows
-- are all still there; a day whose rows retention dropped keeps its rollups as they were.
do $$
declare
  v_rolled_until timestamptz;
  v_day record;
begin
  select s.rolled_until into v_rolled_until from public.analytics_rollup_state s where s.id;
  if v_rolled_until is null then
    return;
  end if;
  for v_day in
    select stored.day
    from parley.analytics_rollup_days stored
    cross join lateral parley.analytics_raw_day_counts(stored.day, stored.day, v_rolled_until) counted
    where counted.tool_rows = stored.tool_rows
      and exists (
        select 1 from public.tool_executions t
        where t.created_at >= stored.day::timestamp at time zone 'utc'
          and t.created_at < least((stored.day + 1)::timestamp at time zone 'utc', v_rolled_until)
          and public.is_invented_tool_name(t.category, t.resolved_tool_name)
      )
    order by stored.day
  loop
    perform parley.roll_up_tool_days(v_day.day, v_day.day, v_rolled_until);
  end loop;
end
$$;
