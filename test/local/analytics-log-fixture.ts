/**
 * A small known log for the analytics tests: two agents over three UTC days, with every
 * error category, executor retries (same tool call id), model-round retries (new call
 * ids), a replayed outcome, chat turns and model events. The expected numbers in the
 * tests are worked out by hand from the rows below.
 */
import type { SqlClient } from '../../shared/db/sql-client.ts';
import type { ErrorCategory } from '../../shared/tools/error-category.ts';
import type { UserInteractionKind } from '../../shared/tools/user-interaction.ts';

export const userId = '11111111-1111-4111-8111-111111111111';
export const agentA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const agentB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const conversationA = 'cccccccc-cccc-4ccc-8ccc-00000000000a';
const conversationB = 'cccccccc-cccc-4ccc-8ccc-00000000000b';

/** The three UTC days of the log. */
export const day1 = '2026-11-01';
export const day2 = '2026-11-02';
export const day3 = '2026-11-03';

interface Attempt {
  readonly agent: string;
  readonly call: string;
  readonly tool: string;
  /** Null for a name that matched no tool. */
  readonly resolved?: null;
  /** The tools the executor suggested for a name that matched none (`detail.suggestions`). */
  readonly suggestions?: readonly string[];
  readonly attempt: number;
  readonly category?: ErrorCategory;
  readonly message?: string;
  /** What the failed attempt asked the user (`tool_executions.interaction_kind`). */
  readonly interaction?: UserInteractionKind;
  readonly durationMs: number;
  readonly at: string;
  readonly replayed?: boolean;
}

const unavailable =
  'Tool `web_search` is temporarily unavailable (the provider answered 503). Try again later or continue without it.';
const askQuery = 'Question: What would you like me to search for?';

