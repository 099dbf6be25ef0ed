/**
 * The gateway under Deno, as `npm start` runs it, closes a connection whose request head
 * stalls, and serves other requests meanwhile (Deno.serve alone keeps such a connection
 * open indefinitely).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayProcess, startGateway } from '../../e2e/support/gateway-process.ts';

describe('the local gateway', () => {
  let directory: string;
  let gateway: GatewayProcess;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-headers-timeout-'));
    gateway = await startGateway({
      PARLEY_DATA_DIR: join(directory, 'pglite'),
      PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
      DATABASE_URL: '',
      PARLEY_GATEWAY_HEADERS_TIMEOUT_MS: '300',
    });
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop('SIGKILL');
    await rm(directory, { recursive: true, force: true });
  });

  describe('when a client sends part of its request headers and then nothing', () => {
    it('answers 408 and closes the connection, while other requests are served', async () => {
      const { port } = new URL(gateway.url);
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
      });
      socket.on('error', () => {});
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write('POST /functions/v1/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ');

      const meanwhile = await fetch(`${gateway.url}/functions/v1/chat`, { method: 'OPTIONS' });
      expect(meanwhile.status).toBeLessThan(300);

      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    });

    it('stops on SIGTERM, exiting 0', async () => {
      expect(await gateway.stop('SIGTERM')).toBe(0);
      expect(gateway.lines).toContain('Parley gateway stopped.');
    });
  });
});
