import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIntegrationsFixture, type IntegrationsFixture, providerKeys } from './support/integrations-fixture.ts';

describe('PUT and DELETE /integrations/<search provider>', () => {
  let fixture: IntegrationsFixture;
  let user: { userId: string; agentId: string };

  beforeAll(async () => {
    fixture = await createIntegrationsFixture();
  });
  afterAll(() => fixture.close());
  beforeEach(async () => {
    user = await fixture.createUser();
    for (const provider of Object.values(fixture.providers)) {
      provider.requests.length = 0;
      provider.override = null;
    }
  });

  const put = (provider: string, body: unknown, caller: { user: string } | null = { user: user.userId }) =>
    fixture.send('PUT', `/integrations/${provider}`, { caller, body });

  describe('when a well-formed key is saved without verify', () => {
    it('stores it encrypted with its fingerprint, without calling the provider', async () => {
      const response = await put('serper', { agentId: user.agentId, apiKey: `  ${providerKeys.serper}\n` });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        integration: {
          id: 'serper',
          kind: 'api_key',
          status: 'connected',
          fingerprint: providerKeys.serper.slice(-4),
          connectedAt: expect.any(String),
          lastUsedAt: null,
          lastFailure: null,
        },
        verified: false,
      });
      expect(fixture.providers.serper.requests).toEqual([]);
      const stored = await fixture.credentials.get(user.userId, 'serper');
      expect(stored).toMatchObject({
        status: 'ok',
        secret: providerKeys.serper,
        metadata: { fingerprint: providerKeys.serper.slice(-4) },
      });
    });

    it('replaces a key saved before', async () => {
      await put('brave', { agentId: user.agentId, apiKey: 'BSAolderKeyThatWasReplaced000000' });

      await put('brave', { agentId: user.agentId, apiKey: providerKeys.brave });

      expect(await fixture.credentials.get(user.userId, 'brave')).toMatchObject({ secret: providerKeys.brave });
    });
  });

  describe('when verify is true', () => {
    it.each(['serper', 'brave', 'serpapi'] as const)(
      'makes one search with a %s key the provider accepts, then stores it',
      async (provider) => {
        const response = await put(provider, { agentId: user.agentId, apiKey: providerKeys[provider], verify: true });

        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          integration: { id: provider, status: 'connected' },
          verified: true,
        });
        expect(fixture.providers[provider].requests).toHaveLength(1);
        expect((await fixture.credentials.get(user.userId, provider)).status).toBe('ok');
      },
    );

    it.each(
      [
        ['serper', 'Serper'],
        ['brave', 'Brave Search'],
        ['serpapi', 'SerpAPI'],
      ] as const,
    )('answers 422 key_rejected when %s refuses the key, and stores nothing', async (provider, name) => {
      const response = await put(provider, {
        agentId: user.agentId,
        apiKey: 'wrongKey0123456789abcdefWRONG',
        verify: true,
      });

      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        error: {
          code: 'key_rejected',
          message: expect.stringContaining(`This key was rejected by ${name}`),
          requestId: expect.any(String),
        },
      });
      expect(await fixture.credentials.get(user.userId, provider)).toEqual({ status: 'missing' });
    });

    it('answers 503 verify_unavailable when the provider is down, and stores nothing', async () => {
      fixture.providers.serper.override = () => ({ status: 503, json: { message: 'Service Unavailable' } });

      const response = await put('serper', { agentId: user.agentId, apiKey: providerKeys.serper, verify: true });

      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        error: { code: 'verify_unavailable', message: expect.stringMatching(/not saved.*verify: false/) },
      });
      expect(await fixture.credentials.get(user.userId, 'serper')).toEqual({ status: 'missing' });
    });

    it('stores a key whose account has no credits left, with a notice', async () => {
      fixture.providers.serper.override = () => ({
        status: 400,
        json: { message: 'Not enough credits', statusCode: 400 },
      });

      const response = await put('serper', { agentId: user.agentId, apiKey: providerKeys.serper, verify: true });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        verified: true,
        notice: expect.stringMatching(/no searches left/),
      });
    });

    it('never echoes the key, in any answer', async () => {
      const key = 'secretKeyThatMustNotLeak0123456789';
      const rejected = await put('serper', { agentId: user.agentId, apiKey: key, verify: true });
      const stored = await put('serper', { agentId: user.agentId, apiKey: key });

      expect(await rejected.text()).not.toContain(key);
      expect(await stored.text()).not.toContain(key);
      expect(JSON.stringify(fixture.logLines)).not.toContain(key);
    });
  });

  describe('when the key is not shaped like a key', () => {
    it.each([
      ['empty', '   ', 'apiKey must not be empty'],
      ['two words', 'my serper key 0123456789', 'apiKey must not contain spaces or line breaks'],
      [
        'a Vault secret id (a bare UUID)',
        '0f8fad5b-d9cb-469f-a165-70867728950e',
        'apiKey is a UUID, which looks like a Supabase Vault secret id',
      ],
      ['too short', 'abc123', 'apiKey is too short for a Serper key'],
      ['too long', 'a'.repeat(300), 'apiKey is too long for a Serper key'],
      ['with quotes', '"0123456789abcdef0123"', 'apiKey has characters API keys do not use'],
    ])('answers 400 for %s, naming the problem', async (_case, apiKey, message) => {
      const response = await put('serper', { agentId: user.agentId, apiKey, verify: true });

      expect(response.status).toBe(400);
      const body = await response.json() as { error: { code: string; issues: { path: string; message: string }[] } };
      expect(body.error.code).toBe('bad_request');
      expect(body.error.issues).toEqual([{ path: 'apiKey', message: expect.stringContaining(message) }]);
      expect(fixture.providers.serper.requests).toEqual([]);
    });
  });

  describe('when the body is not valid', () => {
    it.each([
      ['no apiKey', () => ({ agentId: user.agentId }), 'apiKey', /apiKey is required/],
      ['no agentId', () => ({ apiKey: providerKeys.serper }), 'agentId', /agentId is required/],
      [
        'an agentId that is not a UUID',
        () => ({ agentId: 'agent-1', apiKey: providerKeys.serper }),
        'agentId',
        /agentId must be a UUID/,
      ],
      [
        'verify as a string',
        () => ({ agentId: user.agentId, apiKey: providerKeys.serper, verify: 'yes' }),
        'verify',
        /verify must be true or false/,
      ],
      ['apiKey as a number', () => ({ agentId: user.agentId, apiKey: 1234 }), 'apiKey', /apiKey must be a string/],
    ])('answers 400 for %s', async (_case, body, path, message) => {
      const response = await put('serper', body());

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'bad_request', issues: [{ path, message: expect.stringMatching(message) }] },
      });
    });

    it('answers 400 for malformed JSON and 415 for another content type', async () => {
      const malformed = await fixture.send('PUT', '/integrations/serper', {
        caller: { user: user.userId },
        body: '{"agentId":',
      });
      const text = await fixture.send('PUT', '/integrations/serper', {
        caller: { user: user.userId },
        body: 'key',
        headers: { 'content-type': 'text/plain' },
      });

      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ error: { message: 'The body is not valid JSON.' } });
      expect(text.status).toBe(415);
    });
  });

  describe('when the caller may not use the agent', () => {
    it('answers 404 for an agent that does not exist', async () => {
      const response = await put('serper', { agentId: crypto.randomUUID(), apiKey: providerKeys.serper });

      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found', message: 'Agent not found.' } });
    });

    it("answers 404 for another user's agent, and stores nothing for either", async () => {
      const other = await fixture.createUser();

      const response = await put('serper', { agentId: other.agentId, apiKey: providerKeys.serper });

      expect(response.status).toBe(404);
      expect(await fixture.credentials.get(user.userId, 'serper')).toEqual({ status: 'missing' });
      expect(await fixture.credentials.get(other.userId, 'serper')).toEqual({ status: 'missing' });
    });

    it("answers 401 without a token, or with the anon key's kind of token", async () => {
      const anonymous = await put('serper', { agentId: user.agentId, apiKey: providerKeys.serper }, null);
      const garbage = await fixture.send('PUT', '/integrations/serper', {
        caller: { bearer: 'not-a-jwt' },
        body: { agentId: user.agentId, apiKey: providerKeys.serper },
      });

      expect(anonymous.status).toBe(401);
      expect(garbage.status).toBe(401);
    });
  });

  describe('when a key is deleted', () => {
    it('removes it (agentId in the query) and answers not_connected', async () => {
      await put('serpapi', { agentId: user.agentId, apiKey: providerKeys.serpapi });

      const response = await fixture.send('DELETE', `/integrations/serpapi?agentId=${user.agentId}`, {
        caller: { user: user.userId },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        integration: {
          id: 'serpapi',
          kind: 'api_key',
          status: 'not_connected',
          connectedAt: null,
          lastUsedAt: null,
          lastFailure: null,
        },
      });
      expect(await fixture.credentials.get(user.userId, 'serpapi')).toEqual({ status: 'missing' });
    });

    it('takes agentId from a JSON body too, and answers the same when there was nothing to delete', async () => {
      const response = await fixture.send('DELETE', '/integrations/brave', {
        caller: { user: user.userId },
        body: { agentId: user.agentId },
      });

      expect(await response.json()).toMatchObject({ integration: { id: 'brave', status: 'not_connected' } });
    });

    it('answers 400 without an agentId', async () => {
      const response = await fixture.send('DELETE', '/integrations/brave', { caller: { user: user.userId } });

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { issues: [{ path: 'agentId', message: 'agentId is required' }] },
      });
    });
  });

  describe('when the route or method is wrong', () => {
    it.each([
      ['an unknown integration', 'PUT', '/integrations/bing', 404],
      ['a path under a key', 'PUT', '/integrations/serper/extra', 404],
      ['GET on a key', 'GET', '/integrations/serper', 405],
      ['PUT on the list', 'PUT', '/integrations', 405],
      ['GET on connect', 'GET', '/integrations/gmail/connect', 405],
    ])('answers %s with %s', async (_case, method, path, status) => {
      const response = await fixture.send(method, path, { caller: { user: user.userId } });

      expect(response.status).toBe(status);
      if (status === 405) expect(response.headers.get('allow')).toMatch(/OPTIONS$/);
    });

    it('answers a CORS preflight for PUT and DELETE', async () => {
      const response = await fixture.send('OPTIONS', '/integrations/serper');

      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE, OPTIONS');
    });
  });
});