/** Every logged attempt. Agent A: 19 rows, agent B: 3. */
export const attempts: readonly Attempt[] = [
  // Agent A, web_search, durations 10 … 100 ms.
  { agent: agentA, call: 's1', tool: 'web_search', attempt: 1, durationMs: 10, at: `${day1}T10:00:00Z` },
  // Late in the UTC day: the next day in time zones east of UTC.
  { agent: agentA, call: 's2', tool: 'web_search', attempt: 1, durationMs: 20, at: `${day1}T23:30:00Z` },
  { agent: agentA, call: 's3', tool: 'web_search', attempt: 1, durationMs: 30, at: `${day2}T09:00:00Z` },
  { agent: agentA, call: 's4', tool: 'web_search', attempt: 1, durationMs: 40, at: `${day2}T09:01:00Z` },
  // The executor retried past a 503 and succeeded at attempt 2 (same call id).
  {
    agent: agentA,
    call: 's5',
    tool: 'web_search',
    attempt: 1,
    category: 'transient',
    message: unavailable,
    durationMs: 50,
    at: `${day2}T09:02:00Z`,
  },
  { agent: agentA, call: 's5', tool: 'web_search', attempt: 2, durationMs: 60, at: `${day2}T09:02:01Z` },
  // Three transient failures; only the last reached the model.
  {
    agent: agentA,
    call: 's6',
    tool: 'web_search',
    attempt: 1,
    category: 'transient',
    message: unavailable,
    durationMs: 70,
    at: `${day3}T08:00:00Z`,
  },
  {
    agent: agentA,
    call: 's6',
    tool: 'web_search',
    attempt: 2,
    category: 'transient',
    message: unavailable,
    durationMs: 80,
    at: `${day3}T08:00:01Z`,
  },
  {
    agent: agentA,
    call: 's6',
    tool: 'web_search',
    attempt: 3,
    category: 'transient',
    message: unavailable,
    durationMs: 90,
    at: `${day3}T08:00:03Z`,
  },
  {
    agent: agentA,
    call: 's7',
    tool: 'web_search',
    attempt: 1,
    category: 'needs_input',
    message: askQuery,
    interaction: 'question',
    durationMs: 100,
    at: `${day3}T08:05:00Z`,
  },
  // Agent A, gmail__send_email: model rounds (new call ids) and a replay.
  {
    agent: agentA,
    call: 'g1',
    tool: 'gmail__send_email',
    attempt: 1,
    category: 'needs_input',
    message: 'Question: Who should I send this email to? Please provide the recipient email address.',
    interaction: 'question',
    durationMs: 200,
    at: `${day1}T11:00:00Z`,
  },
  { agent: agentA, call: 'g1b', tool: 'gmail__send_email', attempt: 2, durationMs: 300, at: `${day1}T11:00:05Z` },
  {
    agent: agentA,
    call: 'g2',
    tool: 'gmail__send_email',
    attempt: 1,
    category: 'not_configured',
    message: 'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
    interaction: 'question',
    durationMs: 5,
    at: `${day2}T10:00:00Z`,
  },
  {
    agent: agentA,
    call: 'g3',
    tool: 'gmail__send_email',
    attempt: 1,
    category: 'invalid_arguments',
    message: '- `to`: expected string, received number 5',
    durationMs: 15,
    at: `${day2}T10:01:00Z`,
  },
  {
    agent: agentA,
    call: 'g3b',
    tool: 'gmail__send_email',
    attempt: 2,
    category: 'invalid_arguments',
    message: '- `to`: expected string, received number 6',
    durationMs: 25,
    at: `${day2}T10:01:05Z`,
  },
  { agent: agentA, call: 'g3c', tool: 'gmail__send_email', attempt: 3, durationMs: 35, at: `${day2}T10:01:10Z` },
  {
    agent: agentA,
    call: 'g4',
    tool: 'gmail__send_email',
    attempt: 1,
    durationMs: 1,
    at: `${day3}T09:00:00Z`,
    replayed: true,
  },
  // Agent A, an unknown name and an internal error.
  {
    agent: agentA,
    call: 'n1',
    tool: 'search_web',
    resolved: null,
    attempt: 1,
    category: 'not_found',
    suggestions: ['web_search', 'news_search'],
    message: 'Tool `search_web` is not available. Did you mean `web_search`?',
    durationMs: 2,
    at: `${day1}T12:00:00Z`,
  },
  {
    agent: agentA,
    call: 'i1',
    tool: 'news_search',
    attempt: 1,
    category: 'internal',
    message: 'An unexpected error occurred while executing this tool.',
    durationMs: 7,
    at: `${day3}T10:00:00Z`,
  },
  // Agent B, day 3: a question answered at attempt 2, and a plain success.
  {
    agent: agentB,
    call: 'b1',
    tool: 'web_search',
    attempt: 1,
    category: 'needs_input',
    message: askQuery,
    interaction: 'question',
    durationMs: 40,
    at: `${day3}T12:00:00Z`,
  },
  { agent: agentB, call: 'b1b', tool: 'web_search', attempt: 2, durationMs: 50, at: `${day3}T12:00:09Z` },
  { agent: agentB, call: 'b2', tool: 'web_search', attempt: 1, durationMs: 60, at: `${day3}T12:01:00Z` },
];

/** User messages (chat turns) and other messages that must not count as turns. */
const messages: readonly { conversation: string; role: string; at: string }[] = [
  { conversation: conversationA, role: 'user', at: `${day1}T09:59:00Z` },
  { conversation: conversationA, role: 'assistant', at: `${day1}T10:00:30Z` },
  { conversation: conversationA, role: 'user', at: `${day1}T10:59:00Z` },
  { conversation: conversationA, role: 'tool', at: `${day1}T11:00:06Z` },
  { conversation: conversationA, role: 'user', at: `${day2}T08:59:00Z` },
  { conversation: conversationA, role: 'user', at: `${day2}T09:59:00Z` },
  { conversation: conversationA, role: 'user', at: `${day3}T07:59:00Z` },
  { conversation: conversationB, role: 'user', at: `${day3}T11:59:00Z` },
  { conversation: conversationB, role: 'assistant', at: `${day3}T12:01:30Z` },
];

