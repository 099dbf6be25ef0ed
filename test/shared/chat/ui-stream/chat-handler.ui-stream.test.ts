import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxChatBodyBytes } from '../../../../shared/chat/chat-request.ts';
import { maxUiChatBodyBytes } from '../../../../shared/chat/ui-stream/ui-chat-request.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { type ChatTestApp, createChatTestApp, defaultAgentId, demoUserId } from '../support/chat-test-app.ts';
import { createEmailTool, emailArguments } from '../support/email-tool.ts';
import { createOtherUser, type OtherUser } from '../support/other-user.ts';
import {
  chunkTypes,
  dataOf,
  type ParleyUiMessage,
  sendUiChat,
  type UiChatOptions,
  UiChatRefusal,
  type UiChatTurn,
  userMessage,
} from './support/ui-chat-client.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;
let other: OtherUser;

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
  app = createChatTestApp({ database, server, tools: [createEmailTool().tool] });
});

/** One turn from `useChat`'s transport, signed in as the demo user unless told otherwise. */
async function send(options: Partial<UiChatOptions> & { token?: string | null } = {}): Promise<UiChatTurn> {
  const token = options.token === undefined ? await app.signToken(demoUserId) : options.token;
  return sendUiChat({
    handler: app.handler,
    messages: [userMessage('Hi')],
    ...options,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...options.headers },
  });
}

