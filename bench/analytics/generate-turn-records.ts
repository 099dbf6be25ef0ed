/**
 * What a chat turn leaves besides tool rows: its conversation (once), the user's message
 * (what `chat_turns_daily` counts) and, for ~5 % of turns, model events — a 429 and a
 * fallback, a 503 and a retry, a tool fallback, a skipped model, a context shrink, an
 * empty response and a retry.
 */
import type { SqlExecutor } from '../../shared/db/sql-client.ts';

/** The model event mix: [from, to) of the turn's event draw, then 1 or 2 events. */
const eventPatterns = `(values
  (0.00, 0.35, 1, 'error', 429, 'rate limited'), (0.00, 0.35, 2, 'fallback', null, 'rate limited'),
  (0.35, 0.55, 1, 'error', 503, 'provider unavailable'), (0.35, 0.55, 2, 'retry', null, 'provider unavailable'),
  (0.55, 0.70, 1, 'tool_fallback', null, 'tool calls refused'),
  (0.70, 0.80, 1, 'skipped', null, 'circuit open'),
  (0.80, 0.90, 1, 'context_shrink', null, 'context window exceeded'),
  (0.90, 1.01, 1, 'empty_response', null, 'no content'), (0.90, 1.01, 2, 'retry', null, 'no content')
) as p(draw_from, draw_to, step, kind, status_code, reason)`;

/** Inserts the conversations, user messages and model events of turns 1…`lastTurn`. */
export async function generateTurnRecords(sql: SqlExecutor, lastTurn: number): Promise<void> {
  await sql.query(
    `insert into public.conversations (id, agent_id, user_id, title, created_at, updated_at)
     select conversation_id, agent_id, owner_id, 'Bench conversation', min(at), max(at)
     from bench.turns where turn_no <= $1::bigint group by conversation_id, agent_id, owner_id`,
    [lastTurn],
  );
  await sql.query(
    `insert into public.messages (conversation_id, role, content, created_at)
     select conversation_id, 'user', 'Bench question ' || turn_no, at - interval '2 seconds'
     from bench.turns where turn_no <= $1::bigint`,
    [lastTurn],
  );
  await sql.query(
    `insert into public.model_events (request_id, conversation_id, agent_id, user_id, kind, from_model, to_model, reason,
       status_code, created_at)
     select t.request_id, t.conversation_id, t.agent_id, t.owner_id, p.kind, t.model,
       case when p.kind in ('fallback', 'tool_fallback') then 'gpt-4o-mini' end, p.reason, p.status_code,
       t.at + make_interval(secs => p.step)
     from bench.turns t join ${eventPatterns} on t.event_draw >= p.draw_from and t.event_draw < p.draw_to
     where t.turn_no <= $1::bigint and t.event_draw is not null`,
    [lastTurn],
  );
}
