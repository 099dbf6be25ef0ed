/**
 * The tool execution rows of a range of turns, in one statement: each call draws one of
 * its agent's tools and an outcome pattern (flaky tools fail more), and leaves one row
 * per step of the pattern — the executor's retries under the same tool call id, the
 * model's retry rounds under a new one —, written by the side that acted: for most calls of
 * tools with their own function, that function (source gmail-api or web-search-api), else
 * chat. Durations are log-normal around the tool's median, 20 ms–10 s;
 * argument errors and replays are a few milliseconds.
 */
import type { SqlExecutor } from '../../shared/db/sql-client.ts';
import { patternNumbersBySlot, patternSlots, toolSlots } from './generate-setup.ts';
import { logShape } from './log-shape.ts';
import { errorPatternsShare } from './outcome-patterns.ts';

const firstErrorSlot = Math.round((1 - errorPatternsShare) * patternSlots);

const insertStatement = `
  insert into public.tool_executions (request_id, conversation_id, agent_id, user_id, tool_call_id, requested_tool_name,
    resolved_tool_name, attempt, status, category, model_message, interaction_kind, input, duration_ms, retry_requested, model,
    idempotency_key, replayed, source, provider, detail, created_at)
  select c.request_id, c.conversation_id, c.agent_id, c.owner_id,
    case when st.new_call then c.call_id || '_r' else c.call_id end,
    case when st.unknown_name then c.name || 'x' else c.name end,
    case when st.unknown_name then null else c.name end,
    st.attempt,
    case when st.category is null then 'success' else 'error' end,
    st.category,
    case when st.category is null
      then '{"results":[' || repeat('{"title":"A result","url":"https://example.com/page"},', 1 + floor(c.size_draw * 8)::integer) || '{}]}'
      else replace(st.message, '{tool}', c.name) end,
    st.interaction_kind,
    jsonb_build_object('query', 'bench question ' || c.turn_no, 'count', 5),
    case
      when st.replayed then 1 + floor(random() * 3)::integer
      when st.category in ('not_found', 'invalid_arguments', 'not_configured') then 1 + floor(random() * 10)::integer
      else least(10000, greatest(20, round(exp(c.mu + case when st.category = 'transient' then 0.8 else 0 end
        + 0.8 * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))))::integer
    end,
    coalesce(st.category in ('not_found', 'invalid_arguments', 'needs_input'), false),
    c.model,
    case when c.name like '%send%' or c.name like '%create%' then 'idem_' || c.call_id end,
    st.replayed,
    src.source,
    c.provider,
    -- A name that matched no tool carries the executor's suggestions (the tool meant first).
    case when st.unknown_name then coalesce(st.detail, '{}'::jsonb) || jsonb_build_object('suggestions', jsonb_build_array(c.name))
      else st.detail end,
    c.at + make_interval(secs => (c.call_no - 1) * 20 + (st.step - 1) * 12)
  from (
    -- The call's tool, and its pattern from a constant array of pattern numbers by slot:
    -- a plain column for the hash join below (a join on the slot expression itself ran
    -- as a nested loop over every slot).
    select c.*, tool.name, tool.function_source, tool.provider, tool.mu,
      ('${patternNumbersBySlot()}'::integer[])[1 + case
        when tool.flaky and c.flaky_draw < ${logShape.flakyErrorShare}
          then ${firstErrorSlot} + floor(c.error_draw * ${patternSlots - firstErrorSlot})::integer
        else floor(c.pattern_draw * ${patternSlots})::integer end] as pattern_no
    from (
      select t.*, call_no, 'call_' || substr(md5(t.turn_no || '-' || call_no), 1, 24) as call_id,
        random() as pattern_draw, random() as flaky_draw, random() as error_draw, random() as tool_draw,
        random() as function_draw, random() as size_draw, random() as keep_draw
      from bench.turns t join bench.call_numbers on call_no <= t.calls
      where t.turn_no between $1::bigint and $2::bigint
      offset 0
    ) c
    join bench.agent_tool_slots ts on ts.agent_no = c.agent_no and ts.slot = floor(c.tool_draw * ${toolSlots})::integer
    join bench.tools tool on tool.tool_no = ts.tool_no
    offset 0
  ) c
  join bench.pattern_steps st on st.pattern_no = c.pattern_no
  cross join lateral (select case when c.function_source is not null and c.function_draw < ${logShape.functionShare}
    then c.function_source else 'chat' end as source) src
  -- The rows past the limit are whole calls drawn at random, not the last agents or turns
  -- of whatever order the joins left them in.
  order by c.keep_draw
  limit $3::bigint`;

/** Inserts the rows of turns `firstTurn`…`lastTurn`, at most `limit`; resolves to the count. */
export async function generateToolRows(
  sql: SqlExecutor,
  firstTurn: number,
  lastTurn: number,
  limit: number,
): Promise<number> {
  const rows = await sql.query<{ inserted: number }>(
    `with inserted as (${insertStatement} returning 1) select count(*)::bigint as inserted from inserted`,
    [firstTurn, lastTurn, limit],
  );
  return Number(rows[0]?.inserted ?? 0);
}
