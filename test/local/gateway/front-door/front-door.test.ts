/**
 * The front door in front of a stand-in gateway (a Node server on a unix socket): the limits
 * Node's server gives it, and a relay that streams both ways and keeps what HTTP says.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FrontDoor, openFrontDoor } from '../../../../local/gateway/front-door/front-door.ts';

type UpstreamHandler = (request: IncomingMessage, response: ServerResponse) => void;

let directory: string;
let socketPath: string;
let upstream: Server | null;
let frontDoor: FrontDoor | null;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'parley-front-door-'));
  socketPath = join(directory, 'gateway.sock');
  upstream = null;
  frontDoor = null;
});

afterEach(async () => {
  await frontDoor?.close(0);
  if (upstream !== null) {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  }
  await rm(directory, { recursive: true, force: true });
});

async function startUpstream(handler: UpstreamHandler): Promise<void> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  upstream = server;
}

async function open(limits: { headersTimeoutMs?: number; keepAliveTimeoutMs?: number } = {}): Promise<string> {
  frontDoor = await openFrontDoor({
    port: 0,
    headersTimeoutMs: limits.headersTimeoutMs ?? 10_000,
    keepAliveTimeoutMs: limits.keepAliveTimeoutMs ?? 5_000,
    socketPath,
    generateId: () => 'front-door-request-id',
  });
  return `http://127.0.0.1:${frontDoor.port}`;
}

/** A raw connection to the front door, with what it received and when it closed. */
function rawConnection(url: string): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed };
}

function untilReceived(connection: { received: () => string; socket: Socket }, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (connection.received().includes(text)) {
        connection.socket.off('data', check);
        resolve();
      }
    };
    connection.socket.on('data', check);
    check();
  });
}

