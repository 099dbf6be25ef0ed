import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import { requestHashOf } from '../../../shared/chat/idempotency/idempotency-key.ts';
import { keyedConversationIdOf } from '../../../shared/chat/idempotency/keyed-conversation-id.ts';
import type { RepeatingTimer } from '../../../shared/chat/idempotency/lease-heartbeat.ts';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import {
  type ConversationsRepository,
  createConversationsRepository,
} from '../../../shared/db/repositories/conversations-repository.ts';
import { chatRequestSchema } from '../../../shared/protocol/chat-request.ts';
import { defineTool } from '../../../shared/tools/index.ts';
import { demoUserId, type StoredMessage } from './support/chat-test-app.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { createOtherUser } from './support/other-user.ts';
import { readSseEvents } from './support/sse-events.ts';

const chat = useChatTestEnvironment();

/** Which stores fail while `on`: the store commits first, then its answer is lost (the
 * circuit's `DatabaseUnavailableError`, as a connection cut after the commit gives). */
interface LostAnswers {
  on: boolean;
  readonly store: 'createWithFirstMessage' | 'appendMessages';
}

function conversationsLosingAnswers(lost: LostAnswers): ConversationsRepository {
  const conversations = createConversationsRepository(chat.database.sql);
  const cut = () => new DatabaseUnavailableError(1, { cause: new Error('ECONNRESET') });
  return {
    ...conversations,
    createWithFirstMessage: async (conversation) => {
      const created = await conversations.createWithFirstMessage(conversation);
      if (lost.on && lost.store === 'createWithFirstMessage') throw cut();
      return created;
    },
    appendMessages: async (conversationId, messages, options) => {
      const stored = await conversations.appendMessages(conversationId, messages, options);
      if (lost.on && lost.store === 'appendMessages') throw cut();
      return stored;
    },
  };
}

