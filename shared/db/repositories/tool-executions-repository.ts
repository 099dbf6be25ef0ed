import type { ErrorCategory } from '../../tools/error-category.ts';
import type { UserInteractionKind } from '../../tools/user-interaction.ts';
import type { SqlExecutor, SqlRow } from '../sql-client.ts';
import { storableJsonText } from '../storable-text.ts';

/** Which function wrote a log row (`tool_executions.source`). */
export type LogSource = 'chat' | 'gmail-api' | 'web-search-api';

/** One row of `tool_executions` to insert: every column but the generated `id`. */
export interface ToolExecutionRow {
  readonly requestId: string | null;
  readonly conversationId: string | null;
  readonly agentId: string | null;
  readonly userId: string | null;
  readonly toolCallId: string;
  readonly requestedToolName: string;
  readonly resolvedToolName: string | null;
  readonly attempt: number;
  readonly status: 'success' | 'error';
  /** Null exactly when `status` is `success` (a check constraint says so). */
  readonly category: ErrorCategory | null;
  readonly modelMessage: string;
  /** What a failed attempt asked of the user (its interaction's kind); null for none and for
   * successes (a check constraint says so). Analytics count questions from it. */
  readonly interactionKind: UserInteractionKind | null;
  /** A JSON value, already redacted; null when the call never got that far. */
  readonly input: unknown;
  /** Whole milliseconds, ≥ 0. */
  readonly durationMs: number;
  readonly retryRequested: boolean;
  readonly model: string | null;
  readonly idempotencyKey: string | null;
  readonly replayed: boolean;
  readonly source: LogSource;
  readonly provider: string | null;
  /** Redacted developer detail (a JSON object, never a stack); null for successes. */
  readonly detail: unknown;
  /** ISO timestamp: when the attempt started. */
  readonly createdAt: string;
}

/** A stored row: the inserted columns plus its `id`. */
export interface StoredToolExecution extends ToolExecutionRow {
  readonly id: string;
}

/** Reads and writes the tool execution log. */
export interface ToolExecutionsRepository {
  /** Inserts every row with one statement, whatever their number; resolves to the count.
   * A row whose attempt (call id, attempt, source, start time) is stored already is skipped,
   * so writing the same rows again never duplicates them. */
  insertMany(rows: readonly ToolExecutionRow[]): Promise<number>;
  /** The rows of one conversation, oldest first (tests, analytics). */
  listForConversation(conversationId: string, options?: { limit?: number }): Promise<StoredToolExecution[]>;
}

/** Column name and SQL type, in table order: the insert and the recordset share it. */
const columns = [
  ['request_id', 'text'],
  ['conversation_id', 'uuid'],
  ['agent_id', 'uuid'],
  ['user_id', 'uuid'],
  ['tool_call_id', 'text'],
  ['requested_tool_name', 'text'],
  ['resolved_tool_name', 'text'],
  ['attempt', 'integer'],
  ['status', 'text'],
  ['category', 'text'],
  ['model_message', 'text'],
  ['interaction_kind', 'text'],
  ['input', 'jsonb'],
  ['duration_ms', 'integer'],
  ['retry_requested', 'boolean'],
  ['model', 'text'],
  ['idempotency_key', 'text'],
  ['replayed', 'boolean'],
  ['source', 'text'],
  ['provider', 'text'],
  ['detail', 'jsonb'],
  ['created_at', 'timestamptz'],
] as const;

type ColumnName = (typeof columns)[number][0];

const columnList = columns.map(([name]) => name).join(', ');

// json_to_recordset turns one JSON array parameter into rows: one statement for any
// number of rows, the same text on postgres.js and PGlite, and no parameter limit. It
// inserts every row or, on any error, none. An attempt already stored (a retry of a write
// whose answer was lost) is skipped: the attempt key is its natural key.
const insertStatement = `
  insert into public.tool_executions (${columnList})
  select ${columnList}
  from json_to_recordset($1::json) as r(${columns.map(([name, type]) => `${name} ${type}`).join(', ')})
  on conflict (tool_call_id, attempt, source, created_at) do nothing`;

function recordOf(row: ToolExecutionRow): Record<ColumnName, unknown> {
  return {
    request_id: row.requestId,
    conversation_id: row.conversationId,
    agent_id: row.agentId,
    user_id: row.userId,
    tool_call_id: row.toolCallId,
    requested_tool_name: row.requestedToolName,
    resolved_tool_name: row.resolvedToolName,
    attempt: row.attempt,
    status: row.status,
    category: row.category,
    model_message: row.modelMessage,
    interaction_kind: row.interactionKind,
    input: row.input ?? null,
    duration_ms: row.durationMs,
    retry_requested: row.retryRequested,
    model: row.model,
    idempotency_key: row.idempotencyKey,
    replayed: row.replayed,
    source: row.source,
    provider: row.provider,
    detail: row.detail ?? null,
    created_at: row.createdAt,
  };
}

/** A timestamp column as ISO text, whichever way the driver returned it. */
export function isoTimestampOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function storedOf(row: SqlRow): StoredToolExecution {
  return {
    id: String(row.id),
    requestId: row.request_id as string | null,
    conversationId: row.conversation_id as string | null,
    agentId: row.agent_id as string | null,
    userId: row.user_id as string | null,
    toolCallId: row.tool_call_id as string,
    requestedToolName: row.requested_tool_name as string,
    resolvedToolName: row.resolved_tool_name as string | null,
    attempt: Number(row.attempt),
    status: row.status as 'success' | 'error',
    category: row.category as ErrorCategory | null,
    modelMessage: row.model_message as string,
    interactionKind: row.interaction_kind as UserInteractionKind | null,
    input: row.input,
    durationMs: Number(row.duration_ms),
    retryRequested: row.retry_requested as boolean,
    model: row.model as string | null,
    idempotencyKey: row.idempotency_key as string | null,
    replayed: row.replayed as boolean,
    source: row.source as LogSource,
    provider: row.provider as string | null,
    detail: row.detail,
    createdAt: isoTimestampOf(row.created_at),
  };
}

/** The tool execution log on `sql` (the service role's connection: RLS is bypassed). */
export function createToolExecutionsRepository(sql: SqlExecutor): ToolExecutionsRepository {
  return {
    async insertMany(rows) {
      if (rows.length === 0) return 0;
      await sql.query(insertStatement, [storableJsonText(rows.map(recordOf))]);
      return rows.length;
    },
    async listForConversation(conversationId, options = {}) {
      const rows = await sql.query(
        `select id, ${columnList} from public.tool_executions where conversation_id = $1
         order by created_at, tool_call_id, attempt, id limit $2`,
        [conversationId, options.limit ?? 1000],
      );
      return rows.map(storedOf);
    },
  };
}
