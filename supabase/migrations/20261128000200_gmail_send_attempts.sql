-- Gmail sends, one row per attempt to send a Message-ID (shared/integrations/gmail/send-once.ts).
-- A send claims its Message-ID here before it looks in the Sent mailbox and sends: the
-- partial unique index lets only one attempt per user and Message-ID be live (not
-- `not_sent`), so two tabs sending the same email serialize on it, and the second reads
-- the first's outcome instead of sending again.
--   sending   claimed; the claimant is checking Sent or sending. Past `lease_expires_at`
--             the claimant is gone (killed): it may have sent.
--   sent      Gmail accepted it, or the Sent mailbox holds it.
--   unknown   Gmail failed after it may have accepted the message, and the Sent mailbox did
--             not show it (yet): "not found" is trusted only from `settles_at` on, since
--             Gmail's search can lag behind a send.
--   not_sent  nothing went out (Gmail refused it, or Sent did not hold it once trusted).
-- `idempotency_key` is the executor's key of the call that made the attempt, as in
-- tool_intents.idempotency_key: maintenance resolves an intent left open by a killed worker
-- through it.
create table public.gmail_send_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  message_id text not null check (length(message_id) between 3 and 200),
  idempotency_key text not null,
  state text not null check (state in ('sending', 'sent', 'unknown', 'not_sent')),
  started_at timestamptz not null,
  lease_expires_at timestamptz not null,
  settles_at timestamptz not null,
  -- Gmail's id of the sent message, and when it went out, when known.
  gmail_message_id text,
  sent_at timestamptz,
  -- Who settled it: the request that sent, or maintenance (the request's worker died).
  resolved_by text check (resolved_by in ('request', 'maintenance')),
  updated_at timestamptz not null
);
create unique index gmail_send_attempts_live_idx on public.gmail_send_attempts (user_id, message_id)
  where state <> 'not_sent';
create index gmail_send_attempts_idempotency_key_idx on public.gmail_send_attempts (idempotency_key);

alter table public.gmail_send_attempts enable row level security;
revoke all on public.gmail_send_attempts from anon, authenticated;
grant all on public.gmail_send_attempts to service_role;

-- Who completed an intent: null is the call itself; `maintenance` is the resolver that
-- settles intents a killed worker left open (local/maintenance/resolve-open-intents.ts).
alter table public.tool_intents add column resolved_by text check (resolved_by in ('maintenance'));
