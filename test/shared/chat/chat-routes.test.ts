import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { createHistoryTestApp, type HistoryTestApp } from './history/support/history-test-app.ts';

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

describe('createChatRoutes', () => {
  describe('when a turn is posted to /chat', () => {
    it('runs it as before, whichever way the path is spelled', async () => {
      for (const path of ['/chat', '/functions/v1/chat', '/chat/']) {
        server.enqueue({ text: 'Hello!' });
        const response = await app.request('POST', path, { body: { message: 'Hi' } });

        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ reply: 'Hello!' });
      }
    });

    it('still answers other methods on /chat with 405', async () => {
      const response = await app.get('/chat');

      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });

  describe('when a sub-path is asked for', () => {
    it('serves the history there, also under /functions/v1', async () => {
      const response = await app.get('/functions/v1/chat/conversations');

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ conversations: expect.any(Array), nextCursor: null });
    });

    it('answers an unknown path with 404 naming the routes', async () => {
      const response = await app.get('/chat/conversation');

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: 'not_found',
          message: expect.stringContaining('GET /chat/conversations/{id}/messages'),
          requestId: expect.any(String),
        },
      });
    });

    it('answers a known path with another method with 405 and Allow', async () => {
      const response = await app.request('POST', '/chat/conversations');
      const byId = await app.get(`/chat/conversations/${crypto.randomUUID()}`);

      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, OPTIONS');
      expect(byId.status).toBe(405);
      expect(byId.headers.get('allow')).toBe('PATCH, DELETE, OPTIONS');
    });

    it('answers CORS preflights for POST, PATCH and DELETE without a token', async () => {
      const response = await app.request('OPTIONS', `/chat/conversations/${crypto.randomUUID()}`, {
        token: null,
        headers: { 'access-control-request-method': 'PATCH' },
      });

      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('answers a malformed path with 400', async () => {
      const response = await app.get('/chat/conversations/%E0%A4%A');

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'bad_request', message: 'The path is not valid.' },
      });
    });
  });
});
