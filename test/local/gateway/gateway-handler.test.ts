import { describe, expect, it, vi } from 'vitest';
import type { AllowedOrigins } from '../../../shared/http/allowed-origins.ts';
import { createJwtVerifier } from '../../../shared/http/jwt-verifier.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import { gatewayRequestIdHeader } from '../../../local/gateway/drain-gate.ts';
import { createGatewayHandler, type GatewayFunction } from '../../../local/gateway/gateway-handler.ts';
import {
  localAnonKey,
  localJwtSecret,
  localServiceRoleKey,
  signDemoUserToken,
} from '../../../local/gateway/local-keys.ts';

interface LogLine {
  readonly level: 'info' | 'error';
  readonly event: string;
  readonly fields: Record<string, unknown>;
}

function recordingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const record = (level: 'info' | 'error') => (event: string, fields: Record<string, unknown> = {}) =>
    lines.push({ level, event, fields });
  return { lines, logger: { info: record('info'), warn: record('info'), error: record('error') } };
}

const echo = vi.fn(async (request: Request) =>
  Response.json({
    url: request.url,
    method: request.method,
    requestId: request.headers.get('x-request-id'),
    gateHeader: request.headers.get(gatewayRequestIdHeader),
    body: request.method === 'POST' ? await request.text() : null,
  })
);

function gateway(
  functions: readonly GatewayFunction[] = [{ name: 'chat', verifyJwt: true, handler: echo }],
  allowedOrigins?: AllowedOrigins,
) {
  const { logger, lines } = recordingLogger();
  let clock = 0;
  const handle = createGatewayHandler({
    functions,
    ...(allowedOrigins === undefined ? {} : { allowedOrigins }),
    logger,
    verifyJwt: createJwtVerifier({ secret: localJwtSecret }),
    generateId: () => 'generated-request-id',
    now: () => (clock += 5),
  });
  return { handle, lines };
}

function post(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://127.0.0.1:54321${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{"message":"hi"}',
  });
}

