import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { createOutcomeLogWriter } from '../../../shared/db/outcome-log-writer.ts';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import { createModelEventsRepository } from '../../../shared/db/repositories/model-events-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import type { SqlExecutor } from '../../../shared/db/sql-client.ts';
import { testServerUrl } from '../../e2e/support/fresh-server-database.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';
import {
  capturingLogger,
  createLogTestDatabase,
  instantSleep,
  type LogTestDatabase,
} from './outcome-log-writer.fixtures.ts';
import { losingFirstAnswer } from './support/losing-first-answer.ts';

async function reasonsOf(sql: SqlExecutor, requestId: string): Promise<string[]> {
  const rows = await sql.query<{ reason: string }>(
    'select reason from public.model_events where request_id = $1 order by created_at, reason',
    [requestId],
  );
  return rows.map((row) => row.reason);
}

/** A writer on `sql` that records two model events for `requestId`. */
function loggedEvents(sql: SqlExecutor, requestId: string, conversationId: string) {
  const writer = createOutcomeLogWriter({
    toolExecutions: createToolExecutionsRepository(sql),
    modelEvents: createModelEventsRepository(sql),
    logger: capturingLogger(),
    sleep: instantSleep().sleep,
  });
  const log = writer.forRequest({ requestId, conversationId, source: 'chat' });
  log.recordModelEvent([
    { kind: 'retry', fromModel: 'openai/gpt-4o', reason: `${requestId}: rate limited`, statusCode: 429 },
    { kind: 'fallback', fromModel: 'openai/gpt-4o', toModel: 'openai/gpt-4o-mini', reason: `${requestId}: gave up` },
  ]);
  return log;
}

describe('createOutcomeLogWriter: model events', () => {
  describe('when a write committed but its answer was lost, and the write is retried', () => {
    let context: LogTestDatabase;
    beforeAll(async () => {
      context = await createLogTestDatabase();
    });
    afterAll(() => context.database.dispose());

    it('stores each event once', async () => {
      const sql = losingFirstAnswer(context.database.sql, 'insert into public.model_events');
      const log = loggedEvents(sql, 'request-events-lost', context.conversationId);

      const report = await log.flush();

      expect(sql.lost.count).toBe(1);
      expect(report).toMatchObject({ written: { modelEvents: 2 }, failed: { modelEvents: 0 }, attempts: 2 });
      expect(await reasonsOf(context.database.sql, 'request-events-lost')).toEqual([
        'request-events-lost: gave up',
        'request-events-lost: rate limited',
      ].sort());
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
      afterAll(() => context.database.dispose());

      it('retries and stores each event once', async () => {
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
          const log = loggedEvents(sql, 'request-events-reset', context.conversationId);
          const reset = proxy.resetWhenSent({ contains: 'request-events-reset', when: 'after' });

          const report = await log.flush();
          await reset;

          expect(report).toMatchObject({ written: { modelEvents: 2 }, failed: { modelEvents: 0 } });
          expect(report.attempts).toBeGreaterThan(1);
          expect(await reasonsOf(context.database.sql, 'request-events-reset')).toHaveLength(2);
        } finally {
          await sql.close();
          await proxy.close();
        }
      });
    },
  );
});
