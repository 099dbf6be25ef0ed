import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseGmailToken } from '../../../../shared/integrations/gmail/gmail-token.ts';
import {
  appUrl,
  callbackUrl,
  completionCodeOf,
  createIntegrationsFixture,
  type GmailFlow,
  type IntegrationsFixture,
  redirectQuery,
} from './support/integrations-fixture.ts';

describe('the Gmail connection flow', () => {
  let fixture: IntegrationsFixture;
  let user: { userId: string; agentId: string };

  beforeAll(async () => {
    fixture = await createIntegrationsFixture();
  });
  afterAll(() => fixture.close());
  beforeEach(async () => {
    fixture.now = new Date();
    fixture.google.consent = 'approve';
    fixture.google.omitRefreshToken = false;
    fixture.google.grantedScope = null;
    user = await fixture.createUser();
  });

  describe("when the user approves on Google's consent screen", () => {
    it('asks Google for an offline code with PKCE S256, consent, and only the Gmail scopes the tools need', async () => {
      const { authorizationUrl } = await fixture.startConnect(user.userId, user.agentId);
      const query = Object.fromEntries(authorizationUrl.searchParams);

      expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(fixture.google.authorizeUrl);
      expect(query).toMatchObject({
        client_id: fixture.google.clientId,
        redirect_uri: callbackUrl,
        response_type: 'code',
        access_type: 'offline',
        prompt: 'consent',
        code_challenge_method: 'S256',
      });
      expect(query.scope?.split(' ')).toEqual([
        'openid',
        'email',
        'https://www.googleapis.com/auth/gmail.send',
        'https://www.googleapis.com/auth/gmail.readonly',
      ]);
      expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(query).not.toHaveProperty('include_granted_scopes');
    });

    it('never sends the PKCE verifier or a secret through the browser', async () => {
      const { authorizationUrl } = await fixture.startConnect(user.userId, user.agentId);
      const [row] = await fixture.database.sql.query<{ code_verifier_ciphertext: string }>(
        `select code_verifier_ciphertext from public.oauth_states where user_id = $1`,
        [user.userId],
      );

      expect(row?.code_verifier_ciphertext).toMatch(/^v1:/);
      expect(authorizationUrl.toString()).not.toContain('code_verifier');
      expect(authorizationUrl.toString()).not.toContain(fixture.google.clientSecret);
    });

    it('sends the browser back with status=pending and a one-time code, and connects nothing yet', async () => {
      const response = await fixture.returnFromGoogle(user.userId, user.agentId);

      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(`${appUrl}/settings/integrations`);
      expect(redirectQuery(response)).toEqual({
        integration: 'gmail',
        status: 'pending',
        code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(fixture.google.requests.filter((request) => request.path === '/token')).toEqual([]);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });

    it("keeps only the completion code's hash, never the code itself", async () => {
      const code = completionCodeOf(await fixture.returnFromGoogle(user.userId, user.agentId)) ?? '';
      const [row] = await fixture.database.sql.query<Record<string, string>>(
        `select completion_code_hash, authorization_code_ciphertext from public.oauth_states where user_id = $1`,
        [user.userId],
      );

      expect(row?.completion_code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row?.authorization_code_ciphertext).toMatch(/^v1:/);
    });

    it("completes in the user's session: exchanges the code with PKCE, stores the tokens encrypted, answers the status", async () => {
      const { completion } = await fixture.connectGmail(user.userId, user.agentId);

      expect(completion?.status).toBe(200);
      expect(completion?.headers.get('cache-control')).toBe('no-store');
      expect(await completion?.json()).toEqual({
        agentId: user.agentId,
        integration: expect.objectContaining({ id: 'gmail', status: 'connected', account: 'ada.lovelace@gmail.com' }),
      });
      const exchange = fixture.google.requests.find((request) => request.path === '/token');
      expect(exchange?.form.get('grant_type')).toBe('authorization_code');
      expect(exchange?.form.get('redirect_uri')).toBe(callbackUrl);
      expect(exchange?.form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const stored = await fixture.credentials.get(user.userId, 'gmail');
      expect(stored.status).toBe('ok');
      if (stored.status !== 'ok') return;
      const token = parseGmailToken(stored.secret);
      expect(token?.access_token).toMatch(/^ya29\./);
      expect(token?.refresh_token).toMatch(/^1\/\//);
      expect(typeof token?.expires_at).toBe('string');
      expect(stored.metadata).toEqual({
        account: 'ada.lovelace@gmail.com',
        scopes:
          'openid email https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.readonly',
        connectedAt: fixture.now.toISOString(),
      });
      const [row] = await fixture.database.sql.query<{ secret_ciphertext: string }>(
        `select secret_ciphertext from public.integration_credentials where user_id = $1 and provider = 'gmail'`,
        [user.userId],
      );
      expect(row?.secret_ciphertext).not.toContain(token?.refresh_token ?? '');
    });

    it('lists Gmail as connected, with the account address', async () => {
      await fixture.connectGmail(user.userId, user.agentId);

      const response = await fixture.send('GET', `/integrations?agentId=${user.agentId}`, {
        caller: { user: user.userId },
      });
      const body = await response.json() as { integrations: { id: string }[] };

      expect(body.integrations.find((integration) => integration.id === 'gmail')).toEqual({
        id: 'gmail',
        kind: 'oauth',
        status: 'connected',
        account: 'ada.lovelace@gmail.com',
        connectedAt: fixture.now.toISOString(),
        lastUsedAt: null,
        lastFailure: null,
      });
    });

    it("keeps the return address's own query and path", async () => {
      const response = await fixture.returnFromGoogle(
        user.userId,
        user.agentId,
        'https://app.example.com/parley/settings?tab=integrations',
      );

      expect(response.headers.get('location')).toBe(
        `https://app.example.com/parley/settings?tab=integrations&integration=gmail&status=pending&code=${
          completionCodeOf(response)
        }`,
      );
    });
  });

  describe("when the user declines on Google's consent screen", () => {
    it('redirects with status=error&reason=access_denied and stores nothing', async () => {
      fixture.google.consent = 'deny';

      const { callback, completion } = await fixture.connectGmail(user.userId, user.agentId);

      expect(callback.status).toBe(303);
      expect(redirectQuery(callback)).toMatchObject({ integration: 'gmail', status: 'error', reason: 'access_denied' });
      expect(completion).toBeNull();
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });
  });

  /** The completion's refusal: its status and error body. */
  async function refusalOf(flow: GmailFlow): Promise<{ status: number; error: Record<string, unknown> }> {
    const completion = flow.completion;
    if (completion === null) {
      throw new Error(`the callback ended the flow: ${JSON.stringify(redirectQuery(flow.callback))}`);
    }
    return { status: completion.status, error: (await completion.json() as { error: Record<string, unknown> }).error };
  }

  describe('when Google answers the exchange without a refresh token', () => {
    it('answers 422 connect_refused, reason missing_refresh_token, saying to reconnect with consent', async () => {
      fixture.google.omitRefreshToken = true;

      const { status, error } = await refusalOf(await fixture.connectGmail(user.userId, user.agentId));

      expect(status).toBe(422);
      expect(error).toMatchObject({ code: 'connect_refused', reason: 'missing_refresh_token' });
      expect(error.message).toMatch(/connect again and approve the consent screen/);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });
  });

  describe('when the user unticks a Gmail permission', () => {
    it('gives the grant back and answers 422, reason insufficient_scopes', async () => {
      fixture.google.grantedScope = 'openid email https://www.googleapis.com/auth/gmail.readonly';

      const { status, error } = await refusalOf(await fixture.connectGmail(user.userId, user.agentId));

      expect(status).toBe(422);
      expect(error).toMatchObject({ code: 'connect_refused', reason: 'insufficient_scopes' });
      expect(fixture.google.revoked.at(-1)).toMatch(/^1\/\//);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });
  });

  describe('when Google refuses the code or cannot be reached', () => {
    it.each([
      ['invalid_grant', { status: 400, body: { error: 'invalid_grant' } }, 422, 'connect_refused', 'code_rejected'],
      [
        'invalid_client (a wrong client secret)',
        { status: 401, body: { error: 'invalid_client' } },
        503,
        'not_configured',
        'not_configured',
      ],
      ['a 503', { status: 503, body: 'unavailable' }, 503, 'connect_unavailable', 'temporarily_unavailable'],
    ])('answers %s with a clear refusal and stores nothing', async (_case, reply, status, code, reason) => {
      fixture.google.script('token', reply);

      const refusal = await refusalOf(await fixture.connectGmail(user.userId, user.agentId));

      expect(refusal).toEqual({
        status,
        error: { code, reason, message: expect.any(String), requestId: expect.any(String) },
      });
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    });

    it('answers 503 connect_unavailable when the account address cannot be read', async () => {
      fixture.google.script('userinfo', { status: 500, body: {} });

      expect(await refusalOf(await fixture.connectGmail(user.userId, user.agentId))).toMatchObject({
        status: 503,
        error: { code: 'connect_unavailable', reason: 'temporarily_unavailable' },
      });
    });
  });

  describe('when returnTo is not one of the web app URLs', () => {
    it.each([
      ['another site', 'https://evil.example/steal'],
      ["another port of the app's host", 'http://127.0.0.1:3001/settings'],
      ['another scheme', 'https://127.0.0.1:3000/settings'.replace('https', 'ftp')],
      ['a path beside the allowed prefix', 'https://app.example.com/parley-evil'],
      ['a path that climbs out of the prefix', 'https://app.example.com/parley/../admin'],
      ['user info before the host', 'http://attacker@127.0.0.1:3000/settings'],
      ['a relative address', '/settings'],
      ['a javascript: URL', 'javascript:alert(1)'],
    ])('refuses %s with 400 return_to_not_allowed', async (_case, returnTo) => {
      const response = await fixture.send('POST', '/integrations/gmail/connect', {
        caller: { user: user.userId },
        body: { agentId: user.agentId, returnTo },
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'return_to_not_allowed' } });
      expect(await fixture.database.sql.query(`select 1 from public.oauth_states where user_id = $1`, [user.userId]))
        .toEqual([]);
    });
  });

  describe('when the connect request is not valid', () => {
    it.each([
      ['no returnTo', () => ({ agentId: user.agentId }), 'returnTo', /returnTo is required/],
      ['an empty returnTo', () => ({ agentId: user.agentId, returnTo: '' }), 'returnTo', /returnTo must not be empty/],
      [
        'an agentId that is not a UUID',
        () => ({ agentId: 'x', returnTo: appUrl }),
        'agentId',
        /agentId must be a UUID/,
      ],
    ])('answers 400 for %s', async (_case, body, path, message) => {
      const response = await fixture.send('POST', '/integrations/gmail/connect', {
        caller: { user: user.userId },
        body: body(),
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'bad_request', issues: [{ path, message: expect.stringMatching(message) }] },
      });
    });

    it("answers 404 for another user's agent and starts nothing", async () => {
      const other = await fixture.createUser();

      const response = await fixture.send('POST', '/integrations/gmail/connect', {
        caller: { user: user.userId },
        body: { agentId: other.agentId, returnTo: appUrl },
      });

      expect(response.status).toBe(404);
      expect(await fixture.database.sql.query(`select 1 from public.oauth_states where agent_id = $1`, [other.agentId]))
        .toEqual([]);
    });

    it('answers 401 without a user token', async () => {
      expect(
        (await fixture.send('POST', '/integrations/gmail/connect', {
          body: { agentId: user.agentId, returnTo: appUrl },
        })).status,
      ).toBe(401);
    });
  });
});
