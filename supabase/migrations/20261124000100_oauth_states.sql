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
-- The sweep of expired rows (done by the connect route) walks this.
create index oauth_states_expires_at_idx on public.oauth_states (expires_at);
create index oauth_states_user_id_idx on public.oauth_states (user_id);

-- Service role only: no policy, no grant to the API roles. A user never reads a state row
-- (the verifier must stay server-side), not even their own.
alter table public.oauth_states enable row level security;
revoke all on public.oauth_states from anon, authenticated;
grant all on public.oauth_states to service_role;

-- The integrations list reads each integration's last use and last failure from the tool
-- log, per user, newest first: this keeps that a short index walk instead of a scan.
create index tool_executions_user_created_idx on public.tool_executions (user_id, created_at);
