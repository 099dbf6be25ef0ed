-- Side-effect intents: the audit row a tool with side effects (sending an email, an MCP
-- tool that writes) gets *before* its upstream call, completed when the call ends. The
-- outcome rows in tool_executions are written when the round ends; a worker that dies in
-- between leaves an intent without an outcome instead of an action without any row. The
-- executor does not act when the intent cannot be written (the database is down): no row,
-- no action.
--
-- An intent still open long after its start is an action whose outcome nobody saw
-- (`outcome is null`); `public.unresolved_tool_intents` lists them for operators.

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
revoke all on public.tool_intents from anon;
revoke all on public.tool_intents from authenticated;
grant select on public.tool_intents to authenticated;
grant all on public.tool_intents to service_role;

create policy "Owners read tool intents of their agents" on public.tool_intents
  for select to authenticated
  using (agent_id in (select id from public.agents where owner_id = (select auth.uid())));

-- Intents that were opened and never completed, oldest first: actions that may have
-- happened without an outcome row (a worker that died mid-call).
create view public.unresolved_tool_intents with (security_invoker = true) as
  select id, source, request_id, conversation_id, agent_id, user_id, tool_call_id, tool_name, idempotency_key, attempt, started_at
  from public.tool_intents
  where outcome is null
  order by started_at;
grant select on public.unresolved_tool_intents to authenticated, service_role;
