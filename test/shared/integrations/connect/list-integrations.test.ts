import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentSettingsInput } from '../../../../shared/db/repositories/agent-settings.ts';
import { createGmailFunction } from '../../../../shared/functions/gmail-function.ts';
import type { LocalSandbox } from '../../../../shared/integrations/local-sandbox.ts';
import { silentLogger } from '../../../../shared/log/logger.ts';
import {
  createIntegrationsFixture,
  type IntegrationsFixture,
  providerKeys,
  signUserJwt,
} from './support/integrations-fixture.ts';

type Listed = { id: string; kind: string; status: string; [field: string]: unknown };

const mcpSettings: AgentSettingsInput = {
  searchProviders: ['serper', 'brave'],
  mcpServers: [
    {
      name: 'my_files',
      url: 'https://mcp.example.com/files',
      headers: { Authorization: { credential: 'files-token', prefix: 'Bearer ' } },
    },
    { name: 'docs', url: 'https://mcp.example.com/docs' },
  ],
};

describe('GET /integrations', () => {
  let fixture: IntegrationsFixture;

  beforeAll(async () => {
    fixture = await createIntegrationsFixture();
  });
  afterAll(() => fixture.close());

  async function list(user: { userId: string; agentId: string }): Promise<Listed[]> {
    const response = await fixture.send('GET', `/integrations?agentId=${user.agentId}`, {
      caller: { user: user.userId },
    });
    expect(response.status).toBe(200);
    const body = await response.json() as { agentId: string; integrations: Listed[] };
    expect(body.agentId).toBe(user.agentId);
    return body.integrations;
  }

  const byId = (integrations: readonly Listed[], id: string) =>
    integrations.find((integration) => integration.id === id);

  describe('when nothing is connected', () => {
    it('lists Gmail, the three search APIs and each MCP server of the agent, all not connected but an MCP server without secrets', async () => {
      const user = await fixture.createUser(mcpSettings);

      const integrations = await list(user);

      expect(integrations.map(({ id, kind, status }) => ({ id, kind, status }))).toEqual([
        { id: 'gmail', kind: 'oauth', status: 'not_connected' },
        { id: 'serper', kind: 'api_key', status: 'not_connected' },
        { id: 'brave', kind: 'api_key', status: 'not_connected' },
        { id: 'serpapi', kind: 'api_key', status: 'not_connected' },
        { id: 'mcp:my_files', kind: 'mcp', status: 'not_connected' },
        { id: 'mcp:docs', kind: 'mcp', status: 'connected' },
      ]);
      expect(byId(integrations, 'gmail')).toEqual({
        id: 'gmail',
        kind: 'oauth',
        status: 'not_connected',
        connectedAt: null,
        lastUsedAt: null,
        lastFailure: null,
      });
    });
  });

  describe('when everything is connected', () => {
    it('never has a secret, a token or a ciphertext in its body', async () => {
      const user = await fixture.createUser(mcpSettings);
      await fixture.connectGmail(user.userId, user.agentId);
      for (const provider of ['serper', 'brave', 'serpapi'] as const) {
        await fixture.send('PUT', `/integrations/${provider}`, {
          caller: { user: user.userId },
          body: { agentId: user.agentId, apiKey: providerKeys[provider] },
        });
      }
      await fixture.credentials.save(user.userId, 'files-token', 'mcp-files-secret-token-0123456789');
      const stored = await fixture.credentials.get(user.userId, 'gmail');
      const token = stored.status === 'ok'
        ? JSON.parse(stored.secret) as { access_token: string; refresh_token: string }
        : null;
      const ciphertexts = await fixture.database.sql.query<{ secret_ciphertext: string }>(
        `select secret_ciphertext from public.integration_credentials where user_id = $1`,
        [user.userId],
      );

      const response = await fixture.send('GET', `/integrations?agentId=${user.agentId}`, {
        caller: { user: user.userId },
      });
      const text = await response.text();

      const secrets = [
        token?.access_token,
        token?.refresh_token,
        ...Object.values(providerKeys),
        'mcp-files-secret-token-0123456789',
        ...ciphertexts.map((row) => row.secret_ciphertext),
      ];
      expect(secrets.filter((secret) => secret === undefined)).toEqual([]);
      for (const secret of secrets) expect(text).not.toContain(secret);
      // The MCP server's credential *name* is listed (the web app asks for it by name); nothing else may look like a secret.
      expect(text.replaceAll('"name":"files-token"', '')).not.toMatch(/v1:k1:|ya29\.|1\/\/|secret|token/i);
      const integrations = (JSON.parse(text) as { integrations: Listed[] }).integrations;
      expect(integrations.every((integration) => integration.status === 'connected')).toBe(true);
      expect(byId(integrations, 'serpapi')).toMatchObject({ fingerprint: providerKeys.serpapi.slice(-4) });
      expect(byId(integrations, 'mcp:my_files')).toMatchObject({
        connectedAt: expect.any(String),
        credentials: [{ name: 'files-token', status: 'connected' }],
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('when a stored credential cannot be used', () => {
    it('says needs_reconnect for one that does not decrypt, one that is a Vault reference, and a Gmail token that is not JSON', async () => {
      const user = await fixture.createUser(mcpSettings);
      await fixture.credentials.save(user.userId, 'serper', '0f8fad5b-d9cb-469f-a165-70867728950e');
      await fixture.credentials.save(user.userId, 'brave', providerKeys.brave);
      await fixture.database.sql.query(
        `update public.integration_credentials set secret_ciphertext = 'v1:k1:AAAA:BBBB' where user_id = $1 and provider = 'brave'`,
        [user.userId],
      );
      await fixture.credentials.save(user.userId, 'gmail', 'not a token');
      await fixture.credentials.save(user.userId, 'files-token', 'line\r\nbreak');

      const integrations = await list(user);

      expect(['gmail', 'serper', 'brave', 'mcp:my_files'].map((id) => byId(integrations, id)?.status)).toEqual([
        'needs_reconnect',
        'needs_reconnect',
        'needs_reconnect',
        'needs_reconnect',
      ]);
    });

    it('says not_connected for a revoked credential', async () => {
      const user = await fixture.createUser();
      await fixture.credentials.save(user.userId, 'serper', providerKeys.serper);
      await fixture.credentials.markStatus(user.userId, 'serper', 'revoked');

      expect(byId(await list(user), 'serper')?.status).toBe('not_connected');
    });
  });

  describe('when Google answers a refresh with invalid_grant', () => {
    it('lists Gmail as needs_reconnect (keeping the account), and the tool tells the model to reconnect', async () => {
      const user = await fixture.createUser({});
      await fixture.database.sql.query(
        `update public.agents set enabled_tools = array['gmail_read_emails'] where id = $1`,
        [user.agentId],
      );
      await fixture.connectGmail(user.userId, user.agentId);
      // The user removed Parley's access in their Google account: the refresh token is dead.
      fixture.google.refreshTokens.clear();
      const flushes: Promise<unknown>[] = [];
      const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
      const gmailApi = createGmailFunction(fixture.environment, {
        localDatabase: fixture.database.sql,
        logger: silentLogger,
        clock: () => inTwoHours,
        edgeRuntime: { waitUntil: (promise: Promise<unknown>) => flushes.push(promise) },
      });

      const toolResponse = await gmailApi(
        new Request('http://127.0.0.1:54321/functions/v1/gmail-api', {
          method: 'POST',
          headers: { authorization: `Bearer ${await signUserJwt(user.userId)}`, 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'read_emails', params: {}, agentId: user.agentId }),
        }),
      );
      await Promise.all(flushes);
      const integrations = await list(user);

      const toolBody = await toolResponse.json() as { success: boolean; category: string; error: string };
      expect(toolBody).toMatchObject({ success: false, category: 'not_configured' });
      expect(toolBody.error).toMatch(/reconnect/i);
      expect(fixture.google.requests.at(-1)?.form.get('grant_type')).toBe('refresh_token');
      expect(byId(integrations, 'gmail')).toMatchObject({
        status: 'needs_reconnect',
        account: 'ada.lovelace@gmail.com',
        lastUsedAt: expect.any(String),
        lastFailure: { category: 'not_configured', at: expect.any(String) },
      });
    });
  });

  describe('when the tool log has rows', () => {
    it('gives each integration its newest use and newest failure of this user, in the last 90 days', async () => {
      const user = await fixture.createUser(mcpSettings);
      const other = await fixture.createUser(mcpSettings);
      const insert = (userId: string, tool: string, provider: string | null, status: 'success' | 'error', at: string) =>
        fixture.database.sql.query(
          `insert into public.tool_executions (user_id, tool_call_id, requested_tool_name, attempt, status, category, model_message, duration_ms, provider, created_at)
         values ($1, 'call', $2, 1, $3, $4, 'text', 5, $5, $6)`,
          [userId, tool, status, status === 'error' ? 'transient' : null, provider, at],
        );
      const now = fixture.now.getTime();
      const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
      await insert(user.userId, 'gmail_send_email', 'gmail', 'error', ago(3));
      await insert(user.userId, 'gmail_send_email', 'gmail', 'success', ago(2));
      await insert(user.userId, 'web_search', 'serper', 'success', ago(1));
      await insert(user.userId, 'my_files__read', null, 'success', ago(4));
      await insert(user.userId, 'myXfiles__read', null, 'success', ago(0.5));
      await insert(user.userId, 'web_search', 'brave', 'error', ago(200));
      await insert(other.userId, 'web_search', 'serper', 'error', ago(0.1));

      const integrations = await list(user);

      expect(byId(integrations, 'gmail')).toMatchObject({
        lastUsedAt: ago(2),
        lastFailure: { category: 'transient', at: ago(3) },
      });
      expect(byId(integrations, 'serper')).toMatchObject({ lastUsedAt: ago(1), lastFailure: null });
      expect(byId(integrations, 'mcp:my_files')).toMatchObject({ lastUsedAt: ago(4), lastFailure: null });
      expect(byId(integrations, 'brave')).toMatchObject({ lastUsedAt: null, lastFailure: null });
      expect(byId(integrations, 'mcp:docs')).toMatchObject({ lastUsedAt: null });
    });
  });

  describe("when the tool log has the model's own mistakes and failures of a replaced key", () => {
    it("shows as last failure only the provider's, and none from before the key in use was stored", async () => {
      const user = await fixture.createUser(mcpSettings);
      const now = fixture.now.getTime();
      const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
      let calls = 0;
      const insert = (tool: string, provider: string | null, category: string, at: string) =>
        fixture.database.sql.query(
          `insert into public.tool_executions (user_id, tool_call_id, requested_tool_name, attempt, status, category, model_message, duration_ms, provider, created_at)
         values ($1, $2, $3, 1, 'error', $4, 'text', 5, $5, $6)`,
          [user.userId, `call_${(calls += 1)}`, tool, category, provider, at],
        );
      await insert('gmail_send_email', 'gmail', 'transient', ago(3));
      await insert('gmail_send_email', null, 'invalid_arguments', ago(2));
      await insert('gmail_send_email', 'gmail', 'invalid_arguments', ago(1.5));
      await insert('gmail_send_email', null, 'needs_input', ago(1));
      await insert('my_files__read', null, 'internal', ago(1));
      await insert('web_search', 'serper', 'not_configured', ago(1));
      const stored = await fixture.send('PUT', '/integrations/serper', {
        caller: { user: user.userId },
        body: { agentId: user.agentId, apiKey: providerKeys.serper },
      });
      expect(stored.status).toBe(200);

      const integrations = await list(user);

      expect(byId(integrations, 'gmail')).toMatchObject({ lastFailure: { category: 'transient', at: ago(3) } });
      expect(byId(integrations, 'mcp:my_files')).toMatchObject({ lastFailure: null });
      expect(byId(integrations, 'serper')).toMatchObject({
        status: 'connected',
        lastUsedAt: ago(1),
        lastFailure: null,
      });
    });
  });

  describe("when the agent is not the caller's", () => {
    it.each([
      ['an agent that does not exist', async () => crypto.randomUUID()],
      ["another user's agent", async () => (await fixture.createUser()).agentId],
    ])('answers 404 for %s', async (_case, agentId) => {
      const user = await fixture.createUser();

      const response = await fixture.send('GET', `/integrations?agentId=${await agentId()}`, {
        caller: { user: user.userId },
      });

      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    });

    it('answers 400 naming agentId when it is missing or not a UUID', async () => {
      const user = await fixture.createUser();

      const missing = await fixture.send('GET', '/integrations', { caller: { user: user.userId } });
      const malformed = await fixture.send('GET', '/integrations?agentId=42', { caller: { user: user.userId } });

      expect(await missing.json()).toMatchObject({
        error: { code: 'bad_request', issues: [{ path: 'agentId', message: 'agentId is required' }] },
      });
      expect(await malformed.json()).toMatchObject({
        error: { code: 'bad_request', issues: [{ path: 'agentId', message: 'agentId must be a UUID' }] },
      });
    });

    it('answers 401 without a JWT', async () => {
      const user = await fixture.createUser();

      expect((await fixture.send('GET', `/integrations?agentId=${user.agentId}`)).status).toBe(401);
    });
  });
});

describe("GET /integrations next to the local gateway's sandbox", () => {
  const sandbox: LocalSandbox = {
    search: { provider: 'serper', baseUrl: 'http://127.0.0.1:9/sandbox-search', apiKey: 'sandbox-search-key' },
    gmail: { apiBaseUrl: 'http://127.0.0.1:9/gmail/v1', address: 'demo@sandbox.parley.local' },
    google: {
      authorizeUrl: 'http://127.0.0.1:9/auth',
      tokenUrl: 'http://127.0.0.1:9/token',
      revokeUrl: 'http://127.0.0.1:9/revoke',
      userinfoUrl: 'http://127.0.0.1:9/userinfo',
      clientId: 'sandbox',
      clientSecret: 'sandbox-secret',
    },
  };
  let fixture: IntegrationsFixture;

  beforeAll(async () => {
    fixture = await createIntegrationsFixture({ sandbox });
  });
  afterAll(() => fixture.close());

  const search = async (user: { userId: string; agentId: string }) => {
    const body =
      await (await fixture.send('GET', `/integrations?agentId=${user.agentId}`, { caller: { user: user.userId } }))
        .json() as { integrations: Listed[] };
    return body.integrations.filter((integration) => integration.kind === 'api_key').map(({ id, status }) =>
      `${id}:${status}`
    );
  };

  it('shows the sandbox search provider as sandbox while no provider of the agent has a key', async () => {
    const user = await fixture.createUser({ searchProviders: ['brave', 'serper'] });

    expect(await search(user)).toEqual(['serper:sandbox', 'brave:not_connected', 'serpapi:not_connected']);
  });

  it("drops the sandbox once a real key of the agent's providers is stored (real keys win)", async () => {
    const user = await fixture.createUser({ searchProviders: ['brave', 'serper'] });
    await fixture.send('PUT', '/integrations/brave', {
      caller: { user: user.userId },
      body: { agentId: user.agentId, apiKey: providerKeys.brave },
    });

    expect(await search(user)).toEqual(['serper:not_connected', 'brave:connected', 'serpapi:not_connected']);
  });
});
