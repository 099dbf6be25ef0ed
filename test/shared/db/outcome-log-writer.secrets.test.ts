import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutcomeLogWriter } from '../../../shared/db/outcome-log-writer.ts';
import { createModelEventsRepository } from '../../../shared/db/repositories/model-events-repository.ts';
import { createToolExecutionsRepository } from '../../../shared/db/repositories/tool-executions-repository.ts';
import { createJsonLogger } from '../../../shared/log/logger.ts';
import {
  createLogTestDatabase,
  errorOutcome,
  instantSleep,
  type LogTestDatabase,
  resultOutcome,
} from './outcome-log-writer.fixtures.ts';

const secrets = {
  password: 'hunter2-Pa55word',
  openAiKey: 'sk-proj-4f9a8b7c6d5e4f3a2b1c9d8e',
  bearer: 'abc123SECRETtoken',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk',
  databasePassword: 'db-Pa55word',
  refreshToken: 'opaque-refresh-value',
};

/** Outcomes as careless as a buggy caller could make them: nothing redacted upstream. */
function leakyOutcomes() {
  const leakyDetail = {
    message:
      `Upstream 401 for Authorization: Bearer ${secrets.bearer}; password=${secrets.password}; key ${secrets.openAiKey}`,
    errorName: 'ToolError',
    stack: `ToolError: token ${secrets.jwt}\n    at send (gmail.ts:10:5)`,
    cause: `Error: refused for postgres://parley:${secrets.databasePassword}@db.example.com/postgres`,
    status: 401,
    provider: 'gmail',
  };
  const input = {
    to: 'ada@example.com',
    password: secrets.password,
    apiKey: secrets.openAiKey,
    headers: { Authorization: `Bearer ${secrets.bearer}` },
    note: `use this: ${secrets.jwt}`,
    oauth: [{ refresh_token: secrets.refreshToken }],
  };
  const earlier = errorOutcome({ toolCallId: 'call_secret', input, detail: leakyDetail });
  return [
    errorOutcome({
      toolCallId: 'call_secret',
      attempt: 2,
      input,
      detail: leakyDetail,
      earlierAttempts: [earlier],
      modelMessage: `Rejected key ${secrets.openAiKey}`,
    }),
    resultOutcome({ toolCallId: 'call_ok', input: { query: `Bearer ${secrets.bearer}`, password: secrets.password } }),
  ];
}

function expectNoSecrets(text: string): void {
  for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
}

describe('createOutcomeLogWriter', () => {
  let context: LogTestDatabase;

  beforeAll(async () => {
    context = await createLogTestDatabase();
  });

  afterAll(async () => {
    await context.database.dispose();
  });

  describe('when outcomes and events carry secrets', () => {
    it('stores none of them in any column', async () => {
      const writer = createOutcomeLogWriter({
        toolExecutions: createToolExecutionsRepository(context.database.sql),
        modelEvents: createModelEventsRepository(context.database.sql),
        logger: createJsonLogger({ sink: { info: () => {}, warn: () => {}, error: () => {} } }),
      });
      const log = writer.forRequest({
        requestId: 'req_secret',
        conversationId: context.conversationId,
        source: 'chat',
      });
      log.recordTool(leakyOutcomes());
      log.recordModelEvent([
        {
          kind: 'error',
          fromModel: 'gpt-4o',
          reason: `401 Incorrect API key provided: ${secrets.openAiKey}`,
          statusCode: 401,
        },
        { kind: 'fallback', reason: `Authorization: Bearer ${secrets.bearer} rejected, api_key=${secrets.password}` },
      ]);

      const report = await log.flush();
      const toolRows = await context.database.sql.query('select * from public.tool_executions');
      const eventRows = await context.database.sql.query('select * from public.model_events');

      expect(report.written).toEqual({ toolExecutions: 3, modelEvents: 2 });
      expectNoSecrets(JSON.stringify(toolRows));
      expectNoSecrets(JSON.stringify(eventRows));
      expect(JSON.stringify(toolRows)).not.toContain('gmail.ts:10');
      expect(JSON.stringify(toolRows)).toContain('[redacted]');
    });
  });

  describe('when a write fails with secrets in the error', () => {
    it('prints one error line that contains none of them', async () => {
      const lines: string[] = [];
      const sink = {
        info: (line: string) => void lines.push(line),
        warn: (line: string) => void lines.push(line),
        error: (line: string) => void lines.push(line),
      };
      const failure = new Error(
        `connect failed for postgres://parley:${secrets.databasePassword}@db.example.com:5432/postgres (Bearer ${secrets.bearer}, password: ${secrets.password})`,
      );
      const writer = createOutcomeLogWriter({
        toolExecutions: { insertMany: () => Promise.reject(failure) },
        modelEvents: { insertMany: () => Promise.reject(failure) },
        logger: createJsonLogger({ sink }),
        sleep: instantSleep().sleep,
      });
      const log = writer.forRequest({ requestId: 'req_secret', source: 'chat' });
      log.recordTool(leakyOutcomes());
      log.recordModelEvent({ kind: 'error', reason: `key ${secrets.openAiKey}` });

      const report = await log.flush();

      expect(report.failed).toEqual({ toolExecutions: 3, modelEvents: 1 });
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
        level: 'error',
        event: 'outcome-log-write-failed',
        toolExecutions: 3,
        modelEvents: 1,
        attempts: 7,
      });
      expectNoSecrets(lines.join('\n'));
    });
  });
});
