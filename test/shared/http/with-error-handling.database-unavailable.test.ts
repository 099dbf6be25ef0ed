import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { withErrorHandling } from '../../../shared/http/with-error-handling.ts';
import { createCapturingLogger } from '../chat/support/chat-test-app.ts';

function failingWith(error: unknown) {
  const logger = createCapturingLogger();
  const handle = withErrorHandling(async () => {
    throw error;
  }, { logger, generateId: () => 'request-outage' });
  return { logger, handle };
}

const post = (headers: Record<string, string> = {}): Request =>
  new Request('http://localhost/', { method: 'POST', headers });

describe('withErrorHandling, when the database is unavailable', () => {
  it('answers 503 database_unavailable with Retry-After as JSON, and logs no error', async () => {
    const { handle, logger } = failingWith(new DatabaseUnavailableError(4.2));

    const response = await handle(post());

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: expect.any(String),
        requestId: 'request-outage',
        retryAfterSeconds: 5,
      },
    });
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('finds the outage wrapped in another error', async () => {
    const { handle } = failingWith(new Error('loading the agent failed', { cause: new DatabaseUnavailableError(1) }));

    expect((await handle(post())).status).toBe(503);
  });

  it('answers an SSE caller with one error event', async () => {
    const { handle } = failingWith(new DatabaseUnavailableError(2));

    const response = await handle(post({ accept: 'text/event-stream' }));

    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.text()).toBe(
      `event: error\ndata: ${
        JSON.stringify({
          code: 'database_unavailable',
          message: 'The database is unavailable. Try again shortly.',
          requestId: 'request-outage',
          retryAfterSeconds: 2,
        })
      }\n\n`,
    );
  });
});
