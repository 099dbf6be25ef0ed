import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatHandlerDependencies } from '../../../shared/chat/chat-handler.ts';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import { defineTool } from '../../../shared/tools/index.ts';
import type { RecordedRequest } from '../../support/scripted-openai-server.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import type { StoredMessage } from './support/chat-test-app.ts';
import { readSseEvents } from './support/sse-events.ts';
import { workingTurnDeadlineMs } from './support/turn-deadline.ts';

const chat = useChatTestEnvironment();

const search = defineTool({
  name: 'web_search',
  description: 'Searches the web.',
  parameters: z.object({ query: z.string() }),
  execute: () => ({ results: ['tide tables'] }),
});

const question = 'When is high tide?';

/** The chat app with Postgres-kept Idempotency-Keys and a short turn deadline. */
function keyedApp(overrides: Partial<ChatHandlerDependencies> = {}) {
  return chat.app({
    tools: [search],
    environment: { PARLEY_FALLBACK_TOOL: 'off', PARLEY_TURN_DEADLINE_MS: String(workingTurnDeadlineMs) },
    overrides: { chatRequestKeys: createChatRequestKeysRepository(chat.database.sql), ...overrides },
  });
}

/**
 * Conversations whose message stores fail while `outage.on`: `lostAnswer` stores them first
 * (the server committed, its answer never came back), else the store never reaches the
 * database. Both are the circuit's `DatabaseUnavailableError`, as a cut connection gives.
 */
function conversationsWithOutage(outage: { on: boolean; lostAnswer: boolean }): ConversationsRepository {
  const conversations = createConversationsRepository(chat.database.sql);
  return {
    ...conversations,
    appendMessages: async (conversationId, messages, options) => {
      if (!outage.on) return conversations.appendMessages(conversationId, messages, options);
      if (outage.lostAnswer) await conversations.appendMessages(conversationId, messages, options);
      throw new DatabaseUnavailableError(1, { cause: new Error('ECONNRESET') });
    },
  };
}

/** A chat app whose clock moves only by the waits the handler asks for (stores retry until
 * a 10 s deadline without the test waiting for it). */
function keyedAppWithOutage(outage: { on: boolean; lostAnswer: boolean }) {
  let clock = 1_800_000_000_000;
  return chat.app({
    tools: [search],
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: {
      chatRequestKeys: createChatRequestKeysRepository(chat.database.sql),
      conversations: conversationsWithOutage(outage),
      turnDeadlineMs: 10_000,
      now: () => clock,
      sleep: async (milliseconds) => {
        clock += milliseconds;
      },
    },
  });
}

function keyed(key: string, stream = false) {
  return { headers: { 'idempotency-key': key }, stream };
}

function newKey(): string {
  return `turn-${crypto.randomUUID()}`;
}

/** The stored messages as [role, content or the called tool's name]. */
function shapeOf(messages: readonly StoredMessage[]): [string, string | null | undefined][] {
  return messages.map((message) => [message.role, message.content ?? message.toolCalls?.[0]?.name]);
}

/** How often the model read `text` as a user message in `request`. */
function userMessagesIn(request: RecordedRequest | undefined, text: string): number {
  return (request?.body.messages ?? []).filter((message) => message.role === 'user' && message.content === text)
    .length;
}

/** Starts a conversation with one finished, unkeyed turn; its id. */
async function existingConversation(app: ReturnType<typeof keyedApp>): Promise<string> {
  chat.server.enqueue({ text: 'Hello.' });
  const response = await app.post({ message: 'Hi' });
  expect(response.status).toBe(200);
  return (await response.json()).conversationId;
}

