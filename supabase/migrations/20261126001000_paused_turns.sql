-- Turns paused for the user's approval. A row holds the turn's serialized state (the
-- messages the model read, the round of tool calls held back, the counters), the pending
-- approvals the user was shown, and how many of the turn's messages are already stored.
-- Answering claims the row atomically (`awaiting` → `resuming`), so an approval sent twice,
-- or from two tabs, resumes the turn once. A worker that dies mid-resume leaves `resuming`,
-- which another request may take over once `claimed_at` is older than any request can run.
create table public.paused_turns (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null,
  agent_id uuid not null references public.agents (id) on delete cascade,
  status text not null default 'awaiting'
    check (status in ('awaiting', 'resuming', 'completed', 'failed', 'superseded', 'expired')),
  state jsonb not null,
  -- The approvals as the user was shown them: [{toolCallId, tool, arguments, reason, preview}].
  approvals jsonb not null,
  -- Messages of the turn (after the user's) already appended to public.messages.
  stored_count integer not null check (stored_count >= 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  claimed_at timestamptz,
  finished_at timestamptz
);

-- At most one open pause per conversation: a conversation waits for one answer at a time.
create unique index paused_turns_open_per_conversation on public.paused_turns (conversation_id)
  where status in ('awaiting', 'resuming');
create index paused_turns_user_open on public.paused_turns (user_id)
  where status in ('awaiting', 'resuming');

alter table public.paused_turns enable row level security;
revoke all on public.paused_turns from anon, authenticated;
-- The owner may see their pending approvals (never the stored state, which holds what the
-- model read); everything else is the service role's.
grant select (id, conversation_id, user_id, agent_id, status, approvals, created_at, expires_at)
  on public.paused_turns to authenticated;
grant all on public.paused_turns to service_role;
create policy "Users read their own paused turns" on public.paused_turns
  for select to authenticated using (user_id = (select auth.uid()));
