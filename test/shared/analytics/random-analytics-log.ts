/**
 * A generated log for the rollup tests, the same for a given seed: agents (and a deleted
 * agent's rows, agent_id null) over several UTC days, turns with executor retries (same call
 * id), model retry rounds (new call ids), rows written by a tool function (one row per
 * attempt, by the side that acted), questions for the user, turns that run across midnight,
 * replayed outcomes, durations from 0 ms to a minute, model events.
 */
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';

const categories = ['not_found', 'invalid_arguments', 'needs_input', 'not_configured', 'internal'] as const;
const tools = ['web_search', 'gmail__send_email', 'news_search', 'fetch_page'] as const;
const eventKinds = ['error', 'retry', 'fallback', 'tool_fallback', 'skipped', 'context_shrink'] as const;

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface RandomLogOptions {
  readonly seed: number;
  readonly agents: readonly (string | null)[];
  /** First UTC day of the log (YYYY-MM-DD). */
  readonly firstDay: string;
  readonly days: number;
  readonly turnsPerDay: number;
}

interface Row {
  readonly request_id: string;
  readonly agent_id: string | null;
  readonly tool_call_id: string;
  readonly requested_tool_name: string;
  readonly resolved_tool_name: string | null;
  readonly attempt: number;
  readonly status: 'success' | 'error';
  readonly category: string | null;
  readonly model_message: string;
  readonly interaction_kind: 'question' | null;
  readonly duration_ms: number;
  readonly retry_requested: boolean;
  readonly replayed: boolean;
  readonly source: string;
  readonly created_at: string;
}

/** Inserts the generated log; returns the number of tool rows. */
export async function seedRandomLog(sql: SqlExecutor, options: RandomLogOptions): Promise<number> {
  const random = generator(options.seed);
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)] as Item;
  const rows: Row[] = [];
  const events: { request_id: string; agent_id: string | null; kind: string; created_at: string }[] = [];
  const start = Date.parse(`${options.firstDay}T00:00:00Z`);
  const duration = () =>
    random() < 0.5 ? Math.floor(random() * 1000) : Math.floor(Math.exp(random() * Math.log(60_000)));
  for (let day = 0; day < options.days; day += 1) {
    for (let turn = 0; turn < options.turnsPerDay; turn += 1) {
      const agent = pick(options.agents);
      const request = `r${day}-${turn}`;
      // One turn in eight starts in the last minute of the day and runs past midnight.
      let time = start + day * 86_400_000 +
        (random() < 0.125 ? 86_340_000 + Math.floor(random() * 59_000) : Math.floor(random() * 86_000_000));
      const at = () => new Date(time).toISOString();
      if (random() < 0.3) {
        events.push({ request_id: request, agent_id: agent, kind: pick(eventKinds), created_at: at() });
      }
      const calls = 1 + Math.floor(random() * 3);
      for (let call = 0; call < calls; call += 1) {
        const tool = pick(tools);
        const unknown = random() < 0.05;
        let round = 1;
        let callId = `${request}-c${call}`;
        for (let step = 0; step < 6; step += 1) {
          time += 500 + Math.floor(random() * 8_000);
          const outcome = random();
          const transient = outcome < 0.2;
          const failed = transient || outcome < 0.45;
          const category = transient ? 'transient' : failed ? (unknown ? 'not_found' : pick(categories)) : null;
          const asks = category === 'needs_input' || (category === 'not_configured' && random() < 0.5);
          const row: Row = {
            request_id: request,
            agent_id: agent,
            tool_call_id: callId,
            requested_tool_name: unknown ? `${tool}_typo` : tool,
            resolved_tool_name: unknown ? null : tool,
            attempt: round,
            status: failed ? 'error' : 'success',
            category,
            model_message: asks ? 'Question: What should I do?' : failed ? 'failed' : '{"ok":true}',
            interaction_kind: asks ? 'question' : null,
            duration_ms: duration(),
            retry_requested: category !== null && category !== 'transient' && category !== 'internal',
            replayed: !failed && random() < 0.05,
            // Most Gmail calls reach the gmail-api function, which logs them; the rest are
            // refused by chat before routing.
            source: tool === 'gmail__send_email' && random() < 0.7 ? 'gmail-api' : 'chat',
            created_at: at(),
          };
          rows.push(row);
          if (!failed || random() < 0.3) break;
          round += 1;
          // The executor retries a transient failure under the same call id; otherwise the
          // model retries with a new call.
          if (!transient) callId = `${request}-c${call}-r${round}`;
        }
      }
      if (random() < 0.1) {
        events.push({ request_id: request, agent_id: agent, kind: 'fallback', created_at: at() });
      }
    }
  }
  await sql.query(
    `insert into public.tool_executions (request_id, agent_id, tool_call_id, requested_tool_name, resolved_tool_name,
       attempt, status, category, model_message, interaction_kind, duration_ms, retry_requested, replayed, source,
       created_at)
     select request_id, agent_id, tool_call_id, requested_tool_name, resolved_tool_name, attempt, status, category,
       model_message, interaction_kind, duration_ms, retry_requested, replayed, source, created_at
     from jsonb_to_recordset($1::jsonb) as entry (request_id text, agent_id uuid, tool_call_id text,
       requested_tool_name text, resolved_tool_name text, attempt integer, status text, category text,
       model_message text, interaction_kind text, duration_ms integer, retry_requested boolean, replayed boolean, source text,
       created_at timestamptz)`,
    [JSON.stringify(rows)],
  );
  await sql.query(
    `insert into public.model_events (request_id, agent_id, kind, created_at)
     select request_id, agent_id, kind, created_at
     from jsonb_to_recordset($1::jsonb) as entry (request_id text, agent_id uuid, kind text, created_at timestamptz)`,
    [JSON.stringify(events)],
  );
  return rows.length;
}
