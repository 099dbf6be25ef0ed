import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../shared/http/http-error.ts';
import { requirePost, withErrorHandling } from '../../../shared/http/with-error-handling.ts';
import { createCapturingLogger } from '../chat/support/chat-test-app.ts';

function setup(handler: (request: Request, requestId: string) => Promise<Response>) {
  const logger = createCapturingLogger();
  const handle = withErrorHandling(handler, { logger, generateId: () => 'generated-request-id' });
  return { logger, handle };
}

const post = (headers: Record<string, string> = {}): Request =>
  new Request('http://localhost/', { method: 'POST', headers });

describe('withErrorHandling', () => {
  describe('when the handler answers', () => {
    it('passes the response through with the request id header', async () => {
      const { handle } = setup(async (_request, requestId) => new Response(`id ${requestId}`, { status: 201 }));

      const response = await handle(post());

      expect(response.status).toBe(201);
      expect(await response.text()).toBe('id generated-request-id');
      expect(response.headers.get('x-request-id')).toBe('generated-request-id');
    });

    it("names the request with an id of its own, never the caller's x-request-id", async () => {
      const { handle } = setup(async (_request, requestId) => new Response(requestId));

      const response = await handle(post({ 'x-request-id': 'client-trace-0042' }));

      expect(await response.text()).toBe('generated-request-id');
      expect(response.headers.get('x-request-id')).toBe('generated-request-id');
    });

    it('replaces an x-request-id that is not a sane token', async () => {
      const { handle } = setup(async () => new Response());

      const response = await handle(post({ 'x-request-id': 'bad id with spaces' }));

      expect(response.headers.get('x-request-id')).toBe('generated-request-id');
    });
  });

  describe('when the handler throws an HttpError', () => {
    it.each(
      [
        ['bad_request', 400],
        ['unauthorized', 401],
        ['not_found', 404],
        ['method_not_allowed', 405],
        ['payload_too_large', 413],
        ['unsupported_media_type', 415],
        ['upstream_failed', 502],
      ] as const,
    )('answers %s with %i and its message', async (code, status) => {
      const { handle, logger } = setup(async () => {
        throw new HttpError(code, `The ${code} message.`);
      });

      const response = await handle(post());

      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        error: { code, message: `The ${code} message.`, requestId: 'generated-request-id' },
      });
      expect(logger.entries).toEqual([]);
    });
  });

  describe('when the handler throws anything else (a bug)', () => {
    it('answers a generic 500 with the request id and nothing of the exception', async () => {
      const { handle } = setup(async () => {
        const bug: { tools?: { length: number } } = {};
        return new Response(String((bug.tools as { length: number }).length));
      });

      const response = await handle(post({ 'x-request-id': 'client-trace-0042' }));
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        error: {
          code: 'internal',
          message: 'An unexpected error occurred. Quote the request id when reporting it.',
          requestId: 'generated-request-id',
        },
      });
      expect(text).not.toMatch(/TypeError|length|at .*\.ts/);
      expect(response.headers.get('x-request-id')).toBe('generated-request-id');
    });

    it("logs the caller's x-request-id as clientRequestId, beside the request's own id", async () => {
      const { handle, logger } = setup(async () => {
        throw new TypeError('a bug');
      });

      await handle(post({ 'x-request-id': 'client-trace-0042' }));

      expect(logger.entries[0]?.fields).toMatchObject({
        requestId: 'generated-request-id',
        clientRequestId: 'client-trace-0042',
      });
    });

    it('logs the error with its stack and the request id', async () => {
      const { handle, logger } = setup(async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'length')");
      });

      await handle(post());

      expect(logger.entries).toHaveLength(1);
      const [entry] = logger.entries;
      expect(entry?.level).toBe('error');
      expect(entry?.event).toBe('request-failed');
      expect(entry?.fields).toMatchObject({
        requestId: 'generated-request-id',
        errorName: 'TypeError',
        message: "Cannot read properties of undefined (reading 'length')",
      });
      expect(entry?.fields.stack).toEqual(expect.stringContaining('with-error-handling.test.ts'));
    });

    it('handles a thrown value that is not an Error', async () => {
      const { handle, logger } = setup(async () => {
        throw 'a string';
      });

      const response = await handle(post());

      expect(response.status).toBe(500);
      expect(logger.entries[0]?.fields).toMatchObject({ errorName: 'string', message: 'a string' });
    });
  });
});

describe('requirePost', () => {
  describe('when the method is POST', () => {
    it('lets the request through', () => {
      expect(() => requirePost(post())).not.toThrow();
    });
  });

  describe.each(['GET', 'PUT', 'DELETE', 'PATCH'])('when the method is %s', (method) => {
    it('answers 405 with an Allow header', async () => {
      const { handle } = setup(async (request) => {
        requirePost(request);
        return new Response();
      });

      const response = await handle(
        new Request('http://localhost/', { method, ...(method === 'GET' ? {} : { body: '{}' }) }),
      );

      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
    });
  });
});
