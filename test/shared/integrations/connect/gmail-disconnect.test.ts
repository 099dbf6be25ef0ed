import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSandbox } from '../../../../shared/integrations/local-sandbox.ts';
import { parseGmailToken } from '../../../../shared/integrations/gmail/gmail-token.ts';
import {
  completionCodeOf,
  createIntegrationsFixture,
  type IntegrationsFixture,
  redirectQuery,
} from './support/integrations-fixture.ts';
import { type FakeGoogle, startFakeGoogle } from './support/fake-google-server.ts';

describe('POST /integrations/gmail/disconnect', () => {
  let fixture: IntegrationsFixture;
  let user: { userId: string; agentId: string };

  beforeAll(async () => {
    fixture = await createIntegrationsFixture();
  });
  afterAll(() => fixture.close());
  beforeEach(async () => {
    user = await fixture.createUser();
  });

  const disconnect = (caller = user) =>
    fixture.send('POST', '/integrations/gmail/disconnect', {
      caller: { user: caller.userId },
      body: { agentId: caller.agentId },
    });

  describe('when Gmail is connected', () => {
    it('revokes the refresh token at Google, deletes the tokens, and says revoked: true', async () => {
      await fixture.connectGmail(user.userId, user.agentId);
      const stored = await fixture.credentials.get(user.userId, 'gmail');
      const refreshToken = stored.status === 'ok' ? parseGmailToken(stored.secret)?.refresh_token : undefined;

      const response = await disconnect();

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        integration: {
          id: 'gmail',
          kind: 'oauth',
          status: 'not_connected',
          connectedAt: null,
          lastUsedAt: null,
          lastFailure: null,
        },
        revoked: true,
      });
      expect(fixture.google.revoked).toContain(refreshToken);
      expect(fixture.google.refreshTokens.has(refreshToken ?? '')).toBe(false);
      expect(
        await fixture.database.sql.query(`select 1 from public.integration_credentials where user_id = $1`, [
          user.userId,
        ]),
      ).toEqual([]);
    });
  });

  describe("when Google's revoke endpoint fails", () => {
    it('still deletes the tokens, and says revoked: false', async () => {
      await fixture.connectGmail(user.userId, user.agentId);
      fixture.google.script('revoke', { status: 503, body: { error: 'backend_error' } });

      const response = await disconnect();

      expect(await response.json()).toMatchObject({ integration: { status: 'not_connected' }, revoked: false });
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
      expect(fixture.logLines).toContainEqual(expect.objectContaining({ event: 'gmail-revoke-failed' }));
    });
  });

  describe('when the grant was already revoked at Google', () => {
    it("counts Google's invalid_token as revoked", async () => {
      await fixture.connectGmail(user.userId, user.agentId);
      fixture.google.refreshTokens.clear();

      expect(await (await disconnect()).json()).toMatchObject({ revoked: true });
    });
  });

  describe('when Gmail is not connected', () => {
    it('answers not_connected and revoked: false', async () => {
      expect(await (await disconnect()).json()).toMatchObject({
        integration: { status: 'not_connected' },
        revoked: false,
      });
    });
  });

  describe("when the agent is not the caller's", () => {
    it("answers 404 and leaves the owner's connection alone", async () => {
      await fixture.connectGmail(user.userId, user.agentId);
      const other = await fixture.createUser();

      const response = await fixture.send('POST', '/integrations/gmail/disconnect', {
        caller: { user: other.userId },
        body: { agentId: user.agentId },
      });

      expect(response.status).toBe(404);
      expect((await fixture.credentials.get(user.userId, 'gmail')).status).toBe('ok');
    });
  });
});

