-- Analytics over the tool execution log. Every view is security_invoker, so a user
-- querying through the API sees only rows of their own agents (the tables' RLS applies).

create view public.tool_daily_stats with (security_invoker = true) as
select
  agent_id,
  coalesce(resolved_tool_name, requested_tool_name) as tool_name,
  date_trunc('day', created_at) as day,
  count(*)::integer as attempts,
  count(*) filter (where status = 'success')::integer as successes,
  count(*) filter (where status = 'error')::integer as errors,
  -- Errors the model received as a question it can act on or pass to the user.
  count(*) filter (where status = 'error' and model_message like 'Question:%')::integer as question_errors,
  count(*) filter (where retry_requested)::integer as retries_requested
from public.tool_executions
group by 1, 2, 3;

create view public.tool_error_breakdown with (security_invoker = true) as
select
  agent_id,
  coalesce(resolved_tool_name, requested_tool_name) as tool_name,
  date_trunc('day', created_at) as day,
  category,
  count(*)::integer as errors
from public.tool_executions
where status = 'error'
group by 1, 2, 3, 4;

create view public.tool_retry_outcomes with (security_invoker = true) as
select
  agent_id,
  coalesce(resolved_tool_name, requested_tool_name) as tool_name,
  date_trunc('day', created_at) as day,
  attempt,
  count(*)::integer as attempts,
  count(*) filter (where status = 'success')::integer as successes
from public.tool_executions
group by 1, 2, 3, 4;

create view public.tool_duration_percentiles with (security_invoker = true) as
select
  agent_id,
  coalesce(resolved_tool_name, requested_tool_name) as tool_name,
  count(*)::integer as attempts,
  percentile_cont(0.5) within group (order by duration_ms) as p50_ms,
  percentile_cont(0.95) within group (order by duration_ms) as p95_ms
from public.tool_executions
group by 1, 2;

create view public.model_fallback_daily with (security_invoker = true) as
select
  agent_id,
  date_trunc('day', created_at) as day,
  count(distinct request_id)::integer as turns_with_events,
  count(*) filter (where kind = 'fallback')::integer as fallbacks,
  count(*) filter (where kind = 'tool_fallback')::integer as tool_fallbacks,
  count(*) filter (where kind = 'error')::integer as model_errors,
  count(*) filter (where kind = 'skipped')::integer as skipped_models
from public.model_events
group by 1, 2;

create view public.chat_turns_daily with (security_invoker = true) as
select
  c.agent_id,
  date_trunc('day', m.created_at) as day,
  count(*)::integer as turns
from public.messages m
join public.conversations c on c.id = m.conversation_id
where m.role = 'user'
group by 1, 2;

-- One row per agent: the headline numbers operators watch.
create view public.tool_health_summary with (security_invoker = true) as
select
  agent_id,
  count(*)::integer as attempts,
  round(avg((status = 'success')::integer)::numeric, 4) as success_rate,
  round((count(*) filter (where status = 'error' and model_message like 'Question:%'))::numeric
    / nullif(count(*) filter (where status = 'error'), 0), 4) as interactive_error_rate,
  round((count(*) filter (where attempt = 2 and status = 'success'))::numeric
    / nullif(count(*) filter (where attempt = 2), 0), 4) as retry_success_rate_at_attempt_2
from public.tool_executions
group by 1;

grant select on public.tool_daily_stats, public.tool_error_breakdown, public.tool_retry_outcomes,
  public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_health_summary to authenticated, service_role;
revoke all on public.tool_daily_stats, public.tool_error_breakdown, public.tool_retry_outcomes,
  public.tool_duration_percentiles, public.model_fallback_daily, public.chat_turns_daily,
  public.tool_health_summary from anon;
