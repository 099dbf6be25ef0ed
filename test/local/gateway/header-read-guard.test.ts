import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultHeadersTimeoutMs,
  type HeaderReadGuard,
  headersTimeoutOf,
  startHeaderReadGuard,
} from '../../../local/gateway/header-read-guard.ts';

const headersTimeoutMs = 200;
let target: Server;
let guard: HeaderReadGuard;
let timedOut = 0;

beforeAll(async () => {
  target = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // A response that takes several header limits to come: the guard must leave it be.
      const delay = request.url === '/slow' ? headersTimeoutMs * 3 : 0;
      setTimeout(() => response.end(`${request.method} ${request.url} ${body}`), delay);
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  guard = await startHeaderReadGuard({
    hostname: '127.0.0.1',
    port: 0,
    target: { hostname: '127.0.0.1', port: (target.address() as AddressInfo).port },
    headersTimeoutMs,
    onTimedOut: () => {
      timedOut += 1;
    },
  });
});

afterAll(async () => {
  await guard.close();
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
});

/** A raw connection to the guard: what it received, and a promise of its close. */
function rawConnection(): { socket: Socket; received: () => string; closed: Promise<void> } {
  const socket = connect(guard.port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => text, closed };
}

/** Resolves once `condition` holds, checking as the socket's data comes. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('startHeaderReadGuard', () => {
  describe('when a client sends part of a request head and then nothing', () => {
    it('answers 408 and closes the connection, while other requests are served', async () => {
      const before = timedOut;
      const stalled = rawConnection();
      stalled.socket.write('GET /stalled HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Part: ');

      const meanwhile = await fetch(`http://127.0.0.1:${guard.port}/other`);
      expect(await meanwhile.text()).toBe('GET /other ');

      await stalled.closed;
      expect(stalled.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(stalled.received()).toContain('"code":"request_timeout"');
      expect(timedOut).toBe(before + 1);
    });
  });

  describe('when a client connects and sends nothing', () => {
    it('closes the connection after the limit', async () => {
      const silent = rawConnection();

      await silent.closed;

      expect(silent.received()).toMatch(/^HTTP\/1\.1 408/);
    });
  });

  describe('when a kept-alive connection starts a second head and stalls', () => {
    it('answers the first request, then closes without writing into its response', async () => {
      const connection = rawConnection();
      connection.socket.write('GET /first HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until(() => connection.received().includes('GET /first'));

      connection.socket.write('GET /second HTTP/1.1\r\nHo');
      await connection.closed;

      expect(connection.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(connection.received()).not.toContain('408');
    });
  });

  describe('when the head came in time', () => {
    it('leaves a response that takes longer than the limit alone', async () => {
      const response = await fetch(`http://127.0.0.1:${guard.port}/slow`);

      expect(await response.text()).toBe('GET /slow ');
    });

    it('leaves a body that comes slower than the limit alone', async () => {
      const connection = rawConnection();
      connection.socket.write('POST /body HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nhello');
      await new Promise((resolve) => setTimeout(resolve, headersTimeoutMs * 2));
      connection.socket.write('world');

      await until(() => connection.received().includes('POST /body helloworld'));
      expect(connection.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      connection.socket.destroy();
    });
  });
});

describe('headersTimeoutOf', () => {
  it('reads PARLEY_GATEWAY_HEADERS_TIMEOUT_MS, or the default', () => {
    expect(headersTimeoutOf({})).toBe(defaultHeadersTimeoutMs);
    expect(headersTimeoutOf({ PARLEY_GATEWAY_HEADERS_TIMEOUT_MS: ' 250 ' })).toBe(250);
  });

  it('refuses a value that is not a whole number of milliseconds, naming the variable', () => {
    expect(() => headersTimeoutOf({ PARLEY_GATEWAY_HEADERS_TIMEOUT_MS: '10s' })).toThrow(
      'PARLEY_GATEWAY_HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000, not "10s".',
    );
  });
});