describe('openFrontDoor', () => {
  describe('when a client sends part of its request head and then nothing', () => {
    it('answers 408 and closes the connection, while other requests are served', async () => {
      await startUpstream((_request, response) => response.end('served'));
      const url = await open({ headersTimeoutMs: 300 });
      const stalled = rawConnection(url);
      stalled.socket.write('POST /functions/v1/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ');

      const meanwhile = await fetch(`${url}/functions/v1/chat`);
      await stalled.closed;

      expect(await meanwhile.text()).toBe('served');
      expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    });
  });

  describe('when a client keeps its connection open after its response', () => {
    it('closes the idle connection after the keep-alive timeout', async () => {
      await startUpstream((_request, response) => response.end('served'));
      const url = await open({ keepAliveTimeoutMs: 300 });
      const idle = rawConnection(url);
      idle.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');

      await untilReceived(idle, 'served');
      await idle.closed;

      expect(idle.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    });
  });

  describe('when hundreds of clients hold connections (idle after a response, or a head never finished)', () => {
    it('keeps accepting and serving new requests, and closes every one of them', async () => {
      await startUpstream((_request, response) => response.end('served'));
      const url = await open({ headersTimeoutMs: 1_000, keepAliveTimeoutMs: 1_000 });
      const idle = Array.from({ length: 300 }, () => rawConnection(url));
      const stalled = Array.from({ length: 300 }, () => rawConnection(url));
      for (const connection of idle) {
        connection.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      }
      for (const connection of stalled) connection.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await Promise.all(idle.map((connection) => untilReceived(connection, 'served')));

      const fresh = await Promise.all(Array.from({ length: 20 }, () => fetch(url).then((response) => response.text())));
      await Promise.all([...idle, ...stalled].map((connection) => connection.closed));

      expect(fresh).toEqual(Array.from({ length: 20 }, () => 'served'));
      expect(stalled.filter((connection) => connection.received().startsWith('HTTP/1.1 408'))).toHaveLength(300);
    }, 30_000);
  });

  describe('when the gateway streams a response', () => {
    it('hands each written part to the client at once, before the response ends', async () => {
      let finish = (): void => {};
      await startUpstream((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': ping\n\n');
        finish = () => response.end('event: done\ndata: {}\n\n');
      });
      const url = await open();

      const response = await fetch(url);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      finish();
      let rest = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        rest += new TextDecoder().decode(part.value);
      }

      expect(response.headers.get('content-type')).toBe('text/event-stream');
      expect(first).toBe(': ping\n\n');
      expect(rest).toBe('event: done\ndata: {}\n\n');
    });
  });

  describe('when a client streams its request body', () => {
    it('hands the gateway each part as it comes', async () => {
      const parts: string[] = [];
      let firstPart = (): void => {};
      const firstArrived = new Promise<void>((resolve) => {
        firstPart = resolve;
      });
      await startUpstream((request, response) => {
        request.on('data', (chunk: Buffer) => {
          parts.push(chunk.toString('utf8'));
          firstPart();
        });
        request.on('end', () => response.end(`received ${parts.join('|')}`));
      });
      const url = await open();
      const client = httpRequest(`${url}/upload`, { method: 'POST' });
      const answered = new Promise<string>((resolve) => {
        client.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
          });
          response.on('end', () => resolve(text));
        });
      });

      client.write('first part');
      await firstArrived;
      client.end('second part');

      expect(await answered).toBe('received first part|second part');
    });
  });

  describe('when a client goes away before its response ends', () => {
    it('ends the relayed request, so the gateway sees the disconnect', async () => {
      let headSent = (): void => {};
      const headWasSent = new Promise<void>((resolve) => {
        headSent = resolve;
      });
      const upstreamClosed = new Promise<boolean>((resolve) => {
        void startUpstream((_request, response) => {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          response.write(': ping\n\n', () => headSent());
          response.on('close', () => resolve(response.writableFinished));
        });
      });
      const url = await open();
      const controller = new AbortController();
      const response = await fetch(url, { signal: controller.signal });
      await headWasSent;

      controller.abort();

      expect(response.status).toBe(200);
      expect(await upstreamClosed).toBe(false);
    });
  });

  describe('when a request carries headers a function looks at', () => {
    it('relays Host, Origin, cookies and the client address, and answers with every Set-Cookie and Retry-After', async () => {
      let seen: IncomingMessage['headers'] = {};
      await startUpstream((request, response) => {
        seen = request.headers;
        response.writeHead(429, 'Too Many Requests', [
          'Set-Cookie',
          'a=1; Path=/',
          'Set-Cookie',
          'b=2; Path=/',
          'Retry-After',
          '7',
          'Access-Control-Allow-Origin',
          'http://localhost:5173',
        ]);
        response.end('{}');
      });
      const url = await open();

      const response = await fetch(`${url}/functions/v1/chat?x=1`, {
        headers: { origin: 'http://localhost:5173', cookie: 'session=abc' },
      });

      expect(seen).toMatchObject({
        host: new URL(url).host,
        origin: 'http://localhost:5173',
        cookie: 'session=abc',
        'x-forwarded-for': '127.0.0.1',
      });
      expect(response.status).toBe(429);
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(response.headers.get('retry-after')).toBe('7');
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    });
  });

  describe('when nothing listens on the gateway socket', () => {
    it('answers 503 STARTING while the gateway starts, readable by no page (as the gateway itself answers then)', async () => {
      const url = await open();

      const response = await fetch(`${url}/functions/v1/chat`, { headers: { origin: 'http://localhost:5173' } });

      expect(response.status).toBe(503);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await response.json()).toEqual({
        code: 'STARTING',
        message: 'The gateway is still starting; try again in a moment',
      });
    });

    it('answers 503 shutting_down with Retry-After once stopping (as an error event to a stream reader)', async () => {
      const url = await open();
      frontDoor?.startStopping();

      const json = await fetch(`${url}/functions/v1/chat`);
      const stream = await fetch(`${url}/functions/v1/chat`, { headers: { accept: 'text/event-stream' } });

      expect(json.status).toBe(503);
      expect(json.headers.get('retry-after')).toBe('5');
      expect(await json.json()).toEqual({
        error: {
          code: 'shutting_down',
          message: 'The gateway is shutting down; try again shortly.',
          requestId: 'front-door-request-id',
        },
      });
      expect(stream.status).toBe(503);
      expect(await stream.text()).toMatch(/^event: error\ndata: \{"code":"shutting_down",/);
    });
  });

  describe('when closed with a response still being relayed', () => {
    it('lets that response finish, then refuses new connections', async () => {
      let finish = (): void => {};
      await startUpstream((_request, response) => {
        response.writeHead(200);
        response.write('first ');
        finish = () => response.end('last');
      });
      const url = await open();
      const response = await fetch(url);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();

      const closing = frontDoor?.close(5_000);
      finish();
      let rest = '';
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        rest += new TextDecoder().decode(part.value);
      }
      await closing;
      frontDoor = null;

      expect(rest).toBe('last');
      await expect(fetch(url)).rejects.toThrow();
    });
  });
});
