import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { databaseLimits } from '../../../shared/db/database-limits.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { prepareLocalDatabase } from '../../../local/prepare-database.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';
import { defaultAgentId, demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

type Handler = (request: Request) => Promise<Response>;

const serverUrl = testServerUrl();
const secret = 'turn-outage-jwt-secret-0123456789abcdef0123';
const origin = 'https://project.supabase.co';
/** How long the database is away in the short cut: a failover's worth, inside the deadline. */
const shortCutMilliseconds = 1_500;
/** A cut resets the pooled connections; a query sent on one of them can go unanswered until
 * the client's query deadline (20 s, database-limits.ts) before it counts as an outage. The
 * turns here get a deadline past that, and the tests the time to reach it: bounds, never
 * timing claims. */
const turnDeadlineMs = databaseLimits.queryTimeoutMilliseconds + 15_000;
const testTimeoutMs = turnDeadlineMs + 20_000;

let database: FreshServerDatabase;
let direct: SqlClient;
let proxy: TcpProxy;
let model: ScriptedOpenAiServer;
/** The functions' clock: real time plus what a test skips ahead (the circuit's open period). */
let skippedMilliseconds = 0;

function chatFunction(turnDeadlineMs: number): Handler {
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return createChatFunction({
    DATABASE_URL: proxied.toString(),
    SUPABASE_JWT_SECRET: secret,
    SUPABASE_SERVICE_ROLE_KEY: 'turn-outage-service-role-key',
    SUPABASE_URL: origin,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: model.baseUrl,
    PARLEY_FALLBACK_TOOL: 'off',
    PARLEY_TURN_DEADLINE_MS: String(turnDeadlineMs),
  }, { logger: silentLogger, clock: () => new Date(Date.now() + skippedMilliseconds) });
}

async function chatTurn(chat: Handler, message: string, accept = 'application/json'): Promise<Response> {
  return chat(
    new Request(`${origin}/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await signTestToken(secret, demoUserId)}`,
        'content-type': 'application/json',
        accept,
      },
      body: JSON.stringify({ message, agentId: defaultAgentId }),
    }),
  );
}

/** Resolves when the last cut is over. */
let restored: Promise<void> = Promise.resolve();

/** Cuts the database now and gives it back after `milliseconds`, the circuit's open period passed. */
function cutFor(milliseconds: number): void {
  proxy.cut();
  restored = new Promise((resolve) =>
    setTimeout(() => {
      proxy.restore();
      skippedMilliseconds += databaseLimits.circuitOpenMilliseconds;
      resolve();
    }, milliseconds)
  );
}

async function storedMessages(conversationId: string): Promise<string[]> {
  const rows = await direct.query<{ role: string }>(
    'select role from public.messages where conversation_id = $1 order by id',
    [conversationId],
  );
  return rows.map((row) => row.role);
}

describe.skipIf(serverUrl === undefined)(
  'a chat turn while the database is cut (needs DATABASE_URL: a server behind a cuttable proxy)',
  () => {
    beforeAll(async () => {
      if (serverUrl === undefined) return;
      database = await createFreshServerDatabase(serverUrl, 'parley_turn_outage');
      direct = createPostgresClient(database.url, { maxConnections: 1 });
      await prepareLocalDatabase(direct, { seed: true });
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      model = await startScriptedOpenAiServer();
    });
    afterAll(async () => {
      await model?.close();
      await proxy?.close();
      await direct?.close();
      await database?.dispose();
    });
    beforeEach(async () => {
      await restored;
      model.requests.length = 0;
      model.respond = null;
    });

    it('stores the turn when a short cut comes as the model sends its final answer, then answers 200', async () => {
      const chat = chatFunction(turnDeadlineMs);
      model.respond = () => {
        cutFor(shortCutMilliseconds);
        return { text: 'Here is the answer.' };
      };

      const response = await chatTurn(chat, 'A question');
      const reply = await response.json();

      expect(response.status).toBe(200);
      expect(await storedMessages(reply.conversationId)).toEqual(['user', 'assistant']);
    }, testTimeoutMs);

    it('stores the call, its result and the reply when a short cut comes as the model asks for a tool', async () => {
      const chat = chatFunction(turnDeadlineMs);
      model.respond = (_body, index) => {
        if (index > 0) return { text: 'That tool does not exist; here is what I know.' };
        cutFor(shortCutMilliseconds);
        return { toolCalls: [{ id: 'call_missing', name: 'no_such_tool', arguments: '{}' }] };
      };

      const response = await chatTurn(chat, 'Use a tool');
      const reply = await response.json();

      expect(response.status).toBe(200);
      expect(await storedMessages(reply.conversationId)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    }, testTimeoutMs);

    it('tells the caller the turn was not saved when the database stays away past the deadline', async () => {
      const chat = chatFunction(4_000);
      model.respond = () => {
        cutFor(databaseLimits.queryTimeoutMilliseconds + 5_000);
        return { text: 'An answer nobody will store.' };
      };

      const response = await chatTurn(chat, 'Lost?', 'text/event-stream');
      const text = await response.text();
      await restored;

      expect(text).not.toContain('event: done');
      expect(text).toMatch(/event: error\ndata: \{"code":"database_unavailable"/);
      expect(text).toContain('"turnSaved":false');
    }, testTimeoutMs);

    it(
      'answers 200 in one conversation holding the turn when the reset comes after the conversation was created',
      async () => {
        const chat = chatFunction(turnDeadlineMs);
        const message = `A question ${crypto.randomUUID()}`;
        const reset = proxy.resetWhenSent({ contains: 'insert into public.conversations', when: 'after' });
        model.respond = () => ({ text: 'Here is the answer.' });

        const response = await chatTurn(chat, message);
        const reply = await response.json();
        await reset;

        expect(response.status).toBe(200);
        expect(response.headers.get('parley-conversation-id')).toBe(reply.conversationId);
        const conversations = await direct.query<{ id: string }>(
          'select id from public.conversations where title = $1',
          [
            message,
          ],
        );
        expect(conversations).toEqual([{ id: reply.conversationId }]);
        expect(await storedMessages(reply.conversationId)).toEqual(['user', 'assistant']);
      },
      testTimeoutMs,
    );
  },
);
