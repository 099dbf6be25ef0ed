import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { defaultAgentId, demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

const secret = 'chat-function-history-jwt-secret-0123456789';
const environment = {
  SUPABASE_JWT_SECRET: secret,
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
  SUPABASE_URL: 'https://project.supabase.co',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database.dispose());

describe('createChatFunction, history routes', () => {
  describe('when the demo user reads their agents and conversations', () => {
    it('answers from the sub-paths of the chat function as Supabase hands them over', async () => {
      const handler = createChatFunction(environment, { localDatabase: database.sql, logger: silentLogger });
      const headers = { authorization: `Bearer ${await signTestToken(secret, demoUserId)}` };

      const agents = await handler(new Request('https://project.supabase.co/chat/agents', { headers }));
      const conversations = await handler(
        new Request('https://project.supabase.co/chat/conversations?limit=5', { headers }),
      );

      expect(agents.status).toBe(200);
      expect(await agents.json()).toMatchObject({ agents: [{ id: defaultAgentId, isDefault: true }] });
      expect(conversations.status).toBe(200);
      expect(await conversations.json()).toEqual({ conversations: [], nextCursor: null });
    });
  });

  describe('when a user creates an agent', () => {
    it("checks its tools against the deployment's catalog and answers 201 with its Location", async () => {
      const handler = createChatFunction(environment, { localDatabase: database.sql, logger: silentLogger });
      const headers = {
        authorization: `Bearer ${await signTestToken(secret, demoUserId)}`,
        'content-type': 'application/json',
      };
      const post = (body: unknown) =>
        handler(
          new Request('https://project.supabase.co/chat/agents', {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          }),
        );

      const created = await post({ name: 'Mail only', enabledTools: ['gmail_send_email', 'web_search'] });
      const refused = await post({ name: 'Nope', enabledTools: ['delete_everything'] });

      expect(created.status).toBe(201);
      const agent = (await created.json()) as { id: string };
      expect(created.headers.get('location')).toBe(`agents/${agent.id}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { issues: [{ path: 'enabledTools.0' }] } });
    });
  });
});
