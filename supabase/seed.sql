-- Demo data for local development: one user and their default agent with the Gmail and
-- web-search tools enabled. `supabase db reset` loads this; the local gateway applies it
-- on first start. Safe to run twice.

insert into auth.users (id, email)
values ('00000000-0000-4000-8000-000000000001', 'demo@parley.local')
on conflict (id) do nothing;

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
