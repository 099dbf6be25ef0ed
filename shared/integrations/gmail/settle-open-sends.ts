/**
 * Settles the Gmail sends whose worker died mid-call (SIGKILL, a crash): their intent row
 * (`tool_intents`) stayed open and no `tool_executions` row was written. For each open
 * `gmail_send_email` intent older than `gmailLimits.openSendSettleAgeMs`, the send attempt it
 * claimed (`gmail_send_attempts`, by its idempotency key) says what happened, or, once Gmail's
 * search can be trusted for it (`settles_at`), the user's Sent mailbox does. What is found is
 * written as the intent's outcome (`resolved_by = 'maintenance'`) and as the attempt's missing
 * execution row (`detail.resolvedBy = 'maintenance'`, duration 0: nobody saw it end). An
 * intent whose Sent mailbox cannot be asked (no connection, Gmail down) stays open for a later
 * run. Run by maintenance for every user, and by gmail-api for the user it just served
 * (open-send-settler.ts).
 */
import type { SqlClient } from '../../db/sql-client.ts';
import { storableJsonText } from '../../db/storable-text.ts';
import { gmailLimits } from './gmail-limits.ts';
import { type OpenGmailIntent, openGmailIntents, sendAttemptOf } from './open-send-intents.ts';
import { createPostgresSendAttempts } from './postgres-send-attempts.ts';
import type { GmailSentLookup } from './sent-lookup.ts';

/** What one run settled. */
export interface IntentResolutionReport {
  /** The email went out: the attempt said so, or the Sent mailbox holds it. */
  readonly sent: number;
  /** Nothing went out. */
  readonly notSent: number;
  /** The call never claimed its Message-ID, so nothing can be looked up: recorded unknown. */
  readonly unknown: number;
  /** Not yet decidable (inside Gmail's search window) or the Sent mailbox could not be asked. */
  readonly stillOpen: number;
}

type Finding =
  | { readonly kind: 'sent'; readonly messageId: string; readonly how: string }
  | { readonly kind: 'not_sent'; readonly messageId: string; readonly how: string }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'open' };

async function findingOf(sql: SqlClient, intent: OpenGmailIntent, lookupSent: GmailSentLookup | null, now: Date) {
  const attempt = await sendAttemptOf(sql, intent.idempotencyKey);
  if (attempt === null) return { kind: 'unknown' } as const;
  if (attempt.state === 'sent') return { kind: 'sent', messageId: attempt.messageId, how: 'recorded sent' } as const;
  if (attempt.state === 'not_sent') {
    return { kind: 'not_sent', messageId: attempt.messageId, how: 'recorded not sent' } as const;
  }
  const waiting = attempt.state === 'sending' && attempt.leaseExpiresAt > now;
  if (waiting || now < attempt.settlesAt || lookupSent === null || intent.userId === null) {
    return { kind: 'open' } as const;
  }
  let found: string | null;
  try {
    found = await lookupSent(intent.userId, attempt.messageId);
  } catch {
    return { kind: 'open' } as const;
  }
  const attempts = createPostgresSendAttempts(sql);
  if (found === null) {
    await attempts.settle(attempt.id, { state: 'not_sent', resolvedBy: 'maintenance' }, now);
    return { kind: 'not_sent', messageId: attempt.messageId, how: 'not in the Sent mailbox' } as const;
  }
  await attempts.settle(
    attempt.id,
    { state: 'sent', gmailMessageId: found, sentAt: null, resolvedBy: 'maintenance' },
    now,
  );
  return { kind: 'sent', messageId: attempt.messageId, how: 'found in the Sent mailbox' } as const;
}

/** Completes the intent and writes its execution row, once (a concurrent run finds it completed). */
async function record(sql: SqlClient, intent: OpenGmailIntent, finding: Exclude<Finding, { kind: 'open' }>, now: Date) {
  const outcome = finding.kind === 'sent' ? 'success' : finding.kind === 'not_sent' ? 'error' : 'unknown';
  const category = finding.kind === 'sent' ? null : 'transient';
  const text = finding.kind === 'unknown'
    ? 'Resolved by maintenance: the worker stopped before it claimed the Message-ID; the outcome is unknown.'
    : `Resolved by maintenance: the worker stopped mid-send; ${finding.how} (Message-ID ${finding.messageId}), so it was ${
      finding.kind === 'sent' ? 'sent' : 'not sent'
    }.`;
  const detail = {
    message: text,
    resolvedBy: 'maintenance',
    intentId: intent.id,
    ...(finding.kind === 'unknown' ? {} : { messageId: finding.messageId }),
  };
  await sql.transaction(async (transaction) => {
    const completed = await transaction.query(
      `update public.tool_intents set outcome = $2, category = $3, completed_at = $4, resolved_by = 'maintenance'
       where id = $1 and outcome is null returning id`,
      [intent.id, outcome, category, now],
    );
    if (completed.length === 0) return;
    await transaction.query(
      `insert into public.tool_executions (request_id, conversation_id, agent_id, user_id, tool_call_id,
         requested_tool_name, resolved_tool_name, attempt, status, category, model_message, input, duration_ms,
         idempotency_key, source, provider, detail, created_at)
       select $1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11::jsonb, 0, $12, 'gmail-api', 'gmail', $13::jsonb, $14
       where not exists (
         select 1 from public.tool_executions where idempotency_key = $12 and tool_call_id = $5 and attempt = $7
       )`,
      [
        intent.requestId,
        intent.conversationId,
        intent.agentId,
        intent.userId,
        intent.toolCallId,
        intent.toolName,
        intent.attempt,
        finding.kind === 'sent' ? 'success' : 'error',
        category,
        text,
        intent.inputJson,
        intent.idempotencyKey,
        storableJsonText(detail),
        now,
      ],
    );
  });
}

/** Which open sends one run looks at, and when it stops. */
export interface SettleOpenSendsOptions {
  /** The most intents looked at; a later run takes the rest. */
  readonly limit: number;
  /** Only this user's intents; every user's when absent. */
  readonly userId?: string;
  /** Asked before each intent: true stops the run there (its time budget is spent). */
  readonly shouldStop?: () => boolean;
}

/**
 * Settles the open Gmail send intents older than `gmailLimits.openSendSettleAgeMs` (see the
 * file comment). `lookupSent` is null where no Gmail credential can be read: then only what
 * the attempts recorded is settled.
 */
export async function settleOpenSends(
  sql: SqlClient,
  lookupSent: GmailSentLookup | null,
  now: Date,
  options: SettleOpenSendsOptions,
): Promise<IntentResolutionReport> {
  const counts = { sent: 0, notSent: 0, unknown: 0, stillOpen: 0 };
  const startedBefore = new Date(now.getTime() - gmailLimits.openSendSettleAgeMs);
  const intents = await openGmailIntents(sql, startedBefore, options.limit, options.userId);
  for (const intent of intents) {
    if (options.shouldStop?.() === true) {
      counts.stillOpen += 1;
      continue;
    }
    const finding: Finding = await findingOf(sql, intent, lookupSent, now);
    if (finding.kind === 'open') {
      counts.stillOpen += 1;
      continue;
    }
    await record(sql, intent, finding, now);
    if (finding.kind === 'sent') counts.sent += 1;
    else if (finding.kind === 'not_sent') counts.notSent += 1;
    else counts.unknown += 1;
  }
  return counts;
}
