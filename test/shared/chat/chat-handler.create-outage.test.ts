import { describe, expect, it } from 'vitest';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { readSseEvents } from './support/sse-events.ts';
import { workingTurnDeadlineMs } from './support/turn-deadline.ts';

const chat = useChatTestEnvironment();

/** While `silent.on`, creating a conversation gets no answer (a socket gone silent). */
function conversationsWithSilentCreate(silent: { on: boolean }): ConversationsRepository {
  const conversations = createConversationsRepository(chat.database.sql);
  return {
    ...conversations,
    createWithFirstMessage: (conversation) =>
      silent.on ? new Promise<never>(() => {}) : conversations.createWithFirstMessage(conversation),
  };
}

/** A keyed chat app with a short turn deadline, so the create's tries give up at the deadline. */
function appWithSilentCreate(silent: { on: boolean }) {
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off', PARLEY_TURN_DEADLINE_MS: String(workingTurnDeadlineMs) },
    overrides: {
      chatRequestKeys: createChatRequestKeysRepository(chat.database.sql),
      conversations: conversationsWithSilentCreate(silent),
    },
  });
}

describe(
  `chat handler: the database goes silent while the conversation is created (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    it('answers 503 database_unavailable with Retry-After, and gives the key back for the retry', async () => {
      const silent = { on: true };
      const app = appWithSilentCreate(silent);
      const key = `turn-${crypto.randomUUID()}`;
      chat.server.enqueue({ text: 'Noon.' });

      const failed = await app.post({ message: 'When is high tide?' }, { headers: { 'idempotency-key': key } });
      const failure = (await failed.json()).error;
      silent.on = false;
      const retried = await app.post({ message: 'When is high tide?' }, { headers: { 'idempotency-key': key } });

      expect(failed.status).toBe(503);
      expect(failure).toMatchObject({ code: 'database_unavailable', retryAfterSeconds: 1 });
      expect(failed.headers.get('retry-after')).toBe('1');
      expect(retried.status).toBe(200);
      expect(await retried.json()).toMatchObject({ reply: 'Noon.' });
    });

    it('answers a stream reader with an error event database_unavailable', async () => {
      const app = appWithSilentCreate({ on: true });

      const failed = await app.post({ message: 'When is high tide?' }, { stream: true });
      const events = await readSseEvents(failed);

      expect(failed.status).toBe(503);
      expect(failed.headers.get('content-type')).toContain('text/event-stream');
      expect(failed.headers.get('retry-after')).toBe('1');
      expect(events).toEqual([
        { event: 'error', data: expect.objectContaining({ code: 'database_unavailable', retryAfterSeconds: 1 }) },
      ]);
    });
  },
);
