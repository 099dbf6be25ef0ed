import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

const secret = 'chat-function-hooks-jwt-secret-0123456789';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase({ seed: true }), startScriptedOpenAiServer()]);
});
afterAll(async () => {
  await Promise.all([database.dispose(), server.close()]);
});

describe('createChatFunction', () => {
  describe('when the runtime hooks give sleep and random', () => {
    it('backs off between transient model retries with them', async () => {
      const sleeps: number[] = [];
      const handler = createChatFunction({
        SUPABASE_JWT_SECRET: secret,
        SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
        SUPABASE_URL: 'https://project.supabase.co',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: server.baseUrl,
        PARLEY_FALLBACK_MODELS: 'openai:gpt-4o-mini',
        PARLEY_FALLBACK_TOOL: 'off',
      }, {
        localDatabase: database.sql,
        logger: silentLogger,
        edgeRuntime: { waitUntil: () => {} },
        sleep: (milliseconds) => {
          sleeps.push(milliseconds);
          return Promise.resolve();
        },
        random: () => 0.5,
      });
      server.enqueue({ status: 503, error: { message: 'overloaded' } }, { text: 'Hello again.' });

      const response = await handler(
        new Request('https://project.supabase.co/chat', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await signTestToken(secret, demoUserId)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ message: 'Hello' }),
        }),
      );

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ reply: 'Hello again.' });
      expect(sleeps.length).toBeGreaterThan(0);
    });
  });
});