describe('a sandbox Gmail connection', () => {
  let fixture: IntegrationsFixture;
  let sandboxGoogle: FakeGoogle;
  let sandbox: LocalSandbox;

  beforeAll(async () => {
    sandboxGoogle = await startFakeGoogle({ clientId: 'parley-sandbox-client', clientSecret: 'parley-sandbox-secret' });
    sandboxGoogle.account = 'demo@sandbox.parley.local';
    sandbox = {
      search: { provider: 'serper', baseUrl: 'http://127.0.0.1:9/sandbox-search', apiKey: 'sandbox-search-key' },
      gmail: { apiBaseUrl: 'http://127.0.0.1:9/sandbox-gmail/gmail/v1', address: 'demo@sandbox.parley.local' },
      google: {
        authorizeUrl: sandboxGoogle.authorizeUrl,
        tokenUrl: sandboxGoogle.tokenUrl,
        revokeUrl: sandboxGoogle.revokeUrl,
        userinfoUrl: sandboxGoogle.userinfoUrl,
        clientId: sandboxGoogle.clientId,
        clientSecret: sandboxGoogle.clientSecret,
      },
    };
    // No Google client configured: the gateway's sandbox Google stands in.
    fixture = await createIntegrationsFixture({
      environment: { GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined },
      sandbox,
    });
  });
  afterAll(async () => {
    await fixture.close();
    await sandboxGoogle.close();
  });

  it('is made through the sandbox Google, marked sandbox, and listed as sandbox (never connected)', async () => {
    const user = await fixture.createUser();

    const { authorizationUrl, callback } = await fixture.startConnect(user.userId, user.agentId);
    const response = await fixture.handler(new Request(callback));
    const completion = await fixture.complete({ user: user.userId }, completionCodeOf(response) ?? '');
    const list =
      await (await fixture.send('GET', `/integrations?agentId=${user.agentId}`, { caller: { user: user.userId } }))
        .json() as { integrations: { id: string }[] };

    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(sandboxGoogle.authorizeUrl);
    expect(redirectQuery(response)).toMatchObject({ status: 'pending' });
    expect(completion.status).toBe(200);
    expect(fixture.google.requests).toEqual([]);
    const stored = await fixture.credentials.get(user.userId, 'gmail');
    expect(stored.status === 'ok' ? stored.metadata : null).toMatchObject({
      sandbox: true,
      account: 'demo@sandbox.parley.local',
    });
    expect(list.integrations.find((integration) => integration.id === 'gmail')).toMatchObject({
      status: 'sandbox',
      account: 'demo@sandbox.parley.local',
    });
  });

  it("is revoked at the sandbox's revoke endpoint on disconnect", async () => {
    const user = await fixture.createUser();
    await fixture.connectGmail(user.userId, user.agentId);

    const response = await fixture.send('POST', '/integrations/gmail/disconnect', {
      caller: { user: user.userId },
      body: { agentId: user.agentId },
    });

    expect(await response.json()).toMatchObject({ revoked: true });
    expect(sandboxGoogle.revoked).toHaveLength(1);
  });

  it('reads as not connected, and revokes nothing, where there is no sandbox (a deployed function)', async () => {
    const user = await fixture.createUser();
    await fixture.connectGmail(user.userId, user.agentId);
    const revokedBefore = sandboxGoogle.revoked.length;
    fixture.handler = fixture.buildHandler({ sandbox: undefined });
    try {
      const list =
        await (await fixture.send('GET', `/integrations?agentId=${user.agentId}`, { caller: { user: user.userId } }))
          .json() as { integrations: { id: string }[] };
      const disconnected = await fixture.send('POST', '/integrations/gmail/disconnect', {
        caller: { user: user.userId },
        body: { agentId: user.agentId },
      });

      expect(list.integrations.find((integration) => integration.id === 'gmail')).toMatchObject({
        status: 'not_connected',
      });
      expect(await disconnected.json()).toMatchObject({ revoked: false });
      expect(sandboxGoogle.revoked).toHaveLength(revokedBefore);
      expect(await fixture.credentials.get(user.userId, 'gmail')).toEqual({ status: 'missing' });
    } finally {
      fixture.handler = fixture.buildHandler();
    }
  });
});
