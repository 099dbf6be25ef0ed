import { describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import { DatabaseUnavailableError } from '../../../shared/db/database-unavailable.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { readSseEvents } from './support/sse-events.ts';

const chat = useChatTestEnvironment();

/**
 * A chat app whose turn fails before it runs with a database outage (the circuit open,
 * `Retry-After: 1`), after its key was claimed; `keyGivenBack: false`: giving the key back
 * fails too, so the key stays held until its 30 s lease runs out.
 */
function appFailingWithOutage(options: { keyGivenBack: boolean }) {
  const keys = createChatRequestKeysRepository(chat.database.sql);
  const agents = createAgentsRepository(chat.database.sql);
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: {
      agents: { ...agents, ensureDefaultForOwner: () => Promise.reject(new DatabaseUnavailableError(1)) },
      chatRequestKeys: options.keyGivenBack
        ? keys
        : { ...keys, release: () => Promise.reject(new DatabaseUnavailableError(1)) },
    },
  });
}

describe(
  `chat handler: Retry-After of a keyed request that failed (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`,
  () => {
    it('says to retry when the key is free again when the key could not be given back, and the retry before is 409', async () => {
      const app = appFailingWithOutage({ keyGivenBack: false });
      const headers = { 'idempotency-key': crypto.randomUUID() };

      const failed = await app.post({ message: 'Hi' }, { headers });
      const { error } = await failed.json();
      const retry = await app.post({ message: 'Hi' }, { headers });

      expect(failed.status).toBe(503);
      // The lease of the claim: 30 s from the claim, less the milliseconds this took.
      const retryAfter = Number(failed.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(25);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(error).toMatchObject({ code: 'database_unavailable', retryAfterSeconds: retryAfter });
      expect(retry.status).toBe(409);
    });

    it('says so in the error event of an SSE caller too', async () => {
      const app = appFailingWithOutage({ keyGivenBack: false });

      const failed = await app.post({ message: 'Hi' }, {
        stream: true,
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      const events = await readSseEvents(failed);

      expect(failed.status).toBe(503);
      expect(Number(failed.headers.get('retry-after'))).toBeGreaterThanOrEqual(25);
      expect(events).toEqual([
        expect.objectContaining({
          event: 'error',
          data: expect.objectContaining({ code: 'database_unavailable', retryAfterSeconds: expect.any(Number) }),
        }),
      ]);
      expect(events[0]?.data.retryAfterSeconds).toBeGreaterThanOrEqual(25);
    });

    it("keeps the outage's own Retry-After when the key was given back", async () => {
      const app = appFailingWithOutage({ keyGivenBack: true });

      const failed = await app.post({ message: 'Hi' }, { headers: { 'idempotency-key': crypto.randomUUID() } });

      expect(failed.status).toBe(503);
      expect(failed.headers.get('retry-after')).toBe('1');
    });
  },
);
