import type { DynamicToolUIPart } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heldCallText } from '../../../../shared/chat/ui-stream/turn-event-translator.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { type ChatTestApp, createChatTestApp, defaultAgentId, demoUserId } from '../support/chat-test-app.ts';
import { createConsentEmailTools, sendCall, type SentMail } from './support/consent-email-tools.ts';
import { dataOf, type ParleyUiMessage, sendUiChat, UiChatRefusal, userMessage } from './support/ui-chat-client.ts';
import { createUiChatSession, type UiChatSession } from './support/ui-chat-session.ts';
import { setApprovalPolicy, testPausedTurns } from '../support/paused-turns.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;
let sent: SentMail[];
let clock: number;
let session: UiChatSession;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(async () => {
  server.requests.length = 0;
  server.respond = null;
  clock = Date.parse('2026-11-26T12:00:00Z');
  await setApprovalPolicy(database, defaultAgentId, { defaultMode: 'auto', tools: {}, allowedDestinations: [] });
  const mail = createConsentEmailTools();
  sent = mail.sent;
  app = createChatTestApp({
    database,
    server,
    tools: mail.tools,
    overrides: {
      pausedTurns: testPausedTurns(database, () => clock),
    },
  });
  session = createUiChatSession({
    handler: app.handler,
    headers: async () => ({ authorization: `Bearer ${await app.signToken(demoUserId)}` }),
  });
});

function lastMessage(): ParleyUiMessage {
  const message = session.chat.messages.at(-1);
  if (message === undefined) throw new Error('the chat has no messages');
  return message;
}

function toolPartsOf(message: ParleyUiMessage): DynamicToolUIPart[] {
  return message.parts.filter((part): part is DynamicToolUIPart => part.type === 'dynamic-tool');
}

function textOf(message: ParleyUiMessage): string {
  return message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
}

function approvalIdOf(part: DynamicToolUIPart | undefined): string {
  if (part?.state !== 'approval-requested') throw new Error(`no approval requested (state ${part?.state})`);
  return part.approval.id;
}

/** Sends a message whose send to Bob (a name, not an address the user wrote) must ask. */
async function pausedSendToBob(): Promise<string> {
  server.enqueue({ toolCalls: [sendCall('call_send', 'bob@example.com')] });
  await session.chat.sendMessage({ text: 'Send the summary to Bob' });
  await session.settled();
  return approvalIdOf(toolPartsOf(lastMessage())[0]);
}

