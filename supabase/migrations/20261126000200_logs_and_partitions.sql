-- The two log tables: tool_executions (one row per tool attempt, written by the side that
-- acted) and model_events (model errors, retries and fallbacks). Both are partitioned by
-- month of `created_at` (UTC), so a year of logs stays fast to write and to scan by period,
-- and old months leave as whole partitions (`drop table`) instead of a slow `delete`.
--
-- The parents live in `public`, with RLS: a user reads the rows of their own agents. The
-- partitions live in schema `parley`, which the Supabase Data API does not expose, and each
-- has RLS enabled and no grant to the API roles, so a partition can never be read around the
-- parent's policy. Rows whose month has no partition yet land in a default partition;
-- `parley.ensure_log_partitions()` (run by `parley.run_maintenance()`, hourly) creates the
-- months ahead and moves such rows into their month when it creates it.
--
-- The log tables carry ids without foreign keys on purpose: a log row must never be refused
-- because its conversation was deleted meanwhile, and per-row key checks would slow the
-- batched writer down.

create schema if not exists parley;
revoke all on schema parley from public, anon, authenticated;
grant usage on schema parley to service_role;

-- The primary key must include the partition key: ids are random uuids, unique on their own
-- in practice.
create table public.tool_executions (
  id uuid not null default gen_random_uuid(),
  request_id text,
  conversation_id uuid,
  agent_id uuid,
  user_id uuid,
  tool_call_id text not null,
  requested_tool_name text not null,
  resolved_tool_name text,
  attempt integer not null check (attempt >= 1),
  status text not null check (status in ('success', 'error')),
  category text check (category in ('not_found', 'invalid_arguments', 'needs_input', 'not_configured', 'transient', 'internal')),
  -- What the model read (redacted); for reading, never for deciding or counting.
  model_message text not null,
  -- What a failed attempt asked of the user (UserInteraction's kind); null when nothing.
  -- The analytics count questions from it.
  interaction_kind text check (interaction_kind in ('question')),
  input jsonb,
  duration_ms integer not null check (duration_ms >= 0),
  retry_requested boolean not null default false,
  model text,
  idempotency_key text,
  replayed boolean not null default false,
  -- Which function acted and wrote the row: chat (in-process tools, and calls refused before
  -- routing), gmail-api, web-search-api.
  source text not null default 'chat',
  provider text,
  -- Developer detail (redacted): message, error name, upstream status. Never the stack.
  detail jsonb,
  created_at timestamptz not null default now(),
  check ((status = 'success') = (category is null)),
  constraint tool_executions_interaction_on_error check (interaction_kind is null or status = 'error'),
  primary key (id, created_at)
) partition by range (created_at);
create index tool_executions_agent_created_idx on public.tool_executions (agent_id, created_at);
create index tool_executions_tool_idx on public.tool_executions (coalesce(resolved_tool_name, requested_tool_name), created_at);
-- A page of messages folds each tool result into its call: the call's last log row.
create index tool_executions_conversation_call_idx on public.tool_executions (conversation_id, tool_call_id, created_at);
-- The integrations list reads each integration's last use and last failure from the tool
-- log, per user, newest first: a short index walk instead of a scan.
create index tool_executions_user_created_idx on public.tool_executions (user_id, created_at);

create table public.model_events (
  id uuid not null default gen_random_uuid(),
  request_id text,
  conversation_id uuid,
  agent_id uuid,
  user_id uuid,
  kind text not null check (kind in ('error', 'retry', 'fallback', 'tool_fallback', 'skipped', 'context_shrink', 'empty_response')),
  from_model text,
  to_model text,
  reason text,
  status_code integer,
  created_at timestamptz not null default now(),
  primary key (id, created_at)
) partition by range (created_at);
create index model_events_agent_created_idx on public.model_events (agent_id, created_at);

create table parley.tool_executions_default partition of public.tool_executions default;
create table parley.model_events_default partition of public.model_events default;

alter table public.tool_executions enable row level security;
alter table public.model_events enable row level security;
revoke all on public.tool_executions, public.model_events from anon, authenticated;
grant select on public.tool_executions, public.model_events to authenticated;
grant all on public.tool_executions, public.model_events to service_role;

create policy "Owners read tool executions of their agents" on public.tool_executions
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

create policy "Owners read model events of their agents" on public.model_events
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

-- A partition is reached through its parent only: RLS on with no policy, no grant to the
-- API roles (defense in depth: the schema is not exposed either).
create function parley.protect_log_partition(p_partition regclass) returns void
language plpgsql security definer set search_path = pg_catalog, pg_temp
as $$
begin
  execute format('alter table %s enable row level security', p_partition);
  execute format('revoke all on %s from public, anon, authenticated', p_partition);
end
$$;

select parley.protect_log_partition('parley.tool_executions_default');
select parley.protect_log_partition('parley.model_events_default');

-- Creates the partition of `p_table` (tool_executions or model_events) for the UTC month
-- starting at `p_month`, unless it exists; returns whether it did. Rows of that month
-- waiting in the default partition are moved into it: the new table is filled standalone
-- and then attached, since a partition cannot be created while the default holds its rows.
create function parley.create_log_partition(p_table text, p_month date) returns boolean
language plpgsql security definer set search_path = pg_catalog, pg_temp
as $$
declare
  v_name text;
  v_default text;
  v_from timestamptz;
  v_to timestamptz;
  v_from_text text;
  v_to_text text;
  v_waiting boolean;
begin
  if p_table not in ('tool_executions', 'model_events') then
    raise exception 'parley.create_log_partition: % is not a partitioned log table', p_table using errcode = '22023';
  end if;
  if p_month <> date_trunc('month', p_month)::date then
    raise exception 'parley.create_log_partition: % is not the first day of a month', p_month using errcode = '22023';
  end if;
  v_name := format('%s_p%s', p_table, to_char(p_month, 'YYYY_MM'));
  if to_regclass(format('parley.%I', v_name)) is not null then
    return false;
  end if;
  v_default := p_table || '_default';
  v_from := p_month::timestamp at time zone 'UTC';
  v_to := (p_month + interval '1 month')::timestamp at time zone 'UTC';
  -- ISO literals with an explicit offset: the bounds never depend on the session's time zone or DateStyle.
  v_from_text := to_char(p_month, 'YYYY-MM-DD') || ' 00:00:00+00';
  v_to_text := to_char((p_month + interval '1 month')::date, 'YYYY-MM-DD') || ' 00:00:00+00';
  execute format('select exists (select 1 from parley.%I where created_at >= $1 and created_at < $2)', v_default)
    into v_waiting using v_from, v_to;
  if v_waiting then
    execute format('create table parley.%I (like public.%I including defaults including constraints)', v_name, p_table);
    execute format(
      'with moved as (delete from parley.%I where created_at >= $1 and created_at < $2 returning *)
       insert into parley.%I select * from moved',
      v_default, v_name) using v_from, v_to;
    -- A check matching the bounds lets the attach skip scanning the new table.
    execute format('alter table parley.%I add constraint %I check (created_at >= %L and created_at < %L)',
      v_name, v_name || '_bounds', v_from_text, v_to_text);
    execute format('alter table public.%I attach partition parley.%I for values from (%L) to (%L)',
      p_table, v_name, v_from_text, v_to_text);
    execute format('alter table parley.%I drop constraint %I', v_name, v_name || '_bounds');
  else
    execute format('create table parley.%I partition of public.%I for values from (%L) to (%L)',
      v_name, p_table, v_from_text, v_to_text);
  end if;
  perform parley.protect_log_partition(format('parley.%I', v_name)::regclass);
  return true;
end
$$;

-- Creates, for both log tables, a partition per UTC month from the month of the oldest row
-- waiting in the default partition (else the current month) through `p_months_ahead`
-- months after the current one, moving waiting rows into their month. Returns how many
-- partitions it created; running it again creates none.
create function parley.ensure_log_partitions(p_months_ahead integer default 3, p_now timestamptz default now())
returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp
as $$
declare
  v_table text;
  v_oldest timestamptz;
  v_current date := date_trunc('month', p_now at time zone 'UTC')::date;
  v_last date;
  v_month date;
  v_created integer := 0;
begin
  if p_months_ahead is null or p_months_ahead < 0 then
    raise exception 'parley.ensure_log_partitions: months ahead must be 0 or more, got %', coalesce(p_months_ahead::text, 'null')
      using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('parley.ensure_log_partitions'));
  v_last := (v_current + make_interval(months => p_months_ahead))::date;
  foreach v_table in array array['tool_executions', 'model_events'] loop
    execute format('select min(created_at) from parley.%I', v_table || '_default') into v_oldest;
    v_month := least(v_current, coalesce(date_trunc('month', v_oldest at time zone 'UTC')::date, v_current));
    while v_month <= v_last loop
      if parley.create_log_partition(v_table, v_month) then
        v_created := v_created + 1;
      end if;
      v_month := (v_month + interval '1 month')::date;
    end loop;
  end loop;
  return v_created;
