/**
 * The gateway as `npm start` runs it (the front door in Node, the gateway in Deno behind it),
 * with slow chat turns: a caller that goes away aborts its turn; told to stop while turns are
 * running, every caller gets its answer, over JSON and over SSE, and the launcher exits with
 * Deno's code. On PGlite, and on a fresh database of the
 * server DATABASE_URL names when it is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAnonKey } from '../../../local/gateway/local-keys.ts';
import { readSseEvents } from '../../shared/chat/support/sse-events.ts';
import {
  createFreshServerDatabase,
  type FreshServerDatabase,
  testServerUrl,
} from '../../e2e/support/fresh-server-database.ts';
import { type GatewayProcess, startGateway } from '../../e2e/support/gateway-process.ts';
import { type HeldModelServer, startHeldModelServer } from './support/held-model-server.ts';

const serverUrl = testServerUrl();
const databases = serverUrl === undefined ? ['pglite'] : ['pglite', 'postgres'];

/** A turn under way: what its caller saw first, and its final reply. */
interface RunningTurn {
  /** The first part of an SSE response (null for a JSON caller). */
  readonly firstPart: Promise<string | null>;
  readonly reply: Promise<string>;
}

function startTurn(gateway: GatewayProcess, message: string, form: 'json' | 'sse'): RunningTurn {
  const response = fetch(`${gateway.url}/functions/v1/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${gateway.demoUserToken}`,
      apikey: localAnonKey,
      'content-type': 'application/json',
      ...(form === 'sse' ? { accept: 'text/event-stream' } : {}),
    },
    body: JSON.stringify({ message }),
  });
  if (form === 'json') {
    return {
      firstPart: Promise.resolve(null),
      reply: response.then(async (answer) => `${answer.status} ${(await answer.json()).reply}`),
    };
  }
  const reader = response.then((answer) => (answer.body as ReadableStream<Uint8Array>).getReader());
  const firstPart = reader.then(async (body) => new TextDecoder().decode((await body.read()).value));
  const reply = firstPart.then(async (first) => {
    const body = await reader;
    let text = first;
    for (let part = await body.read(); !part.done; part = await body.read()) {
      text += new TextDecoder().decode(part.value);
    }
    const done = (await readSseEvents(new Response(text))).find((event) => event.event === 'done');
    return `${(await response).status} ${done?.data.reply}`;
  });
  return { firstPart, reply };
}

describe.each(databases)('the gateway behind the front door, on %s', (database) => {
  let directory: string;
  let server: FreshServerDatabase | null = null;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-shutdown-turns-'));
    if (database === 'postgres' && serverUrl !== undefined) server = await createFreshServerDatabase(serverUrl);
  });

  afterAll(async () => {
    await server?.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  /** The gateway's environment: this database, the held model as its only model. */
  const gatewayVariables = (model: HeldModelServer): Record<string, string> => ({
    ...(server === null ? { PARLEY_DATA_DIR: join(directory, 'pglite') } : { DATABASE_URL: server.url }),
    PARLEY_SANDBOX_DIR: join(directory, 'sandbox'),
    OPENAI_API_KEY: 'sk-held-model-not-a-real-key',
    OPENAI_BASE_URL: model.baseUrl,
    PARLEY_DEFAULT_MODEL: 'openai:held-model',
    PARLEY_FALLBACK_MODELS: 'openai:held-model',
    PARLEY_FALLBACK_TOOL: 'off',
  });

  describe('when a caller goes away while its turn waits for the model', () => {
    let gateway: GatewayProcess;
    let model: HeldModelServer;

    beforeAll(async () => {
      model = await startHeldModelServer();
      gateway = await startGateway(gatewayVariables(model), 'npm-start-launcher');
    }, 120_000);

    afterAll(async () => {
      // Stopped, not killed: the next gateway opens the same PGlite directory.
      await gateway?.stop('SIGTERM');
      await model?.close();
    });

    it('aborts the turn through the front door: the model call is given up', async () => {
      const controller = new AbortController();
      const turn = fetch(`${gateway.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gateway.demoUserToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'a turn nobody waits for' }),
        signal: controller.signal,
      });
      await model.held(1);

      controller.abort();

      await expect(turn).rejects.toThrow();
      await model.abandoned(1);
    });
  });

  describe.each([2, 20])('when SIGTERM arrives while %i slow turns are running', (count) => {
    let gateway: GatewayProcess;
    let model: HeldModelServer;

    beforeAll(async () => {
      model = await startHeldModelServer();
      gateway = await startGateway(gatewayVariables(model), 'npm-start-launcher');
    }, 120_000);

    afterAll(async () => {
      await gateway?.stop('SIGKILL');
      await model?.close();
    });

    it('answers every caller, refuses new requests 503 meanwhile, and exits 0', async () => {
      const messages = Array.from({ length: count }, (_, index) => `slow turn ${index}`);
      const turns = messages.map((message, index) => startTurn(gateway, message, index % 2 === 0 ? 'sse' : 'json'));
      await model.held(count);
      // Streams are relayed as they are written: the first event is out while the turn waits.
      const firstParts = await Promise.all(turns.map((turn) => turn.firstPart));

      const exited = gateway.stop('SIGTERM', 60_000);
      await gateway.waitForLine(/^SIGTERM: stopping/, 10_000);
      const refused = await fetch(`${gateway.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${gateway.demoUserToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'too late' }),
      });
      model.release();
      const replies = await Promise.all(turns.map((turn) => turn.reply));

      for (const [index, first] of firstParts.entries()) {
        if (index % 2 === 0) expect(first).toMatch(/^event: conversation\n/);
      }
      expect(refused.status).toBe(503);
      expect((await refused.json()).error.code).toBe('shutting_down');
      expect(replies).toEqual(messages.map((message) => `200 answer to ${message}`));
      expect(await exited).toBe(0);
      expect(gateway.lines).toContain('Parley gateway stopped.');
    }, 90_000);
  });
});
