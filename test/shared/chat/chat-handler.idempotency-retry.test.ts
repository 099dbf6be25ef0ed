import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatHandlerDependencies } from '../../../shared/chat/chat-handler.ts';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import { type AnyToolDefinition, defineTool } from '../../../shared/tools/index.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { createChatTestApp } from './support/chat-test-app.ts';
import { workingTurnDeadlineMs } from './support/turn-deadline.ts';

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

const search = defineTool({
  name: 'web_search',
  description: 'Searches the web.',
  parameters: z.object({ query: z.string() }),
  execute: () => ({ results: ['tide tables'] }),
});

/** The chat app with Postgres-kept Idempotency-Keys and a short turn deadline. */
function keyedApp(overrides: Partial<ChatHandlerDependencies> = {}, tools: readonly AnyToolDefinition[] = [search]) {
  return createChatTestApp({
    database,
    server,
    tools,
    environment: { PARLEY_FALLBACK_TOOL: 'off', PARLEY_TURN_DEADLINE_MS: String(workingTurnDeadlineMs) },
    overrides: { chatRequestKeys: createChatRequestKeysRepository(database.sql), ...overrides },
  });
}

function keyed(key: string) {
  return { headers: { 'idempotency-key': key } };
}

describe(
  `chat handler: Idempotency-Key after a failure a retry can fix (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`,
  () => {
    describe('when the first request ran out of time on a hung model', () => {
      it('runs the turn again for the retry once the model answers, in the same conversation', async () => {
        const app = keyedApp();
        const key = `turn-${crypto.randomUUID()}`;
        server.enqueue(
          { toolCalls: [{ id: 'call_tides', name: 'web_search', arguments: '{"query":"tides"}' }] },
          { hang: true },
          { text: 'High tide is at noon.' },
        );

        const failed = await app.post({ message: 'When is high tide?' }, keyed(key));
        const failure = (await failed.json()).error;
        const retried = await app.post({ message: 'When is high tide?' }, keyed(key));
        const reply = await retried.json();
        const again = await app.post({ message: 'When is high tide?' }, keyed(key));

        expect(failed.status).toBe(504);
        expect(failure.code).toBe('turn_deadline');
        expect(retried.status).toBe(200);
        expect(retried.headers.get('idempotent-replayed')).toBeNull();
        expect(reply).toMatchObject({ reply: 'High tide is at noon.', conversationId: failure.conversationId });
        // The answer is now the key's: a third request gets it without a model call.
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(await again.json()).toEqual(reply);
        expect(server.requests).toHaveLength(3);
        // What the first request did is stored once; the retry continued that turn after it.
        const stored = await app.messages(failure.conversationId);
        expect(stored.map((message) => [message.role, message.content ?? message.toolCalls?.[0]?.name])).toEqual([
          ['user', 'When is high tide?'],
          ['assistant', 'web_search'],
          ['tool', expect.stringContaining('tide tables')],
          ['assistant', 'High tide is at noon.'],
        ]);
      });
    });

    describe('when the first request failed with 500 internal', () => {
      it('runs the turn again for the retry instead of answering the same 500', async () => {
        let broken = true;
        const app = keyedApp({
          toolsFor: () => {
            if (broken) throw new Error('a bug in listing tools');
            return [search];
          },
        });
        const key = `turn-${crypto.randomUUID()}`;
        server.enqueue({ text: 'Hello again.' });

        const failed = await app.post({ message: 'Hi' }, keyed(key));
        broken = false;
        const retried = await app.post({ message: 'Hi' }, keyed(key));

        expect(failed.status).toBe(500);
        expect((await failed.json()).error.code).toBe('internal');
        expect(retried.status).toBe(200);
        expect(retried.headers.get('idempotent-replayed')).toBeNull();
        expect((await retried.json()).reply).toBe('Hello again.');
      });
    });
  },
);
