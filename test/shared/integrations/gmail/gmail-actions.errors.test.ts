import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, resultOf } from '../../tools/support/create-test-executor.ts';
import {
  clientId,
  clientSecret,
  completeEmail,
  createGmailFixture,
  type GmailFixture,
} from './support/gmail-fixture.ts';
import { storedMessage } from './support/mailbox.ts';
import { googleError, type ScriptedReply } from './support/stand-in-gmail-server.ts';

const permissionQuestion =
  'Question: Your Gmail connection does not allow this action. Please reconnect your Gmail account under Integrations and grant the requested permissions.';
const insufficientScope = googleError(
  403,
  'PERMISSION_DENIED',
  'Request had insufficient authentication scopes.',
  'insufficientPermissions',
);
const rateLimited = googleError(
  429,
  'RESOURCE_EXHAUSTED',
  'Too many concurrent requests for user.',
  'rateLimitExceeded',
);
const userRateLimited = googleError(403, 'PERMISSION_DENIED', 'User-rate limit exceeded.', 'userRateLimitExceeded');
const backendError = googleError(500, 'INTERNAL', 'Backend Error', 'backendError');
const unavailable = googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'backendError');
const notFound = googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'notFound');
const malformed: ScriptedReply = { status: 200, body: '<html><body>Gateway says hi</body></html>' };

