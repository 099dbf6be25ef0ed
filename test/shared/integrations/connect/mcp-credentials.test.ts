import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentSettingsInput } from '../../../../shared/db/repositories/agent-settings.ts';
import { createMcpToolSource } from '../../../../shared/mcp/index.ts';
import { createToolExecutor } from '../../../../shared/tools/index.ts';
import { localMcpAddresses } from '../../mcp/support/local-addresses.ts';
import { type RunningMcpServer, startEverythingServer } from '../../mcp/support/mcp-test-servers.ts';
import { createRecordingFetch } from '../../mcp/support/recording-fetch.ts';
import { createIntegrationsFixture, type IntegrationsFixture } from './support/integrations-fixture.ts';

const secret = 'tracker-secret-token-0123456789';

function settingsFor(url: string): AgentSettingsInput {
  return {
    mcpServers: [
      {
        name: 'tracker',
        url,
        headers: {
          Authorization: { credential: 'tracker-token', prefix: 'Bearer ' },
          'X-Workspace': { credential: 'tracker-workspace' },
        },
      },
      { name: 'docs', url: 'https://mcp.example.com/docs' },
    ],
  };
}

describe('PUT and DELETE /integrations/mcp:<server>', () => {
  let fixture: IntegrationsFixture;
  let everything: RunningMcpServer;
  let user: { userId: string; agentId: string };

  beforeAll(async () => {
    [fixture, everything] = await Promise.all([createIntegrationsFixture(), startEverythingServer()]);
  });
  afterAll(async () => {
    await Promise.all([fixture?.close(), everything?.stop()]);
  });
  beforeEach(async () => {
    user = await fixture.createUser(settingsFor(everything.url));
    fixture.logLines.length = 0;
  });

  const put = (path: string, body: unknown, caller: { user: string } | null = { user: user.userId }) =>
    fixture.send('PUT', path, { caller, body });

  describe('when a referenced credential is stored', () => {
    it('stores it encrypted and answers the server partly connected until every credential is', async () => {
      const response = await put('/integrations/mcp:tracker', {
        agentId: user.agentId,
        credential: 'tracker-token',
        secret: `  ${secret} `,
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        integration: {
          id: 'mcp:tracker',
          kind: 'mcp',
          status: 'not_connected',
          credentials: [
            { name: 'tracker-token', status: 'connected' },
            { name: 'tracker-workspace', status: 'not_connected' },
          ],
          connectedAt: expect.any(String),
          lastUsedAt: null,
          lastFailure: null,
        },
      });
      expect(await fixture.credentials.get(user.userId, 'tracker-token')).toMatchObject({
        status: 'ok',
        secret,
        metadata: { fingerprint: secret.slice(-4), connectedAt: expect.any(String) },
      });
    });

    it('accepts the colon URL-encoded, as browsers and encodeURIComponent send it', async () => {
      const response = await put('/integrations/mcp%3Atracker', {
        agentId: user.agentId,
        credential: 'tracker-workspace',
        secret: 'acme',
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        integration: { id: 'mcp:tracker', credentials: [{ status: 'not_connected' }, { status: 'connected' }] },
      });
    });

    it('lists the server connected once both are stored, and a turn sends them in its headers', async () => {
      await put('/integrations/mcp:tracker', { agentId: user.agentId, credential: 'tracker-token', secret });
      await put('/integrations/mcp%3atracker', {
        agentId: user.agentId,
        credential: 'tracker-workspace',
        secret: 'acme',
      });

      const listed = await fixture.send('GET', `/integrations?agentId=${user.agentId}`, {
        caller: { user: user.userId },
      });
      const { integrations } = await listed.json() as { integrations: { id: string; status: string }[] };
      expect(integrations.find((integration) => integration.id === 'mcp:tracker')?.status).toBe('connected');

      const recording = createRecordingFetch();
      const turn = await createMcpToolSource({
        credentials: fixture.credentials,
        checkAddress: localMcpAddresses,
        fetch: recording.fetch,
      }).openForTurn(settingsFor(everything.url).mcpServers?.slice(0, 1) ?? [], {
        userId: user.userId,
        agentId: user.agentId,
        requestId: 'request-1',
      });
      const executor = createToolExecutor({ tools: turn.tools, unavailableSources: turn.unavailableSources });
      const outcome = await executor.execute({
        id: 'call-1',
        name: 'tracker__echo',
        arguments: JSON.stringify({ message: 'hi' }),
      });
      await turn.close();

      expect(outcome.type).toBe('tool-result');
      const posts = recording.requests.filter((request) => request.method === 'POST');
      expect(posts.length).toBeGreaterThanOrEqual(2);
      for (const post of posts) {
        expect(post.headers.get('authorization')).toBe(`Bearer ${secret}`);
        expect(post.headers.get('x-workspace')).toBe('acme');
      }
    });

    it('never echoes or logs the secret', async () => {
      const saved = await put('/integrations/mcp:tracker', {
        agentId: user.agentId,
        credential: 'tracker-token',
        secret,
      });
      const refused = await put('/integrations/mcp:tracker', {
        agentId: user.agentId,
        credential: 'tracker-token',
        secret: `${secret}\r\nX-Injected: 1`,
      });

      expect(await saved.text()).not.toContain(secret);
      expect(await refused.text()).not.toContain(secret);
      expect(fixture.logLines.map((line) => line.event)).toContain('integration-mcp-credential-saved');
      expect(JSON.stringify(fixture.logLines)).not.toContain(secret);
    });
  });

  describe('when the request names something it may not', () => {
    it('answers 400 naming credential for a name the server does not reference, and stores nothing', async () => {
      const response = await put('/integrations/mcp:tracker', {
        agentId: user.agentId,
        credential: 'docs-token',
        secret,
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'bad_request',
          issues: [{
            path: 'credential',
            message: expect.stringMatching(/not referenced by tracker.*tracker-token, tracker-workspace/),
          }],
        },
      });
      expect(await fixture.credentials.get(user.userId, 'docs-token')).toEqual({ status: 'missing' });
    });

    it('answers 400 for a server whose headers reference no credential', async () => {
      const response = await put('/integrations/mcp:docs', { agentId: user.agentId, credential: 'docs', secret });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { issues: [{ path: 'credential', message: expect.stringMatching(/reference no credential/) }] },
      });
    });

    it('answers 400 for a credential a search integration stores, so a server cannot overwrite its key', async () => {
      const other = await fixture.createUser({
        mcpServers: [{ name: 'sneaky', url: everything.url, headers: { 'X-Key': { credential: 'serper' } } }],
      });

      const response = await put('/integrations/mcp:sneaky', {
        agentId: other.agentId,
        credential: 'serper',
        secret,
      }, { user: other.userId });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { issues: [{ path: 'credential', message: expect.stringMatching(/use \/integrations\/serper/) }] },
      });
      expect(await fixture.credentials.get(other.userId, 'serper')).toEqual({ status: 'missing' });
    });

    it("answers 404 for another user's agent, and stores nothing for either", async () => {
      const other = await fixture.createUser(settingsFor(everything.url));

      const response = await put('/integrations/mcp:tracker', {
        agentId: other.agentId,
        credential: 'tracker-token',
        secret,
      });

      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found', message: 'Agent not found.' } });
      expect(await fixture.credentials.get(user.userId, 'tracker-token')).toEqual({ status: 'missing' });
      expect(await fixture.credentials.get(other.userId, 'tracker-token')).toEqual({ status: 'missing' });
    });

    it('answers 404 for a server the agent does not have', async () => {
      const response = await put('/integrations/mcp:github', {
        agentId: user.agentId,
        credential: 'tracker-token',
        secret,
      });

      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: 'not_found', message: 'This agent has no MCP server named "github".' },
      });
    });

    it('answers 404 for an MCP id without a server name', async () => {
      const response = await put('/integrations/mcp:', { agentId: user.agentId, credential: 'x', secret });

      expect(response.status).toBe(404);
    });
  });

  describe('when the secret cannot be a header value', () => {
    it.each([
      ['empty', '  ', 'secret must not be empty'],
      ['with CR/LF', `${secret}\r\nX-Injected: 1`, 'secret must not contain line breaks'],
      ['with a LF alone', `abc\ndef`, 'secret must not contain line breaks'],
      ['with a NUL', `abc\u0000def`, 'secret must not contain control characters'],
      ['too long', 'a'.repeat(5000), 'secret is too long (at most 4096 characters)'],
    ])('answers 400 for a secret %s, naming the problem, and stores nothing', async (_case, value, message) => {
      const response = await put('/integrations/mcp:tracker', {
        agentId: user.agentId,
        credential: 'tracker-token',
        secret: value,
      });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'bad_request', issues: [{ path: 'secret', message: expect.stringContaining(message) }] },
      });
      expect(await fixture.credentials.get(user.userId, 'tracker-token')).toEqual({ status: 'missing' });
    });

    it.each([
      ['no secret', () => ({ agentId: user.agentId, credential: 'tracker-token' }), 'secret', /secret is required/],
      ['no credential', () => ({ agentId: user.agentId, secret }), 'credential', /credential is required/],
      [
        'a secret as a number',
        () => ({ agentId: user.agentId, credential: 'tracker-token', secret: 1 }),
        'secret',
        /secret must be a string/,
      ],
    ])('answers 400 for %s', async (_case, body, path, message) => {
      const response = await put('/integrations/mcp:tracker', body());

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { issues: [{ path, message: expect.stringMatching(message) }] },
      });
    });
  });

  describe('when a credential is deleted', () => {
    it('removes it (agentId and credential in the query) and answers the server not connected', async () => {
      await put('/integrations/mcp:tracker', { agentId: user.agentId, credential: 'tracker-token', secret });

      const response = await fixture.send(
        'DELETE',
        `/integrations/mcp%3Atracker?agentId=${user.agentId}&credential=tracker-token`,
        { caller: { user: user.userId } },
      );

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        integration: { id: 'mcp:tracker', status: 'not_connected', credentials: [{ status: 'not_connected' }, {}] },
      });
      expect(await fixture.credentials.get(user.userId, 'tracker-token')).toEqual({ status: 'missing' });
      expect(fixture.logLines.map((line) => line.event)).toContain('integration-mcp-credential-deleted');
    });

    it('takes a JSON body too, and answers the same when there was nothing to delete', async () => {
      const response = await fixture.send('DELETE', '/integrations/mcp:tracker', {
        caller: { user: user.userId },
        body: { agentId: user.agentId, credential: 'tracker-workspace' },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ integration: { id: 'mcp:tracker', status: 'not_connected' } });
    });

    it('answers 400 without a credential, and 400 for one the server does not reference', async () => {
      const missing = await fixture.send('DELETE', `/integrations/mcp:tracker?agentId=${user.agentId}`, {
        caller: { user: user.userId },
      });
      const unknown = await fixture.send(
        'DELETE',
        `/integrations/mcp:tracker?agentId=${user.agentId}&credential=serper`,
        {
          caller: { user: user.userId },
        },
      );

      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: { issues: [{ path: 'credential' }] } });
      expect(unknown.status).toBe(400);
    });

    it("answers 404 for another user's agent", async () => {
      const other = await fixture.createUser(settingsFor(everything.url));
      await fixture.credentials.save(other.userId, 'tracker-token', secret);

      const response = await fixture.send(
        'DELETE',
        `/integrations/mcp:tracker?agentId=${other.agentId}&credential=tracker-token`,
        { caller: { user: user.userId } },
      );

      expect(response.status).toBe(404);
      expect(await fixture.credentials.get(other.userId, 'tracker-token')).toMatchObject({ status: 'ok' });
    });
  });

  it('answers 405 for GET on an MCP integration', async () => {
    const response = await fixture.send('GET', '/integrations/mcp:tracker', { caller: { user: user.userId } });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('PUT, DELETE, OPTIONS');
  });
});
