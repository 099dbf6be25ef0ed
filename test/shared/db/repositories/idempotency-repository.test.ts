import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createPostgresClient } from '../../../../shared/db/postgres-client.ts';
import { createPostgresIdempotencyStore } from '../../../../shared/db/repositories/idempotency-repository.ts';
import { InvalidRowError } from '../../../../shared/db/repositories/row-error.ts';
import type { SqlClient } from '../../../../shared/db/sql-client.ts';
import { createToolExecutor, defineTool, type IdempotencyRecord } from '../../../../shared/tools/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';

const result: IdempotencyRecord = {
  type: 'tool-result',
  output: { messageId: 'msg_1', labels: ['SENT'] },
  modelMessage: 'Email sent.',
};
const failure: IdempotencyRecord = {
  type: 'tool-error',
  category: 'transient',
  modelMessage: 'The email service timed out.',
};
const racers = 20;

/** A second client to the test database with a connection per racer, so concurrent
 * claims really run on separate server sessions (PGlite has one session: it serializes). */
async function racingClient(
  database: TestDatabase,
): Promise<{ sql: SqlClient; sessions: number; close: () => Promise<void> }> {
  if (database.dialect === 'pglite') return { sql: database.sql, sessions: 1, close: () => Promise.resolve() };
  const [row] = await database.sql.query<{ name: string }>(`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  const sql = createPostgresClient(url.toString(), { maxConnections: racers });
  // Open every connection up front: each of these holds one while the others start.
  const pids = await Promise.all(
    Array.from({ length: racers }, () => sql.query<{ pid: number }>(`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
  );
  return { sql, sessions: new Set(pids.map(([pid]) => pid?.pid)).size, close: () => sql.close() };
}

