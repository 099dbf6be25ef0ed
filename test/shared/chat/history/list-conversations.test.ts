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

interface ListBody {
  conversations: { id: string; agentId: string; title: string | null; createdAt: string; updatedAt: string }[];
  nextCursor: string | null;
}

async function list(path: string, token: string): Promise<ListBody> {
  const response = await app.get(path, { token });
  expect(response.status).toBe(200);
  return await response.json() as ListBody;
}

/** Every page from the first, following nextCursor. */
async function allPages(limit: number, token: string): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const body: ListBody = await list(
      `/chat/conversations?limit=${limit}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`,
      token,
    );
    pages.push(body.conversations.map((conversation) => conversation.id));
    cursor = body.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describe(`GET /chat/conversations (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the user has conversations', () => {
    it('lists them newest activity first, with the stored title or the first user message cut to 80 characters', async () => {
      const user = await createUserWithAgent(app, database);
      const titled = await insertConversation(database, user.userId, {
        title: 'Trip to Lisbon',
        updatedAt: '2026-11-20T10:00:00Z',
      });
      const long = await insertConversation(database, user.userId, { updatedAt: '2026-11-21T10:00:00Z' });
      await insertMessages(database, long, [
        { role: 'user', content: `  Please search\nthe web for ${'deno '.repeat(30)}` },
        { role: 'assistant', content: 'Sure.' },
        { role: 'user', content: 'A later message' },
      ]);
      const empty = await insertConversation(database, user.userId, { updatedAt: '2026-11-22T10:00:00Z' });

      const body = await list('/chat/conversations', user.token);

      expect(body.conversations.map((conversation) => conversation.id)).toEqual([empty, long, titled]);
      expect(body.conversations[0]).toEqual({
        id: empty,
        agentId: user.agentId,
        title: null,
        createdAt: expect.any(String),
        updatedAt: '2026-11-22T10:00:00.000Z',
        awaitingApproval: false,
      });
      const title = body.conversations[1]?.title ?? '';
      expect(Array.from(title)).toHaveLength(80);
      expect(title).toMatch(/^Please search the web for deno deno .*…$/);
      expect(body.conversations[2]?.title).toBe('Trip to Lisbon');
      expect(body.nextCursor).toBeNull();
    });

    it('pages through them with the cursor, in a stable order when timestamps are equal', async () => {
      const user = await createUserWithAgent(app, database);
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        ids.push(await insertConversation(database, user.userId, { updatedAt: '2026-11-23T08:00:00.123456Z' }));
      }
      const newer = await insertConversation(database, user.userId, { updatedAt: '2026-11-23T08:00:00.123457Z' });
      // Within the same millisecond as the five: a cursor rounded to milliseconds would skip it.
      const older = await insertConversation(database, user.userId, { updatedAt: '2026-11-23T08:00:00.123001Z' });

      const pages = await allPages(2, user.token);

      expect(pages.map((page) => page.length)).toEqual([2, 2, 2, 1]);
      expect(pages.flat()).toEqual([newer, ...[...ids].sort().reverse(), older]);
    });

    it('lists only the agent asked for', async () => {
      const user = await createUserWithAgent(app, database);
      const [other] = await database.sql.query<{ id: string }>(
        `insert into public.agents (owner_id, name) values ($1, 'Second') returning id`,
        [user.userId],
      );
      await insertConversation(database, user.userId);
      const ofSecond = await insertConversation(database, user.userId, { agentId: other?.id });

      const body = await list(`/chat/conversations?agentId=${other?.id}`, user.token);

      expect(body.conversations.map((conversation) => conversation.id)).toEqual([ofSecond]);
    });
  });

  describe('when another user has conversations', () => {
    it('never lists them, and answers 404 for their agent', async () => {
      const user = await createUserWithAgent(app, database);
      const someoneElse = await createUserWithAgent(app, database);
      await insertConversation(database, someoneElse.userId);

      expect((await list('/chat/conversations', user.token)).conversations).toEqual([]);
      const response = await app.get(`/chat/conversations?agentId=${someoneElse.agentId}`, { token: user.token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'Agent not found.', requestId: expect.any(String) },
      });
    });
  });

  describe('when the query is not valid', () => {
    it.each([
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 100; got "0".'],
      ['limit=101', 'limit', 'limit must be a whole number from 1 to 100; got "101".'],
      ['limit=ten', 'limit', 'limit must be a whole number from 1 to 100; got "ten".'],
      ['agentId=agent-1', 'agentId', 'agentId must be an agent id (a UUID); got "agent-1".'],
      [
        'cursor=not-a-cursor!',
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
      [
        `cursor=${Buffer.from('{"before":"12"}').toString('base64url')}`,
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
      [
        `cursor=${Buffer.from('{"updatedAt":"2026-11-23T08:00:00Z","id":"x"}').toString('base64url')}`,
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
      [
        `cursor=${
          Buffer.from(`{"updatedAt":"2026-02-30T08:00:00.000000Z","id":"${crypto.randomUUID()}"}`).toString('base64url')
        }`,
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
      [
        `cursor=${
          Buffer.from(`{"updatedAt":"2026-11-23T24:61:00.000000Z","id":"${crypto.randomUUID()}"}`).toString('base64url')
        }`,
        'cursor',
        'The cursor is not valid: pass the nextCursor of the previous page as it was given.',
      ],
    ])('answers 400 for %s, naming the parameter', async (query, path, message) => {
      const response = await app.get(`/chat/conversations?${query}`);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'bad_request',
          message,
          requestId: expect.any(String),
          issues: [expect.objectContaining({ path })],
        },
      });
    });
  });

  describe('when the caller is not signed in', () => {
    it('answers 401 without a token, and for an API key', async () => {
      expect((await app.get('/chat/conversations', { token: null })).status).toBe(401);
      expect((await app.get('/chat/conversations', { token: await app.chat.signToken(null, { role: 'anon' }) })).status)
        .toBe(401);
    });
  });
});
