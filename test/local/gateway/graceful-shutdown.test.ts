import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutdownSignalOf } from '../../../shared/chat/worker-shutdown.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import { createDrainGate } from '../../../local/gateway/drain-gate.ts';
import { shutDownGracefully } from '../../../local/gateway/graceful-shutdown.ts';
import { createLocalEdgeRuntime } from '../../../local/gateway/local-edge-runtime.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { createChatTestApp, demoUserId } from '../../shared/chat/support/chat-test-app.ts';
import { readSseEvents } from '../../shared/chat/support/sse-events.ts';

function recorder() {
  const steps: string[] = [];
  const fields: Record<string, unknown>[] = [];
  const record = (event: string, entry: Record<string, unknown> = {}): void => {
    steps.push(`log ${event}`);
    fields.push(entry);
  };
  const logger: Logger = { info: record, warn: record, error: record };
  return { steps, fields, logger };
}

/** A drain with nothing in flight. */
function idleDrain(steps: string[]) {
  return {
    startDraining: () => {
      steps.push('draining');
    },
    drained: () => Promise.resolve(),
    inFlight: () => [],
  };
}

describe('shutDownGracefully', () => {
  describe('when everything finishes in time', () => {
    it('drains, stops the server, waits for the outcome log, then closes the database', async () => {
      const { steps, logger } = recorder();
      const edgeRuntime = createLocalEdgeRuntime({ onRejected: () => {} });
      edgeRuntime.waitUntil(
        new Promise<void>((resolve) =>
          setTimeout(() => {
            steps.push('outcome log written');
            resolve();
          }, 5)
        ),
      );

      await shutDownGracefully({
        drain: idleDrain(steps),
        stopServer: async () => {
          steps.push('server stopped');
        },
        edgeRuntime,
        closeDatabase: async () => {
          steps.push('database closed');
        },
        logger,
      });

      expect(steps).toEqual(['draining', 'server stopped', 'outcome log written', 'database closed']);
    });
  });

  describe('when a step hangs or fails', () => {
    it('moves on after each bound, reports the requests left with counts, and still closes the database', async () => {
      const { steps, fields, logger } = recorder();
      const edgeRuntime = createLocalEdgeRuntime({ onRejected: () => {} });
      edgeRuntime.waitUntil(new Promise(() => {}));

      await shutDownGracefully({
        drain: { startDraining: () => {}, drained: () => new Promise(() => {}), inFlight: () => ['turn-1', 'turn-2'] },
        stopServer: () => new Promise(() => {}),
        edgeRuntime,
        closeDatabase: async () => {
          throw new Error('already closed');
        },
        logger,
        limits: { requestsMs: 5, serverMs: 5, waitUntilMs: 5 },
      });

      expect(steps).toEqual([
        'log shutdown-requests-unfinished',
        'log shutdown-server-unfinished',
        'log shutdown-wait-until-unfinished',
        'log database-close-failed',
      ]);
      expect(fields[0]).toMatchObject({ unfinished: 2, roundsUnwrittenAtMost: 2, requestIds: ['turn-1', 'turn-2'] });
    });
  });

  describe('when a turn is in flight', () => {
    it('keeps serving the turn and the internal calls it makes through the listener, refusing new requests 503, until it ends', async () => {
      const { steps, logger } = recorder();
      const serviceRoleKey = 'service-role-key-for-the-drain-test';
      let nextId = 0;
      const gate = createDrainGate({
        generateId: () => `request-${(nextId += 1)}`,
        // The gateway's policy in miniature: the service role while a request is in flight.
        isInternalCall: (request, anyInFlight) =>
          request.headers.get('authorization') === `Bearer ${serviceRoleKey}` && anyInFlight(),
      });
      let releaseTurn = (): void => {};
      const turnMayGoOn = new Promise<void>((resolve) => {
        releaseTurn = resolve;
      });
      const toolStatuses: number[] = [];
      // The listener: a chat turn that, once let go, calls a tool function back through it.
      const listener = gate.wrap(async (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/functions/v1/web-search-api') return Response.json({ success: true });
        await turnMayGoOn;
        const toolCall = await listener(
          new Request('http://gateway/functions/v1/web-search-api', {
            method: 'POST',
            headers: {
              authorization: `Bearer ${serviceRoleKey}`,
              'x-request-id': request.headers.get('x-request-id') ?? '',
            },
          }),
        );
        toolStatuses.push(toolCall.status);
        await toolCall.json();
        steps.push('turn answered');
        return Response.json({ reply: 'done' });
      });

      const turn = listener(new Request('http://gateway/functions/v1/chat', { method: 'POST' }));
      const shutdown = shutDownGracefully({
        drain: gate,
        stopServer: async () => {
          steps.push('server stopped');
        },
        edgeRuntime: createLocalEdgeRuntime({ onRejected: () => {} }),
        closeDatabase: async () => {
          steps.push('database closed');
        },
        logger,
      });
      const refused = await listener(new Request('http://gateway/functions/v1/chat', { method: 'POST' }));
      const forged = await listener(
        new Request('http://gateway/functions/v1/web-search-api', {
          method: 'POST',
          headers: { authorization: 'Bearer a-user-token', 'x-request-id': 'request-1' },
        }),
      );
      releaseTurn();
      await (await turn).json();
      await shutdown;

      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ error: { code: 'shutting_down' } });
      expect(forged.status).toBe(503);
      expect(toolStatuses).toEqual([200]);
      expect(steps).toEqual(['turn answered', 'server stopped', 'database closed']);
    });
  });
});

