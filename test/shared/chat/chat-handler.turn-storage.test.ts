import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import { createEmailTool, emailArguments } from './support/email-tool.ts';
import { readSseEvents } from './support/sse-events.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';

const chat = useChatTestEnvironment();

/** The turn's deadline in these tests: the clock only moves when the handler waits. */
const deadlineMs = 10_000;

/**
 * A chat app whose database goes away for the first `failedStores` stores of a turn's
 * messages (every store when `Infinity`), as a cut connection fails them: the circuit's
 * `DatabaseUnavailableError`. Its clock moves only by the waits the handler asks for.
 */
function appWithOutage(failedStores: number) {
  const conversations = createConversationsRepository(chat.database.sql);
  const stores = { tried: 0 };
  const flaky: ConversationsRepository = {
    ...conversations,
    appendMessages: async (conversationId, messages, options) => {
      stores.tried += 1;
      if (stores.tried <= failedStores) throw new DatabaseUnavailableError(1, { cause: new Error('ECONNRESET') });
      return conversations.appendMessages(conversationId, messages, options);
    },
  };
  let clock = 1_800_000_000_000;
  const email = createEmailTool();
  const app = chat.app({
    tools: [email.tool],
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: {
      conversations: flaky,
      turnDeadlineMs: deadlineMs,
      now: () => clock,
      sleep: async (milliseconds) => {
        clock += milliseconds;
      },
    },
  });
  return { app, stores, email };
}

describe(`chat handler: storing the turn (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the database is away for a moment as the model answers', () => {
    it('stores the turn once the database is back, and answers 200', async () => {
      const { app, stores } = appWithOutage(2);
      chat.server.enqueue({ text: 'Hello there.' });

      const response = await app.post({ message: 'Hi' });
      const reply = await response.json();

      expect(response.status).toBe(200);
      expect(stores.tried).toBe(3);
      expect((await app.messages(reply.conversationId)).map((message) => [message.role, message.content])).toEqual([
        ['user', 'Hi'],
        ['assistant', 'Hello there.'],
      ]);
    });
  });

  describe('when the database is away for a moment after the model called a tool', () => {
    it('stores the call, its result and the reply once it is back', async () => {
      const { app, email } = appWithOutage(3);
      chat.server.enqueue(
        { toolCalls: [{ id: 'call_send', name: 'gmail_send_email', arguments: emailArguments.valid }] },
        { text: 'Sent.' },
      );

      const response = await app.post({ message: 'Email ana@example.com: Hi / Hello' });
      const reply = await response.json();

      expect(response.status).toBe(200);
      expect(email.sent).toHaveLength(1);
      expect((await app.messages(reply.conversationId)).map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
      ]);
    });
  });

  describe('when the database stays away past the deadline', () => {
    it('answers a JSON caller 503 database_unavailable saying the turn was not saved, with the conversation', async () => {
      const { app, stores } = appWithOutage(Infinity);
      chat.server.enqueue({ text: 'Hello there.' });

      const response = await app.post({ message: 'Hi' });
      const { error } = await response.json();

      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(error).toMatchObject({
        code: 'database_unavailable',
        turnSaved: false,
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        message: expect.stringContaining('not saved'),
      });
      expect(response.headers.get('parley-conversation-id')).toBe(error.conversationId);
      expect(stores.tried).toBeGreaterThan(1);
      // The conversation the caller is told of holds the message, so a retry in it has context
      // and no conversation is left empty.
      expect((await app.messages(error.conversationId)).map((message) => [message.role, message.content])).toEqual([
        ['user', 'Hi'],
      ]);
    });

    it('ends an SSE stream with an error event instead of done', async () => {
      const { app } = appWithOutage(Infinity);
      chat.server.enqueue({ text: 'Hello there.' });

      const events = await readSseEvents(await app.post({ message: 'Hi' }, { stream: true }));

      expect(events.map((event) => event.event)).not.toContain('done');
      expect(events.at(-1)).toMatchObject({
        event: 'error',
        data: { code: 'database_unavailable', turnSaved: false, conversationId: expect.any(String) },
      });
    });

    it('ends a UI message stream with an error chunk instead of a normal finish', async () => {
      const { app } = appWithOutage(Infinity);
      chat.server.enqueue({ text: 'Hello there.' });

      const response = await app.post({
        id: 'chat-1',
        messages: [{ id: 'user-1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }],
        trigger: 'submit-message',
      });
      const chunks = (await response.text()).split('\n\n').filter((block) => block.startsWith('data: {'))
        .map((block) => JSON.parse(block.slice('data: '.length)) as { type: string; errorText?: string });

      expect(chunks.find((chunk) => chunk.type === 'error')?.errorText).toContain('database_unavailable');
      expect(chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'error' });
    });
  });
});
