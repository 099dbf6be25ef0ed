-- A claim of a `POST /chat` Idempotency-Key is a lease: the request that holds it renews
-- `expires_at` while it runs, so a key whose worker died is free again within one lease
-- (seconds), and a live request never loses it. `claim_id` names the holder: only it renews,
-- completes or gives back the key, so a request that lost its lease cannot change the row of
-- the request that took the key over. A key given back (a failure a retry can fix) keeps its
-- `conversation_id`, so the retry continues the conversation the first request started.
alter table public.chat_request_keys add column claim_id uuid;
