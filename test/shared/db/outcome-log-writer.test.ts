import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelEventReasonMaxLength } from '../../../shared/db/model-event.ts';
import { question } from '../../../shared/tools/user-interaction.ts';
import { createOutcomeLogWriter, type OutcomeLogWriter, waitUntilOf } from '../../../shared/db/outcome-log-writer.ts';
import {
  createModelEventsRepository,
  type ModelEventsRepository,
} from '../../../shared/db/repositories/model-events-repository.ts';
import {
  createToolExecutionsRepository,
  type ToolExecutionsRepository,
} from '../../../shared/db/repositories/tool-executions-repository.ts';
import {
  capturingLogger,
  createLogTestDatabase,
  demoAgentId,
  demoUserId,
  errorOutcome,
  instantSleep,
  type LogTestDatabase,
  resultOutcome,
} from './outcome-log-writer.fixtures.ts';

describe('createOutcomeLogWriter', () => {
  let context: LogTestDatabase;
  let toolExecutions: ToolExecutionsRepository;
  let modelEvents: ModelEventsRepository;
  let writer: OutcomeLogWriter;
  const eventTime = new Date('2025-01-15T09:31:00.000Z');

  const forRequest = (requestId = 'req_1') =>
    writer.forRequest({
      requestId,
      conversationId: context.conversationId,
      agentId: demoAgentId,
      userId: demoUserId,
      model: 'gpt-4o',
      source: 'chat',
    });

  beforeAll(async () => {
    context = await createLogTestDatabase();
    toolExecutions = createToolExecutionsRepository(context.database.sql);
    modelEvents = createModelEventsRepository(context.database.sql);
  });

  beforeEach(async () => {
    await context.database.sql.exec('delete from public.tool_executions; delete from public.model_events;');
    writer = createOutcomeLogWriter({
      toolExecutions,
      modelEvents,
      logger: capturingLogger(),
      sleep: instantSleep().sleep,
      now: () => eventTime,
    });
  });

  afterAll(async () => {
    await context.database.dispose();
  });

  describe('when the model calls a tool name kilobytes long', () => {
    it('stores the round with the name cut to 200 characters (an index refuses a longer key)', async () => {
      // Pseudo-random hex does not compress: 12,800 bytes, past what an index entry may hold.
      let seed = 7;
      const invented = Array.from({ length: 12_800 }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return (seed >> 16 & 15).toString(16);
      }).join('');
      const log = forRequest();
      log.recordTool(errorOutcome({ toolCallId: 'call_long', requestedName: invented, resolvedName: null }));
      log.recordTool(resultOutcome({ toolCallId: 'call_next', resolvedName: `mcp__${'x'.repeat(9_000)}` }));

      const report = await log.flush();
      const rows = await toolExecutions.listForConversation(context.conversationId);

      expect(report.written.toolExecutions).toBe(2);
      expect(rows.map((row) => row.requestedToolName.length)).toEqual([200, expect.any(Number)]);
      expect(rows[0]?.requestedToolName.startsWith(invented.slice(0, 199))).toBe(true);
      expect(rows[1]?.resolvedToolName).toHaveLength(200);
    });
  });

  describe('when a successful outcome is recorded', () => {
    it('maps every column of its row', async () => {
      const log = forRequest();
      log.recordTool(
        resultOutcome({ requestedName: 'web_serch', idempotencyKey: 'idem_7', replayed: true, durationMs: 12.6 }),
        { provider: 'serper' },
      );

      const report = await log.flush();
      const rows = await toolExecutions.listForConversation(context.conversationId);

      expect(report).toEqual({
        written: { toolExecutions: 1, modelEvents: 0 },
        failed: { toolExecutions: 0, modelEvents: 0 },
        attempts: 1,
      });
      expect(rows).toEqual([{
        id: expect.any(String),
        requestId: 'req_1',
        conversationId: context.conversationId,
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
        input: { query: 'parley release notes' },
        durationMs: 13,
        retryRequested: false,
        model: 'gpt-4o',
        idempotencyKey: 'idem_7',
        replayed: true,
        source: 'chat',
        provider: 'serper',
        detail: null,
        createdAt: '2025-01-15T09:30:00.000Z',
      }]);
    });
  });

  describe('when a failed outcome is recorded', () => {
    it('stores its category, retry flag, interaction and detail without the stack or cause', async () => {
      const log = forRequest();
      log.recordTool(
        errorOutcome({
          category: 'needs_input',
          modelRetry: true,
          modelMessage: 'Question: Who should I send this email to?',
          interaction: question('Who should I send this email to?'),
        }),
        { model: 'gpt-4o-mini' },
      );

      await log.flush();
      const [row] = await toolExecutions.listForConversation(context.conversationId);

      expect(row).toMatchObject({
        status: 'error',
        category: 'needs_input',
        retryRequested: true,
        model: 'gpt-4o-mini',
        provider: 'gmail',
        idempotencyKey: 'idem_1',
        modelMessage: 'Question: Who should I send this email to?',
        interactionKind: 'question',
        input: { to: 'ada@example.com', subject: 'Hello' },
        durationMs: 30,
        detail: { message: 'Upstream answered 503', errorName: 'ToolError', status: 503, provider: 'gmail' },
      });
    });

    it('stores the reason and setup hint of a call that needs setting up, so the history can offer the same button', async () => {
      const log = forRequest();
      log.recordTool(errorOutcome({
        category: 'not_configured',
        modelMessage: 'Question: Your Gmail account needs to be connected first.',
        setup: { integration: 'gmail', action: 'connect' },
        detail: {
          message: 'No Gmail connection',
          errorName: 'ToolError',
          provider: 'gmail',
          reason: 'credential_missing',
        },
      }));

      await log.flush();
      const [row] = await toolExecutions.listForConversation(context.conversationId);

      expect(row?.detail).toEqual({
        message: 'No Gmail connection',
        errorName: 'ToolError',
        provider: 'gmail',
        reason: 'credential_missing',
        setup: { integration: 'gmail', action: 'connect' },
      });
    });

    it('keeps a resolved name of null for an unknown tool', async () => {
      const log = forRequest();
      log.recordTool(
        errorOutcome({
          requestedName: 'sequential-thinking',
          resolvedName: null,
          category: 'not_found',
          input: null,
          detail: { message: 'No such tool' },
        }),
      );

      await log.flush();
      const [row] = await toolExecutions.listForConversation(context.conversationId);

      expect(row).toMatchObject({
        requestedToolName: 'sequential-thinking',
        resolvedToolName: null,
        interactionKind: null,
        input: null,
        provider: null,
        detail: { message: 'No such tool' },
      });
    });

    it("stores the executor's suggestions for an unknown tool as a list, for the analytics", async () => {
      const log = forRequest();
      log.recordTool(errorOutcome({
        requestedName: 'searchWeb',
        resolvedName: null,
        category: 'not_found',
        input: null,
        detail: { message: 'No tool named "searchWeb"', suggestions: ['web_search', 'news_search'] },
      }));

      await log.flush();
      const [row] = await toolExecutions.listForConversation(context.conversationId);

      expect(row?.detail).toEqual({ message: 'No tool named "searchWeb"', suggestions: ['web_search', 'news_search'] });
    });
  });

  describe('when an outcome has earlier attempts the executor retried', () => {
    it('writes one row per attempt with its own number, time and status', async () => {
      const first = errorOutcome({
        toolCallId: 'call_9',
        attempt: 1,
        startedAt: '2025-01-15T09:30:00.000Z',
        durationMs: 100,
      });
      const second = errorOutcome({
        toolCallId: 'call_9',
        attempt: 2,
        startedAt: '2025-01-15T09:30:01.000Z',
        durationMs: 200,
        earlierAttempts: [first],
      });
      const final = resultOutcome({
        toolCallId: 'call_9',
        attempt: 3,
        startedAt: '2025-01-15T09:30:02.000Z',
        earlierAttempts: [first, second],
      });
      const log = forRequest();
      log.recordTool(final);

      const report = await log.flush();
      const rows = await toolExecutions.listForConversation(context.conversationId);

      expect(report.written.toolExecutions).toBe(3);
      expect(rows.map((row) => [row.toolCallId, row.attempt, row.status, row.category, row.durationMs, row.createdAt]))
        .toEqual([
          ['call_9', 1, 'error', 'transient', 100, '2025-01-15T09:30:00.000Z'],
          ['call_9', 2, 'error', 'transient', 200, '2025-01-15T09:30:01.000Z'],
          ['call_9', 3, 'success', null, 12, '2025-01-15T09:30:02.000Z'],
        ]);
    });
  });

  describe('when model events are recorded', () => {
    it('writes them to model_events with the request context, redacted reason capped', async () => {
      const log = forRequest('req_events');
      log.recordModelEvent([
        { kind: 'fallback', fromModel: 'gpt-4o', toModel: 'gpt-4o-mini', reason: 'x'.repeat(2000), statusCode: 429 },
        { kind: 'empty_response' },
      ]);

      const report = await log.flush();
      const events = await modelEvents.list({ requestId: 'req_events' });

      expect(report.written).toEqual({ toolExecutions: 0, modelEvents: 2 });
      expect(events).toEqual(expect.arrayContaining([
        {
          id: expect.any(String),
          requestId: 'req_events',
          conversationId: context.conversationId,
          agentId: demoAgentId,
          userId: demoUserId,
          kind: 'fallback',
          fromModel: 'gpt-4o',
          toModel: 'gpt-4o-mini',
          reason: expect.any(String),
          statusCode: 429,
          createdAt: eventTime.toISOString(),
        },
        expect.objectContaining({
          kind: 'empty_response',
          fromModel: null,
          toModel: null,
          reason: null,
          statusCode: null,
        }),
      ]));
      expect(events.find((event) => event.kind === 'fallback')?.reason?.length).toBe(modelEventReasonMaxLength);
    });
  });

  describe('when flush is called more than once', () => {
    it('writes each row once, and rows recorded after a flush go in the next one', async () => {
      const log = forRequest();
      log.recordTool(resultOutcome({ toolCallId: 'call_a' }));
      const first = log.flush();
      const second = log.flush();
      log.recordTool(resultOutcome({ toolCallId: 'call_b' }));
      const third = log.flush();

      const reports = await Promise.all([first, second, third]);
      const rows = await toolExecutions.listForConversation(context.conversationId);

      expect(reports.map((report) => [report.written.toolExecutions, report.attempts])).toEqual([[1, 1], [0, 0], [
        1,
        1,
      ]]);
      expect(rows.map((row) => row.toolCallId).sort()).toEqual(['call_a', 'call_b']);
    });

    it('sends no statement when nothing was recorded', async () => {
      const insertMany = vi.fn(() => Promise.resolve(0));
      const idle = createOutcomeLogWriter({
        toolExecutions: { insertMany },
        modelEvents: { insertMany },
        logger: capturingLogger(),
      });

      const report = await idle.forRequest({ requestId: 'req_idle', source: 'chat' }).flush();

      expect(report.attempts).toBe(0);
      expect(insertMany).not.toHaveBeenCalled();
    });
  });

  describe('when a handler finishes a request', () => {
    it('hands the flush to waitUntil and the promise resolves with the report', async () => {
      const handed: Promise<unknown>[] = [];
      const scheduled = createOutcomeLogWriter({
        toolExecutions,
        modelEvents,
        logger: capturingLogger(),
        waitUntil: (promise) => void handed.push(promise),
      });
      const log = scheduled.forRequest({
        requestId: 'req_finish',
        conversationId: context.conversationId,
        source: 'web-search-api',
      });
      log.recordTool(resultOutcome());

      const finishing = log.finish();

      expect(handed).toEqual([finishing]);
      expect((await finishing).written.toolExecutions).toBe(1);
      expect((await toolExecutions.listForConversation(context.conversationId))[0]).toMatchObject({
        source: 'web-search-api',
        agentId: null,
        model: null,
      });
    });

    it('still flushes when waitUntil throws', async () => {
      const scheduled = createOutcomeLogWriter({
        toolExecutions,
        modelEvents,
        logger: capturingLogger(),
        waitUntil: () => {
          throw new Error('too late');
        },
      });
      const log = scheduled.forRequest({
        requestId: 'req_late',
        conversationId: context.conversationId,
        source: 'chat',
      });
      log.recordTool(resultOutcome());

      expect((await log.finish()).written.toolExecutions).toBe(1);
    });
  });
});

describe('waitUntilOf', () => {
  describe('when the runtime has waitUntil', () => {
    it('passes promises to it', () => {
      const runtime = { waitUntil: vi.fn() };
      const promise = Promise.resolve();

      waitUntilOf(runtime)(promise);

      expect(runtime.waitUntil).toHaveBeenCalledWith(promise);
    });
  });

  describe('when there is no runtime object', () => {
    it('lets the promise run without failing', () => {
      expect(() => waitUntilOf(undefined)(Promise.resolve())).not.toThrow();
    });
  });
});
