import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, resultOf, toolCall } from '../../tools/support/create-test-executor.ts';
import { completeEmail, createGmailFixture, type GmailFixture, userId } from './support/gmail-fixture.ts';
import { googleError } from './support/stand-in-gmail-server.ts';
import { gmailLimits } from '../../../../shared/integrations/gmail/gmail-limits.ts';

const backendError = googleError(500, 'INTERNAL', 'Backend Error', 'backendError');

describe('send_email exactly once', () => {
  let fixture: GmailFixture;
  /** Sends to Gmail that fail at the socket before Gmail reads them (a lost connection). */
  let dropNextSends = 0;
  /** Added to the real time for the actions' clock (the stand-in stamps sends with the real one). */
  let clockOffsetMs = 0;

  beforeAll(async () => {
    fixture = await createGmailFixture({
      actions: {
        clock: () => new Date(Date.now() + clockOffsetMs),
        fetch: (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.endsWith('/messages/send') && dropNextSends > 0) {
            dropNextSends -= 1;
            return Promise.reject(new TypeError('fetch failed: socket hang up'));
          }
          return fetch(input, init);
        },
      },
    });
    await fixture.connect();
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.gmail.requests.length = 0;
    fixture.forgetSends();
    dropNextSends = 0;
    clockOffsetMs = 0;
    fixture.gmail.faults.sentSearchLagMs = 0;
  });

  describe('when Gmail accepts the message and then answers 500', () => {
    it('finds it in the Sent mailbox by its Message-ID and tells the model it was sent, sending nothing more', async () => {
      fixture.gmail.script('send', { ...backendError, afterAccepting: true });

      const outcome = resultOf(await fixture.call('send_email', completeEmail, 'call_accepted_then_500'));

      expect(outcome.output).toMatchObject({
        status: 'sent',
        message_id: 'sent-1',
        message_id_header: fixture.gmail.sent[0]?.messageId,
      });
      expect(outcome.modelMessage).toMatch(/it was sent once/);
      expect(fixture.gmail.sent).toHaveLength(1);
      expect(fixture.gmail.requests.at(-1)?.query.get('q')).toBe(
        `rfc822msgid:${fixture.gmail.sent[0]?.messageId.replace(/^<|>$/g, '')}`,
      );
    });
  });

  describe('when the connection is lost before Gmail accepts the message', () => {
    it('tells the model it may have been sent and when that will be known, never that sending again is safe', async () => {
      dropNextSends = 1;

      const outcome = failureOf(await fixture.call('send_email', completeEmail, 'call_connection_lost'));

      expect(outcome.category).toBe('transient');
      expect(outcome.modelMessage).toMatch(
        /^The email MAY HAVE BEEN SENT: .* Do not send it again now\. Tell the user it may already have been sent and that this will be known at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(in about 5 min\)\./,
      );
      expect(outcome.modelMessage).not.toMatch(/safe to send/);
      expect(fixture.gmail.sent).toHaveLength(0);
    });

    it('sends on a "try again" once the window has passed and the Sent mailbox still has no such message', async () => {
      dropNextSends = 1;
      failureOf(await fixture.call('send_email', completeEmail, 'call_lost_first'));
      clockOffsetMs = gmailLimits.sentSearchConsistencyMs + 1_000;

      resultOf(await fixture.call('send_email', completeEmail, 'call_lost_try_again'));

      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });

  describe('when Gmail accepts the message, answers 500, and its search lags behind the send', () => {
    beforeEach(() => {
      fixture.gmail.faults.sentSearchLagMs = 60_000;
      fixture.gmail.script('send', { ...backendError, afterAccepting: true });
    });

    it('sends nothing more when the user says "try again" inside the window', async () => {
      const first = failureOf(await fixture.call('send_email', completeEmail, 'call_lag_first'));
      const tryAgain = failureOf(await fixture.call('send_email', completeEmail, 'call_lag_try_again'));
      const oneMore = failureOf(await fixture.call('send_email', completeEmail, 'call_lag_one_more'));

      expect(first.modelMessage).toMatch(/^The email MAY HAVE BEEN SENT: .*does not show it yet/);
      for (const outcome of [tryAgain, oneMore]) {
        expect(outcome.category).toBe('transient');
        expect(outcome.modelMessage).toMatch(
          /^The email MAY HAVE BEEN SENT: an earlier attempt .* Do not send it again now\./,
        );
      }
      expect(fixture.gmail.sent).toHaveLength(1);
    });

    it('checks the Sent mailbox on a "try again" after the window, finds the email and sends no copy', async () => {
      failureOf(await fixture.call('send_email', completeEmail, 'call_lag_before'));
      clockOffsetMs = gmailLimits.sentSearchConsistencyMs + 1_000;
      fixture.gmail.faults.sentSearchLagMs = 0;

      const tryAgain = failureOf(await fixture.call('send_email', completeEmail, 'call_lag_after'));

      expect(tryAgain.category).toBe('needs_input');
      expect(tryAgain.modelMessage).toMatch(/^Question: I already sent this exact email to grace@example\.com/);
      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });

  describe('when the same email is sent twice', () => {
    const agentId = '5b2b4c1e-0000-4000-8000-000000000001';
    const sendIn = (conversationId: string, callId: string, extra: Record<string, unknown> = {}) =>
      fixture.executor.execute(toolCall('send_email', { ...completeEmail, ...extra }, callId), {
        caller: { userId, conversationId, agentId },
      });

    it('asks the user before a second copy in the same conversation, and sends nothing', async () => {
      const conversation = 'c0ffee00-0000-4000-8000-00000000000a';
      resultOf(await sendIn(conversation, 'call_a'));

      const second = failureOf(await sendIn(conversation, 'call_b'));

      expect(second.category).toBe('needs_input');
      expect(second.modelMessage).toMatch(
        /^Question: I already sent this exact email to grace@example\.com at \d{4}-.*Send it again\? .*confirm_duplicate: true/,
      );
      expect(fixture.gmail.sent).toHaveLength(1);
      expect(fixture.gmail.sent[0]?.messageId).toMatch(/^<[0-9a-f]{32}@parley\.invalid>$/);
    });

    it('sends the copy, under a Message-ID of its own, once the model confirms', async () => {
      const conversation = 'c0ffee00-0000-4000-8000-00000000000c';
      resultOf(await sendIn(conversation, 'call_c'));

      resultOf(await sendIn(conversation, 'call_d', { confirm_duplicate: true }));

      const [first, copy] = fixture.gmail.sent.map((message) => message.messageId);
      expect(fixture.gmail.sent).toHaveLength(2);
      expect(copy).toMatch(/^<[0-9a-f]{32}@parley\.invalid>$/);
      expect(copy).not.toBe(first);
    });

    it('sends without asking once the first copy is older than the window', async () => {
      const conversation = 'c0ffee00-0000-4000-8000-00000000000f';
      resultOf(await sendIn(conversation, 'call_g'));
      clockOffsetMs = gmailLimits.duplicateSendWindowMs + 60_000;

      resultOf(await sendIn(conversation, 'call_h'));

      expect(fixture.gmail.sent).toHaveLength(2);
      expect(fixture.gmail.sent[1]?.messageId).not.toBe(fixture.gmail.sent[0]?.messageId);
    });

    it('sends in another conversation without asking', async () => {
      resultOf(await sendIn('c0ffee00-0000-4000-8000-00000000000d', 'call_e'));

      resultOf(await sendIn('c0ffee00-0000-4000-8000-00000000000e', 'call_f'));

      expect(fixture.gmail.sent).toHaveLength(2);
    });
  });
});
