import { describe, expect, it } from 'vitest';
import { createEmailTool, emailArguments } from './support/email-tool.ts';
import { readSseEvents } from './support/sse-events.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';

const chat = useChatTestEnvironment();

function oneModelApp() {
  const email = createEmailTool();
  const app = chat.app({
    tools: [email.tool],
    environment: { PARLEY_FALLBACK_MODELS: 'openai:gpt-4o-mini', PARLEY_FALLBACK_TOOL: 'off' },
  });
  return { app, email };
}

describe(`chat handler with cut-off model answers (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when a streamed answer ends without finish_reason', () => {
    it('retries the model and stores only the whole answer', async () => {
      const { app } = oneModelApp();
      chat.server.enqueue({ text: 'This i', cut: true }, { text: 'This is the whole answer.' });

      const events = await readSseEvents(await app.post({ message: 'Hi' }, { stream: true }));
      const done = events.find((event) => event.event === 'done')?.data as { reply: string; conversationId: string };

      expect(events.filter((event) => event.event === 'retry').map((event) => event.data)).toEqual([
        expect.objectContaining({ scope: 'model', reason: 'transient' }),
      ]);
      expect(done.reply).toBe('This is the whole answer.');
      const stored = await app.messages(done.conversationId);
      expect(stored.map((message) => message.content)).toEqual(['Hi', 'This is the whole answer.']);
    });
  });

  describe('when a streamed tool call is cut off mid-arguments', () => {
    it('never executes the cut call; the retried whole call runs once', async () => {
      const { app, email } = oneModelApp();
      chat.server.enqueue(
        { toolCalls: [{ id: 'call_cut', name: 'gmail_send_email', arguments: emailArguments.valid }], cut: true },
        { toolCalls: [{ id: 'call_whole', name: 'gmail_send_email', arguments: emailArguments.valid }] },
        { text: 'Sent.' },
      );

      const events = await readSseEvents(
        await app.post({ message: 'Email ana@example.com to say hi' }, { stream: true }),
      );
      const done = events.find((event) => event.event === 'done')?.data as { conversationId: string };
      await app.settled();

      expect(events.filter((event) => event.event === 'tool-call').map((event) => event.data.id)).toEqual([
        'call_whole',
      ]);
      expect(email.sent).toHaveLength(1);
      expect((await app.toolExecutions(done.conversationId)).map((row) => row.status)).toEqual(['success']);
    });
  });

  describe('when a non-streamed body is cut off', () => {
    it('retries the same model instead of failing the turn', async () => {
      const { app } = oneModelApp();
      chat.server.enqueue({ text: 'Hello there', cut: true }, { text: 'Hello there' });

      const response = await app.post({ message: 'Hi' });

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ reply: 'Hello there' });
      expect(chat.server.requests).toHaveLength(2);
    });
  });
});
