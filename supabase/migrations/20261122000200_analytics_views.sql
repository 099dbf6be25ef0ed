-- Analytics over the tool execution log. Every view is security_invoker, so a user
-- querying through the API sees only rows of their own agents (the tables' RLS applies).
-- Days are UTC calendar days (`date`), whatever the session's time zone.

-- One row per logged attempt, with the tool's name, its UTC day, and whether the model
-- received this outcome. The executor retries transient failures itself and logs each
-- try under the same tool call id; only the last of those tries reaches the model.
create view public.tool_attempts with (security_invoker = true) as
select
  id,
  request_id,
  conversation_id,
  agent_id,
  user_id,
  tool_call_id,
  coalesce(resolved_tool_name, requested_tool_name) as tool_name,
  requested_tool_name,
  resolved_tool_name,
  (created_at at time zone 'utc')::date as day,
  attempt,
  status,
  category,
  model_message,
  duration_ms,
  retry_requested,
  replayed,
  model,
  source,
  provider,
  created_at,
  category is distinct from 'transient'
    or attempt = max(attempt) over (partition by agent_id, request_id, conversation_id, tool_call_id) as reached_model
from public.tool_executions t
-- A tool function called by the chat function logs the same call again (source
-- gmail-api / web-search-api, same request and tool call id): count each call once, as
-- chat saw it. Calls the web app made to a tool function directly are kept.
where t.source = 'chat'
  or not exists (
    select 1 from public.tool_executions c
    where c.source = 'chat' and c.request_id = t.request_id and c.tool_call_id = t.tool_call_id);

create view public.tool_daily_stats with (security_invoker = true) as
select
  agent_id,
  tool_name,
  day,
  count(*)::integer as attempts,
  count(*) filter (where status = 'success')::integer as successes,
  count(*) filter (where status = 'error')::integer as errors,
  -- Errors the model received (transient tries the executor retried past are left out).
  count(*) filter (where status = 'error' and reached_model)::integer as errors_to_model,
  -- Of those, the ones it received as a question it can act on or pass to the user.
  count(*) filter (where status = 'error' and reached_model and model_message like 'Question:%')::integer as question_errors,
  count(*) filter (where retry_requested)::integer as retries_requested
from public.tool_attempts
group by 1, 2, 3;

create view public.tool_error_breakdown with (security_invoker = true) as
select
  agent_id,
  tool_name,
  day,
  category,
  count(*)::integer as errors
from public.tool_attempts
where status = 'error'
group by 1, 2, 3, 4;

create view public.tool_retry_outcomes with (security_invoker = true) as
select
  agent_id,
  tool_name,
  day,
  attempt,
  count(*)::integer as attempts,
  count(*) filter (where status = 'success')::integer as successes
from public.tool_attempts
group by 1, 2, 3, 4;

-- Replayed outcomes are left out: the tool did not run, so their duration is a lookup's.
create view public.tool_duration_percentiles with (security_invoker = true) as
select
  agent_id,
  tool_name,
  count(*)::integer as attempts,
  percentile_cont(0.5) within group (order by duration_ms) as p50_ms,
  percentile_cont(0.95) within group (order by duration_ms) as p95_ms
from public.tool_attempts
where not replayed
group by 1, 2;

create view public.model_fallback_daily with (security_invoker = true) as
select
  agent_id,
  (created_at at time zone 'utc')::date as day,
  count(distinct request_id)::integer as turns_with_events,
  count(*) filter (where kind = 'fallback')::integer as fallbacks,
  count(*) filter (where kind = 'tool_fallback')::integer as tool_fallbacks,
  count(*) filter (where kind = 'error')::integer as model_errors,
  count(*) filter (where kind = 'skipped')::integer as skipped_models
from public.model_events
group by 1, 2;

-- A chat turn is one user message.
create view public.chat_turns_daily with (security_invoker = true) as
select
  c.agent_id,
  (m.created_at at time zone 'utc')::date as day,
  count(*)::integer as turns
from public.messages m
join public.conversations c on c.id = m.conversation_id
where m.role = 'user'
group by 1, 2;

-- One row per agent: the headline numbers operators watch.
create view public.tool_health_summary with (security_invoker = true) as
with tools as (
  select
    agent_id,
    count(*)::integer as attempts,
    round(avg((status = 'success')::integer)::numeric, 4) as success_rate,
    round((count(*) filter (where status = 'error' and reached_model and model_message like 'Question:%'))::numeric
      / nullif(count(*) filter (where status = 'error' and reached_model), 0), 4) as interactive_error_rate,
    round((count(*) filter (where attempt = 2 and status = 'success'))::numeric
      / nullif(count(*) filter (where attempt = 2), 0), 4) as retry_success_rate_at_attempt_2
  from public.tool_attempts
  group by 1
), turns as (
  select agent_id, sum(turns)::integer as turns from public.chat_turns_daily group by 1
), fallbacks as (
  select agent_id, sum(fallbacks)::integer as fallbacks from public.model_fallback_daily group by 1
), agents as (
  -- Rows of deleted agents (agent_id null) form one row of their own.
  select agent_id from tools union select agent_id from turns union select agent_id from fallbacks
)
select
  agents.agent_id,
  coalesce(tools.attempts, 0) as attempts,
  tools.success_rate,
  tools.interactive_error_rate,
  tools.retry_success_rate_at_attempt_2,
  coalesce(turns.turns, 0) as turns,
  coalesce(fallbacks.fallbacks, 0) as fallbacks,
  round(coalesce(fallbacks.fallbacks, 0)::numeric / nullif(turns.turns, 0), 4) as fallbacks_per_turn
from agents
left join tools on tools.agent_id is not distinct from agents.agent_id
left join turns on turns.agent_id is not distinct from agents.agent_id
left join fallbacks on fallbacks.agent_id is not distinct from agents.agent_id;

grant select on public.tool_attempts, public.tool_daily_stats, public.tool_error_breakdown, public.tool_retry_outcomes,
  public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_health_summary to authenticated, service_role;
revoke all on public.tool_attempts, public.tool_daily_stats, public.tool_error_breakdown, public.tool_retry_outcomes,
  public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_health_summary from anon;
