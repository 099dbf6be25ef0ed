import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToolExecutionsRepository,
  type ToolExecutionRow,
  type ToolExecutionsRepository,
} from '../../../../shared/db/repositories/tool-executions-repository.ts';
import {
  createLogTestDatabase,
  demoAgentId,
  demoUserId,
  type LogTestDatabase,
} from '../outcome-log-writer.fixtures.ts';

function row(conversationId: string, overrides: Partial<ToolExecutionRow> = {}): ToolExecutionRow {
  return {
    requestId: 'req_1',
    conversationId,
    agentId: demoAgentId,
    userId: demoUserId,
    toolCallId: 'call_1',
    requestedToolName: 'web_serch',
    resolvedToolName: 'web_search',
    attempt: 1,
    status: 'success',
    category: null,
    modelMessage: '{"results":[]}',
    interactionKind: null,
    input: { query: 'news', filters: { days: 7 }, tags: ['a', 'b'] },
    durationMs: 42,
    retryRequested: false,
    model: 'gpt-4o-mini',
    idempotencyKey: null,
    replayed: false,
    source: 'chat',
    provider: 'serper',
    detail: null,
    createdAt: '2025-01-15T09:30:00.123Z',
    ...overrides,
  };
}

describe('createToolExecutionsRepository', () => {
  let context: LogTestDatabase;
  let repository: ToolExecutionsRepository;

  beforeAll(async () => {
    context = await createLogTestDatabase();
    repository = createToolExecutionsRepository(context.database.sql);
  });

  beforeEach(async () => {
    await context.database.sql.exec('delete from public.tool_executions');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await context.database.dispose();
  });

  describe('when inserting many rows', () => {
    it('writes all of them with one statement and returns the count', async () => {
      const query = vi.spyOn(context.database.sql, 'query');
      const rows = Array.from(
        { length: 250 },
        (_, index) => row(context.conversationId, { toolCallId: `call_${index}` }),
      );

      const inserted = await repository.insertMany(rows);

      expect(inserted).toBe(250);
      expect(query).toHaveBeenCalledTimes(1);
      expect(await repository.listForConversation(context.conversationId)).toHaveLength(250);
    });

    it('stores every column as given and reads it back', async () => {
      const failure = row(context.conversationId, {
        toolCallId: 'call_2',
        attempt: 2,
        status: 'error',
        category: 'needs_input',
        modelMessage: 'Question: Who should I send this to?',
        interactionKind: 'question',
        retryRequested: true,
        idempotencyKey: 'idem_9',
        replayed: true,
        source: 'gmail-api',
        provider: 'gmail',
        detail: { message: 'missing to', errorName: 'ToolError', status: 400 },
        input: 'plain string input',
      });
      await repository.insertMany([failure]);

      const [stored] = await repository.listForConversation(context.conversationId);

      expect(stored).toEqual({ ...failure, id: expect.any(String) });
    });

    it('stores a null input or detail as SQL null', async () => {
      await repository.insertMany([row(context.conversationId, { input: null, detail: null })]);

      const [nulls] = await context.database.sql.query<{ input_null: boolean; detail_null: boolean }>(
        `select input is null as input_null, detail is null as detail_null from public.tool_executions`,
      );

      expect(nulls).toEqual({ input_null: true, detail_null: true });
    });

    it('writes nothing and sends no statement for an empty list', async () => {
      const query = vi.spyOn(context.database.sql, 'query');

      expect(await repository.insertMany([])).toBe(0);
      expect(query).not.toHaveBeenCalled();
    });
  });

  describe('when one row of a batch breaks a constraint', () => {
    it('rejects and stores none of the batch', async () => {
      const rows = [
        row(context.conversationId, { toolCallId: 'call_ok' }),
        row(context.conversationId, { toolCallId: 'call_bad', category: 'internal' }),
      ];

      await expect(repository.insertMany(rows)).rejects.toMatchObject({ code: '23514' });
      expect(await repository.listForConversation(context.conversationId)).toEqual([]);
    });
  });

  describe('when listing a conversation', () => {
    it('returns only its rows, oldest first, up to the limit', async () => {
      const [other] = await context.database.sql.query<{ id: string }>(
        `insert into public.conversations (agent_id, user_id) values ($1, $2) returning id`,
        [demoAgentId, demoUserId],
      );
      await repository.insertMany([
        row(context.conversationId, { toolCallId: 'late', createdAt: '2025-01-15T09:31:00.000Z' }),
        row(context.conversationId, { toolCallId: 'early', createdAt: '2025-01-15T09:29:00.000Z' }),
        row(other?.id ?? '', { toolCallId: 'elsewhere' }),
        row(context.conversationId, { toolCallId: 'middle', createdAt: '2025-01-15T09:30:00.000Z' }),
      ]);

      const all = await repository.listForConversation(context.conversationId);
      const limited = await repository.listForConversation(context.conversationId, { limit: 2 });

      expect(all.map((stored) => stored.toolCallId)).toEqual(['early', 'middle', 'late']);
      expect(limited.map((stored) => stored.toolCallId)).toEqual(['early', 'middle']);
    });
  });
});
