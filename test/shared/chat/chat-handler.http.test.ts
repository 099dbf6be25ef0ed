import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatLimits } from '../../../shared/chat/chat-limits.ts';
import { maxChatBodyBytes } from '../../../shared/chat/chat-request.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { type ChatTestApp, createChatTestApp, defaultAgentId, demoUserId } from './support/chat-test-app.ts';
import { createEmailTool, emailArguments, type SentEmail } from './support/email-tool.ts';
import { createOtherUser, type OtherUser } from './support/other-user.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let other: OtherUser;
let app: ChatTestApp;
let sent: SentEmail[];

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
  other = await createOtherUser(database.sql);
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(() => {
  server.requests.length = 0;
  server.respond = null;
  const email = createEmailTool();
  sent = email.sent;
  app = createChatTestApp({ database, server, tools: [email.tool] });
});

/** The recovery turn: a call without a recipient, the corrected call, the reply. */
function enqueueRecoveryTurn(): void {
  server.enqueue(
    {
      toolCalls: [{ id: 'call_broken', name: 'gmail_send_email', arguments: emailArguments.withoutRecipient }],
      usage: { prompt: 100, completion: 10 },
    },
    {
      toolCalls: [{ id: 'call_fixed', name: 'gmail_send_email', arguments: emailArguments.valid }],
      usage: { prompt: 150, completion: 12 },
    },
    { text: 'Sent your email to ana@example.com.', usage: { prompt: 200, completion: 8 } },
  );
}

async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; requestId: string; issues?: { path: string; message: string }[] }> {
  const body = (await response.json()) as { error: { code: string; message: string; requestId: string } };
  return body.error;
}

