import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutcomeLogWriter } from '../../../shared/db/outcome-log-writer.ts';
import { createModelEventsRepository } from '../../../shared/db/repositories/model-events-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import {
  capturingLogger,
  createLogTestDatabase,
  errorOutcome,
  type LogTestDatabase,
  resultOutcome,
} from './outcome-log-writer.fixtures.ts';

const requests = 50;
const outcomesPerRequest = 20;

/** Lets other requests run in between, as concurrent chat turns would. */
const yieldTurn = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

describe('createOutcomeLogWriter', () => {
  let context: LogTestDatabase;

  beforeAll(async () => {
    context = await createLogTestDatabase();
  });

  afterAll(async () => {
    await context.database.dispose();
  });

  describe(`when ${requests} requests of ${outcomesPerRequest} outcomes each run at once`, () => {
    it('writes every row exactly once and reports nothing lost', async () => {
      const logger = capturingLogger();
      const writer = createOutcomeLogWriter({
        toolExecutions: createToolExecutionsRepository(context.database.sql),
        modelEvents: createModelEventsRepository(context.database.sql),
        logger,
      });

      const reports = await Promise.all(Array.from({ length: requests }, async (_, request) => {
        const log = writer.forRequest({
          requestId: `req_${request}`,
          conversationId: context.conversationId,
          source: 'chat',
        });
        for (let index = 0; index < outcomesPerRequest; index += 1) {
          const toolCallId = `call_${request}_${index}`;
          log.recordTool(index % 2 === 0 ? resultOutcome({ toolCallId }) : errorOutcome({ toolCallId }));
          if (index % 5 === 4) await yieldTurn(request % 3);
        }
        return log.finish();
      }));
      const [counts] = await context.database.sql.query<{ total: number; distinct_calls: number; requests: number }>(
        `select count(*)::integer as total, count(distinct tool_call_id)::integer as distinct_calls,
                count(distinct request_id)::integer as requests
         from public.tool_executions`,
      );
      const perRequest = await context.database.sql.query<{ rows: number }>(
        `select count(*)::integer as rows from public.tool_executions group by request_id`,
      );

      expect(counts).toEqual({
        total: requests * outcomesPerRequest,
        distinct_calls: requests * outcomesPerRequest,
        requests,
      });
      expect(new Set(perRequest.map((row) => row.rows))).toEqual(new Set([outcomesPerRequest]));
      expect(
        reports.every((report) =>
          report.written.toolExecutions === outcomesPerRequest && report.failed.toolExecutions === 0
        ),
      ).toBe(true);
      expect(logger.calls).toEqual([]);
    });
  });
});