describe(
  `chat handler: a retried request stores the user's message once (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    describe('when the first request of a new conversation ran out of time on a hung model after a tool', () => {
      it('stores the message once and the retry continues after the tool, the model reading the message once', async () => {
        const app = keyedApp();
        const key = newKey();
        chat.server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { hang: true },
          { text: 'High tide is at noon.' },
        );

        const failed = await app.post({ message: question }, keyed(key));
        const failure = (await failed.json()).error;
        const retried = await app.post({ message: question }, keyed(key));
        const reply = await retried.json();

        expect(failed.status).toBe(504);
        expect(retried.status).toBe(200);
        expect(reply).toMatchObject({ reply: 'High tide is at noon.', conversationId: failure.conversationId });
        expect(shapeOf(await app.messages(failure.conversationId))).toEqual([
          ['user', question],
          ['assistant', 'web_search'],
          ['tool', expect.stringContaining('tide tables')],
          ['assistant', 'High tide is at noon.'],
        ]);
        // The retry's model call reads the message once, then the first request's tool work.
        const retryInput = chat.server.requests[2]?.body.messages ?? [];
        expect(userMessagesIn(chat.server.requests[2], question)).toBe(1);
        expect(retryInput.slice(-3).map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
        expect(chat.server.requests).toHaveLength(3);
      });
    });

    describe('when the first request in an existing conversation ran out of time before storing anything', () => {
      it('stores the message once, with the retry', async () => {
        const app = keyedApp();
        const conversationId = await existingConversation(app);
        const key = newKey();
        chat.server.enqueue({ hang: true }, { text: 'At noon.' });

        const failed = await app.post({ message: question, conversationId }, keyed(key));
        const retried = await app.post({ message: question, conversationId }, keyed(key));

        expect(failed.status).toBe(504);
        expect(retried.status).toBe(200);
        expect(shapeOf(await app.messages(conversationId))).toEqual([
          ['user', 'Hi'],
          ['assistant', 'Hello.'],
          ['user', question],
          ['assistant', 'At noon.'],
        ]);
        expect(userMessagesIn(chat.server.requests.at(-1), question)).toBe(1);
      });
    });

    describe('when the first request in an existing conversation ran out of time after a tool', () => {
      it('stores the message once, streamed over SSE, and the model reads it once', async () => {
        const app = keyedApp();
        const conversationId = await existingConversation(app);
        const key = newKey();
        chat.server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { hang: true },
          { text: 'High tide is at noon.' },
        );

        const failed = await readSseEvents(await app.post({ message: question, conversationId }, keyed(key, true)));
        const retried = await readSseEvents(await app.post({ message: question, conversationId }, keyed(key, true)));

        expect(failed.at(-1)).toMatchObject({ event: 'error', data: { code: 'turn_deadline' } });
        expect(retried.at(-1)).toMatchObject({ event: 'done', data: { reply: 'High tide is at noon.' } });
        expect(shapeOf(await app.messages(conversationId))).toEqual([
          ['user', 'Hi'],
          ['assistant', 'Hello.'],
          ['user', question],
          ['assistant', 'web_search'],
          ['tool', expect.stringContaining('tide tables')],
          ['assistant', 'High tide is at noon.'],
        ]);
        expect(userMessagesIn(chat.server.requests.at(-1), question)).toBe(1);
      });
    });

    describe('when the first request of a new conversation could not store its turn (503)', () => {
      it('stores the message once, with the retry, and the model reads it once', async () => {
        const outage = { on: true, lostAnswer: false };
        const app = keyedAppWithOutage(outage);
        const key = newKey();
        chat.server.enqueue({ text: 'Noon.' }, { text: 'At noon.' });

        const failed = await app.post({ message: question }, keyed(key));
        const failure = (await failed.json()).error;
        outage.on = false;
        const retried = await app.post({ message: question }, keyed(key));

        expect(failed.status).toBe(503);
        expect(failure).toMatchObject({ code: 'database_unavailable', turnSaved: false });
        expect(retried.status).toBe(200);
        expect((await retried.json()).conversationId).toBe(failure.conversationId);
        expect(shapeOf(await app.messages(failure.conversationId))).toEqual([
          ['user', question],
          ['assistant', 'At noon.'],
        ]);
        expect(userMessagesIn(chat.server.requests[1], question)).toBe(1);
      });
    });

    describe('when the first request in an existing conversation stored its turn but never heard so (503)', () => {
      it('answers the retry with the stored reply: no second model call, no second reply', async () => {
        const outage = { on: false, lostAnswer: true };
        const app = keyedAppWithOutage(outage);
        const conversationId = await existingConversation(app);
        const key = newKey();
        chat.server.enqueue({ text: 'Noon.' });

        outage.on = true;
        const failed = await app.post({ message: question, conversationId }, keyed(key));
        outage.on = false;
        const retried = await app.post({ message: question, conversationId }, keyed(key, true));

        expect(failed.status).toBe(503);
        expect(await readSseEvents(retried)).toEqual([
          { event: 'done', data: expect.objectContaining({ conversationId, status: 'completed', reply: 'Noon.' }) },
        ]);
        expect(shapeOf(await app.messages(conversationId))).toEqual([
          ['user', 'Hi'],
          ['assistant', 'Hello.'],
          ['user', question],
          ['assistant', 'Noon.'],
        ]);
        // The first conversation's turn and the keyed request's one try: two model calls.
        expect(chat.server.requests).toHaveLength(2);
      });
    });

    describe('without an Idempotency-Key', () => {
      it('stores a resent message again: each request is a new message', async () => {
        const app = keyedApp();
        const conversationId = await existingConversation(app);
        chat.server.enqueue({ text: 'Noon.' }, { text: 'Still noon.' });

        await app.post({ message: question, conversationId });
        await app.post({ message: question, conversationId });

        expect(shapeOf(await app.messages(conversationId))).toEqual([
          ['user', 'Hi'],
          ['assistant', 'Hello.'],
          ['user', question],
          ['assistant', 'Noon.'],
          ['user', question],
          ['assistant', 'Still noon.'],
        ]);
      });
    });
  },
);