describe(`chat handler HTTP contract (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when a signed-in user sends a message', () => {
    it('answers 200 with the conversation, reply, tool calls, model and usage', async () => {
      enqueueRecoveryTurn();

      const response = await app.post({ message: 'Email ana@example.com to say hi' });
      const body = await response.json();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(body).toEqual({
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'completed',
        approvals: [],
        reply: 'Sent your email to ana@example.com.',
        toolCalls: [
          {
            id: 'call_broken',
            name: 'gmail_send_email',
            resolvedName: 'gmail_send_email',
            status: 'error',
            category: expect.any(String),
            interaction: {
              kind: 'question',
              text: 'Who should I send this email to? Please provide the recipient email address.',
            },
            attempt: 1,
            durationMs: expect.any(Number),
          },
          {
            id: 'call_fixed',
            name: 'gmail_send_email',
            resolvedName: 'gmail_send_email',
            status: 'success',
            attempt: 2,
            durationMs: expect.any(Number),
            result: '{"messageId":"message-1"}',
          },
        ],
        model: 'openai:gpt-4o-mini',
        usage: { promptTokens: 450, completionTokens: 30, totalTokens: 480 },
      });
      expect(body.toolCalls[1]).not.toHaveProperty('category');
      expect(sent).toEqual([{ to: ['ana@example.com'], subject: 'Hi', body: 'Hello' }]);
    });

    it('creates a new conversation for the caller with their default agent', async () => {
      server.enqueue({ text: 'Hello!' });

      const body = await (await app.post({ message: 'Hi there' })).json();

      const [row] = await database.sql.query<{ user_id: string; agent_id: string; title: string }>(
        'select user_id, agent_id, title from public.conversations where id = $1',
        [body.conversationId],
      );
      expect(row).toEqual({ user_id: demoUserId, agent_id: defaultAgentId, title: 'Hi there' });
    });

    it('stores the user message, the assistant tool calls, the tool results and the reply, in order', async () => {
      enqueueRecoveryTurn();

      const { conversationId } = await (await app.post({ message: 'Email ana@example.com to say hi' })).json();

      const messages = await app.messages(conversationId);
      expect(messages.map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
      ]);
      expect(messages[0]).toMatchObject({ content: 'Email ana@example.com to say hi', model: null });
      expect(messages[1]?.toolCalls).toEqual([{
        id: 'call_broken',
        name: 'gmail_send_email',
        arguments: emailArguments.withoutRecipient,
      }]);
      expect(messages[2]).toMatchObject({ toolCallId: 'call_broken', content: expect.stringContaining('to') });
      expect(messages[3]?.toolCalls).toEqual([{
        id: 'call_fixed',
        name: 'gmail_send_email',
        arguments: emailArguments.valid,
      }]);
      expect(messages[4]).toMatchObject({ toolCallId: 'call_fixed' });
      expect(messages[5]).toMatchObject({
        content: 'Sent your email to ana@example.com.',
        model: 'openai:gpt-4o-mini',
      });
    });

    it('logs every tool attempt of the turn exactly once', async () => {
      enqueueRecoveryTurn();

      const response = await app.post({ message: 'Email ana@example.com to say hi' });
      const body = await response.json();
      await app.settled();

      const rows = await app.toolExecutions(body.conversationId);
      expect(rows.map((row) => [row.toolCallId, row.attempt, row.status])).toEqual([['call_broken', 1, 'error'], [
        'call_fixed',
        2,
        'success',
      ]]);
      expect(
        rows.every((row) =>
          row.requestId === response.headers.get('x-request-id') && row.userId === demoUserId && row.source === 'chat'
        ),
      ).toBe(true);
    });

    it("files the response and the log under an id of its own, never the caller's x-request-id", async () => {
      server.enqueue({ toolCalls: [{ id: 'call_once', name: 'gmail_send_email', arguments: emailArguments.valid }] }, {
        text: 'Done.',
      });

      const response = await app.post({ message: 'Email ana' }, { headers: { 'x-request-id': 'web-app-trace-0001' } });
      const { conversationId } = await response.json();
      await app.settled();
      const requestId = response.headers.get('x-request-id');

      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await app.toolExecutions(conversationId)).map((row) => row.requestId)).toEqual([requestId]);
    });
  });

  describe('when the message continues a conversation', () => {
    it('sends the earlier messages to the model and stores the new turn in the same conversation', async () => {
      enqueueRecoveryTurn();
      const first = await (await app.post({ message: 'Email ana@example.com to say hi' })).json();
      server.requests.length = 0;
      server.enqueue({ text: 'You asked me to email Ana.' });

      const response = await app.post({ message: 'What did I ask you?', conversationId: first.conversationId });
      const second = await response.json();

      expect(response.status).toBe(200);
      expect(second.conversationId).toBe(first.conversationId);
      const sentMessages = server.requests[0]?.body.messages ?? [];
      expect(sentMessages.map((message) => message.role)).toEqual([
        'system',
        'user',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
        'user',
      ]);
      expect(sentMessages[1]?.content).toBe('Email ana@example.com to say hi');
      expect(sentMessages[6]?.content).toBe('Sent your email to ana@example.com.');
      expect(sentMessages[7]?.content).toBe('What did I ask you?');
      expect((await app.messages(first.conversationId)).map((message) => message.role).slice(-2)).toEqual([
        'user',
        'assistant',
      ]);
    });
  });

  describe("when the body names something that is not the caller's", () => {
    it.each([
      ["another user's agent", () => ({ agentId: other.agentId }), 'Agent not found.'],
      ['an unknown agent', () => ({ agentId: '00000000-0000-4000-8000-00000000dead' }), 'Agent not found.'],
      ["another user's conversation", () => ({ conversationId: other.conversationId }), 'Conversation not found.'],
      [
        'an unknown conversation',
        () => ({ conversationId: '00000000-0000-4000-8000-00000000beef' }),
        'Conversation not found.',
      ],
    ])('answers 404 for %s without asking the model', async (_case, ids, message) => {
      const response = await app.post({ message: 'Hi', ...ids() });

      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ code: 'not_found', message });
      expect(server.requests).toHaveLength(0);
    });

    it("answers 404 when the conversation belongs to another of the caller's agents", async () => {
      server.enqueue({ text: 'Hello!' });
      const { conversationId } = await (await app.post({ message: 'Hi' })).json();
      const agent = await database.sql.query<{ id: string }>(
        `insert into public.agents (owner_id, name) values ($1, 'Second agent') returning id`,
        [demoUserId],
      );

      const response = await app.post({ message: 'Hi', conversationId, agentId: agent[0]?.id });

      expect(response.status).toBe(404);
    });

    it('never takes the user from the body', async () => {
      const response = await app.post({ message: 'Hi', userId: other.userId });

      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues).toEqual([{
        path: '(body)',
        message: expect.stringContaining('userId'),
      }]);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when the body is not valid', () => {
    it.each([
      ['an empty message', { message: '' }, ['message']],
      ['a whitespace-only message', { message: ' \n\t ' }, ['message']],
      ['a message that is too long', { message: 'x'.repeat(chatLimits.maxMessageChars + 1) }, ['message']],
      ['no message', {}, ['message']],
      ['a message with a NUL character', { message: 'Hi\u0000there' }, ['message']],
      ['a message that is not a string', { message: 42 }, ['message']],
      ['a conversationId that is not a uuid', { message: 'Hi', conversationId: 'conversation-1' }, ['conversationId']],
      ['an agentId that is not a uuid', { message: 'Hi', agentId: 12 }, ['agentId']],
      ['extra fields', { message: 'Hi', stream: true, model: 'gpt-4o' }, ['(body)']],
      ['several problems', { message: '', conversationId: 'x', agentId: 'y' }, [
        'agentId',
        'conversationId',
        'message',
      ]],
      ['an array', [{ message: 'Hi' }], ['(body)']],
      ['null', null, ['(body)']],
    ])('answers 400 with one issue per problem for %s', async (_case, body, paths) => {
      const response = await app.post(JSON.stringify(body));
      const error = await errorOf(response);

      expect(response.status).toBe(400);
      expect(error.code).toBe('bad_request');
      expect(error.requestId).toBe(response.headers.get('x-request-id'));
      expect(error.issues?.map((issue) => issue.path).sort()).toEqual(paths);
      expect(server.requests).toHaveLength(0);
    });

    it('accepts a message of exactly the limit', async () => {
      server.enqueue({ text: 'That is long.' });

      expect((await app.post({ message: 'x'.repeat(chatLimits.maxMessageChars) })).status).toBe(200);
    });

    it.each([['not JSON', 'message=hi'], ['truncated JSON', '{"message":"hi"'], ['an empty body', '']])(
      'answers 400 for %s',
      async (_case, text) => {
        const response = await app.post(text);

        expect(response.status).toBe(400);
        expect(await errorOf(response)).toMatchObject({ code: 'bad_request', message: 'The body is not valid JSON.' });
      },
    );

    it('answers 415 when the body is not sent as JSON', async () => {
      const response = await app.post({ message: 'Hi' }, { headers: { 'content-type': 'text/plain' } });

      expect(response.status).toBe(415);
    });

    it('answers 413 for a huge body', async () => {
      const response = await app.post({ message: 'x'.repeat(maxChatBodyBytes) });

      expect(response.status).toBe(413);
      expect(await errorOf(response)).toMatchObject({ code: 'payload_too_large' });
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when the caller is not a signed-in user', () => {
    it.each([
      ['no token', async () => null, 'Missing Authorization'],
      ['a malformed token', async () => 'not-a-jwt', 'invalid'],
      [
        'a token signed with another secret',
        async () => (await app.signToken(demoUserId)).replace(/\.[^.]+$/, '.c2lnbmF0dXJl'),
        'invalid',
      ],
      [
        'an expired token',
        async () => app.signToken(demoUserId, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
        'expired',
      ],
      ['the anon key', async () => app.signToken(null, { role: 'anon' }), 'not an API key'],
      ['the service-role key', async () => app.signToken(null, { role: 'service_role' }), 'not recognized'],
    ])('answers 401 for %s', async (_case, token, message) => {
      const response = await app.post({ message: 'Hi' }, { token: await token() });

      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect((await errorOf(response)).message).toContain(message);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when the method is not POST', () => {
    it('answers an OPTIONS preflight with 200 and the CORS headers', async () => {
      const response = await app.handler(
        new Request('http://localhost/functions/v1/chat', {
          method: 'OPTIONS',
          headers: { origin: 'https://app.example.com' },
        }),
      );

      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    });

    it('answers GET with 405 and the CORS headers', async () => {
      const response = await app.handler(
        new Request('http://localhost/functions/v1/chat', {
          headers: { authorization: `Bearer ${await app.signToken(demoUserId)}` },
        }),
      );

      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
});
