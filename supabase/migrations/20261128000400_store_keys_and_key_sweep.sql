-- Nothing written twice when a store is retried after its answer was lost (the server
-- committed, the connection dropped before the client heard it), and no idempotency key kept
-- past its window.

-- A turn's stored batch of messages carries a key fixed before its first try: the store's id
-- and the message's position in the batch. A retry of the same store skips the messages it
-- already stored (`on conflict do nothing`). Messages stored before this column have none.
alter table public.messages add column store_key text;
create unique index messages_store_key_idx on public.messages (conversation_id, store_key)
  where store_key is not null;

-- `model_events` rows need no new key: their primary key (id, created_at) holds the partition
-- key, and the writer now fixes both when it builds the row, inserting with
-- `on conflict do nothing`.

-- `parley.run_maintenance()` as before, and it also deletes the `POST /chat` idempotency keys
-- whose time is up: an answer past its day (`expires_at`), and a claim whose request died more
-- than a day ago (its claim ran out at `expires_at`; no turn runs for a day). A claim still in
-- its time is kept.
create or replace function parley.run_maintenance(p_retention_days integer default null, p_now timestamptz default now())
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
  v_chat_request_keys integer;
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
  delete from public.chat_request_keys
  where expires_at < p_now and (status = 'completed' or created_at < p_now - interval '1 day');
  get diagnostics v_chat_request_keys = row_count;
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
    'chatRequestKeysDeleted', v_chat_request_keys,
    'oauthStatesDeleted', v_oauth,
    'rateLimitBucketsDeleted', v_buckets
  );
end
$$;
