import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPausedTurnKeeper } from '../../../shared/chat/approvals/paused-turn-keeper.ts';
import { createConversationsRepository } from '../../../shared/db/repositories/conversations-repository.ts';
import { createPausedTurnsRepository } from '../../../shared/db/repositories/paused-turns-repository.ts';
import type { ChatReply } from '../../../shared/protocol/chat-reply.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { losingFirstAnswer } from '../db/support/losing-first-answer.ts';
import { createChatTestApp, defaultAgentId } from './support/chat-test-app.ts';
import { setApprovalPolicy } from './support/paused-turns.ts';
import { consentSendTool, sendCall, type SentMail } from './ui-stream/support/consent-email-tools.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
  await setApprovalPolicy(database, defaultAgentId, { defaultMode: 'auto', tools: {}, allowedDestinations: [] });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respond = null;
});

/** A chat app whose first statement containing `statement` commits and then loses its answer. */
function appLosingFirstAnswerOf(statement: string) {
  const sql = losingFirstAnswer(database.sql, statement);
  const sent: SentMail[] = [];
  const conversations = createConversationsRepository(sql);
  const app = createChatTestApp({
    database,
    server,
    tools: [consentSendTool(sent)],
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: {
      conversations,
      pausedTurns: createPausedTurnKeeper({
        pausedTurns: createPausedTurnsRepository(sql),
        conversations,
        secret: 'test-approval-secret',
      }),
    },
  });
  return { app, sql, sent };
}

async function replyOf(response: Response): Promise<ChatReply> {
  expect(response.status).toBe(200);
  return (await response.json()) as ChatReply;
}

describe(`chat handler: a store whose answer was lost (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe("when the turn's messages were stored but the answer was lost", () => {
    it('stores the turn once, and answers 200', async () => {
      const { app, sql } = appLosingFirstAnswerOf('insert into public.messages');
      server.enqueue({ text: 'Hello there.' });

      const reply = await replyOf(await app.post({ message: 'Hi' }));

      expect(sql.lost.count).toBe(1);
      expect((await app.messages(reply.conversationId)).map((message) => [message.role, message.content])).toEqual([
        ['user', 'Hi'],
        ['assistant', 'Hello there.'],
      ]);
    });
  });

  describe('when a paused turn was stored but the answer was lost', () => {
    it('answers with the approvals stored, which the user can then approve: one mail is sent', async () => {
      const { app, sql, sent } = appLosingFirstAnswerOf('insert into public.paused_turns');
      server.enqueue({ toolCalls: [sendCall('call_send', 'bob@example.com')] });

      const paused = await replyOf(await app.post({ message: 'Send the summary to Bob' }));
      expect(sql.lost.count).toBe(1);
      expect(paused.status).toBe('awaiting_approval');
      server.enqueue({ text: 'Sent to Bob.' });

      const resumed = await replyOf(
        await app.post({
          conversationId: paused.conversationId,
          approvals: [{ id: paused.approvals[0]?.id, approved: true }],
        }),
      );

      expect(resumed).toMatchObject({ status: 'completed', reply: 'Sent to Bob.' });
      expect(sent.map((mail) => mail.to)).toEqual([['bob@example.com']]);
      expect((await app.messages(paused.conversationId)).map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
      ]);
    });
  });

  describe('when the new conversation was created but the answer was lost', () => {
    it('finds it on the next try and answers 200 in it: one conversation, holding the whole turn', async () => {
      const { app, sql } = appLosingFirstAnswerOf('insert into public.conversations');
      const message = `Hi from a lost create ${crypto.randomUUID()}`;
      server.enqueue({ text: 'Hello there.' });

      const response = await app.post({ message });
      const reply = await replyOf(response);

      expect(sql.lost.count).toBe(1);
      expect(response.headers.get('parley-conversation-id')).toBe(reply.conversationId);
      const conversations = await database.sql.query<{ id: string; messages: number }>(
        `select c.id, (select count(*) from public.messages m where m.conversation_id = c.id)::integer as messages
         from public.conversations c where c.title = $1`,
        [message],
      );
      expect(conversations).toEqual([{ id: reply.conversationId, messages: 2 }]);
      expect((await app.messages(reply.conversationId)).map((stored) => [stored.role, stored.content])).toEqual([
        ['user', message],
        ['assistant', 'Hello there.'],
      ]);
    });
  });
});
