import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/llm/chat-message.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

const userId = '00000000-0000-4000-8000-000000000001';
const agentId = '00000000-0000-4000-8000-0000000000a1';

const question: ChatMessage = { role: 'user', content: 'When is high tide?' };
const toolWork: ChatMessage[] = [
  { role: 'assistant', content: null, toolCalls: [{ id: 'call_1', name: 'web_search', arguments: '{}' }] },
  { role: 'tool', toolCallId: 'call_1', content: 'Noon.' },
];

describe(
  `conversations repository: the stored reply of a keyed message's turn (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase({ seed: true });
    });
    afterAll(() => database.dispose());

    /** A conversation with `messages` stored after its keyed `question`; its id and key. */
    async function storedTurn(messages: readonly ChatMessage[]) {
      const conversations = createConversationsRepository(database.sql);
      const conversation = await conversations.create({ agentId, userId });
      const messageKey = `key-${crypto.randomUUID()}`;
      await conversations.appendMessages(conversation.id, [question, ...messages], {
        storeId: crypto.randomUUID(),
        model: 'openai:gpt-4o-mini',
        firstMessageKey: messageKey,
      });
      return { conversations, conversationId: conversation.id, messageKey };
    }

    it('finds the reply after the tool work, with its model', async () => {
      const turn = await storedTurn([...toolWork, { role: 'assistant', content: 'At noon.' }]);

      expect(await turn.conversations.findTurnReply(turn.conversationId, turn.messageKey)).toEqual({
        reply: 'At noon.',
        model: 'openai:gpt-4o-mini',
      });
    });

    it('finds none while the turn has only tool work', async () => {
      const turn = await storedTurn(toolWork);

      expect(await turn.conversations.findTurnReply(turn.conversationId, turn.messageKey)).toBeNull();
    });

    it("finds none in a later turn: a reply after the next user message is that message's", async () => {
      const turn = await storedTurn([...toolWork, { role: 'user', content: 'Thanks' }, {
        role: 'assistant',
        content: 'You are welcome.',
      }]);

      expect(await turn.conversations.findTurnReply(turn.conversationId, turn.messageKey)).toBeNull();
    });

    it('finds none when no message has the key', async () => {
      const turn = await storedTurn([{ role: 'assistant', content: 'At noon.' }]);

      expect(await turn.conversations.findTurnReply(turn.conversationId, 'key-unknown')).toBeNull();
    });
  },
);