describe('createGatewayHandler', () => {
  describe('when a function is called with a valid JWT', () => {
    it.each([['the anon key', localAnonKey], ['the service-role key', localServiceRoleKey]])(
      'passes %s through',
      async (_name, token) => {
        const response = await gateway().handle(post('/functions/v1/chat', { authorization: `Bearer ${token}` }));

        expect(response.status).toBe(200);
      },
    );

    it('gives the function the request as Supabase does: path without /functions/v1, body intact, a request id', async () => {
      const token = await signDemoUserToken(localJwtSecret);

      const response = await gateway().handle(
        post('/functions/v1/chat/sub/path?x=1', { authorization: `Bearer ${token}` }),
      );

      expect(await response.json()).toEqual({
        url: 'http://127.0.0.1:54321/chat/sub/path?x=1',
        method: 'POST',
        requestId: 'generated-request-id',
        gateHeader: null,
        body: '{"message":"hi"}',
      });
    });

    it('names the request with the id the drain gate in front gave it, and does not pass that header on', async () => {
      const response = await gateway().handle(
        post('/functions/v1/chat', {
          authorization: `Bearer ${localAnonKey}`,
          [gatewayRequestIdHeader]: 'id-from-the-gate',
        }),
      );

      const body = await response.json();
      expect(body.requestId).toBe('id-from-the-gate');
      expect(body.gateHeader).toBeNull();
    });

    it("names the request itself, never with the caller's x-request-id", async () => {
      const response = await gateway().handle(
        post('/functions/v1/chat', { authorization: `Bearer ${localAnonKey}`, 'x-request-id': 'req-from-app-1234' }),
      );

      expect((await response.json()).requestId).toBe('generated-request-id');
    });
  });

  describe('when verify_jwt is on and the JWT is missing or invalid', () => {
    it.each([
      ['no Authorization header', {}, { code: 'UNAUTHORIZED_NO_AUTH_HEADER', message: 'Missing authorization header' }],
      ['a token that is not a JWT', { authorization: 'Bearer nope' }, {
        code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
        message: 'Invalid JWT',
      }],
      ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }, {
        code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
        message: 'Invalid JWT',
      }],
      ['a JWT signed with another secret', { authorization: `Bearer ${localAnonKey.slice(0, -4)}AAAA` }, {
        code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
        message: 'Invalid JWT',
      }],
    ])('answers 401 JSON for %s before the function runs, with CORS headers', async (_case, headers, body) => {
      echo.mockClear();

      const response = await gateway().handle(post('/functions/v1/chat', headers));

      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toEqual(body);
      expect(echo).not.toHaveBeenCalled();
    });

    it('lets a CORS preflight through to the function', async () => {
      const preflight = vi.fn(async () => new Response('ok', { status: 200 }));

      const response = await gateway([{ name: 'chat', verifyJwt: true, handler: preflight }]).handle(
        new Request('http://127.0.0.1:54321/functions/v1/chat', { method: 'OPTIONS' }),
      );

      expect(response.status).toBe(200);
      expect(preflight).toHaveBeenCalledOnce();
    });
  });

  describe('when verify_jwt is off', () => {
    it('calls the function without a token', async () => {
      const response = await gateway([{ name: 'hook', verifyJwt: false, handler: echo }]).handle(
        post('/functions/v1/hook'),
      );

      expect(response.status).toBe(200);
    });
  });

  describe('when there is no such function', () => {
    it.each(['/functions/v1/nope', '/', '/rest/v1/agents', '/functions/v1/%E0%A4%A'])(
      'answers 404 JSON for %s, listing the functions',
      async (path) => {
        const response = await gateway().handle(new Request(`http://127.0.0.1:54321${path}`));

        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          code: 'NOT_FOUND',
          message: 'Requested function was not found',
          functions: ['chat'],
        });
      },
    );
  });

  describe('when the function failed to load or throws', () => {
    it('answers 503 BOOT_ERROR for a function that could not start', async () => {
      const response = await gateway([{ name: 'chat', verifyJwt: true, bootError: 'Set SUPABASE_URL' }]).handle(
        post('/functions/v1/chat'),
      );

      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'BOOT_ERROR' });
    });

    it('answers 500 WORKER_ERROR and logs why', async () => {
      const { handle, lines } = gateway([{
        name: 'chat',
        verifyJwt: false,
        handler: () => Promise.reject(new Error('boom')),
      }]);

      const response = await handle(post('/functions/v1/chat'));

      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'WORKER_ERROR' });
      expect(lines[0]).toMatchObject({
        level: 'error',
        event: 'function-failed',
        fields: { function: 'chat', message: 'boom' },
      });
    });
  });

  describe("when the functions' CORS allows listed web pages only", () => {
    const appOrigin = 'http://127.0.0.1:5173';
    const listed: AllowedOrigins = { kind: 'listed', origins: ['http://127.0.0.1:54321', appOrigin] };
    const fromPage = (origin: string, path: string, headers: Record<string, string> = {}) =>
      post(path, { origin, ...headers });

    it.each(
      [
        ['401 without a JWT', [{ name: 'chat', verifyJwt: true, handler: echo }], '/functions/v1/chat', 401],
        ['404 for an unknown function', [{ name: 'chat', verifyJwt: true, handler: echo }], '/functions/v1/nope', 404],
        [
          '503 for a function that failed to load',
          [{ name: 'chat', verifyJwt: true, bootError: 'x' }],
          '/functions/v1/chat',
          503,
        ],
      ] as const,
    )('lets a listed page read its %s, naming that page', async (_case, functions, path, status) => {
      const response = await gateway(functions, listed).handle(fromPage(appOrigin, path));

      expect(response.status).toBe(status);
      expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
      expect(response.headers.get('vary')).toContain('Origin');
    });

    it.each(
      [
        ['401 without a JWT', [{ name: 'chat', verifyJwt: true, handler: echo }], '/functions/v1/chat', 401],
        ['404 for an unknown function', [{ name: 'chat', verifyJwt: true, handler: echo }], '/functions/v1/nope', 404],
        [
          '503 for a function that failed to load',
          [{ name: 'chat', verifyJwt: true, bootError: 'x' }],
          '/functions/v1/chat',
          503,
        ],
      ] as const,
    )('gives another page its %s without Access-Control-Allow-Origin', async (_case, functions, path, status) => {
      const response = await gateway(functions, listed).handle(fromPage('https://elsewhere.example', path));

      expect(response.status).toBe(status);
      expect(response.headers.has('access-control-allow-origin')).toBe(false);
    });

    it('gives a request without an Origin (curl) no Access-Control-Allow-Origin', async () => {
      const response = await gateway(undefined, listed).handle(post('/functions/v1/nope'));

      expect(response.status).toBe(404);
      expect(response.headers.has('access-control-allow-origin')).toBe(false);
    });

    it("leaves the function's own answers to the function", async () => {
      const answered = vi.fn(async () =>
        new Response('{}', { headers: { 'access-control-allow-origin': 'https://set.by.function' } })
      );
      const response = await gateway([{ name: 'chat', verifyJwt: false, handler: answered }], listed).handle(
        fromPage('https://elsewhere.example', '/functions/v1/chat'),
      );

      expect(response.headers.get('access-control-allow-origin')).toBe('https://set.by.function');
    });
  });

  describe('when a request is answered', () => {
    it('logs one structured line once the body has been sent', async () => {
      const { handle, lines } = gateway();

      const response = await handle(post('/functions/v1/chat', { authorization: `Bearer ${localAnonKey}` }));
      expect(lines).toEqual([]);
      await response.text();

      expect(lines).toEqual([{
        level: 'info',
        event: 'request',
        fields: {
          method: 'POST',
          path: '/functions/v1/chat',
          function: 'chat',
          status: 200,
          durationMs: 5,
          requestId: 'generated-request-id',
        },
      }]);
    });

    it('logs a streamed body abandoned by the client as cancelled', async () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('event: step-start\n\n'));
        },
      });
      const { handle, lines } = gateway([{
        name: 'chat',
        verifyJwt: false,
        handler: async () => new Response(stream, { headers: { 'content-type': 'text/event-stream' } }),
      }]);

      const response = await handle(post('/functions/v1/chat'));
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await reader.cancel();

      expect(lines).toEqual([
        expect.objectContaining({
          event: 'request',
          fields: expect.objectContaining({ status: 200, bodyEnd: 'cancelled' }),
        }),
      ]);
    });

    it('logs server errors at error level', async () => {
      const { handle, lines } = gateway([{
        name: 'chat',
        verifyJwt: false,
        handler: async () => new Response(null, { status: 502 }),
      }]);

      await handle(post('/functions/v1/chat'));

      expect(lines).toEqual([
        expect.objectContaining({ level: 'error', event: 'request', fields: expect.objectContaining({ status: 502 }) }),
      ]);
    });
  });
});
