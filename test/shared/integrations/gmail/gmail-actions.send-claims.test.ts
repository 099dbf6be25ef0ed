import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gmailLimits } from '../../../../shared/integrations/gmail/gmail-limits.ts';
import { messageIdFor } from '../../../../shared/integrations/gmail/message-id.ts';
import {
  createMemorySendAttempts,
  type GmailSendAttempts,
} from '../../../../shared/integrations/gmail/send-attempts.ts';
import { failureOf } from '../../tools/support/create-test-executor.ts';
import { completeEmail, createGmailFixture, fixedNow, type GmailFixture, userId } from './support/gmail-fixture.ts';

/** The conversation the fixture's calls run in. */
const conversationId = 'c0ffee00-0000-4000-8000-000000000001';

describe('send_email claims its Message-ID', () => {
  let fixture: GmailFixture;
  let attempts: GmailSendAttempts;
  let messageId: string;
  /** Added to the fixture's fixed clock. */
  let clockOffsetMs = 0;

  beforeEach(async () => {
    attempts = createMemorySendAttempts();
    clockOffsetMs = 0;
    fixture = await createGmailFixture({
      sendAttempts: attempts,
      actions: { sleep: () => Promise.resolve(), clock: () => new Date(fixedNow.getTime() + clockOffsetMs) },
    });
    await fixture.connect();
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
  afterEach(() => fixture.close());

  /** Another request claims the email's Message-ID first, with a lease of `leaseMs`. */
  const claimElsewhere = async (leaseMs: number) => {
    const claim = await attempts.claim({
      userId,
      messageId,
      idempotencyKey: 'key-elsewhere',
      now: fixedNow,
      leaseExpiresAt: new Date(fixedNow.getTime() + leaseMs),
      settlesAt: new Date(fixedNow.getTime() + leaseMs + gmailLimits.sentSearchConsistencyMs),
    });
    expect(claim.kind).toBe('claimed');
  };

  describe('when another request is still sending the same email after the wait', () => {
    it('tells the model it is being sent and sends nothing', async () => {
      await claimElsewhere(gmailLimits.sendClaimLeaseMs);

      const outcome = failureOf(await fixture.call('send_email', completeEmail, 'call_second_tab'));

      expect(outcome.category).toBe('transient');
      expect(outcome.modelMessage).toMatch(
        /^This exact email is being sent right now by another request .* Do not send it again: tell the user it is being sent\./,
      );
      expect(fixture.gmail.sent).toHaveLength(0);
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when the request that claimed it was killed mid-send', () => {
    it('says it may have been sent until the lease and the search window have passed', async () => {
      await claimElsewhere(gmailLimits.sendClaimLeaseMs);
      clockOffsetMs = gmailLimits.sendClaimLeaseMs + 1_000;

      const outcome = failureOf(await fixture.call('send_email', completeEmail, 'call_after_kill'));

      expect(outcome.modelMessage).toMatch(/^The email MAY HAVE BEEN SENT: an earlier attempt/);
      expect(fixture.gmail.sent).toHaveLength(0);
    });

    it('asks before a copy when the Sent mailbox holds it once the window has passed', async () => {
      await claimElsewhere(gmailLimits.sendClaimLeaseMs);
      fixture.gmail.sent.push({ raw: '', messageId, at: Date.now() });
      clockOffsetMs = gmailLimits.sendClaimLeaseMs + gmailLimits.sentSearchConsistencyMs + 1_000;

      const outcome = failureOf(await fixture.call('send_email', completeEmail, 'call_after_window'));

      expect(outcome.category).toBe('needs_input');
      expect(outcome.modelMessage).toMatch(/^Question: I already sent this exact email/);
      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });
});
