/**
 * The generator's lookup tables, in a scratch schema `bench` of the bench database: the
 * tools, the outcome patterns, the owners and agents (inserted into auth.users and
 * public.agents too), and the "slots" that turn one uniform draw into a skewed choice
 * with a hash join (which agent, which of its tools, which day; the pattern's slots are a
 * constant array, {@link patternNumbersBySlot}).
 */
import type { SqlExecutor } from '../../shared/db/sql-client.ts';
import { benchTools } from './bench-tools.ts';
import { logShape } from './log-shape.ts';
import { errorMessages, outcomePatterns } from './outcome-patterns.ts';

/** Slots of the pattern draw: a pattern with share s gets s × 1000 of them. */
export const patternSlots = 1_000;
/** Slots of an agent's tool draw. */
export const toolSlots = 100;
/** Slots of the day draw. */
export const daySlots = 36_500;

function toolRecords(): string {
  return JSON.stringify(benchTools.map((tool, index) => ({
    tool_no: index + 1,
    name: tool.name,
    function_source: tool.functionSource,
    provider: tool.provider,
    mu: Math.log(tool.medianMs),
    popularity: tool.popularity,
    flaky: tool.flaky,
  })));
}

function patternStepRecords(): string {
  const steps = outcomePatterns.flatMap((pattern, index) =>
    pattern.steps.map((step, stepIndex) => ({
      pattern_no: index + 1,
      step: stepIndex + 1,
      attempt: step.attempt,
      new_call: step.newCall,
      category: step.category,
      replayed: step.replayed === true,
      unknown_name: step.unknownName === true,
      message: step.category === null ? null : errorMessages[step.category],
      // What the error asks the user (errorMessages.needs_input is the question).
      interaction_kind: step.category === 'needs_input' ? 'question' : null,
      detail: step.category === null ? null : {
        message: step.category === 'transient' ? 'Upstream answered 503' : `Tool failed: ${step.category}`,
        errorName: 'ToolError',
        ...(step.category === 'transient' ? { status: 503 } : {}),
      },
    }))
  );
  return JSON.stringify(steps);
}

/** The pattern number (1-based, in {@link outcomePatterns} order) of every pattern slot, as
 * a Postgres array literal: a pattern with share s fills s × {@link patternSlots} slots. */
export function patternNumbersBySlot(): string {
  const numbers: number[] = [];
  let cumulative = 0;
  outcomePatterns.forEach((pattern, index) => {
    const from = Math.round(cumulative * patternSlots);
    cumulative += pattern.share;
    for (let slot = from; slot < Math.round(cumulative * patternSlots); slot += 1) numbers.push(index + 1);
  });
  return `{${numbers.join(',')}}`;
}

/** Day weights: the log grows over the year (0.6 → 1) and weekends see 60 % of a weekday. */
const daySlotsStatement = `
  create unlogged table bench.day_slots as
  with days as (
    select day_index, day_start,
      -- The current day only up to the freshness margin before now.
      greatest(0, least(86400, extract(epoch from ($1::timestamptz - $2::interval - day_start)))) as seconds
    from (select day_index, (date_trunc('day', $1::timestamptz at time zone 'utc') - make_interval(days => $3::integer - 1 - day_index))
      at time zone 'utc' as day_start from generate_series(0, $3::integer - 1) day_index) d
  ), weighted as (
    select day_index, day_start, seconds,
      (0.6 + 0.4 * day_index / greatest(1, $3::integer - 1)) * (case when extract(isodow from day_start at time zone 'utc') > 5 then 0.6 else 1 end)
        * seconds / 86400 as weight
    from days
  ), cumulative as (
    select *, sum(weight) over (order by day_index) / sum(weight) over () as cum_to from weighted
  ), bounds as (
    select *, coalesce(lag(cum_to) over (order by day_index), 0) as cum_from from cumulative
  )
  select slot, day_start, seconds from bounds,
    generate_series(round(cum_from * ${daySlots})::integer, round(cum_to * ${daySlots})::integer - 1) slot`;

