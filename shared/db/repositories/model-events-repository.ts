import type { ModelEventKind } from '../model-event.ts';
import type { SqlExecutor, SqlRow, SqlValue } from '../sql-client.ts';
import { isoTimestampOf } from './tool-executions-repository.ts';
import { storableJsonText } from '../storable-text.ts';

/** One row of `model_events` to insert. */
export interface ModelEventRow {
  /** A UUID made when the row is built: with `createdAt` (the partition key) it is the row's
   * key, so a write tried again after a lost answer skips the rows already stored. */
  readonly id: string;
  readonly requestId: string | null;
  readonly conversationId: string | null;
  readonly agentId: string | null;
  readonly userId: string | null;
  readonly kind: ModelEventKind;
  readonly fromModel: string | null;
  readonly toModel: string | null;
  /** Already redacted and capped. */
  readonly reason: string | null;
  readonly statusCode: number | null;
  /** ISO timestamp of the event. */
  readonly createdAt: string;
}

/** A stored row. */
export type StoredModelEvent = ModelEventRow;

/** Which events {@link ModelEventsRepository.list} returns; filters combine with "and". */
export interface ModelEventFilter {
  readonly requestId?: string;
  readonly conversationId?: string;
  readonly agentId?: string;
  readonly limit?: number;
}

/** Reads and writes `model_events`. */
export interface ModelEventsRepository {
  /** Inserts every row with one statement, whatever their number, skipping a row already
   * stored (same id and time); resolves to the count given. */
  insertMany(rows: readonly ModelEventRow[]): Promise<number>;
  /** Events matching `filter`, oldest first. */
  list(filter?: ModelEventFilter): Promise<StoredModelEvent[]>;
}

const columnList =
  'request_id, conversation_id, agent_id, user_id, kind, from_model, to_model, reason, status_code, created_at';

// One statement for any number of rows (see the tool executions repository).
const insertStatement = `
  insert into public.model_events (id, ${columnList})
  select id, ${columnList}
  from json_to_recordset($1::json) as r(id uuid, request_id text, conversation_id uuid, agent_id uuid, user_id uuid,
    kind text, from_model text, to_model text, reason text, status_code integer, created_at timestamptz)
  on conflict (id, created_at) do nothing`;

function recordOf(row: ModelEventRow): Record<string, unknown> {
  return {
    id: row.id,
    request_id: row.requestId,
    conversation_id: row.conversationId,
    agent_id: row.agentId,
    user_id: row.userId,
    kind: row.kind,
    from_model: row.fromModel,
    to_model: row.toModel,
    reason: row.reason,
    status_code: row.statusCode,
    created_at: row.createdAt,
  };
}

function storedOf(row: SqlRow): StoredModelEvent {
  return {
    id: String(row.id),
    requestId: row.request_id as string | null,
    conversationId: row.conversation_id as string | null,
    agentId: row.agent_id as string | null,
    userId: row.user_id as string | null,
    kind: row.kind as ModelEventKind,
    fromModel: row.from_model as string | null,
    toModel: row.to_model as string | null,
    reason: row.reason as string | null,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    createdAt: isoTimestampOf(row.created_at),
  };
}

/** `model_events` on `sql` (the service role's connection: RLS is bypassed). */
export function createModelEventsRepository(sql: SqlExecutor): ModelEventsRepository {
  return {
    async insertMany(rows) {
      if (rows.length === 0) return 0;
      await sql.query(insertStatement, [storableJsonText(rows.map(recordOf))]);
      return rows.length;
    },
    async list(filter = {}) {
      const conditions: string[] = [];
      const parameters: SqlValue[] = [];
      const add = (column: string, value: string | undefined): void => {
        if (value === undefined) return;
        parameters.push(value);
        conditions.push(`${column} = $${parameters.length}`);
      };
      add('request_id', filter.requestId);
      add('conversation_id', filter.conversationId);
      add('agent_id', filter.agentId);
      parameters.push(filter.limit ?? 1000);
      const where = conditions.length === 0 ? '' : `where ${conditions.join(' and ')}`;
      const rows = await sql.query(
        `select id, ${columnList} from public.model_events ${where} order by created_at, id limit $${parameters.length}`,
        parameters,
      );
      return rows.map(storedOf);
    },
  };
}
