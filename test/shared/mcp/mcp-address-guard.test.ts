import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetchTargetCheck } from '../../../shared/integrations/fetch/fetch-target.ts';
import {
  createMcpToolSource,
  guardMcpFetch,
  McpAddressNotAllowedError,
  type McpTurnTools,
} from '../../../shared/mcp/index.ts';
import { createToolExecutor } from '../../../shared/tools/index.ts';
import { localMcpAddresses } from './support/local-addresses.ts';
import { type RunningMcpServer, startEverythingServer } from './support/mcp-test-servers.ts';

const caller = {
  userId: '00000000-0000-4000-8000-000000000001',
  agentId: '00000000-0000-4000-8000-0000000000a1',
  requestId: 'request-1',
};
const publicHost = 'mcp.example.test';
const publicUrl = `https://${publicHost}/mcp`;

let everything: RunningMcpServer;

beforeAll(async () => {
  everything = await startEverythingServer();
});
afterAll(async () => {
  await everything?.stop();
});

/** The production policy (https, public addresses), with `addresses` as the DNS answer. */
function productionCheck(addresses: () => readonly string[]) {
  return createFetchTargetCheck({ resolveHost: () => Promise.resolve(addresses()), schemes: ['https:'] });
}

/** A fetch that serves `https://mcp.example.test/…` from the local everything server (as
 * if DNS had led there) and notes every URL it was asked for. */
function routedToLocalServer(): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const routed = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url.href);
    const local = new URL(everything.url);
    url.protocol = local.protocol;
    url.host = local.host;
    return fetch(url, init);
  };
  return { fetch: routed as typeof fetch, urls };
}

describe('MCP requests under the address policy', () => {
  describe.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['fd00::1', 'unique-local'],
  ])('when the host name resolves to %s', (address, range) => {
    it('refuses to connect, sends nothing and says why', async () => {
      const routed = routedToLocalServer();
      const source = createMcpToolSource({
        credentials: null,
        checkAddress: productionCheck(() => ['93.184.216.34', address]),
        fetch: routed.fetch,
      });

      const turn = await source.openForTurn([{ name: 'tracker', url: publicUrl }], caller);
      await turn.close();

      expect(turn.tools).toEqual([]);
      expect(turn.unavailableSources).toEqual([{
        name: 'tracker',
        namePrefix: 'tracker__',
        reason: 'address_not_allowed',
        detail: `${publicHost} resolves to a ${range} address`,
      }]);
      expect(routed.urls).toEqual([]);
    });
  });

  describe('when the host name resolves to public addresses only', () => {
    it('connects and lists the tools', async () => {
      const routed = routedToLocalServer();
      const source = createMcpToolSource({
        credentials: null,
        checkAddress: productionCheck(() => ['93.184.216.34', '2606:2800:220:1::1']),
        fetch: routed.fetch,
      });

      const turn = await source.openForTurn([{ name: 'everything', url: publicUrl }], caller);
      await turn.close();

      expect(turn.unavailableSources).toEqual([]);
      expect(turn.tools.map((tool) => tool.name)).toContain('everything__echo');
      expect(routed.urls.length).toBeGreaterThan(0);
    });
  });

  describe('when the URL is plain http', () => {
    it('refuses it, even on a public address', async () => {
      const routed = routedToLocalServer();
      const source = createMcpToolSource({
        credentials: null,
        checkAddress: productionCheck(() => ['93.184.216.34']),
        fetch: routed.fetch,
      });

      const turn = await source.openForTurn([{ name: 'tracker', url: `http://${publicHost}/mcp` }], caller);

      expect(turn.unavailableSources).toEqual([expect.objectContaining({
        reason: 'address_not_allowed',
        detail: 'http:// is not allowed, only https://',
      })]);
      expect(routed.urls).toEqual([]);
    });
  });

  describe('when the host starts resolving to a private address after the connection', () => {
    let turn: McpTurnTools;
    afterAll(async () => {
      await turn?.close();
    });

    it('fails the call with the address refusal for the model, sending nothing', async () => {
      let addresses = ['93.184.216.34'];
      const routed = routedToLocalServer();
      turn = await createMcpToolSource({
        credentials: null,
        checkAddress: productionCheck(() => addresses),
        fetch: routed.fetch,
      }).openForTurn([{ name: 'everything', url: publicUrl }], caller);
      addresses = ['10.0.0.7'];
      const sentBefore = routed.urls.length;

      const outcome = await createToolExecutor({ tools: turn.tools, sleep: async () => {} }).execute({
        id: 'call-1',
        name: 'everything__echo',
        arguments: JSON.stringify({ message: 'hi' }),
      });

      expect(outcome).toMatchObject({ type: 'tool-error', category: 'not_configured' });
      expect(outcome.modelMessage).toContain(
        `the MCP server's address is not allowed: ${publicHost} resolves to a private address`,
      );
      expect(routed.urls.length).toBe(sentBefore);
    });
  });

  describe('when the local allow-list is on (PARLEY_ALLOW_LOOPBACK_FETCH=on-for-tests-only)', () => {
    it('reaches an http MCP server on 127.0.0.1', async () => {
      const turn = await createMcpToolSource({ credentials: null, checkAddress: localMcpAddresses })
        .openForTurn([{ name: 'everything', url: everything.url }], caller);
      await turn.close();

      expect(turn.unavailableSources).toEqual([]);
      expect(turn.tools.map((tool) => tool.name)).toContain('everything__echo');
    });
  });

  describe('when the local allow-list is off', () => {
    it('refuses the same local server', async () => {
      const loopbackHttps = createFetchTargetCheck({ resolveHost: () => Promise.resolve([]), schemes: ['https:'] });
      const turn = await createMcpToolSource({ credentials: null, checkAddress: loopbackHttps })
        .openForTurn([{ name: 'everything', url: everything.url.replace('http:', 'https:') }], caller);

      expect(turn.unavailableSources).toEqual([expect.objectContaining({
        reason: 'address_not_allowed',
        detail: '127.0.0.1 resolves to a loopback address',
      })]);
    });
  });
});