const modelEvents: readonly { agent: string; kind: string; at: string }[] = [
  { agent: agentA, kind: 'error', at: `${day1}T10:00:01Z` },
  { agent: agentA, kind: 'retry', at: `${day1}T10:00:02Z` },
  { agent: agentA, kind: 'fallback', at: `${day1}T10:00:03Z` },
  { agent: agentA, kind: 'fallback', at: `${day2}T09:00:03Z` },
  { agent: agentA, kind: 'tool_fallback', at: `${day2}T09:00:04Z` },
  { agent: agentB, kind: 'error', at: `${day3}T12:00:01Z` },
];

function requestOf(agent: string, at: string): string {
  return `${agent === agentA ? 'a' : 'b'}-${at.slice(0, 10)}`;
}

/** Inserts the user, both agents, their conversations and the whole log. */
export async function seedAnalyticsLog(sql: SqlClient): Promise<void> {
  await sql.query(`insert into auth.users (id, email) values ($1, 'analytics@parley.local')`, [userId]);
  await sql.query(`insert into public.agents (id, owner_id, name) values ($1, $3, 'Agent A'), ($2, $3, 'Agent B')`, [
    agentA,
    agentB,
    userId,
  ]);
  await sql.query(
    `insert into public.conversations (id, agent_id, user_id) values ($1, $2, $5), ($3, $4, $5)`,
    [conversationA, agentA, conversationB, agentB, userId],
  );
  const rows = attempts.map((row) => ({
    request_id: requestOf(row.agent, row.at),
    conversation_id: row.agent === agentA ? conversationA : conversationB,
    agent_id: row.agent,
    user_id: userId,
    tool_call_id: row.call,
    requested_tool_name: row.tool,
    resolved_tool_name: row.resolved === null ? null : row.tool,
    attempt: row.attempt,
    status: row.category === undefined ? 'success' : 'error',
    category: row.category ?? null,
    model_message: row.message ?? '{"ok":true}',
    interaction_kind: row.interaction ?? null,
    duration_ms: row.durationMs,
    retry_requested: row.category === 'needs_input' || row.category === 'invalid_arguments' ||
      row.category === 'not_found',
    replayed: row.replayed ?? false,
    detail: row.suggestions === undefined ? null : { message: 'No such tool', suggestions: row.suggestions },
    created_at: row.at,
  }));
  await sql.query(
    `insert into public.tool_executions (request_id, conversation_id, agent_id, user_id, tool_call_id, requested_tool_name,
       resolved_tool_name, attempt, status, category, model_message, interaction_kind, duration_ms, retry_requested, replayed,
       detail, created_at)
     select request_id, conversation_id, agent_id, user_id, tool_call_id, requested_tool_name, resolved_tool_name, attempt,
       status, category, model_message, interaction_kind, duration_ms, retry_requested, replayed, detail, created_at
     from jsonb_to_recordset($1::jsonb) as entry (request_id text, conversation_id uuid, agent_id uuid, user_id uuid,
       tool_call_id text, requested_tool_name text, resolved_tool_name text, attempt integer, status text, category text,
       model_message text, interaction_kind text, duration_ms integer, retry_requested boolean, replayed boolean,
       detail jsonb, created_at timestamptz)`,
    [JSON.stringify(rows)],
  );
  await sql.query(
    `insert into public.messages (conversation_id, role, content, created_at)
     select conversation, role, 'text', at from jsonb_to_recordset($1::jsonb) as entry (conversation uuid, role text, at timestamptz)`,
    [JSON.stringify(messages)],
  );
  await sql.query(
    `insert into public.model_events (request_id, agent_id, kind, from_model, to_model, created_at)
     select 'event-' || at::text, agent, kind, 'model-a', 'model-b', at
     from jsonb_to_recordset($1::jsonb) as entry (agent uuid, kind text, at timestamptz)`,
    [JSON.stringify(modelEvents)],
  );
}
