import { describe, expect, it } from 'vitest';
import { withErrorHandling } from '../../../shared/http/with-error-handling.ts';
import type { Logger } from '../../../shared/log/logger.ts';

function capturingLogger(): Logger & { lines: [string, string, Record<string, unknown> | undefined][] } {
  const lines: [string, string, Record<string, unknown> | undefined][] = [];
  return {
    lines,
    info: (event, fields) => lines.push(['info', event, fields]),
    warn: (event, fields) => lines.push(['warn', event, fields]),
    error: (event, fields) => lines.push(['error', event, fields]),
  };
}

describe('withErrorHandling: diagnostics', () => {
  it('logs a client that went away at info, without an error or a stack', async () => {
    const logger = capturingLogger();
    const controller = new AbortController();
    const handler = withErrorHandling(async () => {
      controller.abort(new DOMException('The client closed the connection.', 'AbortError'));
      throw new DOMException('The operation was aborted.', 'AbortError');
    }, { logger, generateId: () => 'request-gone-1' });

    await handler(new Request('http://localhost/', { method: 'POST', signal: controller.signal }));

    expect(logger.lines).toEqual([['info', 'client-disconnected', { requestId: 'request-gone-1' }]]);
  });

  it('logs an unexpected failure of a client still there as one error line with the stack and the request id', async () => {
    const logger = capturingLogger();
    const handler = withErrorHandling(async () => {
      throw new TypeError('boom');
    }, { logger, generateId: () => 'request-bug-1' });

    const response = await handler(new Request('http://localhost/', { method: 'POST' }));

    expect(response.status).toBe(500);
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]?.[0]).toBe('error');
    expect(logger.lines[0]?.[2]).toMatchObject({ requestId: 'request-bug-1', errorName: 'TypeError' });
    expect(String(logger.lines[0]?.[2]?.stack)).toMatch(/TypeError: boom/);
  });
});
