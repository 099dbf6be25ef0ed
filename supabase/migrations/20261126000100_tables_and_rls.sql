-- Parley's tables other than the logs: agents, conversations, messages, credentials,
-- idempotency records, OAuth states, rate-limit buckets and side-effect intents, with their
-- row-level security. Written exactly as Supabase runs it: the `auth` schema, `auth.uid()`
-- and the roles anon / authenticated / service_role are Supabase's own (local/bootstrap.sql
-- provides them for other databases).
--
-- Access, for every table here: a user reads only rows of their own agents (or their own
-- integrations); writes go through the service role, which bypasses RLS; anon gets nothing.
-- A table without a policy is the service role's alone.

create table public.agents (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  system_prompt text not null default '',
  model text,
  fallback_models text[] not null default '{}',
  enabled_tools text[] not null default '{}',
  -- autoResolveNames, temperature, maxToolFailures, fallbackTool, searchProviders, mcpServers …
  settings jsonb not null default '{}'::jsonb,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index agents_owner_id_idx on public.agents (owner_id);
create unique index agents_one_default_per_owner on public.agents (owner_id) where is_default;

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  agent_id uuid not null references public.agents (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  title text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index conversations_agent_id_idx on public.conversations (agent_id);
-- A user's conversations, newest activity first, paged by the keyset (updated_at, id)
-- (GET /chat/conversations): each page is one index walk from the cursor, however many
-- conversations there are.
create index conversations_user_updated_idx on public.conversations (user_id, updated_at desc, id desc);

create table public.messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  role text not null check (role in ('system', 'user', 'assistant', 'tool')),
  content text,
  -- Assistant messages: the tool calls the model made ({ id, name, arguments }[]).
  tool_calls jsonb,
  -- Tool messages: which call this answers.
  tool_call_id text,
  model text,
  created_at timestamptz not null default now()
);
create index messages_conversation_id_idx on public.messages (conversation_id, id);

create table public.integration_credentials (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null check (length(provider) between 1 and 100),
  status text not null default 'active' check (status in ('active', 'expired', 'revoked', 'error')),
  -- AES-GCM ciphertext "v1:<key id>:<iv>:<data>", never the plain secret.
  secret_ciphertext text not null,
  expires_at timestamptz,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, provider)
);

create table public.idempotency_records (
  key text primary key,
  status text not null check (status in ('in_progress', 'completed')),
  record jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index idempotency_records_expires_idx on public.idempotency_records (expires_at);

alter table public.agents enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.integration_credentials enable row level security;
alter table public.idempotency_records enable row level security;

revoke all on public.agents, public.conversations, public.messages, public.integration_credentials,
  public.idempotency_records from anon, authenticated;
grant select on public.agents, public.conversations, public.messages to authenticated;
-- Credentials: the owner may see which integrations exist, never the ciphertext.
grant select (id, user_id, provider, status, expires_at, created_at, updated_at) on public.integration_credentials to authenticated;
grant all on public.agents, public.conversations, public.messages, public.integration_credentials,
  public.idempotency_records to service_role;

create policy "Owners read their agents" on public.agents
  for select to authenticated using (owner_id = (select auth.uid()));

create policy "Owners read conversations of their agents" on public.conversations
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

-- A user reads a message when they may read its conversation (the conversations policy
-- above), checked per message by key. Written as `conversation_id in (every conversation of
-- the user's agents)`, PostgreSQL would hash all the owner's conversation ids for every
-- read of even one message. plpgsql, so it is not inlined into that form again.
create function public.can_read_conversation(p_conversation_id uuid) returns boolean
language plpgsql stable
as $$
begin
  return exists (select 1 from public.conversations c where c.id = p_conversation_id);
end
$$;
revoke execute on function public.can_read_conversation(uuid) from public, anon;
grant execute on function public.can_read_conversation(uuid) to authenticated, service_role;

create policy "Owners read messages of their agents" on public.messages
  for select to authenticated
  using (public.can_read_conversation(conversation_id));

create policy "Users read their own integrations" on public.integration_credentials
  for select to authenticated using (user_id = (select auth.uid()));
-- idempotency_records: no policy at all, so only the service role reaches it.

-- The integrations function's OAuth flows (Gmail: authorization code + PKCE). Each
-- `POST /integrations/gmail/connect` writes one row; the `state` sent to Google is signed
-- and names the row's nonce. The callback consumes the row exactly once
-- (`update … set used_at = … where used_at is null and expires_at > … returning …`), so a
-- replayed or late callback finds nothing. The row is what binds the flow to its user,
-- agent, return address and PKCE verifier: none of those is trusted from the browser.
create table public.oauth_states (
  -- 32 random bytes, base64url: unguessable, and the single-use key.
  nonce text primary key check (length(nonce) between 32 and 128),
  user_id uuid not null references auth.users (id) on delete cascade,
  agent_id uuid not null references public.agents (id) on delete cascade,
  integration text not null check (integration in ('gmail')),
  -- Where the browser goes back to; checked against PARLEY_APP_URLS when the row is written.
  return_to text not null check (length(return_to) between 1 and 2048),
  -- The PKCE code verifier, AES-GCM encrypted like integration_credentials.secret_ciphertext;
  -- never sent to the browser (only its S256 challenge goes to Google).
  code_verifier_ciphertext text not null,
  -- Made against the local gateway's sandbox Google rather than the configured client.
  sandbox boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
-- The sweep of expired rows (done by the connect route and by maintenance) walks this.
create index oauth_states_expires_at_idx on public.oauth_states (expires_at);
create index oauth_states_user_id_idx on public.oauth_states (user_id);

-- No policy: a user never reads a state row (the verifier must stay server-side), not even
-- their own.
alter table public.oauth_states enable row level security;
revoke all on public.oauth_states from anon, authenticated;
grant all on public.oauth_states to service_role;

-- Per-user rate limits: one token bucket per (user, bucket name), shared by every edge
-- worker because it lives here rather than in a worker's memory. A request takes one token
-- with a single atomic statement (`take_rate_limit_token`): the row is created full on first
-- use, refilled by the time elapsed since it was last touched, and the token taken only when
-- there is a whole one. Concurrent takes on one row serialize on its row lock, so two
-- workers can never both spend the last token.
create table public.rate_limit_buckets (
  -- No foreign key to auth.users: the limiter runs before anything else touches the user,
  -- and a bucket must never be the reason a request fails. Rows are a few bytes per user.
  user_id uuid not null,
  bucket text not null check (length(bucket) between 1 and 64),
  -- Tokens left at `updated_at` (fractional: refill is continuous).
  tokens double precision not null,
  updated_at timestamptz not null,
  -- The answer of the last take, so the one upsert statement can return it.
  last_allowed boolean not null,
  primary key (user_id, bucket)
);

-- Takes one token from the bucket, which holds at most `capacity` and refills at
-- `refill_per_second`. `now` is the caller's clock (tests inject one). Returns whether the
-- token was taken and the tokens left, from which the caller computes Retry-After.
-- Not `security definer`: it runs with the rights of its caller (the service role).
create function public.take_rate_limit_token(
  p_user_id uuid, p_bucket text, p_capacity double precision, p_refill_per_second double precision, p_now timestamptz
) returns table (taken boolean, tokens_left double precision)
language sql volatile
as $$
  insert into public.rate_limit_buckets as b (user_id, bucket, tokens, updated_at, last_allowed)
  values (p_user_id, p_bucket, p_capacity - 1, p_now, true)
  on conflict (user_id, bucket) do update set
    tokens = case
      when least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second) >= 1
        then least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second) - 1
      else least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second)
    end,
    -- A worker whose clock is behind never moves the bucket back in time.
    updated_at = greatest(b.updated_at, p_now),
    last_allowed = least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second) >= 1
  returning b.last_allowed, b.tokens