describe('guardMcpFetch', () => {
  const hosts: Record<string, readonly string[]> = {
    'mcp.example.test': ['93.184.216.34'],
    'inside.example.test': ['169.254.169.254'],
  };
  const check = createFetchTargetCheck({
    resolveHost: (hostname) => Promise.resolve(hosts[hostname] ?? []),
    schemes: ['https:'],
  });

  describe('when a followed redirect points at a private address', () => {
    it('refuses the hop without requesting it', async () => {
      const requested: string[] = [];
      const upstream = (input: string | URL | Request): Promise<Response> => {
        requested.push(String(input));
        return Promise.resolve(
          new Response(null, { status: 307, headers: { location: 'https://inside.example.test/latest/meta-data' } }),
        );
      };
      const guarded = guardMcpFetch(check, upstream as typeof fetch);

      const refused = await guarded(publicUrl, { method: 'POST', body: '{}' }).catch((error: unknown) => error);

      expect(refused).toBeInstanceOf(McpAddressNotAllowedError);
      expect((refused as McpAddressNotAllowedError).refusal).toEqual({
        kind: 'blocked_address',
        host: 'inside.example.test',
        range: 'link-local',
      });
      expect(requested).toEqual([publicUrl]);
    });
  });

  describe('when a followed redirect stays on public addresses', () => {
    it('follows it, a 303 as a GET', async () => {
      const requests: { url: string; method: string }[] = [];
      const upstream = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
        const url = String(input);
        requests.push({ url, method: init?.method ?? 'GET' });
        return Promise.resolve(
          url === publicUrl
            ? new Response(null, { status: 303, headers: { location: '/moved' } })
            : new Response('ok', { status: 200 }),
        );
      };

      const response = await guardMcpFetch(check, upstream as typeof fetch)(publicUrl, { method: 'POST', body: '{}' });

      expect(await response.text()).toBe('ok');
      expect(requests).toEqual([{ url: publicUrl, method: 'POST' }, {
        url: 'https://mcp.example.test/moved',
        method: 'GET',
      }]);
    });
  });
});
