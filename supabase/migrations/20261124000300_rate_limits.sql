-- Per-user rate limits: one token bucket per (user, bucket name), shared by every edge
-- worker because it lives here rather than in a worker's memory. A request takes one token
-- with a single atomic statement (`take_rate_limit_token`): the row is created full on first
-- use, refilled by the time elapsed since it was last touched, and the token taken only when
-- there is a whole one. Concurrent takes on one row serialize on its row lock, so two
-- workers can never both spend the last token.

create table public.rate_limit_buckets (
  -- No foreign key to auth.users: the limiter runs before anything else touches the user,
  -- and a bucket must never be the reason a request fails. Rows are a few bytes per user.
  user_id uuid not null,
  bucket text not null check (length(bucket) between 1 and 64),
  -- Tokens left at `updated_at` (fractional: refill is continuous).
  tokens double precision not null,
  updated_at timestamptz not null,
  -- The answer of the last take, so the one upsert statement can return it.
  last_allowed boolean not null,
  primary key (user_id, bucket)
);

-- Takes one token from the bucket, which holds at most `capacity` and refills at
-- `refill_per_second`. `now` is the caller's clock (tests inject one). Returns whether the
-- token was taken and the tokens left, from which the caller computes Retry-After.
-- Not `security definer`: it runs with the rights of its caller (the service role).
create function public.take_rate_limit_token(
  p_user_id uuid, p_bucket text, p_capacity double precision, p_refill_per_second double precision, p_now timestamptz
) returns table (taken boolean, tokens_left double precision)
language sql volatile
as $$
  insert into public.rate_limit_buckets as b (user_id, bucket, tokens, updated_at, last_allowed)
  values (p_user_id, p_bucket, p_capacity - 1, p_now, true)
  on conflict (user_id, bucket) do update set
    tokens = case
      when least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second) >= 1
        then least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second) - 1
      else least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second)
    end,
    -- A worker whose clock is behind never moves the bucket back in time.
    updated_at = greatest(b.updated_at, p_now),
    last_allowed = least(p_capacity, b.tokens + greatest(0, extract(epoch from (p_now - b.updated_at))::double precision) * p_refill_per_second) >= 1
  returning b.last_allowed, b.tokens
$$;

-- Service role only: no policy, no grant to the API roles; a user cannot read or reset
-- their own bucket.
alter table public.rate_limit_buckets enable row level security;
revoke all on public.rate_limit_buckets from anon, authenticated;
grant all on public.rate_limit_buckets to service_role;
revoke all on function public.take_rate_limit_token(uuid, text, double precision, double precision, timestamptz) from public, anon, authenticated;
grant execute on function public.take_rate_limit_token(uuid, text, double precision, double precision, timestamptz) to service_role;
