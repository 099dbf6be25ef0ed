import { describe, expect, it } from 'vitest';
import { createMemoryIdempotencyStore } from '../../../shared/tools/index.ts';

const record = { type: 'tool-result', output: { messageId: 'msg_1' }, modelMessage: 'sent' } as const;

describe('createMemoryIdempotencyStore', () => {
  describe('when a key is claimed', () => {
    it('answers in_progress to a second claim until it completes, then the record', async () => {
      const store = createMemoryIdempotencyStore();

      expect(await store.claim('key')).toEqual({ status: 'claimed' });
      expect(await store.claim('key')).toEqual({ status: 'in_progress' });
      await store.complete('key', record);
      expect(await store.claim('key')).toEqual({ status: 'completed', record });
    });

    it('lets a released key be claimed again', async () => {
      const store = createMemoryIdempotencyStore();
      await store.claim('key');

      await store.release('key');

      expect(await store.claim('key')).toEqual({ status: 'claimed' });
    });

    it('gives exactly one of two concurrent claims', async () => {
      const store = createMemoryIdempotencyStore();

      const claims = await Promise.all([store.claim('key'), store.claim('key')]);

      expect(claims.map((claim) => claim.status).sort()).toEqual(['claimed', 'in_progress']);
    });
  });

  describe('when an entry is older than its time to live', () => {
    it('forgets it', async () => {
      let now = 0;
      const store = createMemoryIdempotencyStore({ ttlMs: 1_000, now: () => now });
      await store.claim('key');
      await store.complete('key', record);

      now = 1_001;

      expect(await store.claim('key')).toEqual({ status: 'claimed' });
    });
  });
});
