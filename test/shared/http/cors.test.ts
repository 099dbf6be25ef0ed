import { describe, expect, it, vi } from 'vitest';
import { corsHeaders, withCors } from '../../../shared/http/cors.ts';

/** The headers Supabase's CORS guide lists for functions called with supabase-js. */
const supabaseDocumentedHeaders = ['authorization', 'x-client-info', 'apikey', 'content-type'];

function allowedHeadersOf(response: Response): string[] {
  return (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) =>
    name.trim().toLowerCase()
  );
}

describe('withCors', () => {
  describe('when the browser sends an OPTIONS preflight', () => {
    it('answers 200 "ok" with the CORS headers without calling the handler', async () => {
      const handler = vi.fn(async () => new Response('handled'));
      const response = await withCors(handler)(
        new Request('http://localhost/functions/v1/chat', {
          method: 'OPTIONS',
          headers: {
            origin: 'https://app.example.com',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        }),
      );

      expect(handler).not.toHaveBeenCalled();
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('ok');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(allowedHeadersOf(response)).toEqual(expect.arrayContaining(supabaseDocumentedHeaders));
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-allow-methods')).toContain('OPTIONS');
    });

    it('allows the headers the web app adds for streaming and tracing', async () => {
      const response = await withCors(async () => new Response())(
        new Request('http://localhost/', { method: 'OPTIONS' }),
      );

      expect(allowedHeadersOf(response)).toEqual(expect.arrayContaining(['accept', 'x-request-id']));
    });
  });

  describe('when any other request is answered', () => {
    it('adds every CORS header to the response', async () => {
      const response = await withCors(async () => new Response('{}', { status: 201 }))(
        new Request('http://localhost/', { method: 'POST' }),
      );

      expect(response.status).toBe(201);
      for (const [name, value] of Object.entries(corsHeaders)) expect(response.headers.get(name)).toBe(value);
    });

    it('exposes x-request-id so the browser can read it', async () => {
      const response = await withCors(async () => new Response())(new Request('http://localhost/', { method: 'POST' }));

      expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
    });

    it('adds them to error responses too', async () => {
      const response = await withCors(async () => new Response('{}', { status: 404 }))(
        new Request('http://localhost/', { method: 'GET' }),
      );

      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('keeps a CORS header the handler set itself', async () => {
      const handler = async (): Promise<Response> =>
        new Response('', { headers: { 'access-control-allow-origin': 'https://app.example.com' } });
      const response = await withCors(handler)(new Request('http://localhost/', { method: 'POST' }));

      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    });
  });
});

describe('withCors: nosniff', () => {
  it('marks every response, preflight or not, X-Content-Type-Options: nosniff', async () => {
    const handler = withCors(async () =>
      new Response('<html>', { status: 500, headers: { 'content-type': 'text/plain' } })
    );

    const answered = await handler(new Request('http://localhost/', { method: 'POST' }));
    const preflight = await handler(new Request('http://localhost/', { method: 'OPTIONS' }));

    expect(answered.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
