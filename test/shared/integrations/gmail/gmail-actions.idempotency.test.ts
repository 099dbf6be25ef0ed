import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryIdempotencyStore } from '../../../../shared/tools/index.ts';
import { failureOf, resultOf } from '../../tools/support/create-test-executor.ts';
import { completeEmail, createGmailFixture, type GmailFixture } from './support/gmail-fixture.ts';
import { googleError } from './support/stand-in-gmail-server.ts';

describe('createGmailActions send_email idempotency', () => {
  let fixture: GmailFixture;

  beforeEach(async () => {
    fixture = await createGmailFixture({ idempotencyStore: createMemoryIdempotencyStore() });
    await fixture.connect();
  });
  afterEach(() => fixture.close());

  describe('when a function invocation retries a send another one made', () => {
    it('returns the first message id and sends nothing', async () => {
      const first = resultOf(await fixture.call('send_email', completeEmail, 'call_lunch'));

      const retried = resultOf(await fixture.startInvocation().call('send_email', completeEmail, 'call_lunch'));

      expect(retried.replayed).toBe(true);
      expect(retried.output).toEqual(first.output);
      expect(retried.output).toMatchObject({ message_id: 'sent-1' });
      expect(retried.idempotencyKey).toBe(first.idempotencyKey);
      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });

  describe('when the model sends again in a new tool call', () => {
    it('sends again once the user confirmed: a new call is a new send', async () => {
      resultOf(await fixture.call('send_email', completeEmail, 'call_first'));

      const second = resultOf(
        await fixture.call('send_email', { ...completeEmail, confirm_duplicate: true }, 'call_second'),
      );

      expect(second.replayed).toBe(false);
      expect(second.output).toMatchObject({ message_id: 'sent-2' });
      expect(fixture.gmail.sent).toHaveLength(2);
    });
  });

  describe('when the first send failed before Gmail acted', () => {
    it('lets the retry send', async () => {
      // A 429 is Gmail refusing the message; a 5xx may have sent it.
      fixture.gmail.script('send', googleError(429, 'RESOURCE_EXHAUSTED', 'Too many requests', 'rateLimitExceeded'));
      failureOf(await fixture.call('send_email', completeEmail, 'call_retry'));

      const retried = resultOf(await fixture.startInvocation().call('send_email', completeEmail, 'call_retry'));

      expect(retried.replayed).toBe(false);
      expect(fixture.gmail.sent).toHaveLength(1);
    });
  });
});