end
$$;

-- Drops the monthly partitions of both log tables whose months ended at least
-- `p_retention_days` days before `p_now`, and deletes the default partitions' rows older
-- than that. Returns how many partitions it dropped. A missing or non-positive retention
-- is refused: keeping logs forever is the caller's choice to skip this call.
create function parley.drop_expired_log_partitions(p_retention_days integer, p_now timestamptz default now())
returns integer
language plpgsql security definer set search_path = pg_catalog, pg_temp
as $$
declare
  v_cutoff timestamptz;
  v_partition record;
  v_dropped integer := 0;
  v_table text;
begin
  if p_retention_days is null or p_retention_days < 1 then
    raise exception 'parley.drop_expired_log_partitions: retention must be a positive number of days, got %',
      coalesce(p_retention_days::text, 'null') using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('parley.ensure_log_partitions'));
  v_cutoff := p_now - make_interval(days => p_retention_days);
  for v_partition in
    select child.relname as name,
      (to_date(substring(child.relname from '_p(\d{4}_\d{2})$'), 'YYYY_MM') + interval '1 month')::timestamp
        at time zone 'UTC' as upper_bound
    from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_namespace on pg_namespace.oid = child.relnamespace
    where pg_inherits.inhparent in ('public.tool_executions'::regclass, 'public.model_events'::regclass)
      and pg_namespace.nspname = 'parley'
      and child.relname ~ '^(tool_executions|model_events)_p\d{4}_\d{2}$'
    order by 1
  loop
    if v_partition.upper_bound <= v_cutoff then
      execute format('drop table parley.%I', v_partition.name);
      v_dropped := v_dropped + 1;
    end if;
  end loop;
  foreach v_table in array array['tool_executions', 'model_events'] loop
    execute format('delete from parley.%I where created_at < $1', v_table || '_default') using v_cutoff;
  end loop;
  return v_dropped;
end
$$;

revoke execute on function parley.protect_log_partition(regclass), parley.create_log_partition(text, date),
  parley.ensure_log_partitions(integer, timestamptz), parley.drop_expired_log_partitions(integer, timestamptz)
  from public, anon, authenticated;
grant execute on function parley.protect_log_partition(regclass), parley.create_log_partition(text, date),
  parley.ensure_log_partitions(integer, timestamptz), parley.drop_expired_log_partitions(integer, timestamptz)
  to service_role;

select parley.ensure_log_partitions();
