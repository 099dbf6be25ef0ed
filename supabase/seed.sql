-- Demo data for local development: one user who signs in as demo@parley.local / parley-demo,
-- and their default agent with the Gmail and web-search tools enabled. `supabase db reset`
-- (and `supabase start` on a new database) loads this; the local gateway applies it when it
-- creates its database, whose auth schema is local/bootstrap.sql. Safe to run twice.

-- The demo user, as Supabase Auth (GoTrue) itself writes an email user, so its password grant
-- (`POST /auth/v1/token?grant_type=password`) accepts it. What that takes, read in
-- github.com/supabase/auth at bc32168 (internal/models/user.go, internal/api/token.go,
-- migrations/):
-- - GoTrue finds the user by `instance_id = '00000000-0000-0000-0000-000000000000' and
--   lower(email) = … and aud = 'authenticated' and is_sso_user = false` (FindUserByEmailAndAudience);
--   `role` is the JWT's role.
-- - It scans confirmation_token, recovery_token, email_change_token_new and email_change into Go
--   strings, so NULL fails the whole sign-in with 500 "Database error querying schema"
--   (supabase/auth#1940); they have no column default, hence ''. The other text columns it
--   scans have '' defaults.
-- - encrypted_password is a bcrypt hash; email_confirmed_at must be set ("Email not confirmed").
-- - The email identity (auth.identities: provider 'email', provider_id the user's id,
--   identity_data with sub and email) is what the Auth admin API creates beside the user.
-- The hash is a constant, not pgcrypto's crypt() at seed time, because this file also runs on
-- PGlite, which has no pgcrypto: it is `crypt('parley-demo', gen_salt('bf', 10))` made once
-- with pgcrypto at cost 10, GoTrue's own (pgcrypto's default, 6, would do as well; GoTrue
-- rewrites a hash of a higher cost, or of the minimum 4, at the first sign-in).
-- test/supabase/seed.test.ts checks it and every column above against GoTrue's schema.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
values (
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'demo@parley.local',
  '$2a$10$4l5VeFdFyH9Yj4un/WDgvOLXzu7vZcgnJc/LcY/Z4m/YAN2HKEJ9y',
  now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  '{}'::jsonb,
  now(),
  now()
)
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000001',
  '{"sub": "00000000-0000-4000-8000-000000000001", "email": "demo@parley.local", "email_verified": true, "phone_verified": false}'::jsonb,
  'email',
  null,
  now(),
  now()
)
on conflict (provider_id, provider) do nothing;

insert into public.agents (id, owner_id, name, system_prompt, model, fallback_models, enabled_tools, settings, is_default)
values (
  '00000000-0000-4000-8000-0000000000a1',
  '00000000-0000-4000-8000-000000000001',
  'Demo assistant',
  'You are Parley''s demo assistant. You can send and read email through Gmail and search the web. '
    || 'When a tool asks a question you cannot answer from the conversation, ask the user.',
  null,
  '{}',
  array['gmail_send_email', 'gmail_read_emails', 'gmail_search_emails', 'web_search', 'news_search', 'scrape_and_summarize'],
  '{"autoResolveNames": false, "temperature": 0.2, "searchProviders": ["serper", "brave", "serpapi"]}'::jsonb,
  true
)
on conflict (id) do nothing;
