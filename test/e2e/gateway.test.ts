/**
 * The gateway end to end, under the pinned Deno: a fresh database (PGlite in a temporary
 * directory, or a fresh database on the server named by DATABASE_URL), chat turns through
 * supabase-js and over SSE answered by the sandbox providers (no keys: sandbox search
 * results, a mail in the outbox), and a turn in which the demo model's mistake is
 * recovered with a stored search key, which wins over the sandbox.
 * Two gateways run one after the other on the same data: PGlite serves one process at a
 * time, and the second one is started as `npm start` starts it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '../../shared/db/credential-base64.ts';
import { createPgliteClient } from '../../shared/db/pglite-client.ts';
import { createPostgresClient } from '../../shared/db/postgres-client.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { demoAgentId, localAnonKey } from '../../local/gateway/local-keys.ts';
import { readSseEvents } from '../shared/chat/support/sse-events.ts';
import { createFreshServerDatabase, type FreshServerDatabase, testServerUrl } from './support/fresh-server-database.ts';
import { repositoryRoot, testProcessEnvironment } from './support/deno-command.ts';
import { type GatewayProcess, startGateway } from './support/gateway-process.ts';
import { type SerperStandIn, startSerperStandIn } from './support/serper-stand-in.ts';
import { createGatewayClient } from './support/supabase-client.ts';

const runFile = promisify(execFile);
const serverUrl = testServerUrl();
const message = 'search the web for deno 2';
const hits = [
  {
    title: 'Announcing Deno 2',
    link: 'https://deno.com/blog/v2.0',
    snippet: 'Deno 2 is backwards compatible with Node and npm.',
  },
  {
    title: 'Deno 2.1 release notes',
    link: 'https://deno.com/blog/v2.1',
    snippet: 'Wasm imports and long-term support.',
  },
];

/** Event names, with runs of text-delta collapsed into one. */
function eventNames(events: readonly { event: string }[]): string[] {
  return events.map((event) => event.event).filter((name, index, names) =>
    name !== 'text-delta' || names[index - 1] !== 'text-delta'
  );
}

/** The gateway's structured request lines. */
function requestLogLines(gateway: GatewayProcess): Record<string, unknown>[] {
  return gateway.lines.filter((line) => line.startsWith('{') && line.includes('"event":"request"')).map((line) =>
    JSON.parse(line) as Record<string, unknown>
  );
}

