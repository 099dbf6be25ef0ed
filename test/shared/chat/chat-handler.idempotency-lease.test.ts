import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import type { RepeatingTimer } from '../../../shared/chat/idempotency/lease-heartbeat.ts';
import {
  type ChatRequestKeysRepository,
  createChatRequestKeysRepository,
} from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import { defineTool } from '../../../shared/tools/index.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { createChatTestApp } from './support/chat-test-app.ts';

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
beforeEach(() => {
  server.requests.length = 0;
  server.respond = null;
});

/** A heartbeat timer the test ticks by hand, and a clock it moves. */
function manualTime() {
  const ticks = new Set<() => void>();
  const clock = { now: 1_800_000_000_000 };
  const timer: RepeatingTimer = (_intervalMs, tick) => {
    ticks.add(tick);
    return () => ticks.delete(tick);
  };
  return { clock, timer, tickAll: () => [...ticks].forEach((tick) => tick()), running: () => ticks.size };
}

/** A tool that starts, then waits until the test lets it finish. */
function blockingSearch() {
  let finish = (): void => {};
  const mayFinish = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = (): void => {};
  const hasStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const tool = defineTool({
    name: 'web_search',
    description: 'Searches the web.',
    parameters: z.object({ query: z.string() }),
    execute: async () => {
      started();
      await mayFinish;
      return { results: ['tide tables'] };
    },
  });
  return { tool, hasStarted, finish };
}

/** The keys repository, with every renewal kept so the test can wait for them. */
function watchedKeys(): ChatRequestKeysRepository & { renewals: Promise<boolean>[] } {
  const keys = createChatRequestKeysRepository(database.sql);
  const renewals: Promise<boolean>[] = [];
  return {
    ...keys,
    renewals,
    renew: (holder, until) => {
      const renewal = keys.renew(holder, until);
      renewals.push(renewal);
      return renewal;
    },
  };
}

describe(
  `chat handler: the lease of a running request's Idempotency-Key (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    describe('when the worker running the first request stopped renewing its lease (killed)', () => {
      it('lets a retry take the key over once the lease has run out, not minutes later', async () => {
        const time = manualTime();
        const keys = watchedKeys();
        const search = blockingSearch();
        const app = createChatTestApp({
          database,
          server,
          tools: [search.tool],
          environment: { PARLEY_FALLBACK_TOOL: 'off' },
          overrides: { chatRequestKeys: keys, now: () => time.clock.now, leaseTimer: time.timer },
        });
        const key = `turn-${crypto.randomUUID()}`;
        const headers = { 'idempotency-key': key };
        server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { text: 'From the retry.' },
          { text: 'From the first request, too late.' },
        );

        // The first request hangs in its tool and its heartbeat never ticks: a dead worker.
        const first = app.post({ message: 'Search tides' }, { headers });
        await search.hasStarted;
        time.clock.now += chatLimits.idempotencyLeaseMs - 1_000;
        const insideLease = await app.post({ message: 'Search tides' }, { headers });
        time.clock.now += 2_000;
        const afterLease = await app.post({ message: 'Search tides' }, { headers });
        const retryReply = await afterLease.json();
        search.finish();
        await first;
        const later = await app.post({ message: 'Search tides' }, { headers });

        expect(insideLease.status).toBe(409);
        expect(afterLease.status).toBe(200);
        expect(afterLease.headers.get('idempotent-replayed')).toBeNull();
        expect(retryReply.reply).toBe('From the retry.');
        // The request that lost its lease cannot overwrite the answer of the one that took over.
        expect(later.headers.get('idempotent-replayed')).toBe('true');
        expect((await later.json()).reply).toBe('From the retry.');
      });
    });

    describe('while the first request holds the key', () => {
      it('tells a retry to come back when the lease runs out, at most 10 s away', async () => {
        const time = manualTime();
        const keys = watchedKeys();
        const search = blockingSearch();
        const app = createChatTestApp({
          database,
          server,
          tools: [search.tool],
          environment: { PARLEY_FALLBACK_TOOL: 'off' },
          overrides: { chatRequestKeys: keys, now: () => time.clock.now, leaseTimer: time.timer },
        });
        const headers = { 'idempotency-key': `turn-${crypto.randomUUID()}` };
        server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { text: 'Found tide tables.' },
        );

        const first = app.post({ message: 'Search tides' }, { headers });
        await search.hasStarted;
        const atOnce = await app.post({ message: 'Search tides' }, { headers });
        // Not renewed (its heartbeat never ticks): 5 s of its lease are left.
        time.clock.now += chatLimits.idempotencyLeaseMs - 5_000;
        const late = await app.post({ message: 'Search tides' }, { headers });
        search.finish();
        await first;

        expect(atOnce.status).toBe(409);
        expect(atOnce.headers.get('retry-after')).toBe(String(chatLimits.idempotencyRetryAfterMaxSeconds));
        expect((await atOnce.json()).error.retryAfterSeconds).toBe(chatLimits.idempotencyRetryAfterMaxSeconds);
        expect(late.status).toBe(409);
        expect(late.headers.get('retry-after')).toBe('5');
      });
    });

    describe('while the first request runs long and renews its lease', () => {
      it('keeps the key past many leases: a retry is told 409, then gets the answer', async () => {
        const time = manualTime();
        const keys = watchedKeys();
        const search = blockingSearch();
        const app = createChatTestApp({
          database,
          server,
          tools: [search.tool],
          environment: { PARLEY_FALLBACK_TOOL: 'off' },
          overrides: { chatRequestKeys: keys, now: () => time.clock.now, leaseTimer: time.timer },
        });
        const key = `turn-${crypto.randomUUID()}`;
        const headers = { 'idempotency-key': key };
        server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { text: 'Found tide tables.' },
        );

        const first = app.post({ message: 'Search tides' }, { headers });
        await search.hasStarted;
        // 110 s of a turn (the deadline is 120 s), a heartbeat every renewal interval.
        for (let elapsed = 0; elapsed < 110_000; elapsed += chatLimits.idempotencyLeaseRenewMs) {
          time.clock.now += chatLimits.idempotencyLeaseRenewMs;
          time.tickAll();
          await Promise.all(keys.renewals);
          // Let the heartbeat see its renewal end before the next tick.
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        const during = await app.post({ message: 'Search tides' }, { headers });
        search.finish();
        const firstBody = await (await first).json();
        const after = await app.post({ message: 'Search tides' }, { headers });

        expect(during.status).toBe(409);
        expect(await Promise.all(keys.renewals)).toEqual(keys.renewals.map(() => true));
        expect(keys.renewals).toHaveLength(11);
        expect(after.headers.get('idempotent-replayed')).toBe('true');
        expect(await after.json()).toEqual(firstBody);
        // The heartbeat stops once the request's answer is stored.
        expect(time.running()).toBe(0);
        expect(server.requests).toHaveLength(2);
      });
    });
  },
);
