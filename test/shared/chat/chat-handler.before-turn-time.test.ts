import { describe, expect, it } from 'vitest';
import type { ChatHandlerDependencies } from '../../../shared/chat/chat-handler.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { readSseEvents } from './support/sse-events.ts';

const chat = useChatTestEnvironment();

/** A short deadline: without a bound, a silent database holds the request for ever here (the
 * stubs below never answer), so the test runs into its own timeout instead. */
const deadlineMs = 1_000;

/** A database wait on a silent socket: no answer, no close. Marks that it was reached. */
function silentWait(reached: { count: number }) {
  return (): Promise<never> => {
    reached.count += 1;
    return new Promise<never>(() => {});
  };
}

function appWith(overrides: Partial<ChatHandlerDependencies>) {
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: { turnDeadlineMs: deadlineMs, ...overrides },
  });
}

async function expectDatabaseUnavailable(response: Response): Promise<void> {
  const { error } = await response.json();
  expect(response.status).toBe(503);
  expect(error).toMatchObject({ code: 'database_unavailable' });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe(
  `chat handler: database waits before the turn end by its deadline (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    it('answers 503 database_unavailable when the rate limit gets no answer', async () => {
      const reached = { count: 0 };
      const app = appWith({ rateLimit: silentWait(reached) });

      await expectDatabaseUnavailable(await app.post({ message: 'Hi' }));
      expect(reached.count).toBe(1);
      expect(chat.server.requests).toHaveLength(0);
    });

    it('answers 503 database_unavailable when claiming the Idempotency-Key gets no answer', async () => {
      const reached = { count: 0 };
      const keys = createChatRequestKeysRepository(chat.database.sql);
      const app = appWith({ chatRequestKeys: { ...keys, claim: silentWait(reached) } });

      await expectDatabaseUnavailable(
        await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': crypto.randomUUID() } }),
      );
      expect(reached.count).toBe(1);
    });

    it('sends an SSE caller the 503 as an error event when claiming the key gets no answer', async () => {
      const reached = { count: 0 };
      const keys = createChatRequestKeysRepository(chat.database.sql);
      const app = appWith({ chatRequestKeys: { ...keys, claim: silentWait(reached) } });

      const response = await app.post({ message: 'Hi' }, {
        stream: true,
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      const events = await readSseEvents(response);

      expect(response.status).toBe(503);
      expect(events).toEqual([
        expect.objectContaining({ event: 'error', data: expect.objectContaining({ code: 'database_unavailable' }) }),
      ]);
    });

    it("answers 503 database_unavailable when looking up the request's conversation gets no answer", async () => {
      const conversationId = await existingConversation();
      const reached = { count: 0 };
      const conversations: ConversationsRepository = {
        ...createConversationsRepository(chat.database.sql),
        findForUser: silentWait(reached),
      };
      const app = appWith({ conversations });

      await expectDatabaseUnavailable(await app.post({ message: 'Again', conversationId }));
      expect(reached.count).toBe(1);
    });

    it("answers 503 database_unavailable when reading the conversation's history gets no answer", async () => {
      const conversationId = await existingConversation();
      const reached = { count: 0 };
      const conversations: ConversationsRepository = {
        ...createConversationsRepository(chat.database.sql),
        loadMessages: silentWait(reached),
      };
      const app = appWith({ conversations });

      await expectDatabaseUnavailable(await app.post({ message: 'Again', conversationId }));
      expect(reached.count).toBe(1);
      expect(chat.server.requests).toHaveLength(1);
    });
  },
);

/** A conversation of the demo user with one answered turn. */
async function existingConversation(): Promise<string> {
  chat.server.enqueue({ text: 'Hello.' });
  const response = await chat.app({ environment: { PARLEY_FALLBACK_TOOL: 'off' } }).post({ message: 'Hi' });
  const reply = await response.json();
  expect(response.status).toBe(200);
  return reply.conversationId;
}
