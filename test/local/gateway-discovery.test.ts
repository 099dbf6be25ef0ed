import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discoverGateway,
  gatewayFilePath,
  type GatewayRecord,
  locateGateway,
  parseGatewayRecord,
} from '../../local/gateway-discovery.ts';
import { removeGatewayFile, writeGatewayFile } from '../../local/gateway/gateway-file.ts';
import { closedPortUrl } from './cli/support/closed-port-url.ts';

let directory: string;
let answeringUrl: string;
let silentUrl: string;
const server = createServer((_request, response) => {
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end('{"code":"NOT_FOUND","message":"Requested function was not found"}');
});

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'parley-discovery-'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  answeringUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  silentUrl = await closedPortUrl();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(directory, { recursive: true, force: true });
});

const recordAt = (url: string, pid = process.pid): GatewayRecord => ({
  url,
  port: Number(new URL(url).port),
  pid,
  startedAt: '2026-11-22T10:00:00.000Z',
  anonKey: 'anon-key',
});

describe('gateway discovery', () => {
  describe('when the gateway writes its file', () => {
    it('writes .parley/gateway.json whole, and a reader gets the same record back', async () => {
      const path = gatewayFilePath(directory);
      await writeGatewayFile(path, recordAt(answeringUrl));

      expect(path).toBe(join(directory, '.parley', 'gateway.json'));
      expect(parseGatewayRecord(await readFile(path, 'utf8'))).toEqual(recordAt(answeringUrl));
      expect(await discoverGateway({ path })).toEqual(recordAt(answeringUrl));
    });
  });

  describe('when the gateway stops', () => {
    it('removes the file only while it is still its own', async () => {
      const path = join(directory, 'stopping.json');
      await writeGatewayFile(path, recordAt(answeringUrl, 4242));

      expect(await removeGatewayFile(path, 1111)).toBe(false);
      expect(parseGatewayRecord(await readFile(path, 'utf8'))?.pid).toBe(4242);
      expect(await removeGatewayFile(path, 4242)).toBe(true);
      expect(await discoverGateway({ path })).toBeNull();
      expect(await removeGatewayFile(path, 4242)).toBe(false);
    });
  });

  describe('when the file is stale or broken', () => {
    it('ignores a file whose process is gone', async () => {
      const path = join(directory, 'dead.json');
      await writeGatewayFile(path, recordAt(answeringUrl, 999_999));

      expect(await discoverGateway({ path, isProcessAlive: (pid) => pid !== 999_999 })).toBeNull();
    });

    it('ignores a file whose URL does not answer', async () => {
      const path = join(directory, 'silent.json');
      await writeGatewayFile(path, recordAt(silentUrl));

      expect(await discoverGateway({ path })).toBeNull();
    });

    it.each([
      ['not JSON', '{"url": "http://127.0.0.1:5'],
      ['missing fields', '{"url": "http://127.0.0.1:54321"}'],
      ['a URL that is not http', JSON.stringify({ ...recordAt('http://127.0.0.1:54321'), url: 'file:///etc/passwd' })],
    ])('ignores %s', async (_case, text) => {
      const path = join(directory, 'broken.json');
      await writeFile(path, text);

      expect(await discoverGateway({ path })).toBeNull();
    });
  });
});

describe('locateGateway', () => {
  const running = recordAt('http://127.0.0.1:61234');
  const discover = (): Promise<GatewayRecord | null> => Promise.resolve(running);

  it.each([
    ['--url wins', 'http://127.0.0.1:9000/', { SUPABASE_URL: 'https://abc.supabase.co' }, {
      url: 'http://127.0.0.1:9000',
      anonKey: null,
      source: 'flag',
    }],
    ['SUPABASE_URL comes next', null, { SUPABASE_URL: 'https://abc.supabase.co/' }, {
      url: 'https://abc.supabase.co',
      anonKey: null,
      source: 'environment',
    }],
    ['then the running gateway, with its anon key', null, { SUPABASE_URL: ' ' }, {
      url: 'http://127.0.0.1:61234',
      anonKey: 'anon-key',
      source: 'gateway-file',
    }],
  ])('%s', async (_case, explicitUrl, environment, location) => {
    expect(await locateGateway({ explicitUrl, environment, discover })).toEqual(location);
  });

  it('falls back to the default port when no gateway runs', async () => {
    expect(await locateGateway({ explicitUrl: null, environment: {}, discover: () => Promise.resolve(null) })).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: null,
      source: 'default',
    });
  });
});