describe(`chat handler approvals through useChat (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe("when a turn's send needs the user's approval", () => {
    it('shows the call as a tool part in approval-requested, with what it would do, and sends nothing', async () => {
      const approvalId = await pausedSendToBob();

      const message = lastMessage();
      expect(session.chat.messages.map((each) => each.role)).toEqual(['user', 'assistant']);
      expect(toolPartsOf(message)).toEqual([expect.objectContaining({
        toolCallId: 'call_send',
        toolName: 'gmail_send_email',
        state: 'approval-requested',
        approval: { id: approvalId },
      })]);
      expect(approvalId).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(dataOf(message, 'parley-approval')).toEqual([expect.objectContaining({
        id: approvalId,
        toolCallId: 'call_send',
        tool: 'gmail_send_email',
        reason: '`bob@example.com` does not appear in anything you wrote.',
        preview: expect.objectContaining({ kind: 'email', to: ['bob@example.com'], subject: 'Summary' }),
      })]);
      expect(session.chat.status).toBe('ready');
      expect(session.posts).toHaveLength(1);
      expect(sent).toEqual([]);
    });
  });

  describe('when the user approves with addToolApprovalResponse', () => {
    it('sends the answer by itself, runs the send once and continues the same assistant message', async () => {
      const approvalId = await pausedSendToBob();
      const pausedMessageId = lastMessage().id;
      server.enqueue({ text: 'Sent to Bob.' });

      await session.chat.addToolApprovalResponse({ id: approvalId, approved: true });
      await session.settled();

      expect(session.posts).toHaveLength(2);
      expect(sent.map((mail) => mail.to)).toEqual([['bob@example.com']]);
      expect(session.chat.messages.map((each) => each.role)).toEqual(['user', 'assistant']);
      const message = lastMessage();
      expect(message.id).toBe(pausedMessageId);
      expect(toolPartsOf(message)).toEqual([expect.objectContaining({
        toolCallId: 'call_send',
        state: 'output-available',
        output: expect.objectContaining({ status: 'success', resolvedName: 'gmail_send_email' }),
        approval: { id: approvalId, approved: true },
      })]);
      expect(textOf(message)).toBe('Sent to Bob.');
      expect(dataOf(message, 'parley-conversation')).toEqual([
        expect.objectContaining({ conversationId: message.metadata?.conversationId, created: false }),
      ]);
      expect(session.chat.error).toBeUndefined();
    });

    it('posts the answered assistant message, which Parley reads as the answers of its conversation', async () => {
      const approvalId = await pausedSendToBob();
      server.enqueue({ text: 'Sent to Bob.' });

      await session.chat.addToolApprovalResponse({ id: approvalId, approved: true });
      await session.settled();

      const answer = session.posts[1];
      expect(answer).toMatchObject({ trigger: 'submit-message', messageId: lastMessage().id });
      const conversationId = lastMessage().metadata?.conversationId ?? '';
      expect((await app.messages(conversationId)).map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
      ]);
    });

    it('sends once when the user approves twice', async () => {
      const approvalId = await pausedSendToBob();
      server.respond = () => ({ text: 'Sent to Bob.' });

      await Promise.all([
        session.chat.addToolApprovalResponse({ id: approvalId, approved: true }),
        session.chat.addToolApprovalResponse({ id: approvalId, approved: true }),
      ]);
      await session.settled();
      await session.chat.addToolApprovalResponse({ id: approvalId, approved: true });
      await session.settled();

      expect(session.posts).toHaveLength(2);
      expect(sent).toHaveLength(1);
      expect(toolPartsOf(lastMessage()).map((part) => part.state)).toEqual(['output-available']);
      expect(session.chat.error).toBeUndefined();
    });

    it('shows the refusal when the approval expired, and sends nothing', async () => {
      const approvalId = await pausedSendToBob();
      clock += 25 * 60 * 60 * 1000;

      await session.chat.addToolApprovalResponse({ id: approvalId, approved: true });
      await session.settled();

      expect(session.chat.status).toBe('error');
      expect(JSON.parse(session.chat.error?.message ?? '{}')).toMatchObject({ error: { code: 'approval_expired' } });
      expect(sent).toEqual([]);
    });
  });

  describe('when the user declines', () => {
    it("ends the part output-denied with the user's reason, tells the model, and sends nothing", async () => {
      const approvalId = await pausedSendToBob();
      server.enqueue({ text: 'OK, I did not send it.' });

      await session.chat.addToolApprovalResponse({ id: approvalId, approved: false, reason: 'Not to Bob' });
      await session.settled();

      expect(sent).toEqual([]);
      const message = lastMessage();
      expect(toolPartsOf(message)).toEqual([expect.objectContaining({
        toolCallId: 'call_send',
        state: 'output-denied',
        approval: { id: approvalId, approved: false, reason: 'Not to Bob' },
      })]);
      expect(textOf(message)).toBe('OK, I did not send it.');
      const toolMessage = server.requests.at(-1)?.body.messages.find((each) => each.tool_call_id === 'call_send');
      expect(toolMessage?.content).toContain('The user declined: Not to Bob');
    });
  });

  describe('when the step that asks also holds a call that does not', () => {
    beforeEach(() => {
      server.enqueue({
        toolCalls: [
          { id: 'call_read', name: 'gmail_read_emails', arguments: '{}' },
          sendCall('call_send', 'bob@x.com'),
        ],
      });
    });

    it('shows that call as not run yet, so the answer is still sent by itself, and runs it then', async () => {
      await session.chat.sendMessage({ text: 'Check my inbox and mail the summary to Bob' });
      await session.settled();
      const [read, send] = toolPartsOf(lastMessage());
      expect(read).toMatchObject({ toolCallId: 'call_read', state: 'output-error', errorText: heldCallText });
      server.enqueue({ text: 'Read your inbox; I did not mail Bob.' });

      await session.chat.addToolApprovalResponse({ id: approvalIdOf(send), approved: false });
      await session.settled();

      expect(session.posts).toHaveLength(2);
      expect(toolPartsOf(lastMessage()).map((part) => [part.toolCallId, part.state])).toEqual([
        ['call_read', 'output-available'],
        ['call_send', 'output-denied'],
      ]);
      expect(sent).toEqual([]);
    });
  });

  describe('when a useChat body answers approvals it cannot', () => {
    const answered = (fields: { approval?: unknown; metadata?: unknown } = {}): ParleyUiMessage =>
      ({
        id: 'assistant-1',
        role: 'assistant',
        ...(fields.metadata === undefined ? {} : { metadata: fields.metadata }),
        parts: [{
          type: 'dynamic-tool',
          toolName: 'gmail_send_email',
          toolCallId: 'call_send',
          input: {},
          state: 'approval-responded',
          approval: fields.approval ?? { id: 'A'.repeat(43), approved: true },
        }],
      }) as ParleyUiMessage;

    async function refusalOf(messages: ParleyUiMessage[]): Promise<{ status?: number; error: unknown }> {
      const error = await sendUiChat({
        handler: app.handler,
        messages,
        headers: { authorization: `Bearer ${await app.signToken(demoUserId)}` },
      }).then(() => null, (thrown: unknown) => thrown);
      if (!(error instanceof UiChatRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
      return { status: error.status, error: JSON.parse(error.responseBody).error };
    }

    it('answers 400 when no conversation is named', async () => {
      const { status, error } = await refusalOf([userMessage('Send it to Bob'), answered()]);

      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'bad_request', message: expect.stringContaining('conversation') });
    });

    it("answers 400 naming the part when an answer's approval is not a decision", async () => {
      const metadata = { conversationId: '00000000-0000-4000-8000-00000000c001' };
      const { status, error } = await refusalOf([answered({ metadata, approval: { id: 'x', approved: 'yes' } })]);

      expect(status).toBe(400);
      expect(error).toMatchObject({
        issues: [expect.objectContaining({ path: 'messages.0.parts.0.approval.approved' })],
      });
    });

    it('answers 400 when the last message is an assistant message without answers', async () => {
      const assistant: ParleyUiMessage = {
        id: 'assistant-1',
        role: 'assistant',
        parts: [{ type: 'text', text: 'Hi' }],
      };

      const { status, error } = await refusalOf([userMessage('Hi'), assistant]);

      expect(status).toBe(400);
      expect(error).toMatchObject({ issues: [expect.objectContaining({ path: 'messages.1.role' })] });
    });

    it("answers 404 for a conversation that is not the caller's, as for a message", async () => {
      const metadata = { conversationId: '00000000-0000-4000-8000-00000000c001' };

      const { status } = await refusalOf([answered({ metadata })]);

      expect(status).toBe(404);
    });
  });
});
