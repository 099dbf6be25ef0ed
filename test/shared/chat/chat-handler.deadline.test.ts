import { describe, expect, it } from 'vitest';
import type { ChatTestAppOptions } from './support/chat-test-app.ts';
import { createEmailTool, emailArguments } from './support/email-tool.ts';
import { readSseEvents } from './support/sse-events.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { workingTurnDeadlineMs } from './support/turn-deadline.ts';

const chat = useChatTestEnvironment();

/** OpenAI first, Groq as the only fallback, both on the scripted server, with a turn
 * deadline short enough for a test (the real one is 120 s). */
function twoModelApp(deadlineMs: number, overrides: ChatTestAppOptions['overrides'] = {}) {
  const email = createEmailTool();
  const app = chat.app({
    tools: [email.tool],
    overrides,
    environment: {
      GROQ_API_KEY: 'gsk-test',
      GROQ_BASE_URL: chat.server.baseUrl,
      PARLEY_FALLBACK_MODELS: 'groq:llama-3.3-70b-versatile',
      PARLEY_FALLBACK_TOOL: 'off',
      PARLEY_TURN_DEADLINE_MS: String(deadlineMs),
    },
  });
  return { app, email };
}

async function modelEventRows(conversationId: string): Promise<{ kind: string; reason: string | null }[]> {
  return chat.database.sql.query<{ kind: string; reason: string | null }>(
    'select kind, reason from public.model_events where conversation_id = $1 order by created_at',
    [conversationId],
  );
}

describe(`chat handler turn deadline (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe('when the primary model hangs and the fallback is healthy', () => {
    it('answers with the fallback inside the deadline', async () => {
      const { app } = twoModelApp(3_000);
      chat.server.enqueue({ hang: true }, { text: 'Hello from the fallback.' });

      const response = await app.post({ message: 'Hi' });
      const body = await response.json();

      expect(response.status).toBe(200);
      expect(body).toMatchObject({ reply: 'Hello from the fallback.', model: 'groq:llama-3.3-70b-versatile' });
      expect(chat.server.requests.map((request) => request.body.model)).toEqual([
        'gpt-4o-mini',
        'llama-3.3-70b-versatile',
      ]);
    });
  });

  describe('when both models hang', () => {
    it('answers 504 turn_deadline and writes the log rows', async () => {
      const { app } = twoModelApp(600);
      chat.server.respond = () => ({ hang: true });

      const startedAt = Date.now();
      const response = await app.post({ message: 'Hi' });
      const { error } = await response.json();
      await app.settled();

      expect(response.status).toBe(504);
      expect(error).toMatchObject({
        code: 'turn_deadline',
        deadlineMs: 600,
        conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // Generous: far below what two hung 60 s calls would take.
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      const rows = await modelEventRows(error.conversationId);
      expect(rows.map((row) => row.kind)).toEqual(['error', 'fallback', 'error']);
      expect(rows.at(-1)?.reason).toMatch(/^turn_deadline/);
    });

    it('stores what the turn did before the deadline: the tool call and its result', async () => {
      const { app, email } = twoModelApp(workingTurnDeadlineMs);
      chat.server.enqueue({
        toolCalls: [{ id: 'call_sent', name: 'gmail_send_email', arguments: emailArguments.valid }],
      });
      chat.server.respond = () => ({ hang: true });

      const response = await app.post({ message: 'Email ana@example.com to say hi' });
      const { error } = await response.json();
      await app.settled();

      expect(response.status).toBe(504);
      expect(email.sent).toHaveLength(1);
      const stored = await app.messages(error.conversationId);
      expect(stored.map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
      expect(stored[1]?.toolCalls?.[0]).toMatchObject({ id: 'call_sent', name: 'gmail_send_email' });
      expect((await app.toolExecutions(error.conversationId)).map((row) => row.status)).toEqual(['success']);
    });
  });

  describe('when a streamed turn passes its deadline', () => {
    it('sends an error event turn_deadline, then closes', async () => {
      const { app } = twoModelApp(600);
      chat.server.respond = () => ({ hang: true });

      const response = await app.post({ message: 'Hi' }, { stream: true });
      const events = await readSseEvents(response);

      expect(response.status).toBe(200);
      expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'turn_deadline', deadlineMs: 600 } });
    });

    it('sends a comment heartbeat while the model is silent', async () => {
      const { app } = twoModelApp(400, { heartbeatIntervalMs: 20 });
      chat.server.respond = () => ({ hang: true });

      const text = await (await app.post({ message: 'Hi' }, { stream: true })).text();

      expect(text).toContain(': ping\n\n');
      expect(text).toContain('event: error');
    });
  });
});
