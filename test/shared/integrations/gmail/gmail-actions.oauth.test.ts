import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, resultOf } from '../../tools/support/create-test-executor.ts';
import {
  clientId,
  clientSecret,
  completeEmail,
  createGmailFixture,
  fixedNow,
  type GmailFixture,
  storedAccessToken,
  storedRefreshToken,
  userId,
} from './support/gmail-fixture.ts';
import { storedMessage } from './support/mailbox.ts';
import { googleError } from './support/stand-in-gmail-server.ts';

const expiredQuestion =
  'Question: Your Gmail connection has expired. Please reconnect your Gmail account under Integrations.';
const connectQuestion =
  'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
const corruptedQuestion =
  'Question: Your Gmail connection appears to be corrupted. Please reconnect your Gmail account under Integrations.';
const anHourAgo = new Date(fixedNow.getTime() - 3_600_000);
const inAnHour = new Date(fixedNow.getTime() + 3_600_000);

describe('createGmailActions OAuth', () => {
  let fixture: GmailFixture;

  beforeEach(async () => {
    fixture = await createGmailFixture();
    fixture.gmail.mailbox.push(storedMessage({ id: 'm1', text: 'Hello' }));
  });
  afterEach(() => fixture.close());

  function storedToken(): Record<string, unknown> {
    return JSON.parse(fixture.credentials.entries.get(`${userId}/gmail`)?.secret ?? '{}') as Record<string, unknown>;
  }

  describe('when the user never connected Gmail', () => {
    it('asks to connect it, without calling Gmail', async () => {
      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe('not_configured');
      expect(outcome.modelMessage).toBe(connectQuestion);
      expect(outcome.modelRetry).toBe(false);
      expect(fixture.gmail.requests).toHaveLength(0);
    });

    it('asks the same when the connection was revoked', async () => {
      await fixture.connect();
      await fixture.credentials.markStatus(userId, 'gmail', 'revoked');

      expect(failureOf(await fixture.call('read_emails', {})).modelMessage).toBe(connectQuestion);
    });
  });

  describe('when the stored credential is corrupted', () => {
    it.each([
      ['cannot be decrypted', () => fixture.credentials.corrupt(userId, 'gmail')],
      ['is not JSON', () => fixture.credentials.save(userId, 'gmail', 'not json at all')],
      ['is a bare UUID', () => fixture.credentials.save(userId, 'gmail', '3f2b8c1e-9a4d-4c7e-8b1f-2d6e5a9c0b7f')],
      [
        'has no access token',
        () => fixture.credentials.save(userId, 'gmail', JSON.stringify({ refresh_token: storedRefreshToken })),
      ],
      [
        'has an expiry that is no date',
        () =>
          fixture.credentials.save(
            userId,
            'gmail',
            JSON.stringify({ access_token: storedAccessToken, expires_at: 'soon' }),
          ),
      ],
    ])('asks to reconnect when it %s', async (_case, corrupt) => {
      await fixture.connect();
      await corrupt();

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe('not_configured');
      expect(outcome.modelMessage).toBe(corruptedQuestion);
      expect(fixture.gmail.requests).toHaveLength(0);
    });
  });

  describe('when the access token has expired', () => {
    it.each([
      ['epoch seconds', Math.floor(anHourAgo.getTime() / 1000)],
      ['epoch milliseconds', anHourAgo.getTime()],
      ['an ISO date', anHourAgo.toISOString()],
      ['less than a minute ahead', new Date(fixedNow.getTime() + 30_000).toISOString()],
    ])('refreshes it first (expiry as %s)', async (_case, expiresAt) => {
      await fixture.connect({ expires_at: expiresAt }, { acceptedByGmail: false });

      resultOf(await fixture.call('read_emails', {}));

      expect(fixture.tokens.requests).toHaveLength(1);
      const [refresh] = fixture.tokens.requests;
      expect(refresh?.method).toBe('POST');
      expect(refresh?.path).toBe('/token');
      expect(refresh?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(refresh?.form ?? [])).toEqual({
        grant_type: 'refresh_token',
        refresh_token: storedRefreshToken,
        client_id: clientId,
        client_secret: clientSecret,
      });
      expect(
        fixture.gmail.requests.every((request) =>
          request.headers.authorization === `Bearer ${fixture.tokens.issued[0]}`
        ),
      ).toBe(true);
    });

    it('uses the expiry of the credential row when the token has none', async () => {
      await fixture.connect({}, { acceptedByGmail: false });
      const entry = fixture.credentials.entries.get(`${userId}/gmail`);
      if (entry !== undefined) entry.expiresAt = anHourAgo;

      resultOf(await fixture.call('read_emails', {}));

      expect(fixture.tokens.requests).toHaveLength(1);
    });

    it('does not refresh a token that is still good', async () => {
      await fixture.connect({ expires_at: inAnHour.toISOString() });

      resultOf(await fixture.call('read_emails', {}));

      expect(fixture.tokens.requests).toHaveLength(0);
    });

    it('stores the new token with its expiry, keeping the refresh token and the metadata', async () => {
      await fixture.connect({ expires_at: anHourAgo.toISOString() }, { acceptedByGmail: false });

      resultOf(await fixture.call('read_emails', {}));

      const expiresAt = new Date(fixedNow.getTime() + 3599 * 1000);
      expect(storedToken()).toEqual({
        access_token: fixture.tokens.issued[0],
        refresh_token: storedRefreshToken,
        expires_at: expiresAt.toISOString(),
      });
      expect(fixture.credentials.entries.get(`${userId}/gmail`)).toMatchObject({
        expiresAt,
        metadata: { email: 'ada@example.com' },
        status: 'active',
      });
    });
  });

  describe('when Gmail rejects the access token (401)', () => {
    it('refreshes once, retries once, and stores the new token', async () => {
      await fixture.connect({}, { acceptedByGmail: false });

      const outcome = resultOf(await fixture.call('send_email', completeEmail));

      expect(outcome.output).toMatchObject({ status: 'sent', message_id: 'sent-1' });
      // The duplicate check (first request) meets the 401; the send uses the new token.
      expect(fixture.gmail.requests.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${storedAccessToken}`,
        `Bearer ${fixture.tokens.issued[0]}`,
        `Bearer ${fixture.tokens.issued[0]}`,
      ]);
      expect(fixture.gmail.sent).toHaveLength(1);
      expect(fixture.tokens.requests).toHaveLength(1);
      expect(storedToken()).toMatchObject({
        access_token: fixture.tokens.issued[0],
        refresh_token: storedRefreshToken,
      });
    });

    it('stores a rotated refresh token when Google sends one', async () => {
      await fixture.close();
      fixture = await createGmailFixture({ rotateRefreshToken: true });
      await fixture.connect({}, { acceptedByGmail: false });

      resultOf(await fixture.call('read_emails', {}));

      expect(storedToken().refresh_token).toMatch(/^1\/\/0g-rotated-refresh-1-/);
    });

    it('refreshes once for several gets rejected at the same time', async () => {
      await fixture.connect();
      fixture.gmail.mailbox.push(storedMessage({ id: 'm2', text: 'b' }), storedMessage({ id: 'm3', text: 'c' }));
      const expired = googleError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials.',
        'authError',
      );
      fixture.gmail.script('get', expired, expired, expired);

      const outcome = resultOf(await fixture.call('read_emails', {}));

      expect(outcome.output).toMatchObject({ count: 3 });
      expect(fixture.tokens.requests).toHaveLength(1);
    });

    it('asks to reconnect when the refreshed token is rejected too, refreshing only once', async () => {
      await fixture.connect({}, { acceptedByGmail: false });
      fixture.tokens.script({
        status: 200,
        body: { access_token: 'ya29.a0AfB_alsoRejected_Zx8Qm3Lr7Tn2Vp5Ws9Yb4', expires_in: 3599, token_type: 'Bearer' },
      });

      const outcome = failureOf(await fixture.call('send_email', completeEmail));

      expect(outcome.modelMessage).toBe(expiredQuestion);
      expect(fixture.tokens.requests).toHaveLength(1);
      expect(fixture.gmail.requests).toHaveLength(2);
      expect(fixture.credentials.entries.get(`${userId}/gmail`)?.status).toBe('expired');
    });
  });

  describe('when the refresh fails', () => {
    it('asks to reconnect when Google says invalid_grant, and marks the connection expired', async () => {
      await fixture.connect({ expires_at: anHourAgo.toISOString() }, { acceptedByGmail: false, refreshable: false });

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe('not_configured');
      expect(outcome.modelMessage).toBe(expiredQuestion);
      expect(outcome.modelRetry).toBe(false);
      expect(fixture.gmail.requests).toHaveLength(0);
      expect(fixture.credentials.writes.at(-1)).toEqual({
        kind: 'markStatus',
        userId,
        provider: 'gmail',
        value: 'expired',
      });
    });

    it('asks the same at once on the next call, without calling Google again', async () => {
      await fixture.connect({}, { acceptedByGmail: false, refreshable: false });
      failureOf(await fixture.call('read_emails', {}));

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.modelMessage).toBe(expiredQuestion);
      expect(fixture.tokens.requests).toHaveLength(1);
    });

    it('asks to reconnect when there is no refresh token', async () => {
      await fixture.connect({ refresh_token: undefined }, { acceptedByGmail: false });

      const outcome = failureOf(await fixture.call('send_email', completeEmail));

      expect(outcome.modelMessage).toBe(expiredQuestion);
      expect(fixture.tokens.requests).toHaveLength(0);
      expect(fixture.gmail.sent).toHaveLength(0);
      expect(fixture.credentials.entries.get(`${userId}/gmail`)?.status).toBe('expired');
    });

    it("retries a read when Google's token endpoint is unavailable", async () => {
      await fixture.connect({ expires_at: anHourAgo.toISOString() }, { acceptedByGmail: false });
      fixture.tokens.script({ status: 503, body: { error: 'temporarily_unavailable' } });

      const outcome = resultOf(await fixture.call('read_emails', {}));

      expect(outcome.earlierAttempts.map((attempt) => attempt.category)).toEqual(['transient']);
      expect(fixture.tokens.requests).toHaveLength(2);
    });

    it('reports an internal error, and keeps the connection, when our OAuth client is rejected', async () => {
      await fixture.connect({ expires_at: anHourAgo.toISOString() }, { acceptedByGmail: false });
      fixture.tokens.script({
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      });

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe('internal');
      expect(outcome.modelMessage).toBe('An unexpected error occurred while executing this tool.');
      expect(outcome.detail.message).toContain('invalid_client');
      expect(fixture.credentials.entries.get(`${userId}/gmail`)?.status).toBe('active');
    });

    it('reports an internal error when the OAuth client is not configured', async () => {
      await fixture.close();
      fixture = await createGmailFixture({
        actions: { configuration: { gmailApiBaseUrl: 'http://127.0.0.1:9/unused' } },
      });
      await fixture.connect({ expires_at: anHourAgo.toISOString() });

      const outcome = failureOf(await fixture.call('read_emails', {}));

      expect(outcome.category).toBe('internal');
      expect(outcome.detail.message).toContain('GOOGLE_CLIENT_ID');
    });

    it('retries when the token endpoint answers something unreadable', async () => {
      await fixture.connect({ expires_at: anHourAgo.toISOString() }, { acceptedByGmail: false });
      fixture.tokens.script({ status: 200, body: '{"access_token":' });

      const outcome = resultOf(await fixture.call('read_emails', {}));

      expect(outcome.earlierAttempts).toHaveLength(1);
    });
  });
});
