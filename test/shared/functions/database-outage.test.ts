import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresClient } from '../../../shared/db/postgres-client.ts';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { createRoutedTools } from '../../../shared/functions/routed-tools.ts';
import { toolCatalog } from '../../../shared/functions/tool-catalog.ts';
import { createWebSearchFunction } from '../../../shared/functions/web-search-function.ts';
import { databaseLimits } from '../../../shared/db/database-limits.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { isToolError } from '../../../shared/tools/tool-error.ts';
import { prepareLocalDatabase } from '../../../local/prepare-database.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy.ts';
import { defaultAgentId, demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';

type Handler = (request: Request) => Promise<Response>;

const serverUrl = testServerUrl();
const secret = 'database-outage-jwt-secret-0123456789abcdef';
const serviceRoleKey = 'database-outage-service-role-key';
const origin = 'https://project.supabase.co';
/** Far above the milliseconds a refused or open-circuit call takes, far below the ~8 s
 * an outage used to cost; never a timing claim beyond "it did not wait for the database". */
const fastMilliseconds = 2_500;

let database: FreshServerDatabase;
let proxy: TcpProxy;
let chat: Handler;
let webSearch: Handler;
/** The functions' clock: real time plus what a test skips ahead (the circuit's open period). */
let skippedMilliseconds = 0;

async function timed(run: () => Promise<Response>): Promise<{ response: Response; milliseconds: number }> {
  const started = performance.now();
  const response = await run();
  return { response, milliseconds: performance.now() - started };
}

async function userHeaders(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    authorization: `Bearer ${await signTestToken(secret, demoUserId)}`,
    'content-type': 'application/json',
    ...extra,
  };
}

async function chatTurn(accept: string): Promise<Response> {
  return chat(
    new Request(`${origin}/chat`, {
      method: 'POST',
      headers: await userHeaders({ accept }),
      body: JSON.stringify({ message: 'Hello?', agentId: defaultAgentId }),
    }),
  );
}

async function listAgents(): Promise<Response> {
  return chat(new Request(`${origin}/chat/agents`, { headers: await userHeaders() }));
}

async function searchAction(action: string): Promise<Response> {
  return webSearch(
    new Request(`${origin}/web-search-api`, {
      method: 'POST',
      headers: await userHeaders(),
      body: JSON.stringify({ action, params: { query: 'parley' }, agentId: defaultAgentId }),
    }),
  );
}

/** Closes the circuit again: the database is back and the open period has passed. */
async function restoreDatabase(): Promise<void> {
  proxy.restore();
  skippedMilliseconds += databaseLimits.circuitOpenMilliseconds;
}

describe.skipIf(serverUrl === undefined)(
  'a database outage between the functions and Postgres (needs DATABASE_URL: runs on a server behind a cuttable proxy)',
  () => {
    beforeAll(async () => {
      if (serverUrl === undefined) return;
      database = await createFreshServerDatabase(serverUrl, 'parley_outage');
      const direct = createPostgresClient(database.url, { maxConnections: 1 });
      await prepareLocalDatabase(direct, { seed: true });
      await direct.close();
      const target = new URL(database.url);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const proxied = new URL(database.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      const environment = {
        DATABASE_URL: proxied.toString(),
        SUPABASE_JWT_SECRET: secret,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        SUPABASE_URL: origin,
        // As deployed: keys are read from the database, so a search needs it before acting.
        PARLEY_CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
      };
      const hooks = { logger: silentLogger, clock: () => new Date(Date.now() + skippedMilliseconds) };
      chat = createChatFunction(environment, hooks);
      webSearch = createWebSearchFunction(environment, { ...hooks, resolveHost: async () => [] });
    });
    afterAll(async () => {
      await proxy?.close();
      await database?.dispose();
    });

    it('answers chat with 503 database_unavailable and Retry-After, fast, and serves again once the database is back', async () => {
      expect((await listAgents()).status).toBe(200);
      proxy.cut();

      const outages = [];
      for (let request = 0; request < databaseLimits.circuitFailureThreshold + 2; request += 1) {
        outages.push(await timed(() => chatTurn('application/json')));
      }

      for (const { response, milliseconds } of outages) {
        expect(response.status).toBe(503);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(await response.json()).toMatchObject({
          error: { code: 'database_unavailable', retryAfterSeconds: expect.any(Number) },
        });
        expect(milliseconds).toBeLessThan(fastMilliseconds);
      }
      expect((await listAgents()).status).toBe(503);

      await restoreDatabase();
      expect((await listAgents()).status).toBe(200);
    });

    it('tells an SSE caller with an error event', async () => {
      proxy.cut();

      const response = await chatTurn('text/event-stream');

      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('retry-after')).not.toBeNull();
      const text = await response.text();
      expect(text).toMatch(/^event: error\ndata: /);
      expect(JSON.parse(text.split('\n')[1]!.slice('data: '.length))).toMatchObject({
        code: 'database_unavailable',
        requestId: expect.any(String),
      });

      await restoreDatabase();
      expect((await listAgents()).status).toBe(200);
    });

    it("has the tool functions answer transient (retryable) and the chat's routed tools treat it as transient", async () => {
      proxy.cut();
      const direct = await searchAction('web_search');
      const routed = createRoutedTools(toolCatalog, {
        functionsBaseUrl: `${origin}/functions/v1`,
        serviceKey: serviceRoleKey,
        internalSecret: serviceRoleKey,
        fetch: async (url, init) => webSearch(new Request(url, init)),
      }).toolsFor({ enabledTools: ['web_search'], settings: { searchProviders: ['serper', 'brave', 'serpapi'] } })
        .find((tool) => tool.name === 'web_search');
      // A delegated call reads nothing before it acts: the outage reaches it as the action's
      // own transient failure, reported back; a refusal before acting would be thrown.
      const routedCategory = await (async () =>
        routed?.actsElsewhere?.({ query: 'parley' }, {
          signal: new AbortController().signal,
          toolCallId: 'call-1',
          idempotencyKey: null,
          attempt: 1,
          caller: { userId: demoUserId, agentId: defaultAgentId },
        }))().then(
          (report) => report?.result.type === 'tool-error' ? report.result.category : report?.result.type,
          (error: unknown) => isToolError(error) ? error.category : error,
        );

      expect(direct.status).toBe(503);
      expect(direct.headers.get('retry-after')).not.toBeNull();
      expect(await direct.json()).toMatchObject({ success: false, category: 'transient', retryable: true });
      expect(routedCategory).toBe('transient');

      await restoreDatabase();
      const afterRecovery = await searchAction('no_such_action');
      expect(afterRecovery.status).toBe(404);
      expect(await afterRecovery.json()).toMatchObject({ success: false, category: 'not_found' });
    });
  },
);