describe('createGmailActions provider errors', () => {
  let fixture: GmailFixture;
  let calls = 0;
  /** A new tool call each time: a repeated call id would be replayed, not sent. */
  const send = () => fixture.call('send_email', completeEmail, `call_error_${(calls += 1)}`);

  beforeAll(async () => {
    fixture = await createGmailFixture();
    await fixture.connect();
  });
  afterAll(() => fixture.close());
  beforeEach(() => {
    fixture.gmail.requests.length = 0;
    fixture.forgetSends();
    fixture.sleeps.length = 0;
    fixture.gmail.mailbox.splice(0, fixture.gmail.mailbox.length, storedMessage({ id: 'm1', text: 'Hello' }));
  });

  describe('when Gmail answers send_email with an error', () => {
    it.each([
      [
        '400 for a bad To header',
        googleError(400, 'INVALID_ARGUMENT', 'Invalid To header', 'invalidArgument'),
        'invalid_arguments',
        'Question: There seems to be an issue with the email address format in `to`. Please check that the recipient email address is valid.',
      ],
      [
        '400 for anything else',
        googleError(400, 'FAILED_PRECONDITION', 'Precondition check failed.', 'failedPrecondition'),
        'invalid_arguments',
        'Gmail rejected the request. Check the arguments and call `send_email` again.',
      ],
      ['403 for a missing scope', insufficientScope, 'not_configured', permissionQuestion],
      [
        '404',
        notFound,
        'invalid_arguments',
        'Gmail rejected the request. Check the arguments and call `send_email` again.',
      ],
      [
        '429',
        rateLimited,
        'transient',
        '`send_email` is temporarily unavailable (it is rate limited). Try again later or continue without it.',
      ],
    ])('reports %s and never sends again', async (_case, reply, category, message) => {
      fixture.gmail.script('send', reply);

      const outcome = failureOf(await send());

      expect(outcome.category).toBe(category);
      expect(outcome.modelMessage).toBe(message);
      expect(outcome.detail.provider).toBe('gmail');
      expect(outcome.detail.status).toBe(reply.status);
      // One send; the other request is the duplicate check before it (rfc822msgid:).
      expect(fixture.gmail.requests.map((request) => request.path.split('/').pop())).toEqual(['messages', 'send']);
      expect(fixture.sleeps).toEqual([]);
    });

    it.each([['500', backendError], ['503', unavailable], ['a 502 that is not JSON', {
      status: 502,
      body: '<html>502 Bad Gateway</html>',
    }]])(
      'reports %s as maybe sent while the Sent mailbox has no such message yet, and never sends again',
      async (_case, reply) => {
        fixture.gmail.script('send', reply);

        const outcome = failureOf(await send());

        expect(outcome.category).toBe('transient');
        expect(outcome.modelMessage).toMatch(/^The email MAY HAVE BEEN SENT: .* Do not send it again now\./);
        expect(outcome.modelMessage).not.toMatch(/safe to send/);
        expect(outcome.detail.message).toContain(`Gmail send answered HTTP ${reply.status}`);
        expect(fixture.gmail.requests.map((request) => request.path.split('/').pop())).toEqual([
          'messages',
          'send',
          'messages',
        ]);
        expect(fixture.gmail.requests[2]?.query.get('q')).toMatch(/^rfc822msgid:[0-9a-f]{32}@parley\.invalid$/);
        expect(fixture.sleeps).toEqual([]);
      },
    );
  });

  describe('when Gmail answers read_emails with an error', () => {
    it.each([
      [
        '400',
        googleError(400, 'INVALID_ARGUMENT', 'Invalid value for ByteString: x', 'invalidArgument'),
        'invalid_arguments',
        'Gmail rejected the request. Check the arguments and call `read_emails` again.',
      ],
      [
        '400 about the label',
        googleError(400, 'INVALID_ARGUMENT', 'Invalid label: CATEGORY_NOPE', 'invalidArgument'),
        'invalid_arguments',
        'Gmail rejected the value of `label`. Check it and call `read_emails` again.',
      ],
      ['403 for a missing scope', insufficientScope, 'not_configured', permissionQuestion],
      [
        '404',
        notFound,
        'invalid_arguments',
        'Gmail rejected the request. Check the arguments and call `read_emails` again.',
      ],
    ])('reports %s without retrying', async (_case, reply, category, message) => {
      fixture.gmail.script('list', reply);

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe(category);
      expect(outcome.modelMessage).toBe(message);
      expect(fixture.gmail.requests).toHaveLength(1);
    });

    it.each([
      ['429', rateLimited],
      ['403 for a user rate limit', userRateLimited],
      ['500', backendError],
      ['503', unavailable],
      ['a 2xx body that is not JSON', malformed],
      ['a 2xx body of the wrong shape', { status: 200, body: { messages: [{ id: '../../etc/passwd' }] } }],
    ])('retries %s and then reads', async (_case, reply) => {
      fixture.gmail.script('list', reply);

      const outcome = resultOf(await fixture.call('read_emails', {}));

      expect(outcome.output).toMatchObject({ count: 1 });
      expect(outcome.earlierAttempts).toHaveLength(1);
      expect(outcome.earlierAttempts[0]?.category).toBe('transient');
      expect(fixture.sleeps).toHaveLength(1);
    });

    it('waits as long as Retry-After asks', async () => {
      fixture.gmail.script('list', { ...rateLimited, headers: { 'Retry-After': '1' } });

      resultOf(await fixture.call('read_emails', {}));

      expect(fixture.sleeps).toEqual([1000]);
    });

    it('gives up after three tries with a short notice', async () => {
      fixture.gmail.script('list', backendError, backendError, backendError);

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe('transient');
      expect(outcome.modelMessage).toBe(
        '`read_emails` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
      expect(outcome.earlierAttempts).toHaveLength(2);
      expect(fixture.gmail.requests).toHaveLength(3);
    });

    it('retries a get that fails, then reads', async () => {
      fixture.gmail.script('get', malformed);

      const outcome = resultOf(await fixture.call('read_emails', {}));

      expect(outcome.output).toMatchObject({ count: 1 });
      expect(outcome.earlierAttempts).toHaveLength(1);
    });
  });

  describe('when Gmail answers search_emails with a 400', () => {
    it('says the query was rejected', async () => {
      fixture.gmail.script('list', googleError(400, 'INVALID_ARGUMENT', 'Invalid query', 'invalidArgument'));

      const outcome = failureOf(await fixture.call('search_emails', { query: 'before:2024/13/45' }));

      expect(outcome.category).toBe('invalid_arguments');
      expect(outcome.field).toBe('query');
      expect(outcome.modelMessage).toBe(
        'Gmail rejected the value of `query`. Check it and call `search_emails` again.',
      );
    });
  });

  describe('when Gmail cannot be reached', () => {
    let offline: GmailFixture;

    beforeAll(async () => {
      offline = await createGmailFixture({
        actions: {
          configuration: {
            googleClientId: clientId,
            googleClientSecret: clientSecret,
            gmailApiBaseUrl: 'http://127.0.0.1:9/gmail/v1',
          },
        },
      });
      await offline.connect();
    });
    afterAll(() => offline.close());

    it('tells the model Gmail is unavailable: the check before sending failed, so nothing went out', async () => {
      const outcome = failureOf(await offline.call('send_email', completeEmail));

      expect(outcome.category).toBe('transient');
      expect(outcome.modelMessage).toBe(
        '`send_email` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
      expect(offline.sleeps).toEqual([]);
    });

    it('retries a read and then reports it unavailable', async () => {
      const outcome = failureOf(await offline.call('read_emails', {}));

      expect(outcome.category).toBe('transient');
      expect(outcome.earlierAttempts).toHaveLength(2);
      expect(outcome.detail.message).toMatch(/^Gmail could not be reached/);
    });
  });
});