/** A keyed chat app whose clock moves only by the waits the handler asks for. */
function appLosingAnswers(lost: LostAnswers) {
  let clock = 1_800_000_000_000;
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: {
      chatRequestKeys: createChatRequestKeysRepository(chat.database.sql),
      conversations: conversationsLosingAnswers(lost),
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

/** A question no other test asks, so its rows are this test's. */
function newQuestion(): string {
  return `When is high tide? (${crypto.randomUUID()})`;
}

/** The conversations that hold `text` as a user message. */
async function conversationsWithMessage(text: string): Promise<string[]> {
  const rows = await chat.database.sql.query(
    `select distinct conversation_id::text as id from public.messages where role = 'user' and content = $1`,
    [text],
  );
  return rows.map((row) => z.object({ id: z.string() }).parse(row).id);
}

/** The stored messages as [role, content or the called tool's name]. */
function shapeOf(messages: readonly StoredMessage[]): [string, string | null | undefined][] {
  return messages.map((message) => [message.role, message.content ?? message.toolCalls?.[0]?.name]);
}

/** UI message stream chunks of a response. */
async function uiChunks(response: Response): Promise<Record<string, unknown>[]> {
  return (await response.text()).split('\n\n').filter((block) => block.startsWith('data: {'))
    .map((block) => JSON.parse(block.slice('data: '.length)) as Record<string, unknown>);
}

describe(
  `chat handler: a keyed retry never opens a second conversation nor answers twice (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    describe('when the worker of the first request of a new conversation was killed (its lease ran out)', () => {
      it('continues the conversation the first request opened with the message, opening no other', async () => {
        let clock = 1_800_000_000_000;
        const stoppedHeartbeat: RepeatingTimer = () => () => {};
        let finishTool = (): void => {};
        const toolMayFinish = new Promise<void>((resolve) => {
          finishTool = resolve;
        });
        let toolStarted = (): void => {};
        const toolHasStarted = new Promise<void>((resolve) => {
          toolStarted = resolve;
        });
        const search = defineTool({
          name: 'web_search',
          description: 'Searches the web.',
          parameters: z.object({ query: z.string() }),
          execute: async () => {
            toolStarted();
            await toolMayFinish;
            return { results: ['tide tables'] };
          },
        });
        const app = chat.app({
          tools: [search],
          environment: { PARLEY_FALLBACK_TOOL: 'off' },
          overrides: {
            chatRequestKeys: createChatRequestKeysRepository(chat.database.sql),
            now: () => clock,
            leaseTimer: stoppedHeartbeat,
          },
        });
        const question = newQuestion();
        const key = `turn-${crypto.randomUUID()}`;
        chat.server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { text: 'From the retry.' },
          { text: 'From the first request, too late.' },
        );

        // The first request hangs in its tool and never renews its lease: a dead worker.
        const first = app.post({ message: question }, keyed(key));
        await toolHasStarted;
        const [opened] = await conversationsWithMessage(question);
        clock += chatLimits.idempotencyLeaseMs + 1_000;
        const retried = await app.post({ message: question }, keyed(key));
        const reply = await retried.json();
        const holding = await conversationsWithMessage(question);
        finishTool();
        await first;

        expect(retried.status).toBe(200);
        expect(reply.conversationId).toBe(opened);
        expect(holding).toEqual([opened]);
      });
    });

    describe('when the first request created the conversation but never heard so (503)', () => {
      it('continues that conversation: the message is stored once, in one conversation', async () => {
        const lost: LostAnswers = { on: true, store: 'createWithFirstMessage' };
        const app = appLosingAnswers(lost);
        const question = newQuestion();
        const key = `turn-${crypto.randomUUID()}`;
        chat.server.enqueue({ text: 'At noon.' });

        const failed = await app.post({ message: question }, keyed(key));
        const failure = (await failed.json()).error;
        lost.on = false;
        const retried = await app.post({ message: question }, keyed(key));
        const reply = await retried.json();

        expect(failed.status).toBe(503);
        expect(failure.conversationId).toBeUndefined();
        expect(retried.status).toBe(200);
        expect(await conversationsWithMessage(question)).toEqual([reply.conversationId]);
        expect(shapeOf(await app.messages(reply.conversationId))).toEqual([
          ['user', question],
          ['assistant', 'At noon.'],
        ]);
      });
    });

    describe('when the first request stored its whole turn but never heard so (503)', () => {
      it('answers the retry with the stored reply as JSON, without calling the model again', async () => {
        const lost: LostAnswers = { on: true, store: 'appendMessages' };
        const app = appLosingAnswers(lost);
        const question = newQuestion();
        const key = `turn-${crypto.randomUUID()}`;
        chat.server.enqueue({ text: 'Noon.' });

        const failed = await app.post({ message: question }, keyed(key));
        const failure = (await failed.json()).error;
        lost.on = false;
        const retried = await app.post({ message: question }, keyed(key));
        const reply = await retried.json();
        const again = await app.post({ message: question }, keyed(key));

        expect(failed.status).toBe(503);
        expect(retried.status).toBe(200);
        expect(reply).toEqual({
          conversationId: failure.conversationId,
          status: 'completed',
          reply: 'Noon.',
          approvals: [],
          toolCalls: [],
          model: expect.any(String),
          usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
        });
        expect(reply.model).not.toBe('');
        expect(retried.headers.get('parley-conversation-id')).toBe(failure.conversationId);
        expect(chat.server.requests).toHaveLength(1);
        expect(shapeOf(await app.messages(failure.conversationId))).toEqual([
          ['user', question],
          ['assistant', 'Noon.'],
        ]);
        // The key is settled with the stored reply: later tries get it from the key.
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect((await again.json()).reply).toBe('Noon.');
      });

      it('answers a retry over SSE with one done event carrying the stored reply', async () => {
        const lost: LostAnswers = { on: true, store: 'appendMessages' };
        const app = appLosingAnswers(lost);
        const question = newQuestion();
        const key = `turn-${crypto.randomUUID()}`;
        chat.server.enqueue({ text: 'Noon.' });

        await app.post({ message: question }, keyed(key));
        lost.on = false;
        const events = await readSseEvents(await app.post({ message: question }, keyed(key, true)));

        expect(events).toEqual([{ event: 'done', data: expect.objectContaining({ reply: 'Noon.', toolCalls: [] }) }]);
        expect(chat.server.requests).toHaveLength(1);
      });

      it('answers a retry of a useChat request as a UI message stream with the stored text', async () => {
        const lost: LostAnswers = { on: true, store: 'appendMessages' };
        const app = appLosingAnswers(lost);
        const question = newQuestion();
        const key = `turn-${crypto.randomUUID()}`;
        const body = {
          id: 'chat-1',
          messages: [{ id: 'user-1', role: 'user', parts: [{ type: 'text', text: question }] }],
          trigger: 'submit-message',
        };
        chat.server.enqueue({ text: 'Noon.' });

        // The stream's turn runs on after its first bytes: read it to its `error` end.
        const failed = await uiChunks(await app.post(body, keyed(key)));
        lost.on = false;
        const chunks = await uiChunks(await app.post(body, keyed(key)));
        const [holding] = await conversationsWithMessage(question);

        expect(failed.find((chunk) => chunk.type === 'error')?.errorText).toContain('database_unavailable');
        expect(chunks.map((chunk) => chunk.type)).toEqual(['start', 'text-start', 'text-delta', 'text-end', 'finish']);
        expect(chunks.find((chunk) => chunk.type === 'text-delta')).toMatchObject({ delta: 'Noon.' });
        expect(chunks.at(-1)).toMatchObject({ finishReason: 'stop', messageMetadata: { conversationId: holding } });
        expect(chat.server.requests).toHaveLength(1);
      });
    });

    describe("when the key's conversation id is another user's conversation", () => {
      it('refuses the request and stores nothing in that conversation', async () => {
        const app = appLosingAnswers({ on: false, store: 'appendMessages' });
        const other = await createOtherUser(chat.database.sql);
        const key = `turn-${crypto.randomUUID()}`;
        const question = newQuestion();
        const requestHash = await requestHashOf({
          protocol: 'parley',
          body: chatRequestSchema.parse({ message: question }),
        });
        const takenId = await keyedConversationIdOf(demoUserId, key, requestHash);
        await createConversationsRepository(chat.database.sql).createWithFirstMessage({
          id: takenId,
          agentId: other.agentId,
          userId: other.userId,
          title: 'Theirs',
          message: 'Their message',
        });

        const refused = await app.post({ message: question }, keyed(key));

        expect(refused.status).toBe(422);
        expect((await refused.json()).error).toMatchObject({ code: 'idempotency_key_reused' });
        expect(shapeOf(await app.messages(takenId))).toEqual([['user', 'Their message']]);
        expect(await conversationsWithMessage(question)).toEqual([]);
        expect(chat.server.requests).toHaveLength(0);
      });
    });
  },
);
