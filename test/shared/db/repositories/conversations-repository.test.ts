import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/llm/chat-message.ts';
import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import { InvalidRowError } from '../../../../shared/db/repositories/row-error.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { insertUser } from './support/users.ts';

const turn: ChatMessage[] = [
  { role: 'user', content: 'Email Ada about lunch' },
  {
    role: 'assistant',
    content: null,
    toolCalls: [{ id: 'call_1', name: 'gmail_send_email', arguments: '{"subject":"Lunch"}' }, {
      id: 'call_2',
      name: 'web_search',
      arguments: '{"query":"lunch spots"}',
    }],
  },
  { role: 'tool', toolCallId: 'call_1', content: 'Question: Who should I send this email to?' },
  { role: 'tool', toolCallId: 'call_2', content: '{"results":[]}' },
  { role: 'assistant', content: 'Who should I send it to?' },
];

describe('createConversationsRepository', () => {
  let database: TestDatabase;
  let conversations: ReturnType<typeof createConversationsRepository>;
  let agentId: string;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    conversations = createConversationsRepository(database.sql);
    userId = await insertUser(database.sql);
    agentId = (await createAgentsRepository(database.sql).create({ ownerId: userId, name: 'Helper' })).id;
  });
  afterAll(() => database.dispose());

  describe('when a conversation is created', () => {
    it('belongs to the agent and the user and can be found by that user', async () => {
      const conversation = await conversations.create({ agentId, userId, title: 'Lunch' });

      expect(conversation).toMatchObject({ agentId, userId, title: 'Lunch' });
      expect(await conversations.findForUser(conversation.id, userId)).toEqual(conversation);
    });

    it('is not found for another user, an unknown id or a malformed one', async () => {
      const conversation = await conversations.create({ agentId, userId });
      const other = await insertUser(database.sql);

      expect(conversation.title).toBeNull();
      expect(await conversations.findForUser(conversation.id, other)).toBeNull();
      expect(await conversations.findForUser(crypto.randomUUID(), userId)).toBeNull();
      expect(await conversations.findForUser('42', userId)).toBeNull();
    });
  });

  describe('when a turn is appended', () => {
    it('loads the messages back in order, with tool calls and tool call ids', async () => {
      const conversation = await conversations.create({ agentId, userId });

      expect(
        await conversations.appendMessages(conversation.id, turn, {
          model: 'openai/gpt-4o-mini',
          storeId: crypto.randomUUID(),
        }),
      ).toBe(
        turn.length,
      );

      expect(await conversations.loadMessages(conversation.id)).toEqual(turn);
    });

    it('stores it in one insert: consecutive ids, one transaction time, the model on assistant messages only', async () => {
      const conversation = await conversations.create({ agentId, userId });

      await conversations.appendMessages(conversation.id, turn, { model: 'demo/echo', storeId: crypto.randomUUID() });

      const rows = await database.sql.query<{ id: number; role: string; model: string | null; created_at: Date }>(
        `select id, role, model, created_at from public.messages where conversation_id = $1 order by id`,
        [conversation.id],
      );
      expect(rows.map((row) => row.id - (rows[0]?.id ?? 0))).toEqual([0, 1, 2, 3, 4]);
      expect(new Set(rows.map((row) => row.created_at.getTime())).size).toBe(1);
      expect(rows.map((row) => row.model)).toEqual([null, 'demo/echo', null, null, 'demo/echo']);
    });

    it('appends later turns after earlier ones and bumps updated_at', async () => {
      const conversation = await conversations.create({ agentId, userId });
      await conversations.appendMessages(conversation.id, turn.slice(0, 1), { storeId: crypto.randomUUID() });

      await conversations.appendMessages(conversation.id, [{ role: 'assistant', content: 'Sure.' }, {
        role: 'user',
        content: 'Thanks',
      }], { storeId: crypto.randomUUID() });

      expect((await conversations.loadMessages(conversation.id)).map((message) => message.content)).toEqual([
        'Email Ada about lunch',
        'Sure.',
        'Thanks',
      ]);
      const [times] = await database.sql.query(
        `select updated_at > created_at as bumped from public.conversations where id = $1`,
        [conversation.id],
      );
      expect(times).toEqual({ bumped: true });
    });

    it('stores nothing for an empty turn', async () => {
      const conversation = await conversations.create({ agentId, userId });

      expect(await conversations.appendMessages(conversation.id, [], { storeId: crypto.randomUUID() })).toBe(0);
      expect(await conversations.loadMessages(conversation.id)).toEqual([]);
    });

    it('stores none of the turn when one message is rejected', async () => {
      const conversation = await conversations.create({ agentId, userId });
      const broken = [{ role: 'user', content: 'hi' }, { role: 'narrator', content: 'x' }] as unknown as ChatMessage[];

      await expect(conversations.appendMessages(conversation.id, broken, { storeId: crypto.randomUUID() })).rejects
        .toThrow();
      expect(await conversations.loadMessages(conversation.id)).toEqual([]);
      expect((await conversations.findForUser(conversation.id, userId))?.updatedAt).toEqual(conversation.updatedAt);
    });

    it('fails for a conversation that does not exist', async () => {
      await expect(conversations.appendMessages(crypto.randomUUID(), turn, { storeId: crypto.randomUUID() })).rejects
        .toThrow();
    });
  });

  describe('when only the newest messages are loaded', () => {
    it('returns the last ones in order, without tool results cut off from their call', async () => {
      const conversation = await conversations.create({ agentId, userId });
      await conversations.appendMessages(conversation.id, turn, { storeId: crypto.randomUUID() });

      expect(await conversations.loadMessages(conversation.id, { limit: 2 })).toEqual([turn[4]]);
      expect(await conversations.loadMessages(conversation.id, { limit: 4 })).toEqual(turn.slice(1));
      expect(await conversations.loadMessages(conversation.id, { limit: 0 })).toEqual([]);
    });
  });

  describe('when a stored message breaks the shape of its role', () => {
    it('throws a typed row error instead of handing the model a broken history', async () => {
      const conversation = await conversations.create({ agentId, userId });
      await database.sql.query(
        `insert into public.messages (conversation_id, role, content) values ($1, 'tool', 'orphan')`,
        [conversation.id],
      );

      await expect(conversations.loadMessages(conversation.id)).rejects.toBeInstanceOf(InvalidRowError);
      await expect(conversations.loadMessages(conversation.id)).rejects.toThrow(/messages: tool_call_id: /);
    });
  });
});
