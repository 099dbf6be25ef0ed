import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import {
  createHistoryTestApp,
  createUserWithAgent,
  type HistoryTestApp,
  historyTools,
  insertConversation,
  insertMessages,
} from './support/history-test-app.ts';

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
beforeEach(() => {
  server.requests.length = 0;
});

interface MessagesBody {
  conversation: { id: string; agentId: string; title: string | null; createdAt: string; updatedAt: string };
  messages: { id: string; role: string; content: string; createdAt: string; toolCalls?: Record<string, unknown>[] }[];
  nextCursor: string | null;
  pendingApprovals: unknown[];
}

async function messagesOf(conversationId: string, query = '', token?: string): Promise<MessagesBody> {
  const response = await app.get(`/chat/conversations/${conversationId}/messages${query}`, { token });
  expect(response.status).toBe(200);
  return await response.json() as MessagesBody;
}

/** Runs one turn as `token`'s user and waits for its log rows. */
async function turn(message: string, token: string, conversationId?: string): Promise<string> {
  const response = await app.chat.post({ message, ...(conversationId === undefined ? {} : { conversationId }) }, {
    token,
  });
  const body = await response.json() as { conversationId: string };
  expect(response.status).toBe(200);
  await app.chat.settled();
  return body.conversationId;
}

describe(`GET /chat/conversations/{id}/messages (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when a turn called tools', () => {
    it("folds the tool messages into the assistant message's calls, with outcome, attempt, setup hint and the text the model read", async () => {
      const user = await createUserWithAgent(app, database);
      server.enqueue(
        {
          toolCalls: [
            { id: 'call_search', name: 'web_search', arguments: '{"query":"deno 2"}' },
            { id: 'call_inbox', name: 'gmail_read_emails', arguments: '{}' },
            { id: 'call_news', name: 'news_search', arguments: '{"query":"deno"}' },
          ],
        },
        { text: 'Deno 2 is out. Connect Gmail under Integrations to read your inbox.' },
      );
      const conversationId = await turn('Search the web for Deno 2 and read my inbox', user.token);

      const body = await messagesOf(conversationId, '', user.token);

      expect(body.conversation).toEqual({
        id: conversationId,
        agentId: user.agentId,
        title: 'Search the web for Deno 2 and read my inbox',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        awaitingApproval: false,
      });
      expect(body.nextCursor).toBeNull();
      expect(body.pendingApprovals).toEqual([]);
      expect(body.messages.map(({ role, content }) => ({ role, content }))).toEqual([
        { role: 'user', content: 'Search the web for Deno 2 and read my inbox' },
        { role: 'assistant', content: '' },
        { role: 'assistant', content: 'Deno 2 is out. Connect Gmail under Integrations to read your inbox.' },
      ]);
      const [search, inbox, news] = body.messages[1]?.toolCalls ?? [];
      expect(search).toEqual({
        id: 'call_search',
        name: 'web_search',
        arguments: '{"query":"deno 2"}',
        status: 'success',
        attempt: 1,
        message: expect.any(String),
      });
      expect(Array.from(String(search?.message))).toHaveLength(500);
      expect(String(search?.message).endsWith('…')).toBe(true);
      expect(inbox).toEqual({
        id: 'call_inbox',
        name: 'gmail_read_emails',
        arguments: '{}',
        status: 'error',
        category: 'not_configured',
        attempt: 1,
        setup: { integration: 'gmail', action: 'connect' },
        interaction: { kind: 'question', text: expect.stringMatching(/^Your Gmail account needs to be connected/) },
        message: expect.stringMatching(/^Question: .*Gmail/),
      });
      // The executor retried past the 503: the outcome is the last try's.
      expect(news).toMatchObject({ id: 'call_news', status: 'success', attempt: 2 });
      expect(body.messages[0]?.toolCalls).toBeUndefined();
      expect(body.messages[2]?.toolCalls).toBeUndefined();
    });

    it('tells calls apart by turn when a provider reuses call ids', async () => {
      const user = await createUserWithAgent(app, database);
      server.enqueue({ toolCalls: [{ id: 'call_1', name: 'web_search', arguments: '{"query":"deno"}' }] }, {
        text: 'Found it.',
      });
      const conversationId = await turn('Search for deno', user.token);
      server.enqueue({ toolCalls: [{ id: 'call_1', name: 'gmail_read_emails', arguments: '{}' }] }, {
        text: 'Connect Gmail first.',
      });
      await turn('Now read my inbox', user.token, conversationId);

      const body = await messagesOf(conversationId, '', user.token);

      const calls = body.messages.flatMap((message) => message.toolCalls ?? []);
      expect(calls).toEqual([
        expect.objectContaining({ id: 'call_1', name: 'web_search', status: 'success' }),
        expect.objectContaining({
          id: 'call_1',
          name: 'gmail_read_emails',
          status: 'error',
          category: 'not_configured',
          message: expect.stringMatching(/^Question:/),
        }),
      ]);
    });

    it('says unknown for a call whose outcome was never logged', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);
      await database.sql.query(
        `insert into public.messages (conversation_id, role, content, tool_calls) values ($1, 'user', 'hi', null),
           ($1, 'assistant', null, '[{"id":"call_lost","name":"web_search","arguments":"{}"}]'::jsonb)`,
        [conversationId],
      );

      const body = await messagesOf(conversationId, '', user.token);

      expect(body.messages[1]?.toolCalls).toEqual([{
        id: 'call_lost',
        name: 'web_search',
        arguments: '{}',
        status: 'unknown',
      }]);
    });
  });

  describe('when an outcome was logged without its setup hint', () => {
    it('works the hint out from the category, provider and stored reason', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);
      await database.sql.query(
        `insert into public.messages (conversation_id, role, content, tool_calls, tool_call_id) values ($1, 'user', 'search', null, null),
           ($1, 'assistant', null, '[{"id":"call_key","name":"web_search","arguments":"{}"}]'::jsonb, null),
           ($1, 'tool', 'Question: The Serper API key was refused.', null, 'call_key')`,
        [conversationId],
      );
      await database.sql.query(
        `insert into public.tool_executions (conversation_id, agent_id, user_id, tool_call_id, requested_tool_name, attempt, status, category,
           model_message, duration_ms, source, provider, detail, created_at)
         values ($1, $2, $3, 'call_key', 'web_search', 1, 'error', 'not_configured', 'Question: The Serper API key was refused.', 5, 'chat', 'serper',
           '{"message":"401","reason":"credential_rejected"}'::jsonb, now() - interval '1 second')`,
        [conversationId, user.agentId, user.userId],
      );

      const body = await messagesOf(conversationId, '', user.token);

      expect(body.messages[1]?.toolCalls).toEqual([{
        id: 'call_key',
        name: 'web_search',
        arguments: '{}',
        status: 'error',
        category: 'not_configured',
        attempt: 1,
        setup: { integration: 'serper', action: 'replace_key' },
        message: 'Question: The Serper API key was refused.',
      }]);
    });
  });

  describe('when an outcome was logged with what it asked of the user', () => {
    it('answers the interaction stored with it, and none from the text alone', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);
      await database.sql.query(
        `insert into public.messages (conversation_id, role, content, tool_calls, tool_call_id) values ($1, 'user', 'mail it', null, null),
           ($1, 'assistant', null, '[{"id":"call_to","name":"gmail_send_email","arguments":"{}"},{"id":"call_text","name":"gmail_send_email","arguments":"{}"}]'::jsonb, null),
           ($1, 'tool', 'Question: Who should I send this email to?', null, 'call_to'),
           ($1, 'tool', 'Question: Who should I send this email to?', null, 'call_text')`,
        [conversationId],
      );
      await database.sql.query(
        `insert into public.tool_executions (conversation_id, agent_id, user_id, tool_call_id, requested_tool_name, attempt, status, category,
           model_message, duration_ms, source, detail, created_at)
         values ($1, $2, $3, 'call_to', 'gmail_send_email', 1, 'error', 'needs_input', 'Question: Who should I send this email to?', 5, 'chat',
           '{"message":"to missing","interaction":{"kind":"question","text":"Who should I send this email to?"}}'::jsonb, now() - interval '1 second'),
           ($1, $2, $3, 'call_text', 'gmail_send_email', 1, 'error', 'needs_input', 'Question: Who should I send this email to?', 5, 'chat',
           '{"message":"to missing"}'::jsonb, now() - interval '1 second')`,
        [conversationId, user.agentId, user.userId],
      );

      const body = await messagesOf(conversationId, '', user.token);

      const [stored, textOnly] = body.messages[1]?.toolCalls ?? [];
      expect(stored?.interaction).toEqual({ kind: 'question', text: 'Who should I send this email to?' });
      expect(textOnly).not.toHaveProperty('interaction');
    });
  });

  describe('when the conversation is long', () => {
    it('pages back in time: each page oldest first, the cursor leading to older messages, none twice', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);
      // Twelve messages: ids past 9, which must not sort as text.
      const texts = Array.from({ length: 12 }, (_, index) => `message ${index + 1}`);
      await insertMessages(
        database,
        conversationId,
        texts.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content })),
      );

      const first = await messagesOf(conversationId, '?limit=5', user.token);
      const second = await messagesOf(conversationId, `?limit=5&cursor=${first.nextCursor}`, user.token);
      const third = await messagesOf(conversationId, `?limit=5&cursor=${second.nextCursor}`, user.token);

      expect(first.messages.map((message) => message.content)).toEqual(texts.slice(7, 12));
      expect(second.messages.map((message) => message.content)).toEqual(texts.slice(2, 7));
      expect(third.messages.map((message) => message.content)).toEqual(texts.slice(0, 2));
      expect(third.nextCursor).toBeNull();
    });
  });

  describe("when the conversation is not the caller's", () => {
    it('answers 404, as for one that does not exist', async () => {
      const user = await createUserWithAgent(app, database);
      const someoneElse = await createUserWithAgent(app, database);
      const theirs = await insertConversation(database, someoneElse.userId);
      await insertMessages(database, theirs, [{ role: 'user', content: 'private' }]);

      for (const id of [theirs, crypto.randomUUID()]) {
        const response = await app.get(`/chat/conversations/${id}/messages`, { token: user.token });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: 'not_found', message: 'Conversation not found.', requestId: expect.any(String) },
        });
      }
    });
  });

  describe('when the request is not valid', () => {
    it.each([
      [
        '/chat/conversations/not-a-uuid/messages',
        'conversationId',
        'The conversation id in the path must be a UUID; got "not-a-uuid".',
      ],
      [
        `/chat/conversations/${crypto.randomUUID()}/messages?limit=201`,
        'limit',
        'limit must be a whole number from 1 to 200; got "201".',
      ],
      [
        `/chat/conversations/${crypto.randomUUID()}/messages?cursor=${
          Buffer.from('{"before":"0"}').toString('base64url')
        }`,
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
      [
        `/chat/conversations/${crypto.randomUUID()}/messages?cursor=${
          Buffer.from('{"before":"9999999999999999999"}').toString('base64url')
        }`,
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
    ])('answers 400 for %s', async (path, parameter, message) => {
      const response = await app.get(path);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'bad_request',
          message,
          requestId: expect.any(String),
          issues: [expect.objectContaining({ path: parameter })],
        },
      });
    });
  });
});