describe('shutDownGracefully with chat turns that do not end by themselves', () => {
  let database: TestDatabase;
  let server: ScriptedOpenAiServer;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    server = await startScriptedOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it("answers every turn still running before the drain ends (JSON: 503 shutting_down, SSE: an error event) and keeps the user's message", async () => {
    const { steps, logger } = recorder();
    // The functions' global scope: the gateway dispatches `beforeunload` on it, as Supabase does.
    const scope = new EventTarget();
    const app = createChatTestApp({ database, server, overrides: { shutdownSignal: shutdownSignalOf(scope) } });
    server.respond = () => ({ hang: true });
    let nextId = 0;
    const gate = createDrainGate({ generateId: () => `request-${(nextId += 1)}`, isInternalCall: () => false });
    const listener = gate.wrap((request) => app.handler(request));
    const token = await app.signToken(demoUserId);
    const turn = (message: string, accept: string) =>
      listener(
        new Request('http://gateway/functions/v1/chat', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept },
          body: JSON.stringify({ message }),
        }),
      );
    const answered: string[] = [];
    const jsonTurn = turn('Hello from JSON', 'application/json').then(async (response) => {
      const body = await response.json();
      answered.push('json');
      return { response, body };
    });
    const streamTurn = turn('Hello from SSE', 'text/event-stream').then(async (response) => {
      const events = await readSseEvents(response);
      answered.push('sse');
      return events;
    });
    let refusedStream: Promise<Response> | undefined;
    // Both turns wait on the model (which never answers) before the gateway is stopped.
    while (server.requests.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    await shutDownGracefully({
      drain: gate,
      stopServer: async () => {
        steps.push('server stopped');
      },
      edgeRuntime: createLocalEdgeRuntime({ onRejected: () => {} }),
      closeDatabase: async () => {
        steps.push('database closed');
      },
      announceShutdown: () => {
        steps.push('announced');
        refusedStream = turn('Too late', 'text/event-stream');
        scope.dispatchEvent(new Event('beforeunload'));
      },
      logger,
      // Generous bounds, never a timing claim: the turns are told at once and answer well within.
      limits: { requestsMs: 10_000, answerMs: 9_500, serverMs: 5, waitUntilMs: 5 },
    });

    expect([...answered].sort()).toEqual(['json', 'sse']);
    const { response, body } = await jsonTurn;
    const events = await streamTurn;
    expect(steps).toEqual(['announced', 'server stopped', 'database closed']);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(body.error).toMatchObject({ code: 'shutting_down', conversationId: expect.any(String) });
    expect(events.map((event) => event.event)).not.toContain('done');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'shutting_down' } });
    const refused = await refusedStream;
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get('retry-after')).toBe('5');
    expect(await readSseEvents(refused!)).toEqual([
      { event: 'error', data: expect.objectContaining({ code: 'shutting_down' }) },
    ]);
    const streamedConversation = String(events[0]?.data.conversationId);
    expect((await app.messages(body.error.conversationId)).map((message) => message.content)).toEqual([
      'Hello from JSON',
    ]);
    expect((await app.messages(streamedConversation)).map((message) => message.content)).toEqual([
      'Hello from SSE',
    ]);
  });
});
