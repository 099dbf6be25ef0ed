import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { HttpError } from '../../../shared/http/http-error.ts';
import { requestFailureOf, unexpectedErrorMessage } from '../../../shared/http/request-failure.ts';
import type { Logger } from '../../../shared/log/logger.ts';

function recordingLogger() {
  const lines: { level: string; event: string; fields: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (event, fields = {}) => lines.push({ level: 'info', event, fields }),
    warn: (event, fields = {}) => lines.push({ level: 'warn', event, fields }),
    error: (event, fields = {}) => lines.push({ level: 'error', event, fields }),
  };
  return { logger, lines };
}

const request = () => new Request('http://127.0.0.1/functions/v1/chat', { method: 'POST' });

describe('requestFailureOf', () => {
  describe('when the handler threw an HttpError', () => {
    it('answers with it as it is and logs nothing', () => {
      const { logger, lines } = recordingLogger();
      const error = new HttpError('bad_request', 'The body is not valid.');

      expect(requestFailureOf(error, request(), { logger, requestId: 'req_1' })).toEqual({ kind: 'failure', error });
      expect(lines).toEqual([]);
    });
  });

  describe('when the database is down', () => {
    it('answers 503 database_unavailable with Retry-After, and warns once without a stack', () => {
      const { logger, lines } = recordingLogger();

      const failure = requestFailureOf(new DatabaseUnavailableError(4), request(), {
        logger,
        requestId: 'req_1',
        fields: { source: 'gmail-api' },
      });

      expect(failure.kind === 'failure' && failure.error).toMatchObject({
        code: 'database_unavailable',
        headers: { 'retry-after': '4' },
        details: { retryAfterSeconds: 4 },
      });
      expect(lines).toEqual([{
        level: 'warn',
        event: 'database-unavailable',
        fields: { requestId: 'req_1', source: 'gmail-api', retryAfterSeconds: 4 },
      }]);
    });
  });

  describe('when the client went away', () => {
    it('says so with one info line', () => {
      const { logger, lines } = recordingLogger();
      const controller = new AbortController();
      controller.abort();
      const gone = new Request('http://127.0.0.1/functions/v1/chat', { method: 'POST', signal: controller.signal });

      expect(requestFailureOf(new Error('stream closed'), gone, { logger, requestId: 'req_1' })).toEqual({
        kind: 'disconnect',
        status: 499,
      });
      expect(lines.map((line) => [line.level, line.event])).toEqual([['info', 'client-disconnected']]);
    });
  });

  describe('when something unexpected was thrown', () => {
    it('answers a generic internal error and keeps the detail and stack for the log', () => {
      const { logger, lines } = recordingLogger();

      const failure = requestFailureOf(new TypeError('x is undefined'), request(), { logger, requestId: 'req_1' });

      expect(failure.kind === 'failure' && [failure.error.code, failure.error.message]).toEqual([
        'internal',
        unexpectedErrorMessage,
      ]);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 'error',
        event: 'request-failed',
        fields: { requestId: 'req_1', errorName: 'TypeError', message: 'x is undefined' },
      });
      expect(String(lines[0]?.fields.stack)).toContain('TypeError');
    });
  });
});
