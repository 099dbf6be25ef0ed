import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/llm/chat-message.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

const userId = '00000000-0000-4000-8000-000000000001';
const agentId = '00000000-0000-4000-8000-0000000000a1';

const earlier: ChatMessage[] = [
  { role: 'user', content: 'Hi' },
  { role: 'assistant', content: 'Hello.' },
];
const question: ChatMessage = { role: 'user', content: 'When is high tide?' };
const toolWork: ChatMessage[] = [
  { role: 'assistant', content: null, toolCalls: [{ id: 'call_1', name: 'web_search', arguments: '{}' }] },
  { role: 'tool', toolCallId: 'call_1', content: 'Noon.' },
];

describe(
  `conversations repository: a message keyed by its request (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`,
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ seed: true });
    });
    afterAll(() => database.dispose());

    describe('when a second store, under another store id, begins with the same keyed message', () => {
      it('skips that message and stores the rest of the batch', async () => {
        const conversations = createConversationsRepository(database.sql);
        const conversation = await conversations.create({ agentId, userId });
        const messageKey = `key-${crypto.randomUUID()}`;

        await conversations.appendMessages(conversation.id, [question, ...toolWork], {
          storeId: crypto.randomUUID(),
          firstMessageKey: messageKey,
        });
        const stored = await conversations.appendMessages(conversation.id, [question, {
          role: 'assistant',
          content: 'At noon.',
        }], {
          storeId: crypto.randomUUID(),
          firstMessageKey: messageKey,
        });

        expect(stored).toBe(2);
        expect(await conversations.loadMessages(conversation.id)).toEqual([
          question,
          ...toolWork,
          { role: 'assistant', content: 'At noon.' },
        ]);
      });
    });

    describe('when a conversation was created with its keyed first message', () => {
      it('skips that message when a later store begins with it', async () => {
        const conversations = createConversationsRepository(database.sql);
        const messageKey = `key-${crypto.randomUUID()}`;
        const conversation = await conversations.createWithFirstMessage({
          id: crypto.randomUUID(),
          agentId,
          userId,
          title: null,
          message: question.content,
          messageKey,
        });

        await conversations.appendMessages(conversation.id, [question, { role: 'assistant', content: 'At noon.' }], {
          storeId: crypto.randomUUID(),
          firstMessageKey: messageKey,
        });

        expect(await conversations.loadMessages(conversation.id)).toEqual([
          question,
          { role: 'assistant', content: 'At noon.' },
        ]);
      });
    });

    describe('loadMessagesAround', () => {
      it('splits the conversation at the keyed message: the messages before it and after it', async () => {
        const conversations = createConversationsRepository(database.sql);
        const conversation = await conversations.create({ agentId, userId });
        const messageKey = `key-${crypto.randomUUID()}`;
        await conversations.appendMessages(conversation.id, earlier, { storeId: crypto.randomUUID() });
        await conversations.appendMessages(conversation.id, [question, ...toolWork], {
          storeId: crypto.randomUUID(),
          firstMessageKey: messageKey,
        });

        expect(await conversations.loadMessagesAround(conversation.id, messageKey)).toEqual({
          before: earlier,
          after: toolWork,
        });
        expect(await conversations.loadMessagesAround(conversation.id, messageKey, { limit: 1 })).toEqual({
          before: [earlier[1]],
          after: toolWork,
        });
      });

      it('answers null when no message of the conversation has the key', async () => {
        const conversations = createConversationsRepository(database.sql);
        const conversation = await conversations.create({ agentId, userId });
        await conversations.appendMessages(conversation.id, earlier, { storeId: crypto.randomUUID() });

        expect(await conversations.loadMessagesAround(conversation.id, `key-${crypto.randomUUID()}`)).toBeNull();
      });
    });
  },
);