describe(`gateway under Deno (${serverUrl === undefined ? 'pglite' : 'postgres'})`, () => {
  let directory: string;
  let server: FreshServerDatabase | null = null;
  let serper: SerperStandIn;
  const credentialsKey = encodeBase64(crypto.getRandomValues(new Uint8Array(32)));
  /** Where the gateways keep their data: the same for both. */
  let databaseVariables: Record<string, string>;

  /** A connection of the test's own to the gateways' database (PGlite only while no gateway runs). */
  async function openTestConnection(): Promise<SqlClient> {
    return server === null
      ? createPgliteClient(join(directory, 'pglite'))
      : createPostgresClient(server.url, { maxConnections: 1 });
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-e2e-'));
    server = serverUrl === undefined ? null : await createFreshServerDatabase(serverUrl);
    serper = await startSerperStandIn(hits);
    // The sandbox's outbox and key go to the test's folder, never the repository's .parley.
    databaseVariables = {
      ...(server === null ? { PARLEY_DATA_DIR: join(directory, 'pglite') } : { DATABASE_URL: server.url }),
      PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
    };
  });

  afterAll(async () => {
    await serper?.close();
    await server?.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  describe('when started on a fresh database with the demo model and no keys (the sandbox stands in)', () => {
    let gateway: GatewayProcess;

    beforeAll(async () => {
      gateway = await startGateway({
        ...databaseVariables,
        PARLEY_CREDENTIALS_KEY: credentialsKey,
        SERPER_BASE_URL: serper.baseUrl,
      });
    }, 120_000);

    afterAll(async () => {
      await gateway?.stop('SIGKILL');
    });

    it('prints each function, the database it prepared, the demo model and how to chat', () => {
      const banner = gateway.banner.join('\n');

      for (const name of ['chat', 'gmail-api', 'web-search-api', 'integrations', 'analytics']) {
        expect(banner).toContain(`${gateway.url}/functions/v1/${name}`);
      }
      expect(banner).toMatch(
        server === null
          ? /Database +PGlite in \S+ \(created, \d+ migration\(s\) applied, seeded with the demo user and agent\)/
          : /Database +postgres:\/\/\S+ \(auth schema and roles added, \d+ migration\(s\) applied, seeded with the demo user and agent\) \(DATABASE_URL\)/,
      );
      expect(banner).toContain('Model            demo model (offline, no API key set)');
      expect(banner).toContain('npm run chat');
      expect(banner).toContain(
        'Integrations     Gmail: sandbox (mail lands in the outbox: npm run outbox) · Web search: sandbox',
      );
      expect(banner).not.toContain('Warnings');
    });

    it('lets the chat function refuse a call without a JWT with its own 401 JSON (verify_jwt = false, as config.toml says)', async () => {
      const response = await fetch(`${gateway.url}/functions/v1/chat`, { method: 'POST', body: '{}' });

      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.objectContaining({ code: 'unauthorized' }) });
    });

    it("lets its own web app read the gateway's 404 for an unknown function, and no other page", async () => {
      const from = (origin: string) => fetch(`${gateway.url}/functions/v1/nope`, { headers: { origin } });
      const own = await from(gateway.url);
      const other = await from('https://elsewhere.example');

      expect([own.status, other.status]).toEqual([404, 404]);
      expect(own.headers.get('access-control-allow-origin')).toBe(gateway.url);
      expect(other.headers.has('access-control-allow-origin')).toBe(false);
    });

    it('answers a chat turn through supabase-js functions.invoke, as the demo user of the banner', async () => {
      const supabase = createGatewayClient(gateway.url, localAnonKey);

      const { data, error } = await supabase.functions.invoke('chat', {
        body: { message },
        headers: { Authorization: `Bearer ${gateway.demoUserToken}` },
      });

      expect(error).toBeNull();
      expect(data).toMatchObject({
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        model: 'demo:parley-demo',
        toolCalls: [{ name: 'web_search', status: 'success', attempt: 1 }],
      });
      expect(data.reply).toContain('[Sandbox] deno 2');
      expect(serper.requests).toHaveLength(0);
    });

    it('sends exactly one mail into the sandbox outbox for "email ana@example.com the meeting notes"', async () => {
      const supabase = createGatewayClient(gateway.url, localAnonKey);

      const { data, error } = await supabase.functions.invoke('chat', {
        body: { message: 'email ana@example.com the meeting notes' },
        headers: { Authorization: `Bearer ${gateway.demoUserToken}` },
      });
      const outbox = await (await fetch(`${gateway.url}/outbox`)).json();

      expect(error).toBeNull();
      expect(data.toolCalls).toEqual([
        expect.objectContaining({ name: 'gmail_send_email', status: 'success', attempt: 1 }),
      ]);
      expect(outbox).toEqual({
        messages: [{
          id: expect.any(String),
          to: ['ana@example.com'],
          cc: [],
          bcc: [],
          subject: 'Meeting notes',
          sentAt: expect.any(String),
          firstLine: expect.stringContaining('meeting notes'),
        }],
      });
    });

    it.skipIf(serverUrl === undefined)(
      'logs an email turn once: one tool_executions row per attempt and one intent row, both by gmail-api',
      async () => {
        const supabase = createGatewayClient(gateway.url, localAnonKey);
        const { data, error } = await supabase.functions.invoke('chat', {
          body: { message: 'email grace@example.com the launch plan' },
          headers: { Authorization: `Bearer ${gateway.demoUserToken}` },
        });
        expect(error).toBeNull();
        const sql = await openTestConnection();
        try {
          // Log rows are written after the response: wait for them, boundedly.
          let rows: { source: string; attempt: number; status: string }[] = [];
          for (let waited = 0; waited < 50 && rows.length === 0; waited += 1) {
            rows = await sql.query(
              `select source, attempt, status from public.tool_executions where conversation_id = $1 order by attempt`,
              [data.conversationId],
            );
            if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
          }
          const intents = await sql.query<{ source: string; outcome: string | null }>(
            `select source, outcome from public.tool_intents where conversation_id = $1`,
            [data.conversationId],
          );

          expect(rows).toEqual([{ source: 'gmail-api', attempt: 1, status: 'success' }]);
          expect(intents).toEqual([{ source: 'gmail-api', outcome: 'success' }]);
        } finally {
          await sql.close();
        }
      },
    );

    it('streams the same turn over SSE, the events in order', async () => {
      const response = await fetch(`${gateway.url}/functions/v1/chat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${gateway.demoUserToken}`,
          apikey: localAnonKey,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ message }),
      });
      const events = await readSseEvents(response);

      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(eventNames(events)).toEqual([
        'conversation',
        'step-start',
        'tool-call',
        'tool-result',
        'step-start',
        'text-delta',
        'done',
      ]);
      expect(events[2]?.data).toMatchObject({
        name: 'web_search',
        arguments: JSON.stringify({ query: 'deno 2', num_results: 5 }),
      });
      expect(events.at(-1)?.data.reply).toBe(
        events.filter((event) => event.event === 'text-delta').map((event) => event.data.text).join(''),
      );
    });

    it("lists the demo user's conversations and messages on the chat function's sub-paths, and their analytics", async () => {
      const headers = { authorization: `Bearer ${gateway.demoUserToken}`, apikey: localAnonKey };

      const list = await (await fetch(`${gateway.url}/functions/v1/chat/conversations?limit=1`, { headers })).json();
      const [newest] = list.conversations;
      const messages =
        await (await fetch(`${gateway.url}/functions/v1/chat/conversations/${newest.id}/messages`, { headers })).json();
      const analytics = await fetch(`${gateway.url}/functions/v1/analytics`, { headers });

      expect(list).toMatchObject({
        conversations: [{ id: expect.any(String), title: message }],
        nextCursor: expect.any(String),
      });
      expect(messages.messages[1]).toMatchObject({ role: 'assistant', toolCalls: [{ name: 'web_search' }] });
      expect(analytics.status).toBe(200);
      expect(await analytics.json()).toMatchObject({
        totals: { attempts: expect.any(Number) },
        window: { until: new Date().toISOString().slice(0, 10) },
      });
    });

    it("logs one structured line per request, the tool function's call from chat included", () => {
      const lines = requestLogLines(gateway);

      expect(lines).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/functions/v1/chat',
          function: 'chat',
          status: 200,
          durationMs: expect.any(Number),
          requestId: expect.any(String),
        }),
      );
      expect(lines).toContainEqual(
        expect.objectContaining({
          path: '/functions/v1/web-search-api',
          function: 'web-search-api',
          status: expect.any(Number),
        }),
      );
      expect(lines).toContainEqual(expect.objectContaining({ path: '/functions/v1/chat', status: 401 }));
    });

    it('summarizes https://example.com, its own suggestion, from the sandbox pages with no network', async () => {
      const response = await fetch(`${gateway.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gateway.demoUserToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'summarize https://example.com' }),
      });
      const body = await response.json();

      expect(response.status).toBe(200);
      expect(body.toolCalls).toMatchObject([{ name: 'scrape_and_summarize', status: 'success', attempt: 1 }]);
      expect(body.reply).toContain('[Sandbox] example.com');
    });

    it('stops on SIGTERM, exiting 0', async () => {
      expect(await gateway.stop('SIGTERM')).toBe(0);
      expect(gateway.lines).toContain('Parley gateway stopped.');
    });
  });

  describe('when the demo model makes mistakes, first on the sandbox, then with a key added through the integrations function', () => {
    let gateway: GatewayProcess;
    const searchKey = 'serper-e2e-key-0123456789';
    const conversationIds: string[] = [];

    async function invokeChat(body: Record<string, unknown>) {
      const supabase = createGatewayClient(gateway.url, localAnonKey);
      const { data, error } = await supabase.functions.invoke('chat', {
        body,
        headers: { Authorization: `Bearer ${gateway.demoUserToken}` },
      });
      expect(error).toBeNull();
      conversationIds.push(data.conversationId);
      return data;
    }

    beforeAll(async () => {
      gateway = await startGateway({
        ...databaseVariables,
        PARLEY_CREDENTIALS_KEY: credentialsKey,
        SERPER_BASE_URL: serper.baseUrl,
        PARLEY_DEMO_MISTAKES: 'on',
      }, 'npm-start-launcher');
    }, 120_000);

    afterAll(async () => {
      await gateway?.stop('SIGKILL');
    });

    it('recovers a search on the sandbox: the wrong tool name first, then the right one', async () => {
      const data = await invokeChat({ message });

      expect(data.toolCalls).toEqual([
        expect.objectContaining({ name: 'searchWeb', status: 'error', category: 'not_found', attempt: 1 }),
        expect.objectContaining({ name: 'web_search', resolvedName: 'web_search', status: 'success', attempt: 2 }),
      ]);
      expect(data.reply).toContain('[Sandbox]');
      expect(serper.requests).toHaveLength(0);
    });

    it('recovers an email on the sandbox and sends it once', async () => {
      const before = (await (await fetch(`${gateway.url}/outbox`)).json()).messages.length;

      const data = await invokeChat({ message: 'email ana@example.com the meeting notes' });
      const after = (await (await fetch(`${gateway.url}/outbox`)).json()).messages;

      expect(data.toolCalls.at(0)).toMatchObject({ status: 'error', attempt: 1 });
      expect(data.toolCalls.at(-1)).toMatchObject({ name: 'gmail_send_email', status: 'success', attempt: 2 });
      expect(after).toHaveLength(before + 1);
    });

    it('lists the integrations: Gmail and search on the sandbox, no key stored', async () => {
      const response = await fetch(`${gateway.url}/functions/v1/integrations?agentId=${demoAgentId}`, {
        headers: { authorization: `Bearer ${gateway.demoUserToken}` },
      });
      const body = await response.json();

      expect(response.status).toBe(200);
      expect(body.integrations).toEqual(expect.arrayContaining([
        expect.objectContaining({ id: 'gmail', status: 'sandbox' }),
        expect.objectContaining({ id: 'serper', status: 'sandbox' }),
      ]));
    });

    it('uses a Serper key added through the integrations function instead of the sandbox, and still recovers', async () => {
      const stored = await fetch(`${gateway.url}/functions/v1/integrations/serper`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${gateway.demoUserToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ agentId: demoAgentId, apiKey: searchKey }),
      });
      expect(stored.status).toBe(200);
      expect(JSON.stringify(await stored.json())).not.toContain(searchKey);

      const data = await invokeChat({ message });

      expect(data.toolCalls.at(-1)).toMatchObject({ name: 'web_search', status: 'success', attempt: 2 });
      for (const hit of hits) expect(data.reply).toContain(hit.title);
      expect(serper.requests.at(-1)).toEqual({
        path: '/search',
        apiKey: searchKey,
        body: expect.objectContaining({ q: 'deno 2' }),
      });
    });

    it('streams the recovery over SSE: error, retry, result, reply', async () => {
      const response = await fetch(`${gateway.url}/functions/v1/chat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${gateway.demoUserToken}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ message }),
      });
      const events = await readSseEvents(response);

      expect(eventNames(events)).toEqual([
        'conversation',
        'step-start',
        'tool-call',
        'tool-error',
        'step-start',
        'retry',
        'tool-call',
        'tool-result',
        'step-start',
        'text-delta',
        'done',
      ]);
      expect(events.find((event) => event.event === 'tool-error')?.data).toMatchObject({
        willRetry: true,
        call: { name: 'searchWeb', category: 'not_found' },
      });
      expect(String(events.at(-1)?.data.reply)).toContain(hits[0]?.title);
    });

    it('stops on SIGTERM through the npm start launcher after writing the outcome log', async () => {
      expect(await gateway.stop('SIGTERM')).toBe(0);
      expect(gateway.lines).toContain('Parley gateway stopped.');
    });

    it('left the failed attempt and the successful retry in the tool log', async () => {
      const sql = await openTestConnection();
      try {
        const rows = await sql.query<
          {
            requested_tool_name: string;
            resolved_tool_name: string | null;
            attempt: number;
            status: string;
            category: string | null;
            source: string;
          }
        >(
          `select requested_tool_name, resolved_tool_name, attempt, status, category, source
             from public.tool_executions where conversation_id = $1 order by source, attempt`,
          [conversationIds[0] ?? null],
        );

        // One row per attempt, written by the side that acted: chat refused the unknown name
        // itself; web-search-api ran the retry.
        expect(rows).toEqual([
          {
            requested_tool_name: 'searchWeb',
            resolved_tool_name: null,
            attempt: 1,
            status: 'error',
            category: 'not_found',
            source: 'chat',
          },
          {
            requested_tool_name: 'web_search',
            resolved_tool_name: 'web_search',
            attempt: 2,
            status: 'success',
            category: null,
            source: 'web-search-api',
          },
        ]);
      } finally {
        await sql.close();
      }
    });

    it('shows a non-zero rate of retries that succeed at attempt 2 in npm run analytics', async () => {
      const { stdout } = await runFile(process.execPath, [
        join(repositoryRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(repositoryRoot, 'local', 'analytics', 'main.ts'),
        '--json',
      ], {
        cwd: repositoryRoot,
        env: testProcessEnvironment({ ...databaseVariables }),
      });
      const report = JSON.parse(stdout) as { retries: { attempt2SuccessRate: number | null } };

      expect(report.retries.attempt2SuccessRate).toBeGreaterThan(0);
    }, 60_000);
  });
});
