import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  completionCodeOf,
  createIntegrationsFixture,
  type IntegrationsFixture,
  redirectQuery,
} from './support/integrations-fixture.ts';

/** The error body of a refused completion. */
async function errorOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json() as { error: Record<string, unknown> }).error;
}

describe('completing a Gmail connection', () => {
  let fixture: IntegrationsFixture;
  let user: { userId: string; agentId: string };
  const exchanges = (): number => fixture.google.requests.filter((request) => request.path === '/token').length;

  beforeAll(async () => {
    fixture = await createIntegrationsFixture();
  });
  afterAll(() => fixture.close());
  beforeEach(async () => {
    fixture.now = new Date();
    fixture.google.account = 'ada.lovelace@gmail.com';
    user = await fixture.createUser();
  });

  describe('when a user finishes a consent link someone else started (login CSRF)', () => {
    let attacker: { userId: string; agentId: string };
    let victim: { userId: string; agentId: string };
    let completionCode: string;

    beforeEach(async () => {
      attacker = await fixture.createUser();
      victim = await fixture.createUser();
      // The attacker starts a connection with their own token and sends the consent link on.
      const { callback } = await fixture.startConnect(attacker.userId, attacker.agentId);
      // The victim's browser signs in to Google as the victim, consents, and is sent back.
      fixture.google.account = 'victim@gmail.com';
      const returned = await fixture.handler(new Request(callback));
      completionCode = completionCodeOf(returned) ?? '';
      expect(completionCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("refuses it in the victim's session with 403 connect_wrong_user, saying so", async () => {
      const exchangesBefore = exchanges();

      const response = await fixture.complete({ user: victim.userId }, completionCode);

      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'connect_wrong_user',
        reason: 'wrong_user',
        message: expect.stringMatching(/started by another account, so nothing was connected/),
        requestId: expect.any(String),
      });
      expect(exchanges()).toBe(exchangesBefore);
    });

    it("stores the victim's mailbox under no one, the attacker included", async () => {
      await fixture.complete({ user: victim.userId }, completionCode);

      expect(await fixture.credentials.get(attacker.userId, 'gmail')).toEqual({ status: 'missing' });
      expect(await fixture.credentials.get(victim.userId, 'gmail')).toEqual({ status: 'missing' });
      const list = await fixture.send('GET', `/integrations?agentId=${attacker.agentId}`, {
        caller: { user: attacker.userId },
      });
      expect((await list.json() as { integrations: { id: string; status: string }[] }).integrations).toContainEqual(
        expect.objectContaining({ id: 'gmail', status: 'not_connected' }),
      );
    });

    it('burns the code: the attacker cannot use it afterwards either', async () => {
      await fixture.complete({ user: victim.userId }, completionCode);

      const response = await fixture.complete({ user: attacker.userId }, completionCode);

      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({ code: 'connect_already_used', reason: 'state_already_used' });
      expect(await fixture.credentials.get(attacker.userId, 'gmail')).toEqual({ status: 'missing' });
    });

    it('logs a warning naming both users', async () => {
      await fixture.complete({ user: victim.userId }, completionCode);

      expect(fixture.logLines).toContainEqual({
        level: 'warn',
        event: 'gmail-connect-wrong-user',
        fields: { requestId: expect.any(String), userId: victim.userId, startedBy: attacker.userId },
      });
    });
  });

  describe('when the code is presented a second time', () => {
    it('answers 409 connect_already_used and keeps the first connection', async () => {
      const { callback } = await fixture.connectGmail(user.userId, user.agentId);
      const stored = await fixture.credentials.get(user.userId, 'gmail');
      const exchangesBefore = exchanges();

      const replay = await fixture.complete({ user: user.userId }, completionCodeOf(callback) ?? '');

      expect(replay.status).toBe(409);
      expect(await errorOf(replay)).toMatchObject({
        code: 'connect_already_used',
        reason: 'state_already_used',
        message: expect.stringMatching(/already used/),
      });
      expect(exchanges()).toBe(exchangesBefore);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual(stored);
    });

    it('lets exactly one of two simultaneous completions through', async () => {
      const code = completionCodeOf(await fixture.returnFromGoogle(user.userId, user.agentId)) ?? '';

      const responses = await Promise.all([
        fixture.complete({ user: user.userId }, code),
        fixture.complete({ user: user.userId }, code),
      ]);

      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    });
  });

  describe('when the code has expired', () => {
    it('answers 410 connect_expired 10 minutes after the consent, and exchanges nothing', async () => {
      const code = completionCodeOf(await fixture.returnFromGoogle(user.userId, user.agentId)) ?? '';
      fixture.now = new Date(fixture.now.getTime() + 10 * 60_000 + 1_000);
      const exchangesBefore = exchanges();

      const response = await fixture.complete({ user: user.userId }, code);

      expect(response.status).toBe(410);
      expect(await errorOf(response)).toMatchObject({ code: 'connect_expired', reason: 'state_expired' });
      expect(exchanges()).toBe(exchangesBefore);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });

    it('counts from the consent, not from the start of the flow', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      fixture.now = new Date(fixture.now.getTime() + 9 * 60_000);
      const code = completionCodeOf(await fixture.handler(new Request(callback))) ?? '';
      fixture.now = new Date(fixture.now.getTime() + 9 * 60_000);

      expect((await fixture.complete({ user: user.userId }, code)).status).toBe(200);
    });
  });

  describe('when the code is not one this deployment handed out', () => {
    it('answers 400 invalid_state', async () => {
      const response = await fixture.complete({ user: user.userId }, 'A'.repeat(43));

      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'invalid_state', reason: 'invalid_state' });
    });
  });

  describe('when the request is not valid', () => {
    it.each([
      ['no code', {}, /code is required/],
      ['a code of another shape', { code: 'not-a-code' }, /43-character code/],
      ['a number', { code: 43 }, /code must be a string/],
    ])('answers 400 bad_request for %s', async (_case, body, message) => {
      const response = await fixture.send('POST', '/integrations/gmail/complete', {
        caller: { user: user.userId },
        body,
      });

      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 'bad_request',
        issues: [{ path: 'code', message: expect.stringMatching(message) }],
      });
    });

    it("answers 401 without a user's token, and leaves the code usable by its user", async () => {
      const code = completionCodeOf(await fixture.returnFromGoogle(user.userId, user.agentId)) ?? '';

      expect((await fixture.complete(null, code)).status).toBe(401);
      expect((await fixture.complete({ bearer: 'not-a-jwt' }, code)).status).toBe(401);
      expect((await fixture.complete({ user: user.userId }, code)).status).toBe(200);
    });

    it('answers 405 to a GET, naming POST', async () => {
      const response = await fixture.send('GET', '/integrations/gmail/complete', { caller: { user: user.userId } });

      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });

  describe('when the consent was declined', () => {
    it('hands out no code at all', async () => {
      fixture.google.consent = 'deny';
      try {
        const response = await fixture.returnFromGoogle(user.userId, user.agentId);

        expect(redirectQuery(response)).toMatchObject({ status: 'error', reason: 'access_denied' });
        expect(redirectQuery(response)).not.toHaveProperty('code');
      } finally {
        fixture.google.consent = 'approve';
      }
    });
  });
});

describe('completing a Gmail connection when the database goes away', () => {
  it('answers 503 instead of a 500', async () => {
    const fixture = await createIntegrationsFixture();
    try {
      const user = await fixture.createUser();
      const code = completionCodeOf(await fixture.returnFromGoogle(user.userId, user.agentId)) ?? '';
      await fixture.database.stop();

      const response = await fixture.complete({ user: user.userId }, code);

      expect(response.status).toBe(503);
      // An outage the driver recognizes is database_unavailable; any other failure to reach
      // it still ends as the flow's own 503.
      expect(['database_unavailable', 'connect_unavailable']).toContain((await errorOf(response)).code);
    } finally {
      await fixture.close().catch(() => {});
    }
  });
});
