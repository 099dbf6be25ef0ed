import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetSettledSendAttempts,
  settledSendAttemptRetentionMs,
} from '../../../local/maintenance/forget-settled-send-attempts.ts';
import { openIntentAgeMs, resolveOpenIntents } from '../../../local/maintenance/resolve-open-intents.ts';
import { createToolIntentsRepository } from '../../../shared/db/repositories/tool-intents-repository.ts';
import { gmailLimits } from '../../../shared/integrations/gmail/gmail-limits.ts';
import { messageIdFor } from '../../../shared/integrations/gmail/message-id.ts';
import { createPostgresSendAttempts } from '../../../shared/integrations/gmail/postgres-send-attempts.ts';
import { createGmailSentLookup } from '../../../shared/integrations/gmail/sent-lookup.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import {
  clientId,
  clientSecret,
  completeEmail,
  createGmailFixture,
  type GmailFixture,
  userId,
} from '../../shared/integrations/gmail/support/gmail-fixture.ts';

const conversationId = 'c0ffee00-0000-4000-8000-000000000b01';
/** When the killed worker wrote its intent and claimed the Message-ID. */
const killedAt = new Date('2026-11-20T10:00:00.000Z');
/** Past the claim's lease and Gmail's search window. */
const afterWindow = new Date(
  killedAt.getTime() + gmailLimits.sendClaimLeaseMs + gmailLimits.sentSearchConsistencyMs + 60_000,
);

