-- Periodic maintenance, one call: `select parley.run_maintenance()`. pg_cron runs it hourly
-- on Supabase (`parley.schedule_maintenance()` below); elsewhere `npm run db:maintain` or
-- the local gateway (at start and hourly) does. Each step is idempotent, so a run that
-- fails halfway is simply repeated by the next one.

-- How long raw log rows are kept; null (the default) keeps them forever. At least 7 days,
-- so the rollups' re-check of late rows always finds the raw rows it needs.
create table parley.maintenance_settings (
  id boolean primary key default true check (id),
  log_retention_days integer check (log_retention_days is null or log_retention_days >= 7)
);
insert into parley.maintenance_settings (id, log_retention_days) values (true, null);
alter table parley.maintenance_settings enable row level security;
revoke all on parley.maintenance_settings from public, anon, authenticated;
grant all on parley.maintenance_settings to service_role;

-- Runs every maintenance step and reports what each did:
-- 1. rolls up the closed hours (parley.refresh_analytics_rollups), first, so that the rare
--    step taking a lock on the log tables (2) holds it only for the short rest of the run;
-- 2. creates the coming months' log partitions (and moves rows waiting in the default);
-- 3. with a retention (`p_retention_days`, else the settings row; none: keep forever),
--    drops the log partitions past it, never one holding a row not yet rolled up (before
--    rolled_until), and deletes settled tool intents past it (the rollups stay: reports
--    keep every day);
-- 4. deletes expired idempotency records and OAuth states, and rate-limit buckets idle for
--    over a day (full again by then, since a window is at most a day: like a new one).
create function parley.run_maintenance(p_retention_days integer default null, p_now timestamptz default now())
returns jsonb
language plpgsql security definer set search_path = pg_catalog, pg_temp
as $$
declare
  v_retention integer;
  v_rolled_until timestamptz;
  v_days_rolled integer;
  v_created integer;
  v_dropped integer := 0;
  v_intents integer := 0;
  v_idempotency integer;
  v_oauth integer;
  v_buckets integer;
begin
  if p_retention_days is not null and p_retention_days < 7 then
    raise exception 'parley.run_maintenance: log retention must be at least 7 days, got %', p_retention_days
      using errcode = '22023';
  end if;
  v_retention := coalesce(p_retention_days, (select log_retention_days from parley.maintenance_settings where id));

  v_days_rolled := parley.refresh_analytics_rollups(p_now);
  v_created := parley.ensure_log_partitions(3, p_now);

  if v_retention is not null then
    select rolled_until into v_rolled_until from public.analytics_rollup_state where id;
    -- The cutoff is p_now - retention, but never past rolled_until (none: nothing is dropped).
    if v_rolled_until is not null then
      v_dropped := parley.drop_expired_log_partitions(v_retention,
        least(p_now, v_rolled_until + make_interval(days => v_retention)));
    end if;
    delete from public.tool_intents
    where completed_at is not null and started_at < p_now - make_interval(days => v_retention);
    get diagnostics v_intents = row_count;
  end if;

  delete from public.idempotency_records where expires_at < p_now;
  get diagnostics v_idempotency = row_count;
  delete from public.oauth_states where expires_at < p_now;
  get diagnostics v_oauth = row_count;
  delete from public.rate_limit_buckets where updated_at < p_now - interval '1 day';
  get diagnostics v_buckets = row_count;

  return jsonb_build_object(
    'retentionDays', v_retention,
    'daysRolledUp', v_days_rolled,
    'partitionsCreated', v_created,
    'partitionsDropped', v_dropped,
    'toolIntentsDeleted', v_intents,
    'idempotencyRecordsDeleted', v_idempotency,
    'oauthStatesDeleted', v_oauth,
    'rateLimitBucketsDeleted', v_buckets
  );
end
$$;

-- Schedules `parley.run_maintenance()` hourly with pg_cron, installing the extension the
-- way Supabase documents it (`with schema pg_catalog`) when the server offers it. Where
-- pg_cron is missing (PGlite, a plain server) it only says so: run `npm run db:maintain`
-- from a scheduler instead. Returns whether the job is scheduled.
create function parley.schedule_maintenance() returns boolean
language plpgsql set search_path = pg_catalog, pg_temp
as $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is null
    and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron with schema pg_catalog;
    exception when others then
      -- Not in shared_preload_libraries, or another database is cron's: not this migration's failure.
      raise notice 'pg_cron could not be installed (%): maintenance is not scheduled', sqlerrm;
    end;
  end if;
  if to_regprocedure('cron.schedule(text,text,text)') is null then
    raise notice 'pg_cron is not available: schedule `select parley.run_maintenance()` (or npm run db:maintain) hourly yourself';
    return false;
  end if;
  -- A job of the same name is replaced, so calling this again changes nothing.
  execute 'select cron.schedule($1, $2, $3)' using 'parley-maintenance', '17 * * * *', 'select parley.run_maintenance()';
  return true;
end
$$;

revoke execute on function parley.run_maintenance(integer, timestamptz), parley.schedule_maintenance()
  from public, anon, authenticated;
grant execute on function parley.run_maintenance(integer, timestamptz), parley.schedule_maintenance() to service_role;

select parley.schedule_maintenance();
