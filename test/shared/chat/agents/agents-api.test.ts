import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import {
  createHistoryTestApp,
  createUserWithAgent,
  type HistoryTestApp,
  historyTools,
  insertConversation,
} from '../history/support/history-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: HistoryTestApp;

beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase({ seed: true }), startScriptedOpenAiServer()]);
  app = createHistoryTestApp({ database, server, tools: historyTools() });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

interface AgentResponse {
  id: string;
  name: string;
  systemPrompt: string;
  model: string | null;
  fallbackModels: string[];
  enabledTools: string[];
  settings: { temperature: number; approvals: { defaultMode: string }; mcpServers: unknown[] };
  isDefault: boolean;
}

interface IssuesBody {
  error: { code: string; issues?: { path: string; message: string }[] };
}

async function issuePaths(response: Response): Promise<string[]> {
  const body = (await response.json()) as IssuesBody;
  return (body.error.issues ?? []).map((issue) => issue.path);
}

async function createAgent(token: string, body: Record<string, unknown>): Promise<AgentResponse> {
  const response = await app.request('POST', '/chat/agents', { token, body });
  expect(response.status).toBe(201);
  return (await response.json()) as AgentResponse;
}

async function defaultsOf(userId: string): Promise<string[]> {
  const rows = await database.sql.query<{ id: string }>(
    `select id from public.agents where owner_id = $1 and is_default`,
    [userId],
  );
  return rows.map((row) => row.id);
}

