import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatReply, PendingApproval } from '../../../../shared/protocol/index.ts';
import { type AnyToolDefinition, defineTool } from '../../../../shared/tools/index.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { createHistoryTestApp, createUserWithAgent, type HistoryTestApp } from './support/history-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: HistoryTestApp;
const sentNotes: string[] = [];

/** A tool with side effects that shows its mail as an email preview. */
function noteTool(): AnyToolDefinition {
  return defineTool({
    name: 'send_note',
    description: 'Send a note by email',
    parameters: z.object({ to: z.string(), text: z.string() }),
    sideEffects: true,
    consent: {
      preview: (input) => {
        const note = input as { to: string; text: string };
        return { kind: 'email', to: [note.to], cc: [], bcc: [], subject: 'A note', body: note.text, hasHtml: false };
      },
    },
    execute: (input) => {
      sentNotes.push(input.to);
      return { sent: true };
    },
  });
}

beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase({ seed: true }), startScriptedOpenAiServer()]);
  app = createHistoryTestApp({ database, server, tools: [noteTool()] });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(() => {
  server.requests.length = 0;
  sentNotes.length = 0;
});

interface Listed {
  conversations: { id: string; awaitingApproval: boolean }[];
}

interface Page {
  conversation: { id: string; awaitingApproval: boolean };
  messages: { role: string; toolCalls?: { id: string; status: string }[] }[];
  nextCursor: string | null;
  pendingApprovals: PendingApproval[];
}

/** A user whose agent asks before every call with side effects. */
async function userWhoApprovesEverything(): Promise<{ userId: string; agentId: string; token: string }> {
  const user = await createUserWithAgent(app, database);
  await database.sql.query(
    `update public.agents set settings = jsonb_build_object('approvals', jsonb_build_object('defaultMode', 'always'))
     where id = $1`,
    [user.agentId],
  );
  return user;
}

/** A turn that calls send_note and pauses for the user's approval; its reply. */
async function pausedTurn(token: string): Promise<ChatReply> {
  server.enqueue({
    toolCalls: [{ id: 'call_note', name: 'send_note', arguments: '{"to":"ana@example.com","text":"Lunch at one?"}' }],
  });
  const response = await app.chat.post({ message: 'Ask Ana about lunch' }, { token });
  expect(response.status).toBe(200);
  const reply = await response.json() as ChatReply;
  expect(reply.status).toBe('awaiting_approval');
  return reply;
}

async function listed(token: string): Promise<Listed['conversations']> {
  const response = await app.get('/chat/conversations', { token });
  expect(response.status).toBe(200);
  return (await response.json() as Listed).conversations;
}

async function pageOf(conversationId: string, token: string, query = ''): Promise<Page> {
  const response = await app.get(`/chat/conversations/${conversationId}/messages${query}`, { token });
  expect(response.status).toBe(200);
  return await response.json() as Page;
}