describe('resolveOpenIntents', () => {
  let database: TestDatabase;
  let fixture: GmailFixture;
  let messageId: string;
  let calls = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    messageId = await messageIdFor({
      agentId: undefined,
      scope: conversationId,
      to: completeEmail.to,
      cc: [],
      bcc: [],
      subject: completeEmail.subject,
      body: completeEmail.body,
      htmlBody: undefined,
    });
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    fixture = await createGmailFixture();
    await fixture.connect();
    // Each test leaves its own killed send.
    await database.sql.query(`delete from public.gmail_send_attempts`);
    await database.sql.query(`delete from public.tool_intents`);
  });
  afterEach(() => fixture.close());

  const lookup = () =>
    createGmailSentLookup({
      credentials: fixture.credentials,
      configuration: {
        googleClientId: clientId,
        googleClientSecret: clientSecret,
        gmailApiBaseUrl: fixture.gmail.baseUrl,
        googleTokenUrl: fixture.tokens.tokenUrl,
      },
    });

  /** What a gmail-api worker killed mid-send leaves: an open intent and a claimed attempt. */
  async function leaveKilledSend(): Promise<{ toolCallId: string; idempotencyKey: string }> {
    calls += 1;
    const toolCallId = `call_killed_${calls}`;
    const idempotencyKey = `key-killed-${calls}`;
    await createToolIntentsRepository(database.sql).auditFor('gmail-api').begin({
      toolName: 'gmail_send_email',
      toolCallId,
      idempotencyKey,
      attempt: 1,
      input: completeEmail,
      caller: { userId, conversationId },
      startedAt: killedAt.toISOString(),
    });
    const claim = await createPostgresSendAttempts(database.sql).claim({
      userId,
      messageId,
      idempotencyKey,
      now: killedAt,
      leaseExpiresAt: new Date(killedAt.getTime() + gmailLimits.sendClaimLeaseMs),
      settlesAt: new Date(killedAt.getTime() + gmailLimits.sendClaimLeaseMs + gmailLimits.sentSearchConsistencyMs),
    });
    expect(claim.kind).toBe('claimed');
    return { toolCallId, idempotencyKey };
  }

  const intentOf = async (toolCallId: string) =>
    await database.sql.query(
      `select outcome, category, resolved_by from public.tool_intents where tool_call_id = $1`,
      [toolCallId],
    );
  const executionsOf = async (toolCallId: string) =>
    await database.sql.query<{ status: string; category: string | null; source: string; detail: unknown }>(
      `select status, category, source, detail from public.tool_executions where tool_call_id = $1`,
      [toolCallId],
    );
  const detailOf = (value: unknown): Record<string, unknown> =>
    (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;

  describe('when the killed worker had sent the email', () => {
    it('finds it in the Sent mailbox and records the intent as a success with an execution row by maintenance', async () => {
      const killed = await leaveKilledSend();
      fixture.gmail.sent.push({ raw: '', messageId, at: Date.now() - 60_000 });

      const report = await resolveOpenIntents(database.sql, lookup(), afterWindow);

      expect(report).toEqual({ sent: 1, notSent: 0, unknown: 0, stillOpen: 0 });
      expect(await intentOf(killed.toolCallId)).toEqual([
        { outcome: 'success', category: null, resolved_by: 'maintenance' },
      ]);
      const executions = await executionsOf(killed.toolCallId);
      expect(executions).toHaveLength(1);
      expect(executions[0]).toMatchObject({ status: 'success', category: null, source: 'gmail-api' });
      expect(detailOf(executions[0]?.detail)).toMatchObject({ resolvedBy: 'maintenance', messageId });
      const attempts = await database.sql.query(
        `select state, resolved_by from public.gmail_send_attempts where idempotency_key = $1`,
        [killed.idempotencyKey],
      );
      expect(attempts).toEqual([{ state: 'sent', resolved_by: 'maintenance' }]);
    });
  });

  describe('when the killed worker had not sent the email', () => {
    it('finds nothing in the Sent mailbox and records the intent as an error, freeing the Message-ID', async () => {
      const killed = await leaveKilledSend();

      const report = await resolveOpenIntents(database.sql, lookup(), afterWindow);

      expect(report).toEqual({ sent: 0, notSent: 1, unknown: 0, stillOpen: 0 });
      expect(await intentOf(killed.toolCallId)).toEqual([
        { outcome: 'error', category: 'transient', resolved_by: 'maintenance' },
      ]);
      const executions = await executionsOf(killed.toolCallId);
      expect(executions.map((row) => [row.status, row.category])).toEqual([['error', 'transient']]);
      expect(detailOf(executions[0]?.detail)).toMatchObject({ resolvedBy: 'maintenance' });
      const next = await createPostgresSendAttempts(database.sql).claim({
        userId,
        messageId,
        idempotencyKey: 'key-next',
        now: afterWindow,
        leaseExpiresAt: afterWindow,
        settlesAt: afterWindow,
      });
      expect(next.kind).toBe('claimed');
    });

    it('runs again without writing a second row', async () => {
      const killed = await leaveKilledSend();
      await resolveOpenIntents(database.sql, lookup(), afterWindow);

      const again = await resolveOpenIntents(database.sql, lookup(), afterWindow);

      expect(again).toEqual({ sent: 0, notSent: 0, unknown: 0, stillOpen: 0 });
      expect(await executionsOf(killed.toolCallId)).toHaveLength(1);
    });
  });

  describe("when Gmail's search cannot be trusted yet for the send", () => {
    it('leaves the intent open for a later run, even though the Sent mailbox does not show it', async () => {
      const killed = await leaveKilledSend();
      // Old enough to be looked at, but inside the claim's lease plus Gmail's search window.
      const early = new Date(killedAt.getTime() + openIntentAgeMs + 30_000);
      expect(early.getTime()).toBeLessThan(
        killedAt.getTime() + gmailLimits.sendClaimLeaseMs + gmailLimits.sentSearchConsistencyMs,
      );

      const report = await resolveOpenIntents(database.sql, lookup(), early);

      expect(report).toEqual({ sent: 0, notSent: 0, unknown: 0, stillOpen: 1 });
      expect(await intentOf(killed.toolCallId)).toEqual([{ outcome: null, category: null, resolved_by: null }]);
      expect(await executionsOf(killed.toolCallId)).toEqual([]);
    });
  });

  describe('when the Sent mailbox cannot be asked (the Gmail connection is gone)', () => {
    it('leaves the intent open and counts it', async () => {
      const killed = await leaveKilledSend();
      fixture.credentials.entries.clear();

      const report = await resolveOpenIntents(database.sql, lookup(), afterWindow);

      expect(report.stillOpen).toBe(1);
      expect(await intentOf(killed.toolCallId)).toEqual([{ outcome: null, category: null, resolved_by: null }]);
    });
  });
});

describe('forgetSettledSendAttempts', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('deletes settled attempts past the retention and keeps the rest', async () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    const old = new Date(now.getTime() - settledSendAttemptRetentionMs - 60_000);
    const insert = (messageId: string, state: string, updatedAt: Date) =>
      database.sql.query(
        `insert into public.gmail_send_attempts
           (user_id, message_id, idempotency_key, state, started_at, lease_expires_at, settles_at, updated_at)
         values ($1, $2, 'key', $3, $4, $4, $4, $4)`,
        [userId, messageId, state, updatedAt],
      );
    await insert('<old-sent@parley.invalid>', 'sent', old);
    await insert('<old-not-sent@parley.invalid>', 'not_sent', old);
    await insert('<old-unknown@parley.invalid>', 'unknown', old);
    await insert('<recent-sent@parley.invalid>', 'sent', now);

    const deleted = await forgetSettledSendAttempts(database.sql, now);

    expect(deleted).toBe(2);
    const left = await database.sql.query<{ message_id: string }>(
      `select message_id from public.gmail_send_attempts order by message_id`,
    );
    expect(left.map((row) => row.message_id)).toEqual(['<old-unknown@parley.invalid>', '<recent-sent@parley.invalid>']);
  });
});
