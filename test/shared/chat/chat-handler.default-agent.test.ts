import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAgentTemplate } from '../../../shared/chat/default-agent.ts';
import { createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { insertUser } from '../db/repositories/support/users.ts';
import { type ChatTestApp, createChatTestApp, defaultAgentId, demoUserId } from './support/chat-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respond = null;
  app = createChatTestApp({ database, server });
});

type AgentRow = {
  id: string;
  name: string;
  enabled_tools: string[];
  settings: Record<string, unknown>;
  is_default: boolean;
};

const agentsOf = (owner: string) =>
  database.sql.query<AgentRow>(
    'select id, name, enabled_tools, settings, is_default from public.agents where owner_id = $1',
    [owner],
  );

describe(`chat handler, a user's default agent (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when a user with no agent sends their first message', () => {
    it('creates their default agent and answers with it', async () => {
      const user = await insertUser(database.sql);
      server.enqueue({ text: 'Hello!' });

      const response = await app.post({ message: 'Hi' }, { token: await app.signToken(user) });
      const body = await response.json();

      expect(response.status).toBe(200);
      expect(body.reply).toBe('Hello!');
      const [agent, ...others] = await agentsOf(user);
      expect(others).toEqual([]);
      expect(agent).toMatchObject({
        name: defaultAgentTemplate.name,
        is_default: true,
        enabled_tools: [...defaultAgentTemplate.enabledTools],
      });
      const [conversation] = await database.sql.query<{ agent_id: string }>(
        'select agent_id from public.conversations where id = $1',
        [body.conversationId],
      );
      expect(conversation?.agent_id).toBe(agent?.id);
      expect(server.requests[0]?.body.messages[0]).toMatchObject({
        role: 'system',
        content: defaultAgentTemplate.systemPrompt,
      });
    });

    it('uses the same agent on the next turns, and when turns race', async () => {
      const user = await insertUser(database.sql);
      const token = await app.signToken(user);

      const responses = await Promise.all([
        app.post({ message: 'One' }, { token }),
        app.post({ message: 'Two' }, { token }),
      ]);
      await app.post({ message: 'Three' }, { token });

      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      expect(await agentsOf(user)).toHaveLength(1);
    });
  });

  describe("when the token's user is not in this database", () => {
    it('answers 403 saying so, without an agent and without asking the model', async () => {
      const stranger = crypto.randomUUID();

      const response = await app.post({ message: 'Hi' }, { token: await app.signToken(stranger) });
      const { error } = await response.json();

      expect(response.status).toBe(403);
      expect(error).toMatchObject({
        code: 'forbidden',
        message: expect.stringContaining('does not exist in this project (auth.users)'),
      });
      expect(await agentsOf(stranger)).toEqual([]);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when the user has agents but none is the default', () => {
    it('answers 404 saying how to pick one, and creates nothing', async () => {
      const user = await insertUser(database.sql);
      await createAgentsRepository(database.sql).create({ ownerId: user, name: 'Side project' });

      const response = await app.post({ message: 'Hi' }, { token: await app.signToken(user) });
      const { error } = await response.json();

      expect(response.status).toBe(404);
      expect(error).toMatchObject({ code: 'not_found', message: expect.stringContaining('pass agentId') });
      expect(await agentsOf(user)).toHaveLength(1);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('the template', () => {
    it('has the tools and settings of the seeded demo agent', async () => {
      const [demo] = await database.sql.query<AgentRow>(
        'select id, name, enabled_tools, settings, is_default from public.agents where id = $1 and owner_id = $2',
        [defaultAgentId, demoUserId],
      );

      expect(demo?.enabled_tools).toEqual([...defaultAgentTemplate.enabledTools]);
      expect(demo?.settings).toEqual(defaultAgentTemplate.settings);
    });
  });
});
