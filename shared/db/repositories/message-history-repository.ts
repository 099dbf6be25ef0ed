import { z } from 'zod';
import type { ErrorCategory } from '../../tools/error-category.ts';
import { errorCategories } from '../../tools/error-category.ts';
import type { SqlClient } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** A user or assistant message as stored (system and tool messages are not listed). */
export interface StoredVisibleMessage {
  /** The row id (a bigint) as text. */
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly content: string | null;
  /** The calls an assistant message made; empty for the others. */
  readonly toolCalls: readonly { readonly id: string; readonly name: string; readonly arguments: string }[];
  readonly createdAt: Date;
}

/** A tool message: what the model read back for one call. */
export interface StoredToolResult {
  readonly id: string;
  readonly toolCallId: string;
  readonly content: string;
}

/** The logged outcome of one call of one assistant message. */
export interface StoredCallOutcome {
  readonly messageId: string;
  readonly toolCallId: string;
  readonly status: 'success' | 'error';
  readonly category: ErrorCategory | null;
  readonly attempt: number;
  readonly provider: string | null;
  /** The row's redacted `detail` (jsonb): may carry `reason` and `setup`. */
  readonly detail: unknown;
}

/** One page of a conversation, going back in time. */
export interface StoredMessagePage {
  /** Oldest first. */
  readonly messages: readonly StoredVisibleMessage[];
  /** Whether messages older than the page exist. */
  readonly hasOlder: boolean;
  /** The tool messages that answer calls on the page, oldest first. */
  readonly toolResults: readonly StoredToolResult[];
  readonly outcomes: readonly StoredCallOutcome[];
}

/** Reads a conversation's history a page at a time; the caller checks whose it is first. */
export interface MessageHistoryRepository {
  /** The newest `limit` user and assistant messages older than `beforeId` (all when null). */
  pageOf(conversationId: string, options: { limit: number; beforeId: string | null }): Promise<StoredMessagePage>;
}

const toolCallSchema = z.object({ id: z.string(), name: z.string(), arguments: z.string() });
const visibleRowSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string().nullable(),
  tool_calls: z.array(toolCallSchema).nullable(),
  created_at: z.date(),
});
const toolRowSchema = z.object({ id: z.string(), tool_call_id: z.string(), content: z.string().nullable() });
const outcomeRowSchema = z.object({
  message_id: z.string(),
  tool_call_id: z.string(),
  status: z.enum(['success', 'error']),
  category: z.enum(errorCategories).nullable(),
  attempt: z.number().int().positive(),
  provider: z.string().nullable(),
  detail: z.unknown(),
});

/** Beyond any identity value: "no newer message". */
const maxBigint = '9223372036854775807';

// The outcome of a call is its last log row written before the turn was stored (by chat, or
// by the tool function that acted on it: one row per attempt either way)
// (a turn's messages share one created_at). A provider that numbers calls `call_1`, `call_2`
// reuses ids across turns: the bound picks this turn's rows. When the function's clock runs
// ahead of the database's, no row is before the bound: then the first one after it.
const outcomesStatement = `
  select call.message_id::text as message_id, call.call_id as tool_call_id, e.status, e.category, e.attempt, e.provider, e.detail
  from jsonb_to_recordset($2::jsonb) as call (message_id bigint, call_id text)
  join public.messages m on m.id = call.message_id and m.conversation_id = $1
  join lateral (
    select t.status, t.category, t.attempt, t.provider, t.detail from public.tool_executions t
    where t.conversation_id = $1 and t.tool_call_id = call.call_id
    order by t.created_at <= m.created_at desc, case when t.created_at <= m.created_at then t.created_at end desc, t.created_at, t.attempt desc
    limit 1
  ) e on true`;

/** A {@link MessageHistoryRepository} on `sql`. */
export function createMessageHistoryRepository(sql: SqlClient): MessageHistoryRepository {
  return {
    async pageOf(conversationId, options) {
      if (!isUuid(conversationId)) return { messages: [], hasOlder: false, toolResults: [], outcomes: [] };
      const limit = Math.max(1, Math.floor(options.limit));
      const newestFirst = await sql.query(
        `select m.id::text as id, m.role, m.content, m.tool_calls, m.created_at from public.messages m
         where m.conversation_id = $1 and m.role in ('user', 'assistant') and ($2::bigint is null or m.id < $2::bigint)
         order by m.id desc limit $3`,
        [conversationId, options.beforeId, limit + 1],
      );
      // Ordered by the bigint column (m.id), not by the text alias, which sorts "10" before "9".
      const messages = newestFirst.slice(0, limit).map((row) => parseRow(visibleRowSchema, row, 'messages')).reverse();
      const oldest = messages[0];
      const newest = messages[messages.length - 1];
      if (oldest === undefined || newest === undefined) {
        return { messages: [], hasOlder: false, toolResults: [], outcomes: [] };
      }
      // Tool messages sit between their assistant message and the next visible one.
      const toolRows = await sql.query(
        `select m.id::text as id, m.tool_call_id, m.content from public.messages m
         where m.conversation_id = $1 and m.role = 'tool' and m.id > $2::bigint
           and m.id < coalesce((select min(n.id) from public.messages n where n.conversation_id = $1 and n.role in ('user', 'assistant') and n.id > $3::bigint), $4::bigint)
         order by m.id`,
        [conversationId, oldest.id, newest.id, maxBigint],
      );
      const calls = messages.flatMap((message) =>
        (message.tool_calls ?? []).map((call) => ({ message_id: message.id, call_id: call.id }))
      );
      const outcomeRows = calls.length === 0
        ? []
        : await sql.query(outcomesStatement, [conversationId, JSON.stringify(calls)]);
      return {
        messages: messages.map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
          toolCalls: message.tool_calls ?? [],
          createdAt: message.created_at,
        })),
        hasOlder: newestFirst.length > limit,
        toolResults: toolRows.map((row) => parseRow(toolRowSchema, row, 'messages')).map((row) => ({
          id: row.id,
          toolCallId: row.tool_call_id,
          content: row.content ?? '',
        })),
        outcomes: outcomeRows.map((row) => {
          const parsed = parseRow(outcomeRowSchema, row, 'tool_executions');
          return {
            messageId: parsed.message_id,
            toolCallId: parsed.tool_call_id,
            status: parsed.status,
            category: parsed.category,
            attempt: parsed.attempt,
            provider: parsed.provider,
            detail: parsed.detail,
          };
        }),
      };
    },
  };
}
