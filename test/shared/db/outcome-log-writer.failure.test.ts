import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutcomeLogWriter, type FlushReport, writeFailedEvent } from '../../../shared/db/outcome-log-writer.ts';
import { createModelEventsRepository } from '../../../shared/db/repositories/model-events-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import {
  capturingLogger,
  createLogTestDatabase,
  errorOutcome,
  instantSleep,
  type LogTestDatabase,
  resultOutcome,
} from './outcome-log-writer.fixtures.ts';

/** A database error with a SQLSTATE, as both drivers raise them. */
function databaseError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('createOutcomeLogWriter', () => {
  describe('when the database stops in the middle of a run', () => {
    let context: LogTestDatabase;

    beforeAll(async () => {
      context = await createLogTestDatabase();
    });

    afterAll(async () => {
      await context.database.dispose();
    });

    it('reports what it could not write, and the requests still succeed first', async () => {
      const logger = capturingLogger();
      const timeline: string[] = [];
      let releaseRetries: () => void = () => {};
      const retriesReleased = new Promise<void>((resolve) => {
        releaseRetries = resolve;
      });
      const delays: number[] = [];
      const writer = createOutcomeLogWriter({
        toolExecutions: createToolExecutionsRepository(context.database.sql),
        modelEvents: createModelEventsRepository(context.database.sql),
        logger,
        random: () => 0.5,
        // The first backoff waits for the test, so the flush is still running while
        // the request's response is checked.
        sleep: async (milliseconds) => {
          delays.push(milliseconds);
          await retriesReleased;
        },
        waitUntil: (promise) => void promise.then(() => timeline.push('flush-done')),
      });
      const flushed: Promise<FlushReport>[] = [];
      /** A simulated request: records, hands the flush off, returns its response. */
      const handle = async (requestId: string): Promise<Response> => {
        const log = writer.forRequest({ requestId, conversationId: context.conversationId, source: 'chat' });
        log.recordTool([
          resultOutcome({ toolCallId: `${requestId}_a` }),
          errorOutcome({
            toolCallId: `${requestId}_b`,
            earlierAttempts: [errorOutcome({ toolCallId: `${requestId}_b` })],
          }),
        ]);
        log.recordModelEvent({ kind: 'retry', fromModel: 'gpt-4o', reason: 'timeout' });
        const flushing = log.finish();
        flushed.push(flushing);
        timeline.push(`response ${requestId}`);
        return new Response('ok');
      };

      await handle('req_before');
      const before = await flushed[0];
      await context.database.stop();
      const response = await handle('req_after');
      const responded = [...timeline];
      releaseRetries();
      const after = await flushed[1];

      expect(before).toEqual({
        written: { toolExecutions: 3, modelEvents: 1 },
        failed: { toolExecutions: 0, modelEvents: 0 },
        attempts: 1,
      });
      expect(response.status).toBe(200);
      expect(responded).toEqual(['response req_before', 'flush-done', 'response req_after']);
      expect(timeline.at(-1)).toBe('flush-done');
      expect(after).toEqual({
        written: { toolExecutions: 0, modelEvents: 0 },
        failed: { toolExecutions: 3, modelEvents: 1 },
        attempts: 7,
      });
      expect(delays).toEqual([100, 400, 1000, 1000, 1000, 1000]);
      expect(logger.calls).toEqual([{
        level: 'error',
        event: writeFailedEvent,
        fields: {
          requestId: 'req_after',
          conversationId: context.conversationId,
          source: 'chat',
          toolExecutions: 3,
          modelEvents: 1,
          attempts: 7,
          error: expect.any(String),
        },
      }]);
    });
  });

  describe('when a write fails once and then succeeds', () => {
    it('retries after a jittered delay and writes each row once', async () => {
      const insertTools = vi.fn().mockRejectedValueOnce(databaseError('Connection terminated unexpectedly'))
        .mockResolvedValue(1);
      const insertEvents = vi.fn().mockResolvedValue(1);
      const { delays, sleep } = instantSleep();
      const logger = capturingLogger();
      const writer = createOutcomeLogWriter({
        toolExecutions: { insertMany: insertTools },
        modelEvents: { insertMany: insertEvents },
        logger,
        sleep,
        random: () => 0.9,
      });
      const log = writer.forRequest({ requestId: 'req_1', source: 'chat' });
      log.recordTool(resultOutcome());
      log.recordModelEvent({ kind: 'error' });

      const report = await log.flush();

      expect(report).toEqual({
        written: { toolExecutions: 1, modelEvents: 1 },
        failed: { toolExecutions: 0, modelEvents: 0 },
        attempts: 2,
      });
      expect(delays).toEqual([140]);
      expect(insertTools).toHaveBeenCalledTimes(2);
      expect(insertEvents).toHaveBeenCalledTimes(1);
      expect(logger.calls).toEqual([]);
    });
  });

  describe('when a write fails for a reason another try cannot fix', () => {
    it('does not retry it and reports the rows at once', async () => {
      const insertTools = vi.fn().mockRejectedValue(
        databaseError('insert or update violates foreign key constraint', '23503'),
      );
      const { delays, sleep } = instantSleep();
      const logger = capturingLogger();
      const writer = createOutcomeLogWriter({
        toolExecutions: { insertMany: insertTools },
        modelEvents: { insertMany: vi.fn() },
        logger,
        sleep,
      });
      const log = writer.forRequest({ requestId: 'req_1', source: 'gmail-api' });
      log.recordTool([resultOutcome({ toolCallId: 'a' }), resultOutcome({ toolCallId: 'b' })]);

      const report = await log.flush();

      expect(report.failed.toolExecutions).toBe(2);
      expect(report.attempts).toBe(1);
      expect(delays).toEqual([]);
      expect(logger.calls[0]?.fields).toMatchObject({
        toolExecutions: 2,
        modelEvents: 0,
        attempts: 1,
        source: 'gmail-api',
      });
    });
  });

  describe('when everything around the write misbehaves', () => {
    it('still resolves: a repository that throws synchronously, a broken sleep and a broken logger', async () => {
      const writer = createOutcomeLogWriter({
        toolExecutions: {
          insertMany: () => {
            throw databaseError('boom');
          },
        },
        modelEvents: { insertMany: () => Promise.reject(databaseError('boom')) },
        logger: {
          info: () => {},
          warn: () => {},
          error: () => {
            throw new Error('logger down');
          },
        },
        sleep: () => Promise.reject(new Error('no timers')),
      });
      const log = writer.forRequest({ requestId: 'req_1', source: 'chat' });
      log.recordTool(resultOutcome());
      log.recordModelEvent({ kind: 'skipped' });

      const report = await log.flush();

      expect(report.failed).toEqual({ toolExecutions: 1, modelEvents: 1 });
    });

    it('counts an outcome it cannot map as lost instead of rejecting', async () => {
      const logger = capturingLogger();
      const insertMany = vi.fn().mockResolvedValue(1);
      const writer = createOutcomeLogWriter({ toolExecutions: { insertMany }, modelEvents: { insertMany }, logger });
      const log = writer.forRequest({ requestId: 'req_1', source: 'chat' });
      const malformed = {
        ...resultOutcome({ toolCallId: 'bad' }),
        earlierAttempts: undefined,
      } as unknown as ReturnType<typeof resultOutcome>;
      log.recordTool([malformed, resultOutcome({ toolCallId: 'good' })]);

      const report = await log.flush();

      expect(report).toMatchObject({ written: { toolExecutions: 1 }, failed: { toolExecutions: 1 } });
      expect(logger.calls).toHaveLength(1);
    });
  });
});
