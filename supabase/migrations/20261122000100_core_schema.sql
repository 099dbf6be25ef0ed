-- Parley core schema: agents, conversations, messages, credentials, the tool execution
-- log, model events and idempotency records. Written exactly as Supabase runs it: the
-- `auth` schema, `auth.uid()` and the roles anon / authenticated / service_role are
-- Supabase's own (local/bootstrap.sql provides them for other databases).

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
create index conversations_user_id_idx on public.conversations (user_id);

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

-- The log tables carry ids without foreign keys on purpose: a log row must never be
-- refused because its conversation was deleted meanwhile, and per-row key checks would
-- slow the batched writer down.
create table public.tool_executions (
  id uuid primary key default gen_random_uuid(),
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
  model_message text not null,
  input jsonb,
  duration_ms integer not null check (duration_ms >= 0),
  retry_requested boolean not null default false,
  model text,
  idempotency_key text,
  replayed boolean not null default false,
  -- Which function wrote the row: chat, gmail-api, web-search-api.
  source text not null default 'chat',
  provider text,
  -- Developer detail (redacted): message, error name, upstream status. Never the stack.
  detail jsonb,
  created_at timestamptz not null default now(),
  check ((status = 'success') = (category is null))
);
create index tool_executions_agent_created_idx on public.tool_executions (agent_id, created_at);
create index tool_executions_tool_idx on public.tool_executions (coalesce(resolved_tool_name, requested_tool_name), created_at);
create index tool_executions_conversation_idx on public.tool_executions (conversation_id);

create table public.model_events (
  id uuid primary key default gen_random_uuid(),
  request_id text,
  conversation_id uuid,
  agent_id uuid,
  user_id uuid,
  kind text not null check (kind in ('error', 'retry', 'fallback', 'tool_fallback', 'skipped', 'context_shrink', 'empty_response')),
  from_model text,
  to_model text,
  reason text,
  status_code integer,
  created_at timestamptz not null default now()
);
create index model_events_agent_created_idx on public.model_events (agent_id, created_at);

create table public.idempotency_records (
  key text primary key,
  status text not null check (status in ('in_progress', 'completed')),
  record jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index idempotency_records_expires_idx on public.idempotency_records (expires_at);

-- Row-level security: a user reads only rows of their own agents; writes go through
-- the service role (which bypasses RLS); anon gets nothing.
alter table public.agents enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.integration_credentials enable row level security;
alter table public.tool_executions enable row level security;
alter table public.model_events enable row level security;
alter table public.idempotency_records enable row level security;

revoke all on public.agents, public.conversations, public.messages, public.integration_credentials,
  public.tool_executions, public.model_events, public.idempotency_records from anon;
revoke all on public.agents, public.conversations, public.messages, public.integration_credentials,
  public.tool_executions, public.model_events, public.idempotency_records from authenticated;
grant select on public.agents, public.conversations, public.messages, public.tool_executions, public.model_events
  to authenticated;
-- Credentials: the owner may see which integrations exist, never the ciphertext.
grant select (id, user_id, provider, status, expires_at, created_at, updated_at) on public.integration_credentials to authenticated;
grant all on public.agents, public.conversations, public.messages, public.integration_credentials,
  public.tool_executions, public.model_events, public.idempotency_records to service_role;

create policy "Owners read their agents" on public.agents
  for select to authenticated using (owner_id = (select auth.uid()));

create policy "Owners read conversations of their agents" on public.conversations
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

create policy "Owners read messages of their agents" on public.messages
  for select to authenticated
  using (conversation_id in (
    select c.id from public.conversations c join public.agents a on a.id = c.agent_id
    where a.owner_id = (select auth.uid())));

create policy "Users read their own integrations" on public.integration_credentials
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Owners read tool executions of their agents" on public.tool_executions
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

create policy "Owners read model events of their agents" on public.model_events
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));
-- idempotency_records: no policy at all, so only the service role reaches it.
