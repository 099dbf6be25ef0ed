import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { createOutcomeLogWriter } from '../../../shared/db/outcome-log-writer.ts';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import { createModelEventsRepository } from '../../../shared/db/repositories/model-events-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import type { SqlExecutor, SqlRow, SqlValue } from '../../../shared/db/sql-client.ts';
import { testServerUrl } from '../../e2e/support/fresh-server-database.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';
import {
  capturingLogger,
  createLogTestDatabase,
  errorOutcome,
  instantSleep,
  type LogTestDatabase,
  resultOutcome,
} from './outcome-log-writer.fixtures.ts';

/** The error a driver raises when the connection drops before the answer arrives. */
function connectionReset(): Error {
  return Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
}

/** `sql`, whose first insert into the tool log commits and then loses its answer. */
function losingFirstAnswer(sql: SqlExecutor): SqlExecutor {
  let lost = false;
  return {
    async query<Row extends SqlRow>(text: string, parameters?: readonly SqlValue[]) {
      const rows = await sql.query<Row>(text, parameters);
      if (!lost && text.includes('insert into public.tool_executions')) {
        lost = true;
        throw connectionReset();
      }
      return rows;
    },
    exec: (script) => sql.exec(script),
  };
}

async function attemptsOf(sql: SqlExecutor, toolCallId: string): Promise<number[]> {
  const rows = await sql.query<{ attempt: number }>(
    'select attempt from public.tool_executions where tool_call_id = $1 order by attempt',
    [toolCallId],
  );
  return rows.map((row) => Number(row.attempt));
}

/** A call retried once by the executor: two attempts, two rows. */
function retriedCall(toolCallId: string) {
  return resultOutcome({
    toolCallId,
    attempt: 2,
    startedAt: '2025-01-15T09:30:01.000Z',
    earlierAttempts: [errorOutcome({ toolCallId, attempt: 1, startedAt: '2025-01-15T09:30:00.000Z' })],
  });
}

describe('createOutcomeLogWriter', () => {
  describe('when a write committed but its answer was lost, and the write is retried', () => {
    let context: LogTestDatabase;

    beforeAll(async () => {
      context = await createLogTestDatabase();
    });
    afterAll(async () => {
      await context.database.dispose();
    });

    it('stores each attempt once', async () => {
      const sql = losingFirstAnswer(context.database.sql);
      const logger = capturingLogger();
      const writer = createOutcomeLogWriter({
        toolExecutions: createToolExecutionsRepository(sql),
        modelEvents: createModelEventsRepository(sql),
        logger,
        sleep: instantSleep().sleep,
      });
      const log = writer.forRequest({
        requestId: 'request-lost',
        conversationId: context.conversationId,
        source: 'chat',
      });
      log.recordTool(retriedCall('call_lost_answer'));

      const report = await log.flush();

      expect(report).toMatchObject({ written: { toolExecutions: 2 }, failed: { toolExecutions: 0 }, attempts: 2 });
      expect(await attemptsOf(context.database.sql, 'call_lost_answer')).toEqual([1, 2]);
      expect(logger.calls).toEqual([]);
    });

    it('stores the same attempt written twice once, and still stores other attempts of the call', async () => {
      const repository = createToolExecutionsRepository(context.database.sql);
      const writer = createOutcomeLogWriter({
        toolExecutions: repository,
        modelEvents: createModelEventsRepository(context.database.sql),
        logger: capturingLogger(),
        sleep: instantSleep().sleep,
      });
      const log = writer.forRequest({
        requestId: 'request-twice',
        conversationId: context.conversationId,
        source: 'chat',
      });

      log.recordTool(errorOutcome({ toolCallId: 'call_twice', attempt: 1 }));
      await log.flush();
      log.recordTool(errorOutcome({ toolCallId: 'call_twice', attempt: 1 }));
      log.recordTool(resultOutcome({ toolCallId: 'call_twice', attempt: 2, startedAt: '2025-01-15T09:30:02.000Z' }));
      await log.flush();

      expect(await attemptsOf(context.database.sql, 'call_twice')).toEqual([1, 2]);
    });
  });

  const serverUrl = testServerUrl();
  describe.skipIf(serverUrl === undefined)(
    'when the connection resets after the server committed the insert (needs DATABASE_URL: a proxy resets it)',
    () => {
      let context: LogTestDatabase;

      beforeAll(async () => {
        context = await createLogTestDatabase();
      });
      afterAll(async () => {
        await context.database.dispose();
      });

      it('retries and stores each attempt once', async () => {
        const [row] = await context.database.sql.query<{ name: string }>('select current_database() as name');
        const direct = new URL(serverUrl ?? '');
        direct.pathname = `/${row?.name ?? ''}`;
        const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
        const proxied = new URL(direct);
        proxied.hostname = '127.0.0.1';
        proxied.port = String(proxy.port);
        const sql = createPostgresClient(proxied.toString(), {
          maxConnections: 1,
          circuitBreaker: createCircuitBreaker(),
        });
        try {
          const writer = createOutcomeLogWriter({
            toolExecutions: createToolExecutionsRepository(sql),
            modelEvents: createModelEventsRepository(sql),
            logger: capturingLogger(),
            sleep: instantSleep().sleep,
          });
          const log = writer.forRequest({
            requestId: 'request-reset',
            conversationId: context.conversationId,
            source: 'chat',
          });
          log.recordTool(retriedCall('call_reset_after_commit'));
          // The rows travel in the Bind message (postgres.js sends Parse and Describe first, and
          // waits for their answer): the server executes and commits it, then answers.
          const reset = proxy.resetWhenSent({ contains: 'call_reset_after_commit', when: 'after' });

          const report = await log.flush();
          await reset;

          expect(report).toMatchObject({ written: { toolExecutions: 2 }, failed: { toolExecutions: 0 } });
          expect(report.attempts).toBeGreaterThan(1);
          expect(await attemptsOf(context.database.sql, 'call_reset_after_commit')).toEqual([1, 2]);
        } finally {
          await sql.close();
          await proxy.close();
        }
      });
    },
  );
});