describe(`/chat/agents (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('POST', () => {
    it('creates an agent: 201 with it and its Location, and GET reads it back', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: {
          name: 'Researcher',
          systemPrompt: 'You research things.',
          model: 'openai:gpt-4o-mini',
          fallbackModels: ['anthropic:claude-3-5-haiku-latest'],
          enabledTools: ['web_search', 'news_search'],
          settings: { temperature: 0.7, approvals: { defaultMode: 'always' } },
        },
      });

      expect(response.status).toBe(201);
      const created = (await response.json()) as AgentResponse;
      const location = new URL(response.headers.get('location') ?? '', 'http://localhost/functions/v1/chat/agents');
      expect(location.href).toBe(`http://localhost/functions/v1/chat/agents/${created.id}`);
      expect(created).toMatchObject({
        name: 'Researcher',
        systemPrompt: 'You research things.',
        model: 'openai:gpt-4o-mini',
        fallbackModels: ['anthropic:claude-3-5-haiku-latest'],
        enabledTools: ['web_search', 'news_search'],
        isDefault: false,
        settings: { temperature: 0.7, approvals: { defaultMode: 'always' }, mcpServers: [] },
      });
      const read = await app.get(`/chat/agents/${created.id}`, { token: user.token });
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual(created);
    });

    it("makes a user's first agent their default", async () => {
      const userId = crypto.randomUUID();
      await database.sql.query(`insert into auth.users (id, email) values ($1, $2)`, [userId, `${userId}@parley.test`]);
      const token = await app.chat.signToken(userId);

      const created = await createAgent(token, { name: 'First', isDefault: false });

      expect(created.isDefault).toBe(true);
      expect(await defaultsOf(userId)).toEqual([created.id]);
    });

    it('moves the default to a new agent created with isDefault: true, keeping one default', async () => {
      const user = await createUserWithAgent(app, database);

      const created = await createAgent(user.token, { name: 'New default', isDefault: true });

      expect(created.isDefault).toBe(true);
      expect(await defaultsOf(user.userId)).toEqual([created.id]);
    });

    it('keeps exactly one default when agents are created as the default at once', async () => {
      const user = await createUserWithAgent(app, database);

      const responses = await Promise.all(
        [1, 2, 3, 4].map((index) =>
          app.request('POST', '/chat/agents', { token: user.token, body: { name: `D${index}`, isDefault: true } })
        ),
      );

      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      expect(await defaultsOf(user.userId)).toHaveLength(1);
    });

    it('allows two agents with the same name (the id tells them apart)', async () => {
      const user = await createUserWithAgent(app, database);

      const first = await createAgent(user.token, { name: 'Twin' });
      const second = await createAgent(user.token, { name: 'Twin' });

      expect(first.id).not.toBe(second.id);
    });
  });

  describe('when the body is wrong', () => {
    it('answers 400 naming each wrong field', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: {
          name: 'Bad',
          model: 'nosuchprovider:model-x',
          fallbackModels: ['openai:'],
          enabledTools: ['web_search', 'launch_rockets'],
          settings: { temperature: 5, searchProviders: ['altavista'] },
        },
      });

      expect(response.status).toBe(400);
      const body = (await response.json()) as IssuesBody;
      expect(body.error.code).toBe('bad_request');
      const messages = Object.fromEntries((body.error.issues ?? []).map((issue) => [issue.path, issue.message]));
      expect(Object.keys(messages).sort()).toEqual([
        'enabledTools.1',
        'fallbackModels.0',
        'model',
        'settings.searchProviders.0',
        'settings.temperature',
      ]);
      expect(messages.model).toContain('Unknown provider "nosuchprovider"');
      expect(messages['enabledTools.1']).toContain('No tool is called "launch_rockets"');
    });

    it.each([
      ['a right-to-left override', 'Support\u202Egnp.exe', /direction control .*U\+202E/],
      ['a zero-width space', 'Sup\u200Bport', /invisible .*U\+200B/],
      ['a control character', 'Support\u0007', /control characters .*U\+0007/],
    ])('refuses a name with %s, naming the field and the character', async (_case, name, message) => {
      const user = await createUserWithAgent(app, database);

      const created = await app.request('POST', '/chat/agents', { token: user.token, body: { name } });
      const renamed = await app.request('PATCH', `/chat/agents/${user.agentId}`, { token: user.token, body: { name } });

      for (const response of [created, renamed]) {
        expect(response.status).toBe(400);
        const body = (await response.json()) as IssuesBody;
        expect(body.error.issues).toEqual([{ path: 'name', message: expect.stringMatching(message) }]);
      }
    });

    it('answers 400 for a missing name and an unknown field', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: { systemPrompt: 'x', temprature: 1 },
      });

      expect(response.status).toBe(400);
      const paths = await issuePaths(response);
      expect(paths).toContain('name');
      expect(paths.some((path) => path === '(body)' || path === 'temprature')).toBe(true);
    });

    it('refuses a secret written into an MCP header, a header prefix or the URL, naming the field', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: {
          name: 'MCP',
          settings: {
            mcpServers: [
              { name: 'docs', url: 'https://mcp.example/mcp', headers: { Authorization: 'Bearer sk-live-123' } },
              {
                name: 'tickets',
                url: 'https://mcp.example/t',
                headers: { Authorization: { credential: 'tickets', prefix: 'Bearer sk-live-456' } },
              },
              { name: 'wiki', url: 'https://user:hunter2@mcp.example/w' },
            ],
          },
        },
      });

      expect(response.status).toBe(400);
      const body = (await response.json()) as IssuesBody;
      const issues = body.error.issues ?? [];
      expect(issues.map((issue) => issue.path)).toEqual([
        'settings.mcpServers.0.headers.Authorization',
        'settings.mcpServers.1.headers.Authorization.prefix',
        'settings.mcpServers.2.url',
      ]);
      expect(issues[0]?.message).toContain('credential');
      expect(JSON.stringify(body)).not.toContain('sk-live');
    });

    it('refuses MCP servers the function must not reach: plain http, IP addresses, local host names', async () => {
      const user = await createUserWithAgent(app, database);
      const urls = [
        'http://mcp.example/mcp',
        'https://169.254.169.254/latest',
        'https://0x7f.1/mcp',
        'https://[::1]/mcp',
        'https://localhost:54321/mcp',
        'https://metadata.google.internal/mcp',
      ];

      const response = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: { name: 'MCP', settings: { mcpServers: urls.map((url, index) => ({ name: `s${index}`, url })) } },
      });

      expect(response.status).toBe(400);
      expect(await issuePaths(response)).toEqual(urls.map((_, index) => `settings.mcpServers.${index}.url`));
    });

    it('stores an MCP server whose header references a credential', async () => {
      const user = await createUserWithAgent(app, database);

      const created = await createAgent(user.token, {
        name: 'MCP',
        settings: {
          mcpServers: [{
            name: 'docs',
            url: 'https://mcp.example/mcp',
            headers: { Authorization: { credential: 'docs', prefix: 'Bearer ' } },
          }],
        },
      });

      expect(created.settings.mcpServers).toEqual([{
        name: 'docs',
        url: 'https://mcp.example/mcp',
        headers: { Authorization: { credential: 'docs', prefix: 'Bearer ' } },
      }]);
    });

    it('answers 415 for a body that is not JSON and 413 for a huge one', async () => {
      const user = await createUserWithAgent(app, database);

      const notJson = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const huge = await app.request('POST', '/chat/agents', {
        token: user.token,
        body: { name: 'Huge', systemPrompt: 'x'.repeat(600_000) },
      });

      expect(notJson.status).toBe(415);
      expect(huge.status).toBe(413);
    });

    it('answers 401 without a token', async () => {
      const response = await app.request('POST', '/chat/agents', { token: null, body: { name: 'x' } });

      expect(response.status).toBe(401);
    });
  });

  describe('PATCH', () => {
    it('changes only the given fields, and merges settings key by key', async () => {
      const user = await createUserWithAgent(app, database);
      const created = await createAgent(user.token, {
        name: 'Before',
        systemPrompt: 'Keep me.',
        enabledTools: ['web_search'],
        settings: { temperature: 0.5, approvals: { defaultMode: 'always' } },
      });

      const response = await app.request('PATCH', `/chat/agents/${created.id}`, {
        token: user.token,
        body: { name: 'After', settings: { temperature: 1.1 } },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: created.id,
        name: 'After',
        systemPrompt: 'Keep me.',
        enabledTools: ['web_search'],
        settings: { temperature: 1.1, approvals: { defaultMode: 'always' } },
      });
    });

    it('makes an agent the default with isDefault: true, and the old one stops being it', async () => {
      const user = await createUserWithAgent(app, database);
      const created = await createAgent(user.token, { name: 'Second' });

      const response = await app.request('PATCH', `/chat/agents/${created.id}`, {
        token: user.token,
        body: { isDefault: true },
      });

      expect(response.status).toBe(200);
      expect(((await response.json()) as AgentResponse).isDefault).toBe(true);
      expect(await defaultsOf(user.userId)).toEqual([created.id]);
    });

    it('keeps exactly one default when two agents are made the default at once', async () => {
      const user = await createUserWithAgent(app, database);
      const agents = await Promise.all([1, 2, 3, 4].map((index) => createAgent(user.token, { name: `A${index}` })));

      const responses = await Promise.all(
        agents.map((agent) =>
          app.request('PATCH', `/chat/agents/${agent.id}`, { token: user.token, body: { isDefault: true } })
        ),
      );

      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(await defaultsOf(user.userId)).toHaveLength(1);
    });

    it('moves the default under repeated concurrent moves without a failure (locks taken in one order)', async () => {
      const user = await createUserWithAgent(app, database);
      const agents = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((index) => createAgent(user.token, { name: `M${index}` })),
      );

      for (let round = 0; round < 8; round += 1) {
        const order = round % 2 === 0 ? agents : [...agents].reverse();
        const responses = await Promise.all(
          order.map((agent) =>
            app.request('PATCH', `/chat/agents/${agent.id}`, {
              token: user.token,
              body: { isDefault: true, name: `M-${agent.id.slice(0, 4)}-${round}` },
            })
          ),
        );

        expect(responses.map((response) => response.status)).toEqual(order.map(() => 200));
        expect(await defaultsOf(user.userId)).toHaveLength(1);
      }
    });

    it('refuses to unset the default with a field message', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('PATCH', `/chat/agents/${user.agentId}`, {
        token: user.token,
        body: { isDefault: false },
      });

      expect(response.status).toBe(400);
      expect(await issuePaths(response)).toEqual(['isDefault']);
      expect(await defaultsOf(user.userId)).toEqual([user.agentId]);
    });

    it('answers 400 for a bad setting and changes nothing', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('PATCH', `/chat/agents/${user.agentId}`, {
        token: user.token,
        body: { name: 'Renamed', settings: { maxToolFailures: -1 } },
      });

      expect(response.status).toBe(400);
      expect(await issuePaths(response)).toEqual(['settings.maxToolFailures']);
      const read =
        (await (await app.get(`/chat/agents/${user.agentId}`, { token: user.token })).json()) as AgentResponse;
      expect(read.name).toBe('Assistant');
    });
  });

  describe('DELETE', () => {
    it('deletes an agent with its conversations: 204, then 404', async () => {
      const user = await createUserWithAgent(app, database);
      const created = await createAgent(user.token, { name: 'Temporary' });
      const conversationId = await insertConversation(database, user.userId, { agentId: created.id });

      const response = await app.request('DELETE', `/chat/agents/${created.id}`, { token: user.token });

      expect(response.status).toBe(204);
      expect((await app.get(`/chat/agents/${created.id}`, { token: user.token })).status).toBe(404);
      const left = await database.sql.query(`select 1 from public.conversations where id = $1`, [conversationId]);
      expect(left).toEqual([]);
    });

    it('deletes an agent whose stored settings no longer validate', async () => {
      const user = await createUserWithAgent(app, database);
      const [broken] = await database.sql.query<{ id: string }>(
        `insert into public.agents (owner_id, name, settings) values ($1, 'Broken', '{"temperature": 9}') returning id`,
        [user.userId],
      );

      const response = await app.request('DELETE', `/chat/agents/${broken?.id}`, { token: user.token });

      expect(response.status).toBe(204);
    });

    it('never deletes an agent that becomes the default at the same moment', async () => {
      const user = await createUserWithAgent(app, database);
      for (let round = 0; round < 8; round += 1) {
        const agent = await createAgent(user.token, { name: `Race ${round}` });
        const path = `/chat/agents/${agent.id}`;

        const [moved, deleted] = await Promise.all([
          app.request('PATCH', path, { token: user.token, body: { isDefault: true } }),
          app.request('DELETE', path, { token: user.token }),
        ]);

        // Either order is fine; a user without a default is not.
        expect([[200, 409], [404, 204]]).toContainEqual([moved.status, deleted.status]);
        expect(await defaultsOf(user.userId)).toHaveLength(1);
      }
    });

    it('refuses to delete the default agent with 409', async () => {
      const user = await createUserWithAgent(app, database);

      const response = await app.request('DELETE', `/chat/agents/${user.agentId}`, { token: user.token });

      expect(response.status).toBe(409);
      expect(((await response.json()) as IssuesBody).error.code).toBe('agent_is_default');
      expect(await defaultsOf(user.userId)).toEqual([user.agentId]);
    });
  });

  describe("another user's agent", () => {
    it('is a 404 on GET, PATCH and DELETE, and stays as it was', async () => {
      const owner = await createUserWithAgent(app, database);
      const stranger = await createUserWithAgent(app, database);
      const agent = await createAgent(owner.token, { name: 'Mine' });
      const path = `/chat/agents/${agent.id}`;

      const read = await app.get(path, { token: stranger.token });
      const patch = await app.request('PATCH', path, { token: stranger.token, body: { name: 'Stolen' } });
      const makeDefault = await app.request('PATCH', path, { token: stranger.token, body: { isDefault: true } });
      const remove = await app.request('DELETE', path, { token: stranger.token });

      expect([read.status, patch.status, makeDefault.status, remove.status]).toEqual([404, 404, 404, 404]);
      const [row] = await database.sql.query<{ name: string; is_default: boolean }>(
        `select name, is_default from public.agents where id = $1`,
        [agent.id],
      );
      expect(row).toEqual({ name: 'Mine', is_default: false });
    });

    it('is a 404 for an id that is not a UUID', async () => {
      const user = await createUserWithAgent(app, database);

      expect((await app.get('/chat/agents/not-a-uuid', { token: user.token })).status).toBe(404);
    });
  });

  describe('end to end', () => {
    it('a chat turn with the new agent uses its system prompt and model', async () => {
      const user = await createUserWithAgent(app, database);
      const created = await createAgent(user.token, {
        name: 'Pirate',
        systemPrompt: 'You answer like a pirate.',
        model: 'openai:gpt-pirate-1',
        fallbackModels: [],
      });
      const before = server.requests.length;
      server.enqueue({ text: 'Arr.' });

      const turn = await app.chat.post({ message: 'hello', agentId: created.id }, { token: user.token });

      expect(turn.status).toBe(200);
      const request = server.requests[before];
      expect(request?.body.model).toBe('gpt-pirate-1');
      expect(request?.body.messages[0]).toMatchObject({ role: 'system' });
      expect(request?.body.messages[0]?.content).toContain('You answer like a pirate.');
    });
  });
});
