import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { type ChatTestApp, createChatTestApp } from './support/chat-test-app.ts';
import { createEmailTool, emailArguments } from './support/email-tool.ts';
import { readSseEvents } from './support/sse-events.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;

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
  app = createChatTestApp({ database, server, tools: [createEmailTool().tool] });
});

const reply = 'Sent your email to ana@example.com.';

function enqueueRecoveryTurn(): void {
  server.enqueue(
    { toolCalls: [{ id: 'call_broken', name: 'gmail_send_email', arguments: emailArguments.withoutRecipient }] },
    { toolCalls: [{ id: 'call_fixed', name: 'gmail_send_email', arguments: emailArguments.valid }] },
    { text: reply },
  );
}

/** Consecutive text-delta events collapsed into one name, for order assertions. */
function eventNames(events: readonly { event: string }[]): string[] {
  return events.map((event) => event.event).filter((name, index, names) =>
    name !== 'text-delta' || names[index - 1] !== 'text-delta'
  );
}

/** What the call without a recipient asks the user, as a value. */
const recipientInteraction = {
  kind: 'question',
  text: 'Who should I send this email to? Please provide the recipient email address.',
};

describe(`chat handler streaming (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the caller accepts text/event-stream', () => {
    it('streams the turn as it happens, in order, ending with done', async () => {
      enqueueRecoveryTurn();

      const response = await app.post({ message: 'Email ana@example.com to say hi' }, { stream: true });
      const events = await readSseEvents(response);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(eventNames(events)).toEqual([
        'conversation',
        'step-start',
        'tool-call',
        'tool-error',
        'step-start',
        'retry',
        'tool-call',
        'tool-result',
        'step-start',
        'text-delta',
        'done',
      ]);
      expect(events.filter((event) => event.event === 'text-delta').length).toBeGreaterThan(1);
    });

    it('names the conversation first, in a header and in a conversation event before any other', async () => {
      server.enqueue({ text: 'Hi.' });

      const response = await app.post({ message: 'Hello?' }, { stream: true });
      const conversationId = response.headers.get('parley-conversation-id');
      const events = await readSseEvents(response);

      expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(events[0]).toEqual({
        event: 'conversation',
        data: { type: 'conversation', conversationId, agentId: expect.any(String), created: true },
      });
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { conversationId } });
    });

    it('describes each step, call, failure and retry', async () => {
      enqueueRecoveryTurn();

      const events = await readSseEvents(
        await app.post({ message: 'Email ana@example.com to say hi' }, { stream: true }),
      );
      const data = (name: string) => events.filter((event) => event.event === name).map((event) => event.data);

      expect(data('step-start')).toEqual(
        [1, 2, 3].map((step) => ({ type: 'step-start', step, model: 'openai:gpt-4o-mini' })),
      );
      expect(data('tool-call')).toEqual([
        { type: 'tool-call', id: 'call_broken', name: 'gmail_send_email', arguments: emailArguments.withoutRecipient },
        { type: 'tool-call', id: 'call_fixed', name: 'gmail_send_email', arguments: emailArguments.valid },
      ]);
      expect(data('tool-error')).toEqual([{
        type: 'tool-error',
        willRetry: true,
        message: expect.any(String),
        interaction: recipientInteraction,
        call: {
          id: 'call_broken',
          name: 'gmail_send_email',
          resolvedName: 'gmail_send_email',
          status: 'error',
          category: expect.any(String),
          interaction: recipientInteraction,
          attempt: 1,
          durationMs: expect.any(Number),
        },
      }]);
      expect(data('retry')).toEqual([{ type: 'retry', round: 1, tools: ['gmail_send_email'] }]);
      expect(data('tool-result')).toEqual([{
        type: 'tool-result',
        call: expect.objectContaining({ id: 'call_fixed', status: 'success', attempt: 2 }),
      }]);
      expect(data('text-delta').map((delta) => delta.text).join('')).toBe(reply);
    });

    it('sends in done the same JSON a non-streamed request gets', async () => {
      enqueueRecoveryTurn();
      const streamed = await readSseEvents(
        await app.post({ message: 'Email ana@example.com to say hi' }, { stream: true }),
      );
      enqueueRecoveryTurn();
      const plain = await (await app.post({ message: 'Email ana@example.com to say hi' })).json();

      const done = streamed.at(-1)?.data;
      const withoutTimings = (body: typeof plain) => ({
        ...body,
        conversationId: 'any',
        toolCalls: body.toolCalls.map((call: Record<string, unknown>) => ({ ...call, durationMs: 0, result: 'any' })),
      });
      expect(done).toBeDefined();
      expect(withoutTimings(done)).toEqual(withoutTimings(plain));
      expect(done?.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('asks the provider for a streamed completion', async () => {
      enqueueRecoveryTurn();

      await readSseEvents(await app.post({ message: 'Email ana@example.com to say hi' }, { stream: true }));

      expect(server.requests.map((request) => request.body.stream)).toEqual([true, true, true]);
    });

    it('stores the turn and logs every attempt once the stream ends', async () => {
      enqueueRecoveryTurn();

      const events = await readSseEvents(
        await app.post({ message: 'Email ana@example.com to say hi' }, { stream: true }),
      );
      await app.settled();

      const conversationId = String(events.at(-1)?.data.conversationId);
      expect((await app.messages(conversationId)).map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
        'assistant',
        'tool',
        'assistant',
      ]);
      expect((await app.toolExecutions(conversationId)).map((row) => [row.toolCallId, row.attempt, row.status]))
        .toEqual([['call_broken', 1, 'error'], ['call_fixed', 2, 'success']]);
    });
  });

  describe('when every model fails during a streamed turn', () => {
    it("ends the stream with an error event carrying the provider's status and message", async () => {
      server.enqueue({ status: 400, error: { message: 'Unsupported parameter: tools' } });

      const response = await app.post({ message: 'Hi' }, { stream: true });
      const events = await readSseEvents(response);

      expect(response.status).toBe(200);
      expect(eventNames(events)).toEqual(['conversation', 'step-start', 'error']);
      expect(events.at(-1)?.data).toMatchObject({
        code: 'upstream_failed',
        requestId: response.headers.get('x-request-id'),
        message: expect.stringContaining('Unsupported parameter: tools'),
        provider: { model: 'openai:gpt-4o-mini', status: 400, message: 'Unsupported parameter: tools' },
      });
    });
  });

  describe('when the request is refused before the turn starts', () => {
    it('answers with a plain JSON error, not a stream', async () => {
      const response = await app.post({ message: '' }, { stream: true });

      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    });
  });

  describe('when the handler hits a bug during a streamed turn', () => {
    it('sends a generic error event with the request id', async () => {
      const buggy = createChatTestApp({
        database,
        server,
        tools: () => {
          throw new TypeError('tools is undefined');
        },
      });

      const response = await buggy.post({ message: 'Hi' }, {
        stream: true,
        headers: { 'x-request-id': 'web-app-trace-0500' },
      });
      const events = await readSseEvents(response);

      expect(events.at(-1)).toEqual({
        event: 'error',
        data: {
          code: 'internal',
          message: 'An unexpected error occurred. Quote the request id when reporting it.',
          requestId: response.headers.get('x-request-id'),
        },
      });
      expect(JSON.stringify(events)).not.toContain('tools is undefined');
      expect(buggy.logs.find((entry) => entry.event === 'request-failed')?.fields.stack).toEqual(
        expect.stringContaining('TypeError'),
      );
    });
  });
});