describe(`pending approvals in the history (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when a turn pauses for the user’s approval', () => {
    it('marks its conversation in the list, and only it', async () => {
      const user = await userWhoApprovesEverything();
      server.enqueue({ text: 'Hello.' });
      const quiet = await (await app.chat.post({ message: 'Hi' }, { token: user.token })).json() as ChatReply;
      const paused = await pausedTurn(user.token);

      const conversations = await listed(user.token);

      expect(conversations.map(({ id, awaitingApproval }) => ({ id, awaitingApproval }))).toEqual([
        { id: paused.conversationId, awaitingApproval: true },
        { id: quiet.conversationId, awaitingApproval: false },
      ]);
    });

    it('lists the approvals on its messages page as the turn asked them, with its call still waiting', async () => {
      const user = await userWhoApprovesEverything();
      const paused = await pausedTurn(user.token);

      const page = await pageOf(paused.conversationId, user.token);

      expect(page.conversation.awaitingApproval).toBe(true);
      expect(page.pendingApprovals).toEqual(paused.approvals);
      expect(page.pendingApprovals).toEqual([{
        id: expect.any(String),
        toolCallId: 'call_note',
        tool: 'send_note',
        arguments: { to: 'ana@example.com', text: 'Lunch at one?' },
        reason: expect.stringContaining('send_note'),
        preview: {
          kind: 'email',
          to: ['ana@example.com'],
          cc: [],
          bcc: [],
          subject: 'A note',
          body: 'Lunch at one?',
          hasHtml: false,
        },
        expiresAt: expect.any(String),
      }]);
      expect(page.messages.at(-1)?.toolCalls).toEqual([
        expect.objectContaining({ id: 'call_note', status: 'unknown' }),
      ]);
      expect(sentNotes).toEqual([]);
    });

    it('lists them on an older page too, since they belong to the conversation', async () => {
      const user = await userWhoApprovesEverything();
      const paused = await pausedTurn(user.token);
      const first = await pageOf(paused.conversationId, user.token, '?limit=1');

      const older = await pageOf(
        paused.conversationId,
        user.token,
        `?limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
      );

      expect(older.messages.map((message) => message.role)).toEqual(['user']);
      expect(older.pendingApprovals).toEqual(paused.approvals);
    });

    it('never shows them to another user', async () => {
      const user = await userWhoApprovesEverything();
      const someoneElse = await createUserWithAgent(app, database);
      const paused = await pausedTurn(user.token);

      expect(await listed(someoneElse.token)).toEqual([]);
      const response = await app.get(`/chat/conversations/${paused.conversationId}/messages`, {
        token: someoneElse.token,
      });
      expect(response.status).toBe(404);
    });
  });

  describe('when the user answered', () => {
    it('no longer marks the conversation, and the page lists no approval', async () => {
      const user = await userWhoApprovesEverything();
      const paused = await pausedTurn(user.token);
      server.enqueue({ text: 'Sent the note to Ana.' });

      const answer = await app.chat.post({
        conversationId: paused.conversationId,
        approvals: paused.approvals.map((approval) => ({ id: approval.id, approved: true })),
      }, { token: user.token });

      expect(answer.status).toBe(200);
      expect(sentNotes).toEqual(['ana@example.com']);
      expect(await listed(user.token)).toEqual([expect.objectContaining({ awaitingApproval: false })]);
      const page = await pageOf(paused.conversationId, user.token);
      expect(page.pendingApprovals).toEqual([]);
      expect(page.conversation.awaitingApproval).toBe(false);
    });
  });

  describe('when a new message replaced the approvals', () => {
    it('no longer marks the conversation', async () => {
      const user = await userWhoApprovesEverything();
      const paused = await pausedTurn(user.token);
      server.enqueue({ text: 'All right, I did not send it.' });

      await app.chat.post({ message: 'Never mind', conversationId: paused.conversationId }, { token: user.token });

      expect(await listed(user.token)).toEqual([expect.objectContaining({ awaitingApproval: false })]);
      expect((await pageOf(paused.conversationId, user.token)).pendingApprovals).toEqual([]);
      expect(sentNotes).toEqual([]);
    });
  });

  describe('when the approvals expired unanswered', () => {
    it('no longer marks the conversation, though its paused turn is still open', async () => {
      const user = await userWhoApprovesEverything();
      const paused = await pausedTurn(user.token);
      await database.sql.query(
        `update public.paused_turns set expires_at = now() - interval '1 minute' where conversation_id = $1`,
        [paused.conversationId],
      );

      expect(await listed(user.token)).toEqual([expect.objectContaining({ awaitingApproval: false })]);
      expect((await pageOf(paused.conversationId, user.token)).pendingApprovals).toEqual([]);
    });
  });

  describe('when the conversation is renamed while it waits', () => {
    it('answers it still marked', async () => {
      const user = await userWhoApprovesEverything();
      const paused = await pausedTurn(user.token);

      const response = await app.request('PATCH', `/chat/conversations/${paused.conversationId}`, {
        token: user.token,
        body: { title: 'Lunch with Ana' },
      });

      expect(await response.json()).toMatchObject({ title: 'Lunch with Ana', awaitingApproval: true });
    });
  });
});
