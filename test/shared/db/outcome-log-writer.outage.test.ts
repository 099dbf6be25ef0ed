import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../../shared/db/circuit-breaker.ts';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { createOutcomeLogWriter, type FlushReport } from '../../../shared/db/outcome-log-writer.ts';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import { createModelEventsRepository } from '../../../shared/db/repositories/model-events-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';
import { testServerUrl } from '../../e2e/support/fresh-server-database.ts';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';
import {
  capturingLogger,
  createLogTestDatabase,
  type LogTestDatabase,
  resultOutcome,
} from './outcome-log-writer.fixtures.ts';

const serverUrl = testServerUrl();
/** The outage of the fault-injection report: a one-second cut. */
const cutMilliseconds = 1_000;

let context: LogTestDatabase;
let proxy: TcpProxy;

async function proxiedClient(breakerNow: () => number): Promise<SqlClient> {
  const [row] = await context.database.sql.query<{ name: string }>('select current_database() as name');
  const url = new URL(serverUrl ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return createPostgresClient(url.toString(), {
    maxConnections: 2,
    circuitBreaker: createCircuitBreaker({ now: breakerNow }),
  });
}

async function rowsOfRequest(requestId: string): Promise<number> {
  const [row] = await context.database.sql.query<{ count: number }>(
    'select count(*)::int as count from public.tool_executions where request_id = $1',
    [requestId],
  );
  return Number(row?.count ?? -1);
}

describe.skipIf(serverUrl === undefined)(
  'the outcome log and the circuit through a one-second database cut (needs DATABASE_URL: a proxy cuts it)',
  () => {
    beforeAll(async () => {
      context = await createLogTestDatabase();
      const [row] = await context.database.sql.query<{ name: string }>('select current_database() as name');
      const target = new URL(serverUrl ?? '');
      target.pathname = `/${row?.name ?? ''}`;
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    });
    afterAll(async () => {
      await proxy?.close();
      await context?.database.dispose();
    });

    it('loses no log row written during the cut: the writer retries until the database is back', async () => {
      const sql = await proxiedClient(() => Date.now());
      const logger = capturingLogger();
      const writer = createOutcomeLogWriter({
        toolExecutions: createToolExecutionsRepository(sql),
        modelEvents: createModelEventsRepository(sql),
        logger,
        random: () => 0.5,
      });
      try {
        await sql.query('select 1');
        proxy.cut();
        const flushes: Promise<FlushReport>[] = [];
        for (let request = 0; request < 5; request += 1) {
          const log = writer.forRequest({
            requestId: `outage-${request}`,
            conversationId: context.conversationId,
            source: 'chat',
          });
          log.recordTool([
            resultOutcome({ toolCallId: `outage_${request}_a` }),
            resultOutcome({ toolCallId: `outage_${request}_b` }),
          ]);
          flushes.push(log.finish());
          await new Promise((resolve) => setTimeout(resolve, cutMilliseconds / 5));
        }
        proxy.restore();
        const reports = await Promise.all(flushes);

        expect(reports.map((report) => report.failed)).toEqual(
          Array.from({ length: 5 }, () => ({ toolExecutions: 0, modelEvents: 0 })),
        );
        expect(reports.every((report) => report.attempts > 1)).toBe(true);
        for (let request = 0; request < 5; request += 1) expect(await rowsOfRequest(`outage-${request}`)).toBe(2);
        expect(logger.calls).toEqual([]);
      } finally {
        proxy.restore();
        await sql.close();
      }
    });

    it('lets a call through one second after the circuit opened, and serves once the database is back', async () => {
      let skippedMilliseconds = 0;
      const sql = await proxiedClient(() => Date.now() + skippedMilliseconds);
      try {
        await sql.query('select 1');
        proxy.cut();
        const during: unknown[] = [];
        for (let call = 0; call < 4; call += 1) {
          during.push(await sql.query('select 1').catch((error: unknown) => error));
        }
        proxy.restore();
        const refusedAtOnce = await sql.query('select 1').catch((error: unknown) => error);
        skippedMilliseconds += 1_000;

        expect(during.every((outcome) => outcome instanceof DatabaseUnavailableError)).toBe(true);
        expect(refusedAtOnce).toBeInstanceOf(DatabaseUnavailableError);
        expect((refusedAtOnce as DatabaseUnavailableError).retryAfterSeconds).toBe(1);
        expect(await sql.query('select 1 as back')).toEqual([{ back: 1 }]);
      } finally {
        proxy.restore();
        await sql.close();
      }
    });
  },
);