/** Creates the lookup tables and the owners and agents; `now` ends the generated year. */
export async function createGeneratorTables(sql: SqlExecutor, now: Date): Promise<void> {
  await sql.exec(`drop schema if exists bench cascade; create schema bench;`);
  await sql.query(
    `create unlogged table bench.tools as select * from json_to_recordset($1::json)
       as t(tool_no integer, name text, function_source text, provider text, mu double precision,
         popularity double precision, flaky boolean)`,
    [toolRecords()],
  );
  await sql.query(
    `create unlogged table bench.pattern_steps as select * from json_to_recordset($1::json)
       as s(pattern_no integer, step integer, attempt integer, new_call boolean,
         category text, replayed boolean, unknown_name boolean, message text, interaction_kind text, detail jsonb)`,
    [patternStepRecords()],
  );
  await sql.exec(`create unlogged table bench.call_numbers as select call_no from generate_series(1, 4) call_no`);
  await sql.query(
    `create unlogged table bench.agents as
     select n as agent_no, md5('parley-bench-agent-' || n)::uuid as agent_id,
       md5('parley-bench-owner-' || (1 + (n - 1) % $2))::uuid as owner_id,
       1.0 / power(n, $3::double precision) as weight,
       (array['gpt-4o-mini', 'gpt-4.1', 'claude-sonnet-4'])[1 + n % 3] as model
     from generate_series(1, $1) n`,
    [logShape.agents, logShape.owners, logShape.agentSkew],
  );
  await sql.exec(`
    update bench.agents set weight = weight / (select sum(weight) from bench.agents);
    insert into auth.users (id, email)
      select distinct owner_id, 'bench-owner-' || owner_id || '@parley.local' from bench.agents;
    insert into public.agents (id, owner_id, name, model, enabled_tools)
      select agent_id, owner_id, 'Bench agent ' || agent_no, model, '{}' from bench.agents;
    create unlogged table bench.agent_slots as
      with cumulative as (select agent_no, sum(weight) over (order by agent_no) as cum_to from bench.agents),
      bounds as (select agent_no, cum_to, coalesce(lag(cum_to) over (order by agent_no), 0) as cum_from from cumulative)
      select slot, agent_no from bounds,
        generate_series(round(cum_from * ${logShape.agentSlots})::integer, round(cum_to * ${logShape.agentSlots})::integer - 1) slot;
    create unlogged table bench.agent_tool_slots as
      with ranked as (
        -- Weighted sampling without replacement (exponential race): popular tools are
        -- enabled by most agents.
        select a.agent_no, t.tool_no,
          row_number() over (partition by a.agent_no order by -ln(1 - random()) / t.popularity) as rank,
          ${logShape.minimumToolsPerAgent} + (a.agent_no * 7) % ${
    logShape.maximumToolsPerAgent - logShape.minimumToolsPerAgent + 1
  } as tool_count
        from bench.agents a cross join bench.tools t
      ), chosen as (
        select agent_no, tool_no, rank, 1.0 / rank as weight from ranked where rank <= tool_count
      ), cumulative as (
        select agent_no, tool_no, rank,
          sum(weight) over (partition by agent_no order by rank) / sum(weight) over (partition by agent_no) as cum_to
        from chosen
      ), bounds as (
        select *, coalesce(lag(cum_to) over (partition by agent_no order by rank), 0) as cum_from from cumulative
      )
      select agent_no, slot, tool_no from bounds,
        generate_series(round(cum_from * ${toolSlots})::integer, round(cum_to * ${toolSlots})::integer - 1) slot;
  `);
  await sql.query(daySlotsStatement, [now.toISOString(), logShape.freshnessMargin, logShape.days]);
  await sql.exec(`analyze bench.tools, bench.pattern_steps, bench.call_numbers, bench.agents, bench.agent_slots,
    bench.agent_tool_slots, bench.day_slots`);
}