$$;

-- No policy: a user cannot read or reset their own bucket.
alter table public.rate_limit_buckets enable row level security;
revoke all on public.rate_limit_buckets from anon, authenticated;
grant all on public.rate_limit_buckets to service_role;
revoke all on function public.take_rate_limit_token(uuid, text, double precision, double precision, timestamptz) from public, anon, authenticated;
grant execute on function public.take_rate_limit_token(uuid, text, double precision, double precision, timestamptz) to service_role;

-- Side-effect intents: the audit row a tool with side effects (sending an email, an MCP
-- tool that writes) gets *before* its upstream call, completed when the call ends. The
-- outcome rows in tool_executions are written when the round ends; a worker that dies in
-- between leaves an intent without an outcome instead of an action without any row. The
-- executor does not act when the intent cannot be written (the database is down): no row,
-- no action.
create table public.tool_intents (
  id uuid primary key default gen_random_uuid(),
  -- Which function acted: chat (MCP tools), gmail-api, web-search-api.
  source text not null,
  request_id text,
  conversation_id uuid,
  agent_id uuid,
  user_id uuid,
  tool_call_id text not null,
  tool_name text not null,
  idempotency_key text not null,
  attempt integer not null check (attempt >= 1),
  -- Redacted like tool_executions.input.
  input jsonb,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  -- success / error: the call's answer; unknown: it timed out or was cut off while running,
  -- so the upstream may have acted.
  outcome text check (outcome in ('success', 'error', 'unknown')),
  category text check (category in ('not_found', 'invalid_arguments', 'needs_input', 'not_configured', 'transient', 'internal')),
  check ((outcome is null) = (completed_at is null))
);
create index tool_intents_agent_started_idx on public.tool_intents (agent_id, started_at);
create index tool_intents_open_idx on public.tool_intents (started_at) where outcome is null;

alter table public.tool_intents enable row level security;
revoke all on public.tool_intents from anon, authenticated;
grant select on public.tool_intents to authenticated;
grant all on public.tool_intents to service_role;

create policy "Owners read tool intents of their agents" on public.tool_intents
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

-- Intents that were opened and never completed, oldest first: actions that may have
-- happened without an outcome row (a worker that died mid-call), for operators to look at.
create view public.unresolved_tool_intents with (security_invoker = true) as
  select id, source, request_id, conversation_id, agent_id, user_id, tool_call_id, tool_name, idempotency_key, attempt, started_at
  from public.tool_intents
  where outcome is null
  order by started_at;
grant select on public.unresolved_tool_intents to authenticated, service_role;
