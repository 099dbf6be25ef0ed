/**
 * The reads {@link settleOpenSends} (settle-open-sends.ts) makes: open Gmail send intents,
 * and the send attempt an intent's call claimed.
 */
import { z } from 'zod';
import { parseRow } from '../../db/repositories/row-error.ts';
import type { SqlExecutor } from '../../db/sql-client.ts';

/** An intent of `gmail_send_email` that was never completed. */
export interface OpenGmailIntent {
  readonly id: string;
  readonly requestId: string | null;
  readonly conversationId: string | null;
  readonly agentId: string | null;
  readonly userId: string | null;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly idempotencyKey: string;
  readonly attempt: number;
  /** The redacted input as JSON text, for the execution row. */
  readonly inputJson: string | null;
}

/** The last send attempt a call made. */
export interface ClaimedSendAttempt {
  readonly id: string;
  readonly messageId: string;
  readonly state: 'sending' | 'sent' | 'unknown' | 'not_sent';
  readonly leaseExpiresAt: Date;
  readonly settlesAt: Date;
}

const intentSchema = z.object({
  id: z.coerce.string(),
  request_id: z.string().nullable(),
  conversation_id: z.string().nullable(),
  agent_id: z.string().nullable(),
  user_id: z.string().nullable(),
  tool_call_id: z.string(),
  tool_name: z.string(),
  idempotency_key: z.string(),
  attempt: z.coerce.number().int(),
  input_json: z.string().nullable(),
});

const attemptSchema = z.object({
  id: z.coerce.string(),
  message_id: z.string(),
  state: z.enum(['sending', 'sent', 'unknown', 'not_sent']),
  lease_expires_at: z.coerce.date(),
  settles_at: z.coerce.date(),
});

/** Open `gmail_send_email` intents of gmail-api started before `startedBefore`, oldest first;
 * only `userId`'s when it is given. */
export async function openGmailIntents(
  sql: SqlExecutor,
  startedBefore: Date,
  limit: number,
  userId?: string,
): Promise<OpenGmailIntent[]> {
  const rows = await sql.query(
    `select id, request_id, conversation_id::text as conversation_id, agent_id::text as agent_id,
       user_id::text as user_id, tool_call_id, tool_name, idempotency_key, attempt, input::text as input_json
     from public.tool_intents
     where outcome is null and source = 'gmail-api' and tool_name = 'gmail_send_email' and started_at < $1
       and ($3::uuid is null or user_id = $3::uuid)
     order by started_at, id limit $2`,
    [startedBefore, limit, userId ?? null],
  );
  return rows.map((row) => {
    const intent = parseRow(intentSchema, row, 'tool_intents');
    return {
      id: intent.id,
      requestId: intent.request_id,
      conversationId: intent.conversation_id,
      agentId: intent.agent_id,
      userId: intent.user_id,
      toolCallId: intent.tool_call_id,
      toolName: intent.tool_name,
      idempotencyKey: intent.idempotency_key,
      attempt: intent.attempt,
      inputJson: intent.input_json,
    };
  });
}

/** The latest send attempt made under `idempotencyKey`, or null when the call claimed none. */
export async function sendAttemptOf(sql: SqlExecutor, idempotencyKey: string): Promise<ClaimedSendAttempt | null> {
  const rows = await sql.query(
    `select id, message_id, state, lease_expires_at, settles_at from public.gmail_send_attempts
     where idempotency_key = $1 order by started_at desc, id limit 1`,
    [idempotencyKey],
  );
  if (rows.length === 0) return null;
  const row = parseRow(attemptSchema, rows[0], 'gmail_send_attempts');
  return {
    id: row.id,
    messageId: row.message_id,
    state: row.state,
    leaseExpiresAt: row.lease_expires_at,
    settlesAt: row.settles_at,
  };
}
