import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import { type AnyToolDefinition, defineTool } from '../../../shared/tools/index.ts';
import type { ChatHandlerDependencies } from '../../../shared/chat/chat-handler.ts';
import { demoUserId } from './support/chat-test-app.ts';
import { createOtherUser } from './support/other-user.ts';
import { readSseEvents } from './support/sse-events.ts';
import { sendUiChat, userMessage } from './ui-stream/support/ui-chat-client.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';

const chat = useChatTestEnvironment();

/** The chat app with Postgres-kept Idempotency-Keys. */
function keyedApp(overrides: Partial<ChatHandlerDependencies> = {}, tools: readonly AnyToolDefinition[] = []) {
  return chat.app({
    tools,
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: { chatRequestKeys: createChatRequestKeysRepository(chat.database.sql), ...overrides },
  });
}

function uniqueKey(): string {
  return `turn-${crypto.randomUUID()}`;
}

describe(`chat handler: Idempotency-Key (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when a request is sent again with the same key and body', () => {
    it("answers with the first request's reply and never runs the turn again", async () => {
      const app = keyedApp();
      const key = uniqueKey();
      chat.server.enqueue({ text: 'Only once.' });

      const first = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });
      const firstBody = await first.json();
      const again = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });
      const againBody = await again.json();

      expect(first.status).toBe(200);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('parley-conversation-id')).toBe(firstBody.conversationId);
      expect(againBody).toEqual(firstBody);
      expect(chat.server.requests).toHaveLength(1);
      expect((await app.messages(firstBody.conversationId)).map((message) => message.content)).toEqual([
        'Hi',
        'Only once.',
      ]);
    });

    it('answers a retry that reads a stream with the stored reply as its done event', async () => {
      const app = keyedApp();
      const key = uniqueKey();
      chat.server.enqueue({ text: 'Streamed later.' });

      const firstBody = await (await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } })).json();
      const again = await app.post({ message: 'Hi' }, { stream: true, headers: { 'idempotency-key': key } });
      const events = await readSseEvents(again);

      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(events).toEqual([{ event: 'done', data: firstBody }]);
      expect(chat.server.requests).toHaveLength(1);
    });

    it("answers a useChat retry with a UI message stream the AI SDK reads: the first reply's text", async () => {
      const app = keyedApp();
      const key = uniqueKey();
      chat.server.enqueue({ text: 'Hello from the first turn.' });
      const headers = { authorization: `Bearer ${await app.signToken(demoUserId)}`, 'idempotency-key': key };
      const messages = [userMessage('Hi', 'user-1')];

      const first = await sendUiChat({ handler: app.handler, messages, headers });
      const again = await sendUiChat({ handler: app.handler, messages, headers });

      expect(again.response.headers.get('idempotent-replayed')).toBe('true');
      expect(again.errors).toEqual([]);
      expect(again.message.parts.filter((part) => part.type === 'text')).toEqual([
        expect.objectContaining({ text: 'Hello from the first turn.' }),
      ]);
      expect(again.message.metadata?.conversationId).toBe(first.message.metadata?.conversationId);
      expect(again.chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
      expect(chat.server.requests).toHaveLength(1);
    });

    it('answers a failed first request (not a retryable one) with the same failure', async () => {
      const app = keyedApp();
      const key = uniqueKey();
      const missing = '00000000-0000-4000-8000-00000000dead';

      const first = await app.post({ message: 'Hi', conversationId: missing }, { headers: { 'idempotency-key': key } });
      const again = await app.post({ message: 'Hi', conversationId: missing }, { headers: { 'idempotency-key': key } });

      expect(first.status).toBe(404);
      expect(again.status).toBe(404);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await again.json()).error.code).toBe((await first.json()).error.code);
    });
  });

  describe('when the caller of a keyed request goes away', () => {
    it('lets the turn finish, so the retry gets its reply instead of a second turn', async () => {
      let letToolFinish = (): void => {};
      const toolMayFinish = new Promise<void>((resolve) => {
        letToolFinish = resolve;
      });
      let toolStarted = (): void => {};
      const started = new Promise<void>((resolve) => {
        toolStarted = resolve;
      });
      const slow = defineTool({
        name: 'web_search',
        description: 'Searches the web.',
        parameters: z.object({ query: z.string() }),
        execute: async () => {
          toolStarted();
          await toolMayFinish;
          return { results: ['tide tables'] };
        },
      });
      const app = keyedApp({}, [slow]);
      const key = uniqueKey();
      chat.server.enqueue(
        { toolCalls: [{ id: 'call_slow', name: 'web_search', arguments: '{"query":"tides"}' }] },
        { text: 'Found tide tables.' },
      );
      const caller = new AbortController();
      const first = app.handler(
        new Request('http://localhost/functions/v1/chat', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await app.signToken(demoUserId)}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ message: 'Search tides' }),
          signal: caller.signal,
        }),
      );

      await started;
      caller.abort();
      letToolFinish();
      await first;
      const retried = await app.post({ message: 'Search tides' }, { headers: { 'idempotency-key': key } });

      expect(retried.status).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBe('true');
      expect((await retried.json()).reply).toBe('Found tide tables.');
      expect(chat.server.requests).toHaveLength(2);
    });
  });

  describe('when the key comes with a different body', () => {
    it('refuses with 422 idempotency_key_reused and runs nothing', async () => {
      const app = keyedApp();
      const key = uniqueKey();
      chat.server.enqueue({ text: 'First.' });

      await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });
      const reused = await app.post({ message: 'Something else' }, { headers: { 'idempotency-key': key } });

      expect(reused.status).toBe(422);
      expect((await reused.json()).error).toMatchObject({ code: 'idempotency_key_reused' });
      expect(chat.server.requests).toHaveLength(1);
    });
  });

  describe('when another user sends the same key', () => {
    it('runs their own turn: a key belongs to its user', async () => {
      const app = keyedApp();
      const key = uniqueKey();
      const other = await createOtherUser(chat.database.sql);
      chat.server.enqueue({ text: 'For the demo user.' }, { text: 'For the other user.' });

      await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });
      const theirs = await app.post({ message: 'Hi' }, {
        token: await app.signToken(other.userId),
        headers: { 'idempotency-key': key },
      });

      expect(theirs.status).toBe(200);
      expect(theirs.headers.get('idempotent-replayed')).toBeNull();
      expect((await theirs.json()).reply).toBe('For the other user.');
    });
  });

  describe('while the first request with the key still runs', () => {
    it('answers 409 idempotency_in_progress with Retry-After, then the reply once it has ended', async () => {
      let letToolFinish = (): void => {};
      const toolMayFinish = new Promise<void>((resolve) => {
        letToolFinish = resolve;
      });
      let toolStarted = (): void => {};
      const started = new Promise<void>((resolve) => {
        toolStarted = resolve;
      });
      const slow = defineTool({
        name: 'web_search',
        description: 'Searches the web.',
        parameters: z.object({ query: z.string() }),
        execute: async () => {
          toolStarted();
          await toolMayFinish;
          return { results: [] };
        },
      });
      const app = keyedApp({}, [slow]);
      const key = uniqueKey();
      chat.server.enqueue(
        { toolCalls: [{ id: 'call_slow', name: 'web_search', arguments: '{"query":"tides"}' }] },
        { text: 'Nothing found.' },
      );

      const first = app.post({ message: 'Search tides' }, { headers: { 'idempotency-key': key } });
      await started;
      const during = await app.post({ message: 'Search tides' }, { headers: { 'idempotency-key': key } });
      letToolFinish();
      const firstBody = await (await first).json();
      const after = await app.post({ message: 'Search tides' }, { headers: { 'idempotency-key': key } });

      expect(during.status).toBe(409);
      expect(Number(during.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await during.json()).error).toMatchObject({ code: 'idempotency_in_progress' });
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual(firstBody);
      expect(chat.server.requests).toHaveLength(2);
    });
  });

  describe('when the first request failed with a retryable error', () => {
    it('gives the key back, so the retry runs the turn', async () => {
      const conversations = createConversationsRepository(chat.database.sql);
      let databaseDown = true;
      const flaky: ConversationsRepository = {
        ...conversations,
        appendMessages: (conversationId, messages, options) =>
          databaseDown
            ? Promise.reject(new DatabaseUnavailableError(1, { cause: new Error('ECONNREFUSED') }))
            : conversations.appendMessages(conversationId, messages, options),
      };
      let clock = 1_800_000_000_000;
      const app = keyedApp({
        conversations: flaky,
        turnDeadlineMs: 5_000,
        now: () => clock,
        sleep: async (milliseconds) => {
          clock += milliseconds;
        },
      });
      const key = uniqueKey();
      chat.server.enqueue({ text: 'Not saved.' }, { text: 'Saved.' });

      const failed = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });
      databaseDown = false;
      const retried = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });

      expect(failed.status).toBe(503);
      expect(retried.status).toBe(200);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect((await retried.json()).reply).toBe('Saved.');
    });
  });

  describe('when the key is malformed', () => {
    it.each([
      ['longer than 255 characters', 'k'.repeat(256)],
      ['not printable ASCII', 'clé-1'],
    ])('refuses a key %s with 400 naming the header, before anything runs', async (_why, key) => {
      const app = keyedApp();

      const response = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': key } });
      const { error } = await response.json();

      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 'bad_request', issues: [{ path: 'Idempotency-Key' }] });
      expect(chat.server.requests).toHaveLength(0);
    });
  });
});
