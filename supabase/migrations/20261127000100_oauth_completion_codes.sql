-- A Gmail connection completes only in a session of the user who started it.
--
-- Google's callback is public: whoever's browser arrives there carries the consent of
-- whichever Google account signed in. So the callback no longer exchanges the code itself.
-- It consumes the state, keeps Google's code here (encrypted) and sends the browser back to
-- the app with a one-time completion code; the app then calls
-- `POST /integrations/gmail/complete` with the user's own token, and only the user who
-- started the flow gets it finished. A consent link passed to someone else ends with nothing
-- stored for anyone.
--
-- A row's life: written at connect (`used_at` null), consumed at the callback (`used_at`
-- set; with Google's code, also `authorization_code_ciphertext`, `completion_code_hash`, and
-- `expires_at` moved to the completion's deadline), and completed at most once
-- (`completed_at` set, whoever presented the code: a refused completion burns it too).
-- The sweeps delete by `expires_at`, so a row lives exactly as long as its next step may.
alter table public.oauth_states
  -- Google's authorization code, AES-GCM encrypted like the PKCE verifier and bound to the
  -- row; exchanged (with the verifier) only by the completion.
  add column authorization_code_ciphertext text,
  -- SHA-256 of the completion code, base64url: the code itself is never stored, so a read of
  -- this table cannot finish anyone's connection.
  add column completion_code_hash text check (length(completion_code_hash) = 43),
  add column completed_at timestamptz,
  add constraint oauth_states_completion_pair check (
    (authorization_code_ciphertext is null) = (completion_code_hash is null)
  ),
  add constraint oauth_states_completed_after_consent check (
    completed_at is null or (used_at is not null and completion_code_hash is not null)
  );

-- The completion looks a row up by its code's hash.
create unique index oauth_states_completion_code_hash_idx on public.oauth_states (completion_code_hash)
  where completion_code_hash is not null;

comment on column public.oauth_states.expires_at is
  'Until the callback: when the state expires. After it: when the completion code expires.';
