import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../../../shared/db/credential-base64.ts';
import { parseCredentialKeyring } from '../../../../shared/db/credential-keyring.ts';
import { encodeBase64Url } from '../../../../shared/db/base64url.ts';
import { createOAuthStateSigner } from '../../../../shared/integrations/connect/oauth-state-signer.ts';
import {
  appUrl,
  completionCodeOf,
  createIntegrationsFixture,
  type IntegrationsFixture,
  redirectQuery,
  signUserJwt,
} from './support/integrations-fixture.ts';

/** The callback URL Google produced, with its `state` replaced. */
function withState(callback: URL, state: string | null): Request {
  const url = new URL(callback);
  if (state === null) url.searchParams.delete('state');
  else url.searchParams.set('state', state);
  return new Request(url);
}

/** The payload of a state, decoded (it is signed, not secret). */
function payloadOf(state: string): Record<string, unknown> {
  const [body = ''] = state.split('.');
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe("the Gmail callback's state", () => {
  let fixture: IntegrationsFixture;
  let user: { userId: string; agentId: string };

  beforeAll(async () => {
    fixture = await createIntegrationsFixture();
  });
  afterAll(() => fixture.close());
  beforeEach(async () => {
    fixture.now = new Date();
    user = await fixture.createUser();
  });

  describe('when the state was not signed by this deployment', () => {
    async function expectRefused(request: Request): Promise<void> {
      const response = await fixture.handler(request);

      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toEqual({
        error: { code: 'invalid_state', message: expect.stringMatching(/not valid/), requestId: expect.any(String) },
      });
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    }

    it('answers a small 400 without redirecting when the payload was altered (returnTo swapped)', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      const state = callback.searchParams.get('state') ?? '';
      const [, signature] = state.split('.');
      const altered = encodeBase64Url(
        new TextEncoder().encode(JSON.stringify({ ...payloadOf(state), r: 'https://evil.example/' })),
      );

      await expectRefused(withState(callback, `${altered}.${signature}`));
    });

    it.each([
      [
        'a signature with one character changed',
        // The second-to-last character, swapped for one that differs from it.
        (state: string) => `${state.slice(0, -2)}${state.at(-2) === 'A' ? 'B' : 'A'}${state.slice(-1)}`,
      ],
      ['no signature', (state: string) => state.split('.')[0] ?? ''],
      ['garbage', () => 'not-a-state'],
      ['an over-long value', (state: string) => state.repeat(20)],
    ])('answers 400 invalid_state for %s', async (_case, tamper) => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);

      await expectRefused(withState(callback, tamper(callback.searchParams.get('state') ?? '')));
    });

    it('answers 400 invalid_state without a state at all', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);

      await expectRefused(withState(callback, null));
    });

    it("answers 400 invalid_state for a state signed with another deployment's key", async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      const state = callback.searchParams.get('state') ?? '';
      const payload = payloadOf(state);
      const foreign = createOAuthStateSigner(
        parseCredentialKeyring(encodeBase64(crypto.getRandomValues(new Uint8Array(32)))),
      );
      const forged = await foreign.sign({
        nonce: String(payload.n),
        userId: user.userId,
        agentId: user.agentId,
        returnTo: String(payload.r),
        expiresAt: new Date(Number(payload.x) * 1000),
      });

      await expectRefused(withState(callback, forged));
    });
  });

  describe('when the state has expired', () => {
    it('redirects with reason=state_expired after 10 minutes, and nothing is exchanged', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      fixture.now = new Date(fixture.now.getTime() + 10 * 60_000 + 1_000);
      const exchangesBefore = fixture.google.requests.filter((request) => request.path === '/token').length;

      const response = await fixture.handler(new Request(callback));

      expect(response.status).toBe(303);
      expect(redirectQuery(response)).toMatchObject({ integration: 'gmail', status: 'error', reason: 'state_expired' });
      expect(fixture.google.requests.filter((request) => request.path === '/token')).toHaveLength(exchangesBefore);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });

    it('still accepts it at 9 minutes', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      fixture.now = new Date(fixture.now.getTime() + 9 * 60_000);

      expect(redirectQuery(await fixture.handler(new Request(callback)))).toEqual({
        integration: 'gmail',
        status: 'pending',
        code: expect.any(String),
      });
    });
  });

  describe('when the state is used a second time', () => {
    it('redirects the replay with reason=state_already_used and no second completion code', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      const first = await fixture.handler(new Request(callback));

      const replay = await fixture.handler(new Request(callback));

      expect(redirectQuery(first)).toMatchObject({ status: 'pending' });
      expect(redirectQuery(replay)).toEqual({
        integration: 'gmail',
        status: 'error',
        reason: 'state_already_used',
        message: expect.any(String),
      });
      expect((await fixture.complete({ user: user.userId }, completionCodeOf(first) ?? '')).status).toBe(200);
    });

    it('lets exactly one of two simultaneous callbacks through', async () => {
      const { callback } = await fixture.startConnect(user.userId, user.agentId);

      const responses = await Promise.all([
        fixture.handler(new Request(callback)),
        fixture.handler(new Request(callback)),
      ]);

      expect(responses.map((response) => redirectQuery(response).status).sort()).toEqual(['error', 'pending']);
    });

    it('cannot be reused after Google reported a refusal', async () => {
      fixture.google.consent = 'deny';
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      fixture.google.consent = 'approve';
      await fixture.handler(new Request(callback));
      const withCode = new URL(callback);
      withCode.searchParams.delete('error');
      withCode.searchParams.set('code', '4/0Ab-guessed');

      expect(redirectQuery(await fixture.handler(new Request(withCode)))).toMatchObject({
        reason: 'state_already_used',
      });
    });
  });

  describe('when the state belongs to another user', () => {
    it('refuses a signed state whose user does not own the nonce row (invalid_state), and connects no one', async () => {
      const other = await fixture.createUser();
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      const state = callback.searchParams.get('state') ?? '';
      const payload = payloadOf(state);
      // Only someone holding the key could do this; the row's binding still refuses it.
      const signer = createOAuthStateSigner(parseCredentialKeyring(fixture.environment.PARLEY_CREDENTIALS_KEY ?? ''));
      const spliced = await signer.sign({
        nonce: String(payload.n),
        userId: other.userId,
        agentId: other.agentId,
        returnTo: String(payload.r),
        expiresAt: new Date(Number(payload.x) * 1000),
      });

      const response = await fixture.handler(withState(callback, spliced));

      expect(redirectQuery(response)).toMatchObject({ status: 'error', reason: 'invalid_state' });
      expect(await fixture.credentials.get(other.userId, 'gmail')).toEqual({ status: 'missing' });
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });

    it("connects no one, whoever's browser arrives: it hands back a completion code and stores nothing", async () => {
      const other = await fixture.createUser();
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      const exchanges = () => fixture.google.requests.filter((google) => google.path === '/token').length;
      const exchangesBefore = exchanges();

      const request = new Request(callback, {
        headers: { authorization: `Bearer ${await signUserJwt(other.userId)}` },
      });
      expect(redirectQuery(await fixture.handler(request))).toMatchObject({ status: 'pending' });
      expect(exchanges()).toBe(exchangesBefore);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
      expect(await fixture.credentials.get(other.userId, 'gmail')).toEqual({ status: 'missing' });
    });
  });

  describe('when the return address is no longer allowed', () => {
    it('refuses to redirect there (400), even with a valid state', async () => {
      const { callback } = await fixture.startConnect(
        user.userId,
        user.agentId,
        'https://app.example.com/parley/settings',
      );
      const narrower = fixture.buildHandler({ environment: { PARLEY_APP_URLS: appUrl } });

      const response = await narrower(new Request(callback));

      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.json()).toMatchObject({ error: { code: 'return_to_not_allowed' } });
    });
  });
});

describe('the Gmail callback when the database goes away', () => {
  it('redirects with reason=temporarily_unavailable instead of answering 500', async () => {
    const fixture = await createIntegrationsFixture();
    try {
      const user = await fixture.createUser();
      const { callback } = await fixture.startConnect(user.userId, user.agentId);
      await fixture.database.stop();

      const response = await fixture.handler(new Request(callback));

      expect(response.status).toBe(303);
      expect(redirectQuery(response)).toMatchObject({ status: 'error', reason: 'temporarily_unavailable' });
      expect(fixture.logLines.some((line) => line.event === 'gmail-callback-failed')).toBe(true);
    } finally {
      await fixture.close().catch(() => {});
    }
  });
});
