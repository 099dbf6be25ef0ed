import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../shared/http/http-error.ts';
import { readJsonBody } from '../../../shared/http/read-json-body.ts';

const schema = z.strictObject({ message: z.string().min(1), count: z.number().int().optional() });
const maxBytes = 64;

function jsonRequest(
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Request {
  return new Request('http://localhost/', { method: 'POST', headers, body });
}

/** A body that arrives in chunks, without Content-Length (chunked transfer). */
function streamedRequest(
  chunks: readonly string[],
  headers: Record<string, string> = {},
): { request: Request; pulled: () => number } {
  const encoder = new TextEncoder();
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulls];
      pulls += 1;
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
  }, { highWaterMark: 0 });
  const request = new Request(
    'http://localhost/',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit,
  );
  return { request, pulled: () => pulls };
}

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`);
  return error;
}

describe('readJsonBody', () => {
  describe('when the body is valid', () => {
    it('returns the parsed, validated value', async () => {
      await expect(readJsonBody(jsonRequest('{"message":"hi","count":2}'), schema, maxBytes)).resolves.toEqual({
        message: 'hi',
        count: 2,
      });
    });

    it.each(['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json'])(
      'accepts content type %s',
      async (contentType) => {
        await expect(readJsonBody(jsonRequest('{"message":"hi"}', { 'content-type': contentType }), schema, maxBytes))
          .resolves.toEqual({ message: 'hi' });
      },
    );

    it('accepts a body of exactly the limit', async () => {
      const body = JSON.stringify({ message: 'x'.repeat(maxBytes - '{"message":""}'.length) });
      expect(body).toHaveLength(maxBytes);

      await expect(readJsonBody(jsonRequest(body), schema, maxBytes)).resolves.toEqual(JSON.parse(body));
    });

    it('counts bytes, not characters, and decodes multi-byte UTF-8', async () => {
      await expect(readJsonBody(jsonRequest('{"message":"héllo 👋"}'), schema, maxBytes)).resolves.toEqual({
        message: 'héllo 👋',
      });
    });
  });

  describe('when the content type is not JSON', () => {
    it.each([
      ['missing', {}],
      ['text/plain', { 'content-type': 'text/plain' }],
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }],
      ['jsonp', { 'content-type': 'application/jsonp' }],
    ])('answers 415 (%s)', async (_case, headers) => {
      const error = await failureOf(readJsonBody(jsonRequest('{"message":"hi"}', headers), schema, maxBytes));

      expect(error.code).toBe('unsupported_media_type');
      expect(error.message).toContain('application/json');
    });
  });

  describe('when the body is too large', () => {
    it('answers 413 from Content-Length before reading the body', async () => {
      const { request, pulled } = streamedRequest(['{"message":"hi"}'], { 'content-length': String(maxBytes + 1) });

      const error = await failureOf(readJsonBody(request, schema, maxBytes));

      expect(error.code).toBe('payload_too_large');
      expect(error.message).toContain(`${maxBytes} bytes`);
      expect(pulled()).toBe(0);
    });

    it('answers 413 when a body without Content-Length streams past the limit, without reading the rest', async () => {
      const chunk = 'x'.repeat(40);
      const { request, pulled } = streamedRequest(['{"message":"', chunk, chunk, chunk, chunk, chunk, '"}']);
      expect(request.headers.get('content-length')).toBeNull();

      const error = await failureOf(readJsonBody(request, schema, maxBytes));

      expect(error.code).toBe('payload_too_large');
      expect(pulled()).toBeLessThan(6);
    });

    it('answers 413 when the body is larger than a Content-Length that lied', async () => {
      const request = jsonRequest(JSON.stringify({ message: 'x'.repeat(200) }), {
        'content-type': 'application/json',
        'content-length': '10',
      });

      const error = await failureOf(readJsonBody(request, schema, maxBytes));

      expect(error.code).toBe('payload_too_large');
    });
  });

  describe('when the body is not JSON', () => {
    it.each([
      ['empty', ''],
      ['truncated', '{"message":"hi"'],
      ['plain text', 'hello'],
      ['trailing comma', '{"message":"hi",}'],
    ])('answers 400 (%s)', async (_case, body) => {
      const error = await failureOf(readJsonBody(jsonRequest(body), schema, maxBytes));

      expect(error.code).toBe('bad_request');
      expect(error.message).toBe('The body is not valid JSON.');
    });

    it('answers 400 when there is no body at all', async () => {
      const error = await failureOf(readJsonBody(jsonRequest(null), schema, maxBytes));

      expect(error.code).toBe('bad_request');
    });
  });

  describe('when the body is not valid UTF-8', () => {
    it('answers 400 saying so', async () => {
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('{"message":"'),
        0xff,
        0xfe,
        ...new TextEncoder().encode('"}'),
      ]);

      const error = await failureOf(readJsonBody(jsonRequest(bytes), schema, maxBytes));

      expect(error.code).toBe('bad_request');
      expect(error.message).toBe('The body is not valid UTF-8.');
    });
  });

  describe('when the JSON does not match the schema', () => {
    it('answers 400 with one issue per problem, each with its path', async () => {
      const error = await failureOf(
        readJsonBody(jsonRequest('{"message":"","count":1.5,"userId":"x"}'), schema, maxBytes),
      );

      expect(error.code).toBe('bad_request');
      expect(error.message).toBe('The body is not valid.');
      const issues = error.details?.issues as { path: string; message: string }[];
      expect(issues).toHaveLength(3);
      expect(issues.map((issue) => issue.path).sort()).toEqual(['(body)', 'count', 'message']);
      expect(issues.find((issue) => issue.path === '(body)')?.message).toContain('userId');
    });

    it('names the body itself when it is not an object', async () => {
      const error = await failureOf(readJsonBody(jsonRequest('[1,2]'), schema, maxBytes));

      expect(error.details?.issues).toEqual([{ path: '(body)', message: expect.any(String) }]);
    });

    it('names nested paths with dots', async () => {
      const nested = z.object({ items: z.array(z.object({ id: z.string() })) });

      const error = await failureOf(readJsonBody(jsonRequest('{"items":[{"id":"a"},{"id":2}]}'), nested, maxBytes));

      expect(error.details?.issues).toEqual([{ path: 'items.1.id', message: expect.any(String) }]);
    });

    it('reports at most ten issues', async () => {
      const wide = z.object(
        Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`field${index}`, z.string()])),
      );

      const error = await failureOf(readJsonBody(jsonRequest('{}'), wide, 1_000));

      expect(error.details?.issues).toHaveLength(10);
    });
  });
});
