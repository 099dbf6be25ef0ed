import { describe, expect, it, vi } from 'vitest';
import { parseAllowedOrigins } from '../../../shared/http/allowed-origins.ts';
import { withAllowedOrigins, withCors } from '../../../shared/http/cors.ts';

const allowed = parseAllowedOrigins('http://127.0.0.1:54321,https://app.example.com');

function setup() {
  const handler = vi.fn(async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
  const served = withAllowedOrigins(withCors(handler), { allowed, generateId: () => 'generated-request-id' });
  return { handler, served };
}

function preflight(origin: string): Request {
  return new Request('http://127.0.0.1:54321/gmail-api', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
  });
}

function post(origin: string | null): Request {
  return new Request('http://127.0.0.1:54321/gmail-api', {
    method: 'POST',
    headers: { authorization: 'Bearer token', ...(origin === null ? {} : { origin }) },
    body: '{}',
  });
}

describe('withAllowedOrigins', () => {
  describe('when a page of another origin asks (https://evil.example)', () => {
    it('refuses its preflight 403 without Access-Control-Allow-Origin', async () => {
      const { handler, served } = setup();

      const response = await served(preflight('https://evil.example'));

      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(handler).not.toHaveBeenCalled();
    });

    it('refuses the request itself 403, naming the setting, and the handler never runs', async () => {
      const { handler, served } = setup();

      const response = await served(post('https://evil.example'));

      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({
        error: {
          code: 'forbidden',
          message: expect.stringContaining('PARLEY_CORS_ORIGINS'),
          requestId: 'generated-request-id',
        },
      });
      expect(handler).not.toHaveBeenCalled();
    });
  });

  describe('when a listed web app asks', () => {
    it.each(['http://127.0.0.1:54321', 'http://localhost:54321', 'https://app.example.com'])(
      'answers %s with its own origin, never *',
      async (origin) => {
        const { served } = setup();

        const answeredPreflight = await served(preflight(origin));
        const answered = await served(post(origin));

        expect(answeredPreflight.status).toBe(200);
        expect(answeredPreflight.headers.get('access-control-allow-origin')).toBe(origin);
        expect(answered.status).toBe(200);
        expect(answered.headers.get('access-control-allow-origin')).toBe(origin);
        expect(answered.headers.get('vary')).toContain('Origin');
      },
    );
  });

  describe('when the request has no Origin (curl, a server)', () => {
    it('answers it without Access-Control-Allow-Origin', async () => {
      const { handler, served } = setup();

      const response = await served(post(null));

      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(handler).toHaveBeenCalledOnce();
    });
  });

  describe('when any origin is allowed', () => {
    it('leaves the handler as it is', () => {
      const handler = async (): Promise<Response> => new Response();

      expect(withAllowedOrigins(handler, { allowed: { kind: 'any' }, generateId: () => 'id' })).toBe(handler);
    });
  });
});

describe('withAllowedOrigins: immutable headers', () => {
  it('answers a listed origin even when the handler gives a response whose headers cannot change', async () => {
    const served = withAllowedOrigins(async () => Response.redirect('https://app.example.com/integrations', 302), {
      allowed,
      generateId: () => 'id',
    });

    const response = await served(post('https://app.example.com'));

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://app.example.com/integrations');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });
});
