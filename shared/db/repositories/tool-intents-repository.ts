import type { SideEffectAudit, SideEffectIntent, SideEffectResult } from '../../tools/side-effect-audit.ts';
import type { SqlExecutor } from '../sql-client.ts';
import { storableJsonText, storableText } from '../storable-text.ts';
import type { LogSource } from './tool-executions-repository.ts';
import { isUuid } from './uuid.ts';

/** A stored intent, for operators and tests. */
export interface StoredToolIntent {
  readonly id: string;
  readonly source: LogSource;
  readonly toolName: string;
  readonly toolCallId: string;
  readonly idempotencyKey: string;
  readonly agentId: string | null;
  readonly conversationId: string | null;
  readonly outcome: SideEffectResult['outcome'] | null;
  readonly category: string | null;
}

/** `tool_intents`: the {@link SideEffectAudit} of one function, plus reads for operators. */
export interface ToolIntentsRepository {
  auditFor(source: LogSource): SideEffectAudit;
  /** Intents of an agent, oldest first. */
  listForAgent(agentId: string): Promise<StoredToolIntent[]>;
}

function uuidOrNull(value: string | undefined): string | null {
  return value !== undefined && isUuid(value) ? value : null;
}

/** `tool_intents` on `sql` (the service role's connection). */
export function createToolIntentsRepository(sql: SqlExecutor): ToolIntentsRepository {
  const begin = async (source: LogSource, intent: SideEffectIntent): Promise<string> => {
    const rows = await sql.query<{ id: string }>(
      `insert into public.tool_intents (source, request_id, conversation_id, agent_id, user_id, tool_call_id, tool_name, idempotency_key, attempt, input, started_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11) returning id`,
      [
        source,
        intent.caller.requestId === undefined ? null : storableText(intent.caller.requestId.slice(0, 200)),
        uuidOrNull(intent.caller.conversationId),
        uuidOrNull(intent.caller.agentId),
        uuidOrNull(intent.caller.userId),
        storableText(intent.toolCallId.slice(0, 200)),
        storableText(intent.toolName.slice(0, 200)),
        storableText(intent.idempotencyKey),
        intent.attempt,
        storableJsonText(intent.input ?? null),
        intent.startedAt,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('tool_intents: the insert returned no id.');
    return String(id);
  };
  return {
    auditFor(source) {
      return {
        begin: (intent) => begin(source, intent),
        async complete(intentId, result) {
          await sql.query(
            `update public.tool_intents set outcome = $2, category = $3, completed_at = now() where id = $1 and outcome is null`,
            [intentId, result.outcome, result.category],
          );
        },
      };
    },
    async listForAgent(agentId) {
      const rows = await sql.query(
        `select id, source, tool_name, tool_call_id, idempotency_key, agent_id, conversation_id, outcome, category
         from public.tool_intents where agent_id = $1 order by started_at, id`,
        [agentId],
      );
      return rows.map((row) => ({
        id: String(row.id),
        source: row.source as LogSource,
        toolName: String(row.tool_name),
        toolCallId: String(row.tool_call_id),
        idempotencyKey: String(row.idempotency_key),
        agentId: row.agent_id as string | null,
        conversationId: row.conversation_id as string | null,
        outcome: row.outcome as SideEffectResult['outcome'] | null,
        category: row.category as string | null,
      }));
    },
  };
}
