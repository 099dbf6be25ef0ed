import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createModelEventsRepository,
  type ModelEventRow,
  type ModelEventsRepository,
} from '../../../../shared/db/repositories/model-events-repository.ts';
import {
  createLogTestDatabase,
  demoAgentId,
  demoUserId,
  type LogTestDatabase,
} from '../outcome-log-writer.fixtures.ts';

function event(conversationId: string | null, overrides: Partial<ModelEventRow> = {}): ModelEventRow {
  return {
    id: crypto.randomUUID(),
    requestId: 'req_1',
    conversationId,
    agentId: demoAgentId,
    userId: demoUserId,
    kind: 'fallback',
    fromModel: 'gpt-4o',
    toModel: 'gpt-4o-mini',
    reason: 'rate limited',
    statusCode: 429,
    createdAt: '2025-01-15T09:30:00.000Z',
    ...overrides,
  };
}

describe('createModelEventsRepository', () => {
  let context: LogTestDatabase;
  let repository: ModelEventsRepository;

  beforeAll(async () => {
    context = await createLogTestDatabase();
    repository = createModelEventsRepository(context.database.sql);
  });

  beforeEach(async () => {
    await context.database.sql.exec('delete from public.model_events');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await context.database.dispose();
  });

  describe('when inserting many events', () => {
    it('writes all of them with one statement and reads every column back', async () => {
      const query = vi.spyOn(context.database.sql, 'query');
      const events = [
        event(context.conversationId),
        event(context.conversationId, {
          kind: 'empty_response',
          fromModel: null,
          toModel: null,
          reason: null,
          statusCode: null,
          createdAt: '2025-01-15T09:30:01.000Z',
        }),
      ];

      expect(await repository.insertMany(events)).toBe(2);
      expect(query).toHaveBeenCalledTimes(1);
      expect(await repository.list()).toEqual(events.map((item) => ({ ...item, id: expect.any(String) })));
    });

    it('sends no statement for an empty list', async () => {
      const query = vi.spyOn(context.database.sql, 'query');

      expect(await repository.insertMany([])).toBe(0);
      expect(query).not.toHaveBeenCalled();
    });

    it('rejects a kind the table does not accept, storing none of the batch', async () => {
      const bad = { ...event(context.conversationId), kind: 'explosion' } as unknown as ModelEventRow;

      await expect(repository.insertMany([event(context.conversationId), bad])).rejects.toMatchObject({
        code: '23514',
      });
      expect(await repository.list()).toEqual([]);
    });
  });

  describe('when listing with a filter', () => {
    it('returns the matching events only, oldest first, up to the limit', async () => {
      await repository.insertMany([
        event(context.conversationId, { requestId: 'req_a', createdAt: '2025-01-15T09:30:02.000Z', kind: 'retry' }),
        event(context.conversationId, { requestId: 'req_a', createdAt: '2025-01-15T09:30:01.000Z', kind: 'error' }),
        event(null, { requestId: 'req_b', agentId: null }),
      ]);

      const byRequest = await repository.list({ requestId: 'req_a' });
      const byConversation = await repository.list({ conversationId: context.conversationId, limit: 1 });
      const byAgent = await repository.list({ agentId: demoAgentId, requestId: 'req_b' });

      expect(byRequest.map((stored) => stored.kind)).toEqual(['error', 'retry']);
      expect(byConversation.map((stored) => stored.kind)).toEqual(['error']);
      expect(byAgent).toEqual([]);
      expect(await repository.list()).toHaveLength(3);
    });
  });
});
