import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createToolIntentsRepository } from '../../../../shared/db/repositories/tool-intents-repository.ts';
import { gmailLimits } from '../../../../shared/integrations/gmail/gmail-limits.ts';
import { createPostgresSendAttempts } from '../../../../shared/integrations/gmail/postgres-send-attempts.ts';
import {
  createToolFunctionsFixture,
  defaultAgentId,
  demoUserId,
  type ToolFunctionsFixture,
} from '../../functions/support/tool-functions-fixture.ts';
import { createOtherUser } from '../../chat/support/other-user.ts';

/** Long enough ago for the claim's lease and Gmail's search window to have passed. */
const killedAgoMs = gmailLimits.openSendSettleAgeMs + gmailLimits.sendClaimLeaseMs +
  gmailLimits.sentSearchConsistencyMs + 60_000;

let fixture: ToolFunctionsFixture;
let sends = 0;

// A fresh gmail-api (a fresh worker, which has served nobody yet) and database per test.
beforeEach(async () => {
  fixture = await createToolFunctionsFixture();
  await fixture.connectDemoUser();
});
afterEach(() => fixture.close());

/** What a gmail-api worker killed mid-send leaves for `userId`: an open intent and a claimed
 * attempt, `killedAgoMs` ago. */
async function leaveKilledSend(userId = demoUserId): Promise<{ toolCallId: string; messageId: string }> {
  sends += 1;
  const toolCallId = `call_killed_${sends}_${crypto.randomUUID()}`;
  const idempotencyKey = `key-${toolCallId}`;
  const messageId = `<killed-${sends}-${crypto.randomUUID()}@parley.local>`;
  const killedAt = new Date(Date.now() - killedAgoMs);
  await createToolIntentsRepository(fixture.database.sql).auditFor('gmail-api').begin({
    toolName: 'gmail_send_email',
    toolCallId,
    idempotencyKey,
    attempt: 1,
    input: { to: ['ada@example.com'], subject: 'Notes', body: 'Hi Ada' },
    caller: { userId },
    startedAt: killedAt.toISOString(),
  });
  const claim = await createPostgresSendAttempts(fixture.database.sql).claim({
    userId,
    messageId,
    idempotencyKey,
    now: killedAt,
    leaseExpiresAt: new Date(killedAt.getTime() + gmailLimits.sendClaimLeaseMs),
    settlesAt: new Date(killedAt.getTime() + gmailLimits.sendClaimLeaseMs + gmailLimits.sentSearchConsistencyMs),
  });
  expect(claim.kind).toBe('claimed');
  return { toolCallId, messageId };
}

async function intentOf(toolCallId: string) {
  return await fixture.database.sql.query<{ outcome: string | null; resolved_by: string | null }>(
    `select outcome, resolved_by from public.tool_intents where tool_call_id = $1`,
    [toolCallId],
  );
}

async function executionsOf(toolCallId: string) {
  return await fixture.database.sql.query<{ status: string; source: string }>(
    `select status, source from public.tool_executions where tool_call_id = $1`,
    [toolCallId],
  );
}

/** The demo user's own search, answered by the stand-in Gmail. */
function searchAsDemoUser(): Promise<Response> {
  return fixture.post('gmail-api', { agentId: defaultAgentId, action: 'search_emails', params: { query: 'tides' } });
}

describe(
  `gmail-api settles the caller's sends a killed worker left open (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    describe('when the killed worker had sent the email', () => {
      it("finds it in the user's Sent mailbox after the user's next call, and records it sent", async () => {
        const killed = await leaveKilledSend();
        fixture.gmail.sent.push({ raw: '', messageId: killed.messageId, at: Date.now() - killedAgoMs });

        const response = await searchAsDemoUser();
        await fixture.settled();

        expect(response.status).toBe(200);
        expect(await intentOf(killed.toolCallId)).toEqual([{ outcome: 'success', resolved_by: 'maintenance' }]);
        expect(await executionsOf(killed.toolCallId)).toEqual([{ status: 'success', source: 'gmail-api' }]);
        // Settled, not sent again.
        expect(fixture.gmail.sent).toHaveLength(1);
      });
    });

    describe('when another user calls', () => {
      it("leaves the demo user's open send alone: each call settles its own user's sends", async () => {
        const killed = await leaveKilledSend();
        const other = await createOtherUser(fixture.database.sql);

        await fixture.post('gmail-api', { agentId: defaultAgentId, action: 'search_emails', params: { query: 'x' } }, {
          auth: { user: other.userId },
        });
        await fixture.settled();

        expect(await intentOf(killed.toolCallId)).toEqual([{ outcome: null, resolved_by: null }]);
      });
    });

    describe('when the user has more open sends than one call settles', () => {
      it('settles a bounded number after the call, and no more until the next turn comes', async () => {
        const killed: { toolCallId: string; messageId: string }[] = [];
        for (let index = 0; index < gmailLimits.openSendSettleMaxIntents + 2; index += 1) {
          killed.push(await leaveKilledSend());
        }
        const openCount = async () =>
          (await Promise.all(killed.map((send) => intentOf(send.toolCallId))))
            .filter((rows) => rows[0]?.outcome === null).length;

        await searchAsDemoUser();
        await fixture.settled();
        const afterFirst = await openCount();
        await searchAsDemoUser();
        await fixture.settled();
        const afterSecond = await openCount();

        expect(afterFirst).toBe(killed.length - gmailLimits.openSendSettleMaxIntents);
        // This worker settled the demo user's sends less than a minute ago: not yet again.
        expect(afterSecond).toBe(afterFirst);
      });
    });

    describe('when settling fails (the database refuses its query)', () => {
      it("answers the user's call all the same and logs the failure", async () => {
        const killed = await leaveKilledSend();
        fixture.failQueries(/outcome is null and source = 'gmail-api'/);

        const response = await searchAsDemoUser();
        await fixture.settled();

        expect(response.status).toBe(200);
        expect(await intentOf(killed.toolCallId)).toEqual([{ outcome: null, resolved_by: null }]);
        expect(fixture.logLines.filter((line) => line.event === 'gmail-open-sends-unsettled')).toHaveLength(1);
      });
    });
  },
);
