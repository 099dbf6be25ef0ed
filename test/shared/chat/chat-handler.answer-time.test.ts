import { describe, expect, it } from 'vitest';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import type { ChatHandlerDependencies } from '../../../shared/chat/chat-handler.ts';
import { createEmailTool, emailArguments } from './support/email-tool.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { readSseEvents } from './support/sse-events.ts';
import { workingTurnDeadlineMs } from './support/turn-deadline.ts';

const chat = useChatTestEnvironment();

/** A turn deadline the model loop never reaches here: the clock skips to just before it. */
const deadlineMs = 10_000;

/** A wait on a silent socket, or a tool server that never answers: no answer, no close. */
const silence = (): Promise<never> => new Promise<never>(() => {});

/**
 * A chat app whose clock jumps to 20 ms before the turn's deadline as the model answers: the
 * turn ends inside its deadline, and what it waits for afterwards has the answer margin left.
 */
function appAnsweringNearTheDeadline(overrides: Partial<ChatHandlerDependencies> = {}) {
  let skipped = 0;
  const startedAt = Date.now();
  chat.server.respond = () => {
    skipped = startedAt + deadlineMs - 20 - Date.now();
    return { text: 'Hello there.' };
  };
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: { turnDeadlineMs: deadlineMs, now: () => Date.now() + skipped, ...overrides },
  });
}

/** The conversations repository, with stores of a turn's messages that never get an answer. */
function silentStores(): ConversationsRepository {
  return { ...createConversationsRepository(chat.database.sql), appendMessages: silence };
}

describe(`chat handler: the answer after the model loop (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when storing the turn gets no answer', () => {
    it('answers a JSON caller 503 turnSaved:false with its conversation, holding the message', async () => {
      const app = appAnsweringNearTheDeadline({ conversations: silentStores() });

      const response = await app.post({ message: 'Hi' });
      const { error } = await response.json();

      expect(response.status).toBe(503);
      expect(error).toMatchObject({ code: 'database_unavailable', turnSaved: false });
      expect(response.headers.get('parley-conversation-id')).toBe(error.conversationId);
      expect((await app.messages(error.conversationId)).map((message) => [message.role, message.content])).toEqual([
        ['user', 'Hi'],
      ]);
    });

    it('ends an SSE stream with an error event turnSaved:false', async () => {
      const app = appAnsweringNearTheDeadline({ conversations: silentStores() });

      const events = await readSseEvents(await app.post({ message: 'Hi' }, { stream: true }));

      expect(events[0]).toMatchObject({ event: 'conversation' });
      expect(events.at(-1)).toMatchObject({
        event: 'error',
        data: { code: 'database_unavailable', turnSaved: false, conversationId: events[0]?.data.conversationId },
      });
    });
  });

  describe('when settling the Idempotency-Key gets no answer', () => {
    it('answers 200 with the stored turn and logs the key as unsettled', async () => {
      const keys = createChatRequestKeysRepository(chat.database.sql);
      const app = appAnsweringNearTheDeadline({ chatRequestKeys: { ...keys, complete: silence } });

      const response = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': crypto.randomUUID() } });
      const reply = await response.json();

      expect(response.status).toBe(200);
      expect(reply.reply).toBe('Hello there.');
      expect(app.logs.map((line) => line.event)).toContain('idempotency-key-unsettled');
    });
  });

  describe('when a turn ends long before its deadline and settling its Idempotency-Key gets no answer', () => {
    it('answers 200 after the key waited its own 2 s bound, not the time left to the deadline', async () => {
      chat.server.enqueue({ text: 'Hello there.' });
      const keys = createChatRequestKeysRepository(chat.database.sql);
      const app = chat.app({
        environment: { PARLEY_FALLBACK_TOOL: 'off' },
        overrides: { turnDeadlineMs: 120_000, chatRequestKeys: { ...keys, complete: silence } },
      });

      const response = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': crypto.randomUUID() } });

      expect(response.status).toBe(200);
      expect((await response.json()).reply).toBe('Hello there.');
      const unsettled = app.logs.find((line) => line.event === 'idempotency-key-unsettled');
      const budget = Number(/within the (\d+) ms/.exec(String(unsettled?.fields.message))?.[1]);
      expect(budget).toBeGreaterThan(0);
      expect(budget).toBeLessThanOrEqual(chatLimits.idempotencySettleMs);
    });
  });

  describe('when neither storing the turn nor giving its Idempotency-Key back gets an answer', () => {
    it('answers 503 turnSaved:false and logs the key as unsettled', async () => {
      const keys = createChatRequestKeysRepository(chat.database.sql);
      const app = appAnsweringNearTheDeadline({
        conversations: silentStores(),
        chatRequestKeys: { ...keys, complete: silence, release: silence },
      });

      const response = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': crypto.randomUUID() } });
      const { error } = await response.json();

      expect(response.status).toBe(503);
      expect(error).toMatchObject({ code: 'database_unavailable', turnSaved: false });
      expect(app.logs.map((line) => line.event)).toContain('idempotency-key-unsettled');
    });
  });

  describe("when closing the turn's tools gets no answer", () => {
    it('answers 200 and logs the close as failed', async () => {
      const app = appAnsweringNearTheDeadline({ toolsFor: () => ({ tools: [], close: silence }) });

      const response = await app.post({ message: 'Hi' });

      expect(response.status).toBe(200);
      expect(app.logs.map((line) => line.event)).toContain('turn-tools-close-failed');
    });
  });

  describe('when the deadline stops the turn and storing what it did gets no answer', () => {
    it('answers 504 turn_deadline and logs the store as failed', async () => {
      const email = createEmailTool();
      chat.server.enqueue({
        toolCalls: [{ id: 'call_sent', name: 'gmail_send_email', arguments: emailArguments.valid }],
      });
      chat.server.respond = () => ({ hang: true });
      const app = chat.app({
        tools: [email.tool],
        environment: { PARLEY_FALLBACK_TOOL: 'off', PARLEY_TURN_DEADLINE_MS: String(workingTurnDeadlineMs) },
        overrides: { conversations: silentStores() },
      });

      const response = await app.post({ message: 'Email ana@example.com to say hi' });
      const { error } = await response.json();

      expect(response.status).toBe(504);
      expect(error).toMatchObject({ code: 'turn_deadline', conversationId: expect.any(String) });
      expect(email.sent).toHaveLength(1);
      expect(app.logs.map((line) => line.event)).toContain('conversation-store-failed');
    });
  });
});