describe('createPostgresIdempotencyStore', () => {
  let database: TestDatabase;
  let store: ReturnType<typeof createPostgresIdempotencyStore>;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createPostgresIdempotencyStore(database.sql);
  });
  afterAll(() => database.dispose());

  describe('when a key is claimed', () => {
    it('answers in_progress until it completes, then the recorded result', async () => {
      expect(await store.claim('key-1')).toEqual({ status: 'claimed' });
      expect(await store.claim('key-1')).toEqual({ status: 'in_progress' });

      await store.complete('key-1', result);

      expect(await store.claim('key-1')).toEqual({ status: 'completed', record: result });
    });

    it('replays a recorded failure as well', async () => {
      await store.claim('key-2');
      await store.complete('key-2', failure);

      expect(await store.claim('key-2')).toEqual({ status: 'completed', record: failure });
    });

    it('lets a released key be claimed again', async () => {
      await store.claim('key-3');

      await store.release('key-3');

      expect(await store.claim('key-3')).toEqual({ status: 'claimed' });
      expect(await database.sql.query(`select 1 from public.idempotency_records where key = 'key-3'`)).toHaveLength(1);
    });

    it('records a completion even without a claim row', async () => {
      await store.complete('key-4', result);

      expect(await store.claim('key-4')).toEqual({ status: 'completed', record: result });
    });
  });

  describe('when a claim or record is older than its time to live', () => {
    it('lets the key be claimed afresh, and then holds it again', async () => {
      let now = new Date('2026-01-01T00:00:00Z');
      const timed = createPostgresIdempotencyStore(database.sql, { ttlMs: 1_000, now: () => now });
      await timed.claim('key-5');
      await timed.complete('key-5', result);

      now = new Date(now.getTime() + 999);
      expect(await timed.claim('key-5')).toEqual({ status: 'completed', record: result });

      now = new Date(now.getTime() + 1);
      expect(await timed.claim('key-5')).toEqual({ status: 'claimed' });
      expect(await timed.claim('key-5')).toEqual({ status: 'in_progress' });
    });
  });

  describe('when a claim was never completed nor released (the database went away in between)', () => {
    it("frees the key after the in-progress time to live, long before the record's", async () => {
      let now = new Date('2026-02-01T00:00:00Z');
      const timed = createPostgresIdempotencyStore(database.sql, { now: () => now });
      await timed.claim('key-stuck');

      now = new Date(now.getTime() + 5 * 60 * 1000 - 1);
      expect(await timed.claim('key-stuck')).toEqual({ status: 'in_progress' });

      now = new Date(now.getTime() + 1);
      expect(await timed.claim('key-stuck')).toEqual({ status: 'claimed' });
      await timed.complete('key-stuck', result);

      // A completed record still holds for the whole day.
      now = new Date(now.getTime() + 23 * 60 * 60 * 1000);
      expect(await timed.claim('key-stuck')).toEqual({ status: 'completed', record: result });
    });
  });

  describe('when many workers claim one key at once', () => {
    it(`gives exactly one of ${racers} concurrent claims, for each of 25 keys`, async () => {
      const racing = await racingClient(database);
      try {
        const racingStore = createPostgresIdempotencyStore(racing.sql);
        if (database.dialect === 'postgres') expect(racing.sessions).toBe(racers);

        for (let round = 0; round < 25; round += 1) {
          const claims = await Promise.all(Array.from({ length: racers }, () => racingStore.claim(`race-${round}`)));

          expect(claims.filter((claim) => claim.status === 'claimed')).toHaveLength(1);
          expect(claims.filter((claim) => claim.status === 'in_progress')).toHaveLength(racers - 1);
        }
      } finally {
        await racing.close();
      }
    });

    it('gives exactly one of the concurrent claims of an expired key', async () => {
      const racing = await racingClient(database);
      try {
        let now = new Date('2026-02-01T00:00:00Z');
        const racingStore = createPostgresIdempotencyStore(racing.sql, { ttlMs: 1_000, now: () => now });
        await racingStore.claim('race-expired');
        await racingStore.complete('race-expired', result);
        now = new Date(now.getTime() + 5_000);

        const claims = await Promise.all(Array.from({ length: racers }, () => racingStore.claim('race-expired')));

        expect(claims.filter((claim) => claim.status === 'claimed')).toHaveLength(1);
        expect(claims.filter((claim) => claim.status === 'in_progress')).toHaveLength(racers - 1);
      } finally {
        await racing.close();
      }
    });
  });

  describe('when the stored record is not one the executor wrote', () => {
    it('throws a typed row error without the record in the message', async () => {
      await database.sql.query(
        `insert into public.idempotency_records (key, status, record, expires_at) values ('key-bad', 'completed', $1::jsonb, now() + interval '1 hour')`,
        [JSON.stringify({ type: 'tool-result', output: 'private-output-value' })],
      );

      const error = await store.claim('key-bad').catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(InvalidRowError);
      expect((error as Error).message).toMatch(/idempotency_records\.record: modelMessage: /);
      expect((error as Error).message).not.toContain('private-output-value');
    });
  });

  describe('when the executor runs a side-effect tool twice on it', () => {
    it('acts once and replays the stored result, even from another executor', async () => {
      const send = vi.fn(() => ({ messageId: 'msg_42' }));
      const sendEmail = defineTool({
        name: 'send_email',
        description: 'Send an email',
        sideEffects: true,
        parameters: z.object({ to: z.string() }),
        execute: send,
      });
      const call = { id: 'call_9', name: 'send_email', arguments: '{"to":"ada@example.com"}' };
      const context = { caller: { conversationId: crypto.randomUUID() } };

      const first = await createToolExecutor({
        tools: [sendEmail],
        idempotencyStore: createPostgresIdempotencyStore(database.sql),
      }).execute(call, context);
      const second = await createToolExecutor({
        tools: [sendEmail],
        idempotencyStore: createPostgresIdempotencyStore(database.sql),
      }).execute(call, context);

      expect(send).toHaveBeenCalledOnce();
      expect(first).toMatchObject({ type: 'tool-result', replayed: false });
      expect(second).toMatchObject({ type: 'tool-result', replayed: true, output: { messageId: 'msg_42' } });
    });
  });
});
