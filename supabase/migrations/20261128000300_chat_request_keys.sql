-- Idempotency keys of `POST /chat` (the `Idempotency-Key` header), scoped to the user who
-- sent them. The first request with a key claims it (`in_progress`) before its turn runs;
-- its answer (the status and JSON body) completes the row, and a request with the same key
-- and the same body gets that answer again instead of a second turn. `request_hash` is the
-- SHA-256 of the request as read (protocol and body), so a key sent again with another body
-- is refused. A claim whose request died (a crashed worker) holds only until `expires_at`,
-- a few minutes; an answer holds a day.
create table public.chat_request_keys (
  user_id uuid not null,
  key text not null check (char_length(key) between 1 and 255),
  request_hash text not null,
  status text not null check (status in ('in_progress', 'completed')),
  response_status integer check (response_status between 100 and 599),
  response_body jsonb,
  conversation_id uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (user_id, key),
  check ((status = 'completed') = (response_status is not null and response_body is not null))
);
create index chat_request_keys_expires_idx on public.chat_request_keys (expires_at);

alter table public.chat_request_keys enable row level security;
revoke all on public.chat_request_keys from anon, authenticated;
grant all on public.chat_request_keys to service_role;
