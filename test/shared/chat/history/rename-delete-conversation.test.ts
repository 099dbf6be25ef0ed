import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import {
  createHistoryTestApp,
  createUserWithAgent,
  type HistoryTestApp,
  insertConversation,
  insertMessages,
} from './support/history-test-app.ts';

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

const notFound = { error: { code: 'not_found', message: 'Conversation not found.', requestId: expect.any(String) } };

describe(`PATCH /chat/conversations/{id} (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the title is valid', () => {
    it('renames the conversation (trimmed) and answers it, keeping its place in the list', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId, { updatedAt: '2026-11-20T10:00:00Z' });

      const response = await app.request('PATCH', `/chat/conversations/${conversationId}`, {
        token: user.token,
        body: { title: '  Lisbon trip  ' },
      });

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: conversationId,
        agentId: user.agentId,
        title: 'Lisbon trip',
        createdAt: expect.any(String),
        updatedAt: '2026-11-20T10:00:00.000Z',
        awaitingApproval: false,
      });
      const list = await (await app.get('/chat/conversations', { token: user.token })).json() as {
        conversations: { title: string }[];
      };
      expect(list.conversations.map((conversation) => conversation.title)).toEqual(['Lisbon trip']);
    });
  });

  describe('when the body is not valid', () => {
    it.each([
      [{ title: '   ' }, 'title must not be empty'],
      [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
      [{ title: 'Invoice\u202Efdp.exe' }, expect.stringMatching(/^title must not contain direction control .*U\+202E/)],
      [{ title: 'Pay\u200Broll' }, expect.stringMatching(/^title must not contain invisible .*U\+200B/)],
      [{ title: 5 }, expect.stringMatching(/string/)],
      [{ title: 'ok', pinned: true }, expect.stringMatching(/pinned/)],
    ])('answers 400 for %j, naming the field', async (body, message) => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);

      const response = await app.request('PATCH', `/chat/conversations/${conversationId}`, { token: user.token, body });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'bad_request',
          message: 'The body is not valid.',
          requestId: expect.any(String),
          issues: [{ path: expect.any(String), message }],
        },
      });
    });

    it('answers 415 for a body that is not JSON', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);

      const response = await app.request('PATCH', `/chat/conversations/${conversationId}`, {
        token: user.token,
        body: 'title=x',
        headers: { 'content-type': 'text/plain' },
      });

      expect(response.status).toBe(415);
    });
  });

  describe("when the conversation is not the caller's", () => {
    it('answers 404 and leaves it as it was', async () => {
      const user = await createUserWithAgent(app, database);
      const someoneElse = await createUserWithAgent(app, database);
      const theirs = await insertConversation(database, someoneElse.userId, { title: 'Theirs' });

      const response = await app.request('PATCH', `/chat/conversations/${theirs}`, {
        token: user.token,
        body: { title: 'Mine now' },
      });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
      expect(await database.sql.query('select title from public.conversations where id = $1', [theirs])).toEqual([{
        title: 'Theirs',
      }]);
    });
  });
});

describe(`DELETE /chat/conversations/{id} (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe("when it is the caller's", () => {
    it('deletes it with its messages and answers 204; a second delete is a 404', async () => {
      const user = await createUserWithAgent(app, database);
      const conversationId = await insertConversation(database, user.userId);
      await insertMessages(database, conversationId, [{ role: 'user', content: 'hello' }, {
        role: 'assistant',
        content: 'hi',
      }]);

      const response = await app.request('DELETE', `/chat/conversations/${conversationId}`, { token: user.token });

      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(await database.sql.query('select id from public.messages where conversation_id = $1', [conversationId]))
        .toEqual([]);
      expect((await app.get(`/chat/conversations/${conversationId}/messages`, { token: user.token })).status).toBe(404);
      expect((await app.request('DELETE', `/chat/conversations/${conversationId}`, { token: user.token })).status).toBe(
        404,
      );
    });
  });

  describe("when it is not the caller's", () => {
    it('answers 404 and keeps it', async () => {
      const user = await createUserWithAgent(app, database);
      const someoneElse = await createUserWithAgent(app, database);
      const theirs = await insertConversation(database, someoneElse.userId);

      const response = await app.request('DELETE', `/chat/conversations/${theirs}`, { token: user.token });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
      expect(await database.sql.query('select id from public.conversations where id = $1', [theirs])).toEqual([{
        id: theirs,
      }]);
    });
  });

  describe('when the id is not a UUID', () => {
    it('answers 400 naming it', async () => {
      const response = await app.request('DELETE', '/chat/conversations/42');

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'bad_request', message: 'The conversation id in the path must be a UUID; got "42".' },
      });
    });
  });
});
