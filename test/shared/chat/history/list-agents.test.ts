import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAgentTemplate } from '../../../../shared/chat/default-agent.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { defaultAgentId } from '../support/chat-test-app.ts';
import { createHistoryTestApp, createUserWithAgent, type HistoryTestApp } from './support/history-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: HistoryTestApp;

beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase({ seed: true }), startScriptedOpenAiServer()]);
  app = createHistoryTestApp({ database, server });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

interface AgentsBody {
  agents: { id: string; name: string; isDefault: boolean; enabledTools: string[] }[];
}

describe(`GET /chat/agents (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the user has agents', () => {
    it("lists their own, the default first, and nobody else's", async () => {
      const user = await createUserWithAgent(app, database);
      await database.sql.query(
        `insert into public.agents (owner_id, name, enabled_tools) values ($1, 'Mail only', '{gmail_send_email}')`,
        [user.userId],
      );

      const response = await app.get('/chat/agents', { token: user.token });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        agents: [
          { id: user.agentId, name: 'Assistant', isDefault: true, enabledTools: [] },
          { id: expect.any(String), name: 'Mail only', isDefault: false, enabledTools: ['gmail_send_email'] },
        ],
      });
    });

    it('lists the seeded demo agent for the demo user', async () => {
      const body = await (await app.get('/chat/agents')).json() as AgentsBody;

      expect(body.agents.map((agent) => agent.id)).toEqual([defaultAgentId]);
    });
  });

  describe('when the user has no agent yet', () => {
    it('creates their default agent, as a first chat turn would, and lists it', async () => {
      const userId = crypto.randomUUID();
      await database.sql.query(`insert into auth.users (id, email) values ($1, $2)`, [userId, `${userId}@parley.test`]);

      const response = await app.get('/chat/agents', { token: await app.chat.signToken(userId) });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        agents: [{
          id: expect.any(String),
          name: defaultAgentTemplate.name,
          isDefault: true,
          enabledTools: [...defaultAgentTemplate.enabledTools],
        }],
      });
    });
  });

  describe('when the token is for a user this database does not know', () => {
    it('answers 403 without creating anything', async () => {
      const response = await app.get('/chat/agents', { token: await app.chat.signToken(crypto.randomUUID()) });

      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    });
  });
});
