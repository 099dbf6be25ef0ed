/**
 * The chat turns of the generated year, in `bench.turns`: which agent (skewed), which of
 * its conversations, when (weighted days, uniform within a day), how many tool calls and
 * whether the turn has model events. Turns are numbered in time order, so a range of
 * them fills one or two monthly partitions at a time (the indexes being written stay small).
 */
import type { SqlExecutor } from '../../shared/db/sql-client.ts';
import { daySlots } from './generate-setup.ts';
import { logShape } from './log-shape.ts';

const [none, one, two, three] = logShape.callsPerTurnCumulative;

/** Creates `bench.turns` with `turns` rows. */
export async function generateTurns(sql: SqlExecutor, turns: number): Promise<void> {
  await sql.query(
    `create unlogged table bench.turns as
     select row_number() over (order by ds.day_start + make_interval(secs => d.time_draw * ds.seconds)) as turn_no,
       a.agent_no, a.agent_id, a.owner_id, a.model,
       md5('parley-bench-request-' || d.n)::uuid::text as request_id,
       md5('parley-bench-conversation-' || a.agent_no || '-'
         || floor(d.conversation_draw * greatest(1, ceil(a.weight * $1::bigint / ${logShape.turnsPerConversation}))))::uuid
         as conversation_id,
       ds.day_start + make_interval(secs => d.time_draw * ds.seconds) as at,
       case when d.calls_draw < ${none} then 0 when d.calls_draw < ${one} then 1 when d.calls_draw < ${two} then 2
         when d.calls_draw < ${three} then 3 else 4 end as calls,
       case when d.event_draw < ${logShape.modelEventTurnShare} then d.event_draw / ${logShape.modelEventTurnShare} end
         as event_draw
     from (
       select n, floor(random() * ${logShape.agentSlots})::integer as agent_slot,
         floor(random() * ${daySlots})::integer as day_slot, random() as time_draw, random() as calls_draw,
         random() as conversation_draw, random() as event_draw
       from generate_series(1, $1::bigint) n
       offset 0
     ) d
     join bench.agent_slots s on s.slot = d.agent_slot
     join bench.agents a on a.agent_no = s.agent_no
     join bench.day_slots ds on ds.slot = d.day_slot`,
    [turns],
  );
  await sql.exec(`alter table bench.turns add primary key (turn_no); analyze bench.turns;`);
}
