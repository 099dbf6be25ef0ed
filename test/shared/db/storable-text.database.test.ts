import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import { createConversationsRepository } from '../../../shared/db/repositories/conversations-repository.ts';
import { createPostgresIdempotencyStore } from '../../../shared/db/repositories/idempotency-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { insertUser } from './repositories/support/users.ts';

// What the fuzz found: one NUL or lone surrogate refused the whole row (or batch).
const hostile = 'to\u0000ken \ud800 tail';
const stored = 'to\ufffdken \ufffd tail';

describe('stored text with NUL and lone surrogates', () => {
  let database: TestDatabase;
  let userId: string;
  let agentId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = await insertUser(database.sql);
    agentId = (await createAgentsRepository(database.sql).create({ ownerId: userId, name: 'Helper' })).id;
  });
  afterAll(() => database.dispose());

  it('is stored in tool_executions rows, with U+FFFD in their place, instead of failing the batch', async () => {
    const conversation = await createConversationsRepository(database.sql).create({ agentId, userId });
    const repository = createToolExecutionsRepository(database.sql);
    const row = {
      requestId: 'req_1',
      conversationId: conversation.id,
      agentId,
      userId,
      toolCallId: 'call\u0000',
      requestedToolName: 'gmail_send_email',
      resolvedToolName: 'gmail_send_email',
      attempt: 1,
      status: 'success' as const,
      category: null,
      modelMessage: hostile,
      interactionKind: null,
      input: { [`sub\u0000ject`]: hostile, body: [hostile] },
      durationMs: 1,
      retryRequested: false,
      model: null,
      idempotencyKey: null,
      replayed: false,
      source: 'gmail-api' as const,
      provider: 'gmail',
      detail: null,
      createdAt: '2026-11-24T10:00:00.000Z',
    };

    expect(await repository.insertMany([row, { ...row, toolCallId: 'plain' }])).toBe(2);

    const [first] = await repository.listForConversation(conversation.id);
    expect(first).toMatchObject({
      toolCallId: 'call\ufffd',
      modelMessage: stored,
      input: { 'sub\ufffdject': stored, body: [stored] },
    });
  });

  it('is stored in messages and conversation titles', async () => {
    const conversations = createConversationsRepository(database.sql);
    const conversation = await conversations.create({ agentId, userId, title: hostile });

    await conversations.appendMessages(conversation.id, [{ role: 'user', content: hostile }, {
      role: 'assistant',
      content: 'ok',
    }], { storeId: crypto.randomUUID() });

    expect(conversation.title).toBe(stored);
    expect((await conversations.loadMessages(conversation.id))[0]).toMatchObject({ role: 'user', content: stored });
  });

  it('is stored in idempotency records, so the key is completed rather than stuck', async () => {
    const store = createPostgresIdempotencyStore(database.sql);
    await store.claim('key-nul');

    await store.complete('key-nul', { type: 'tool-result', output: { subject: hostile }, modelMessage: hostile });

    expect(await store.claim('key-nul')).toEqual({
      status: 'completed',
      record: { type: 'tool-result', output: { subject: stored }, modelMessage: stored },
    });
  });
});