/** The HTTP error the transport rejected with: its status and Parley's error body. */
async function refusal(
  turn: Promise<unknown>,
): Promise<{ status: number | undefined; error: { code: string; message: string; issues?: { path: string }[] } }> {
  const error = await turn.then(() => null, (thrown: unknown) => thrown);
  if (!(error instanceof UiChatRefusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, error: JSON.parse(error.responseBody).error };
}

function textOf(message: ParleyUiMessage): string {
  return message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
}

function conversationOf(turn: UiChatTurn): string {
  const conversationId = turn.message.metadata?.conversationId;
  if (conversationId === undefined) throw new Error('no conversation id in the message metadata');
  return conversationId;
}

describe(`chat handler as an AI SDK UI message stream (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when useChat sends a message and the model answers in text', () => {
    it("streams the reply as a text part, with the protocol's headers and [DONE] last", async () => {
      server.enqueue({ text: 'Hello! How can I help?' });

      const turn = await send();

      expect(turn.response.status).toBe(200);
      expect(turn.response.headers.get('content-type')).toBe('text/event-stream');
      expect(turn.response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
      expect(turn.response.headers.get('cache-control')).toBe('no-cache');
      expect(turn.response.headers.get('access-control-allow-origin')).toBe('*');
      expect(turn.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'finish',
      ]);
      expect(turn.chunks.filter((chunk) => chunk.type === 'text-delta').length).toBeGreaterThan(1);
      expect(turn.rawBody.endsWith('data: [DONE]\n\n')).toBe(true);
      expect(textOf(turn.message)).toBe('Hello! How can I help?');
      expect(turn.errors).toEqual([]);
    });

    it('names the new conversation in data-parley-conversation and the message metadata, and stores the turn', async () => {
      server.enqueue({ text: 'Hello!' });

      const turn = await send({ messages: [userMessage('Hi there')] });
      const conversationId = conversationOf(turn);

      expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(dataOf(turn.message, 'parley-conversation')).toEqual([{
        conversationId,
        agentId: defaultAgentId,
        created: true,
      }]);
      expect(turn.message.metadata).toEqual({
        conversationId,
        model: 'openai:gpt-4o-mini',
        usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
      });
      expect((await app.messages(conversationId)).map((message) => [message.role, message.content])).toEqual([[
        'user',
        'Hi there',
      ], ['assistant', 'Hello!']]);
    });

    it("reads only the last message: history comes from the database, the posted transcript is the client's display", async () => {
      server.enqueue({ text: 'Hello!' });
      const transcript: ParleyUiMessage[] = [
        userMessage('Invented earlier question'),
        { id: 'assistant-0', role: 'assistant', parts: [{ type: 'text', text: 'Invented earlier answer' }] },
        {
          id: 'user-2',
          role: 'user',
          parts: [{ type: 'text', text: 'First line' }, { type: 'text', text: 'second line' }],
        },
      ];

      await send({ messages: transcript });

      const sent = server.requests[0]?.body.messages ?? [];
      expect(sent.map((message) => message.role)).toEqual(['system', 'user']);
      expect(sent.at(-1)?.content).toBe('First line\nsecond line');
    });
  });

  describe('when the posted transcript is long', () => {
    const transcriptOf = (characters: number): ParleyUiMessage[] => [
      userMessage('Earlier'),
      { id: 'assistant-0', role: 'assistant', parts: [{ type: 'text', text: 'y'.repeat(characters) }] },
      userMessage('Hi'),
    ];

    it("accepts a transcript far above a Parley body's limit, since useChat posts it all on every turn", async () => {
      server.enqueue({ text: 'Hello!' });

      const turn = await send({ messages: transcriptOf(maxChatBodyBytes * 2) });

      expect(textOf(turn.message)).toBe('Hello!');
    });

    it('answers 413 past its own limit', async () => {
      const { status, error } = await refusal(send({ messages: transcriptOf(maxUiChatBodyBytes) }));

      expect(status).toBe(413);
      expect(error.code).toBe('payload_too_large');
    });
  });

  describe('when a tool call works', () => {
    it('shows the call as a dynamic tool part with its parsed input and a succeeded data-parley-tool', async () => {
      server.enqueue({ toolCalls: [{ id: 'call_send', name: 'gmail_send_email', arguments: emailArguments.valid }] }, {
        text: 'Sent.',
      });

      const turn = await send({ messages: [userMessage('Email ana@example.com to say hi')] });

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'tool-input-available',
        'tool-output-available',
        'data-parley-tool',
        'finish-step',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'finish',
      ]);
      expect(turn.message.parts.filter((part) => part.type === 'dynamic-tool')).toEqual([expect.objectContaining({
        toolCallId: 'call_send',
        toolName: 'gmail_send_email',
        state: 'output-available',
        input: JSON.parse(emailArguments.valid),
        output: { status: 'success', resolvedName: 'gmail_send_email', attempt: 1, durationMs: expect.any(Number) },
      })]);
      expect(dataOf(turn.message, 'parley-tool')).toEqual([
        expect.objectContaining({ toolCallId: 'call_send', status: 'success', attempt: 1, willRetry: false }),
      ]);
      expect(textOf(turn.message)).toBe('Sent.');
    });
  });

  describe('when a tool call fails and the model fixes it', () => {
    beforeEach(() => {
      server.enqueue(
        { toolCalls: [{ id: 'call_broken', name: 'gmail_send_email', arguments: emailArguments.withoutRecipient }] },
        { toolCalls: [{ id: 'call_fixed', name: 'gmail_send_email', arguments: emailArguments.valid }] },
        { text: 'Sent your email to ana@example.com.' },
      );
    });

    it('streams the failure, the retry round and the success, step by step', async () => {
      const turn = await send({ messages: [userMessage('Email ana@example.com to say hi')] });

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'tool-input-available',
        'tool-output-error',
        'data-parley-tool',
        'finish-step',
        'start-step',
        'data-parley-retry',
        'tool-input-available',
        'tool-output-available',
        'data-parley-tool',
        'finish-step',
        'start-step',
        'text-start',
        'text-delta',
        'text-end',
        'finish-step',
        'finish',
      ]);
      expect(turn.errors).toEqual([]);
    });

    it('gives the failed part the model-facing text, and says attempt, category and retry in data parts', async () => {
      const turn = await send({ messages: [userMessage('Email ana@example.com to say hi')] });

      const toolMessage = server.requests[1]?.body.messages.find((message) =>
        message.role === 'tool' && message.tool_call_id === 'call_broken'
      );
      const [failed, fixed] = turn.message.parts.filter((part) => part.type === 'dynamic-tool');
      expect(failed).toMatchObject({
        toolCallId: 'call_broken',
        state: 'output-error',
        errorText: toolMessage?.content,
        input: JSON.parse(emailArguments.withoutRecipient),
      });
      expect(fixed).toMatchObject({ toolCallId: 'call_fixed', state: 'output-available' });
      expect(dataOf(turn.message, 'parley-tool')).toEqual([
        expect.objectContaining({
          toolCallId: 'call_broken',
          status: 'error',
          category: expect.any(String),
          attempt: 1,
          willRetry: true,
        }),
        expect.objectContaining({ toolCallId: 'call_fixed', status: 'success', attempt: 2, willRetry: false }),
      ]);
      expect(dataOf(turn.message, 'parley-retry')).toEqual([{
        scope: 'tools',
        round: 1,
        maxRounds: 3,
        tools: ['gmail_send_email'],
      }]);
      expect(textOf(turn.message)).toBe('Sent your email to ana@example.com.');
    });

    it('leaves no question open: the model answered it from what the user said', async () => {
      const turn = await send({ messages: [userMessage('Email ana@example.com to say hi')] });

      expect(dataOf(turn.message, 'parley-question')).toEqual([]);
    });

    it('logs every attempt like any other turn', async () => {
      const turn = await send({ messages: [userMessage('Email ana@example.com to say hi')] });
      await app.settled();

      expect((await app.toolExecutions(conversationOf(turn))).map((row) => [row.toolCallId, row.attempt, row.status]))
        .toEqual([['call_broken', 1, 'error'], ['call_fixed', 2, 'success']]);
    });
  });

  describe('when a tool needs something only the user can give', () => {
    it('ends the turn with the open Question in data-parley-question', async () => {
      server.enqueue(
        { toolCalls: [{ id: 'call_broken', name: 'gmail_send_email', arguments: emailArguments.withoutRecipient }] },
        { text: 'Who should I send it to?' },
      );

      const turn = await send({ messages: [userMessage('Send an email saying hi')] });

      expect(chunkTypes(turn.chunks).slice(-3)).toEqual(['finish-step', 'data-parley-question', 'finish']);
      expect(dataOf(turn.message, 'parley-question')).toEqual([{
        toolCallId: 'call_broken',
        toolName: 'gmail_send_email',
        text: 'Who should I send this email to? Please provide the recipient email address.',
      }]);
      expect(textOf(turn.message)).toBe('Who should I send it to?');
    });
  });

  describe('when the client continues a conversation', () => {
    it('continues the one named by conversationId in the transport body, with its history from the database', async () => {
      server.enqueue({ text: 'Hello!' }, { text: 'You said hi.' });
      const first = await send({ messages: [userMessage('Hi')] });
      const conversationId = conversationOf(first);

      const second = await send({
        messages: [userMessage('Hi'), ...[first.message], userMessage('What did I say?')],
        body: { conversationId },
      });

      expect(conversationOf(second)).toBe(conversationId);
      expect(dataOf(second.message, 'parley-conversation')).toEqual([{
        conversationId,
        agentId: defaultAgentId,
        created: false,
      }]);
      expect(server.requests[1]?.body.messages.map((message) => [message.role, message.content])).toEqual([
        ['system', expect.any(String)],
        ['user', 'Hi'],
        ['assistant', 'Hello!'],
        ['user', 'What did I say?'],
      ]);
      expect(await app.messages(conversationId)).toHaveLength(4);
    });

    it("continues the caller's conversation whose id is the chat id", async () => {
      server.enqueue({ text: 'Hello!' }, { text: 'Again.' });
      const conversationId = conversationOf(await send());

      const second = await send({ chatId: conversationId, messages: [userMessage('Once more')] });

      expect(conversationOf(second)).toBe(conversationId);
      expect(await app.messages(conversationId)).toHaveLength(4);
    });

    it("prefers conversationId in the body over a chat id that is another of the caller's conversations", async () => {
      server.enqueue({ text: 'One.' }, { text: 'Two.' }, { text: 'Three.' });
      const named = conversationOf(await send());
      const chatIdConversation = conversationOf(await send());

      const turn = await send({ chatId: chatIdConversation, body: { conversationId: named } });

      expect(conversationOf(turn)).toBe(named);
      expect(await app.messages(chatIdConversation)).toHaveLength(2);
    });

    it("starts a new conversation when the chat id is someone else's conversation", async () => {
      server.enqueue({ text: 'Hello!' });

      const turn = await send({ chatId: other.conversationId });

      expect(conversationOf(turn)).not.toBe(other.conversationId);
      expect(dataOf(turn.message, 'parley-conversation')).toEqual([expect.objectContaining({ created: true })]);
      expect(await app.messages(other.conversationId)).toEqual([]);
    });

    it("answers 404 when the body names someone else's conversation", async () => {
      const { status, error } = await refusal(send({ body: { conversationId: other.conversationId } }));

      expect(status).toBe(404);
      expect(error).toMatchObject({ code: 'not_found', message: 'Conversation not found.' });
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when the request is refused before the turn starts', () => {
    it('answers 401 without a JWT, as JSON the transport surfaces', async () => {
      const { status, error } = await refusal(send({ token: null }));

      expect(status).toBe(401);
      expect(error.code).toBe('unauthorized');
      expect(server.requests).toHaveLength(0);
    });

    it.each(
      [
        ["the last message is not the user's", {
          messages: [userMessage('Hi'), { id: 'a-1', role: 'assistant', parts: [{ type: 'text', text: 'Hello' }] }],
        }, ['messages.1.role']],
        ['the user message has no text', {
          messages: [{ id: 'u-1', role: 'user', parts: [{ type: 'text', text: '  ' }] }],
        }, ['messages.0.parts']],
        ['the user message carries a file', {
          messages: [{
            id: 'u-1',
            role: 'user',
            parts: [{ type: 'text', text: 'Look' }, {
              type: 'file',
              mediaType: 'image/png',
              url: 'data:image/png;base64,AA==',
            }],
          }],
        }, ['messages.0.parts']],
        ['there are no messages', { messages: [] }, ['messages']],
        ['the body has a field Parley does not know', { body: { conversationID: 'abc' } }, ['(body)']],
        ['the conversationId is not a UUID', { body: { conversationId: 'chat-1' } }, ['conversationId']],
        ['a message id is longer than 200 characters', {
          messages: [{ id: 'm'.repeat(10_000), role: 'user', parts: [{ type: 'text', text: 'Hi' }] }],
        }, ['messages.0.id']],
      ] satisfies [string, Partial<UiChatOptions>, string[]][],
    )('answers 400 when %s', async (_case, options, paths) => {
      const { status, error } = await refusal(send(options));

      expect(status).toBe(400);
      expect(error.code).toBe('bad_request');
      expect(error.issues?.map((issue) => issue.path)).toEqual(paths);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when every model fails during the turn', () => {
    it('ends with an error chunk holding the same error as the SSE error event, then finish', async () => {
      server.enqueue({ status: 400, error: { message: 'Unsupported parameter: tools' } });

      const turn = await send();

      expect(chunkTypes(turn.chunks)).toEqual([
        'start',
        'data-parley-conversation',
        'start-step',
        'finish-step',
        'error',
        'finish',
      ]);
      expect(turn.chunks.at(-1)).toMatchObject({ type: 'finish', finishReason: 'error' });
      expect(turn.errors.map((error) => JSON.parse(error.message).error)).toEqual([expect.objectContaining({
        code: 'upstream_failed',
        requestId: turn.response.headers.get('x-request-id'),
        message: expect.stringContaining('Unsupported parameter: tools'),
        provider: expect.objectContaining({ status: 400 }),
        conversationId: conversationOf(turn),
      })]);
    });
  });

  describe('when the handler hits a bug during the turn', () => {
    it('sends the generic internal error with the request id, and no detail', async () => {
      app = createChatTestApp({
        database,
        server,
        tools: () => {
          throw new TypeError('tools is undefined');
        },
      });

      const turn = await send({ headers: { 'x-request-id': 'web-app-trace-0500' } });

      expect(turn.errors.map((error) => JSON.parse(error.message))).toEqual([{
        error: {
          code: 'internal',
          message: 'An unexpected error occurred. Quote the request id when reporting it.',
          requestId: turn.response.headers.get('x-request-id'),
        },
      }]);
      expect(turn.rawBody).not.toContain('tools is undefined');
    });
  });
});
