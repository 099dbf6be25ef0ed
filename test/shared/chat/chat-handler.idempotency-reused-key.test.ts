import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChatRequestKeysRepository } from '../../../shared/db/repositories/chat-request-keys-repository.ts';
import type { StoredMessage } from './support/chat-test-app.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';

const chat = useChatTestEnvironment();

function keyedApp() {
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: { chatRequestKeys: createChatRequestKeysRepository(chat.database.sql) },
  });
}

function keyed(key: string) {
  return { headers: { 'idempotency-key': key } };
}

/** Every model call fails with a 401 (not retried): the turn answers 502 and gives the key back. */
function modelsFail(): void {
  chat.server.respond = () => ({ status: 401, error: { message: 'Incorrect API key provided.' } });
}

function modelsAnswer(): void {
  chat.server.respond = (body) => ({
    text: `Answer to: ${body.messages.filter((message) => message.role === 'user').at(-1)?.content}`,
  });
}

/** A key's day has passed for the row of `key`: its lease or answer and its first claim are
 * more than a day old (what the clock would say a day later). */
async function ageKey(key: string): Promise<void> {
  await chat.database.sql.query(
    `update public.chat_request_keys
       set created_at = created_at - interval '2 days', expires_at = least(expires_at, now()) - interval '1 day'
     where key = $1`,
    [key],
  );
}

/** The maintenance sweep deleted the row of `key`. */
async function sweepKey(key: string): Promise<void> {
  await chat.database.sql.query(`delete from public.chat_request_keys where key = $1`, [key]);
}

function shapeOf(messages: readonly StoredMessage[]): [string, string | null | undefined][] {
  return messages.map((message) => [message.role, message.content]);
}

async function conversationsWithMessage(text: string): Promise<string[]> {
  const rows = await chat.database.sql.query(
    `select distinct conversation_id::text as id from public.messages where role = 'user' and content = $1`,
    [text],
  );
  return rows.map((row) => z.object({ id: z.string() }).parse(row).id);
}

describe(
  `chat handler: an Idempotency-Key sent again with another body (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`,
  () => {
    const first = () => `A: send the report to Ana (${crypto.randomUUID()})`;
    const second = () => `B: something else entirely (${crypto.randomUUID()})`;

    describe('after the first request failed and gave the key back', () => {
      it('answers 422 idempotency_key_reused, runs nothing, and still runs a retry of the first', async () => {
        const app = keyedApp();
        const key = `turn-${crypto.randomUUID()}`;
        const [a, b] = [first(), second()];
        modelsFail();
        const failed = await app.post({ message: a }, keyed(key));
        const { conversationId } = (await failed.json()).error;
        const calls = chat.server.requests.length;
        modelsAnswer();

        const reused = await app.post({ message: b }, keyed(key));
        const refusedCalls = chat.server.requests.length;
        const retried = await app.post({ message: a }, keyed(key));

        expect(failed.status).toBe(502);
        expect(reused.status).toBe(422);
        expect((await reused.json()).error).toMatchObject({ code: 'idempotency_key_reused' });
        expect(refusedCalls).toBe(calls);
        expect(await conversationsWithMessage(b)).toEqual([]);
        expect(retried.status).toBe(200);
        expect(await retried.json()).toMatchObject({ conversationId, reply: `Answer to: ${a}` });
        expect(shapeOf(await app.messages(conversationId))).toEqual([
          ['user', a],
          ['assistant', `Answer to: ${a}`],
        ]);
      });
    });

    describe("after the first request was answered and the key's day has passed", () => {
      it("runs the new request in a conversation of its own, not the first one's, and answers it", async () => {
        const app = keyedApp();
        const key = `turn-${crypto.randomUUID()}`;
        const [a, b] = [first(), second()];
        modelsAnswer();
        const answered = await (await app.post({ message: a }, keyed(key))).json();
        await ageKey(key);

        const later = await app.post({ message: b }, keyed(key));
        const reply = await later.json();

        expect(later.status).toBe(200);
        expect(later.headers.get('idempotent-replayed')).toBeNull();
        expect(reply.reply).toBe(`Answer to: ${b}`);
        expect(reply.conversationId).not.toBe(answered.conversationId);
        expect(shapeOf(await app.messages(reply.conversationId))).toEqual([['user', b], [
          'assistant',
          `Answer to: ${b}`,
        ]]);
        expect(shapeOf(await app.messages(answered.conversationId))).toEqual([
          ['user', a],
          ['assistant', `Answer to: ${a}`],
        ]);
      });
    });

    for (
      const [when, forget] of [
        ['its day passed', ageKey],
        ['the sweep deleted it', sweepKey],
      ] as const
    ) {
      describe(`after the first request gave the key back and ${when}`, () => {
        it("runs the new request in a conversation of its own and leaves the first one's as it was", async () => {
          const app = keyedApp();
          const key = `turn-${crypto.randomUUID()}`;
          const [a, b] = [first(), second()];
          modelsFail();
          const failed = (await (await app.post({ message: a }, keyed(key))).json()).error;
          await forget(key);
          modelsAnswer();

          const later = await app.post({ message: b }, keyed(key));
          const reply = await later.json();

          expect(later.status).toBe(200);
          expect(reply.reply).toBe(`Answer to: ${b}`);
          expect(reply.conversationId).not.toBe(failed.conversationId);
          expect(await conversationsWithMessage(b)).toEqual([reply.conversationId]);
          expect(shapeOf(await app.messages(failed.conversationId))).toEqual([['user', a]]);
        });
      });
    }
  },
);
