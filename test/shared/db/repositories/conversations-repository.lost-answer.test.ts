import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUntilDeadline } from '../../../../shared/chat/store-until-deadline.ts';
import type { ChatMessage } from '../../../../shared/llm/chat-message.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { losingFirstAnswer } from '../support/losing-first-answer.ts';

const userId = '00000000-0000-4000-8000-000000000001';
const agentId = '00000000-0000-4000-8000-0000000000a1';

const turn: ChatMessage[] = [
  { role: 'user', content: 'Email Ada about lunch' },
  { role: 'assistant', content: null, toolCalls: [{ id: 'call_1', name: 'gmail_send_email', arguments: '{}' }] },
  { role: 'tool', toolCallId: 'call_1', content: 'Sent.' },
  { role: 'assistant', content: 'Done.' },
];

/** A clock that never runs out within the test: only the waits move it. */
function retryClock() {
  let now = 0;
  return {
    until: 60_000,
    now: () => now,
    sleep: async (milliseconds: number) => {
      now += milliseconds;
    },
  };
}

describe(`conversations repository (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.dispose());

  describe('when a store committed but its answer was lost, and the store is tried again', () => {
    it('stores each message of the turn once, in order, and counts the whole turn as stored', async () => {
      const sql = losingFirstAnswer(database.sql, 'insert into public.messages');
      const conversations = createConversationsRepository(sql);
      const conversation = await conversations.create({ agentId, userId });
      const storeId = crypto.randomUUID();

      const stored = await storeUntilDeadline(
        () => conversations.appendMessages(conversation.id, turn, { model: 'demo/echo', storeId }),
        retryClock(),
      );

      expect(sql.lost.count).toBe(1);
      expect(stored).toBe(turn.length);
      expect(await createConversationsRepository(database.sql).loadMessages(conversation.id)).toEqual(turn);
    });
  });

  describe('when two stores of a conversation hold the same messages', () => {
    it('stores both: only a store tried again is skipped', async () => {
      const conversations = createConversationsRepository(database.sql);
      const conversation = await conversations.create({ agentId, userId });
      const message: ChatMessage[] = [{ role: 'user', content: 'Hi' }];

      await conversations.appendMessages(conversation.id, message, { storeId: crypto.randomUUID() });
      await conversations.appendMessages(conversation.id, message, { storeId: crypto.randomUUID() });

      expect(await conversations.loadMessages(conversation.id)).toEqual([...message, ...message]);
    });
  });

  describe('when a conversation was created with its first message but the answer was lost, and it is tried again', () => {
    it('finds the conversation the first try created: one conversation, holding the message once', async () => {
      const sql = losingFirstAnswer(database.sql, 'insert into public.conversations');
      const conversations = createConversationsRepository(sql);
      const id = crypto.randomUUID();
      const first = { id, agentId, userId, title: 'Lunch', message: 'Email Ada about lunch' };

      const created = await storeUntilDeadline(() => conversations.createWithFirstMessage(first), retryClock());

      expect(sql.lost.count).toBe(1);
      expect(created).toMatchObject({ id, agentId, userId, title: 'Lunch' });
      expect(await database.sql.query('select id from public.conversations where id = $1', [id])).toHaveLength(1);
      expect(await conversations.loadMessages(id)).toEqual([{ role: 'user', content: 'Email Ada about lunch' }]);
    });

    it("refuses an id that is another user's conversation", async () => {
      const conversations = createConversationsRepository(database.sql);
      const mine = await conversations.createWithFirstMessage({
        id: crypto.randomUUID(),
        agentId,
        userId,
        title: null,
        message: 'Hi',
      });

      await expect(
        conversations.createWithFirstMessage({
          id: mine.id,
          agentId,
          userId: '00000000-0000-4000-8000-0000000000ff',
          title: null,
          message: 'Hi',
        }),
      ).rejects.toThrow(/another user/);
      expect(await conversations.loadMessages(mine.id)).toEqual([{ role: 'user', content: 'Hi' }]);
    });
  });
});
