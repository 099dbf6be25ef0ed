import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '../../../shared/db/repositories/rate-limit-repository.ts';
import { createRateLimiter } from '../../../shared/http/rate-limiter.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
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

describe('chat handler: per-user rate limit', () => {
  it('answers a turn over the chat bucket 429 with Retry-After and the usual error body, before the model is asked', async () => {
    const rateLimit = createRateLimiter({
      repository: createRateLimitRepository(database.sql),
      limits: { chat: { capacity: 1, refillPerSecond: 1 / 30 } },
      clock: () => new Date('2026-11-24T12:00:00Z'),
      logger: silentLogger,
    });
    const app = createChatTestApp({ database, server, overrides: { rateLimit } });
    server.enqueue({ text: 'Hello.' });
    const first = await app.post({ message: 'hi' });
    await first.text();
    const requestsBefore = server.requests.length;

    const refused = await app.post({ message: 'hi again' });

    expect(first.status).toBe(200);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toMatchObject({
      error: { code: 'rate_limited', message: 'Too many requests: try again in 30 s.', retryAfterSeconds: 30 },
    });
    expect(server.requests.length).toBe(requestsBefore);
  });
});
