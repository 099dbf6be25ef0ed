import { describe, expect, it } from 'vitest';
import type { ChatTestApp } from './support/chat-test-app.ts';
import { useChatTestEnvironment } from './support/chat-test-environment.ts';
import { readSseEvents } from './support/sse-events.ts';
import { workingTurnDeadlineMs } from './support/turn-deadline.ts';

const chat = useChatTestEnvironment();

/** A chat app without Idempotency-Keys and a short turn deadline. */
function app(): ChatTestApp {
  return chat.app({
    environment: { PARLEY_FALLBACK_TOOL: 'off', PARLEY_TURN_DEADLINE_MS: String(workingTurnDeadlineMs) },
  });
}

/** A conversation with one answered turn; its id. */
async function existingConversation(chatApp: ChatTestApp): Promise<string> {
  chat.server.enqueue({ text: 'Hello.' });
  const response = await chatApp.post({ message: 'Hi' });
  return (await response.json()).conversationId;
}

/** Every model call fails with a 401 (not retried): the turn answers 502. */
function modelsFail(): void {
  chat.server.respond = () => ({ status: 401, error: { message: 'Incorrect API key provided.' } });
}

async function shapeOf(chatApp: ChatTestApp, conversationId: string) {
  return (await chatApp.messages(conversationId)).map((message) => [message.role, message.content]);
}

describe(
  `chat handler: a failed turn in an existing conversation keeps the user's message (${
    process.env.DATABASE_URL ? 'postgres' : 'pglite'
  })`,
  () => {
    it('stores the message once when every model fails (502)', async () => {
      const chatApp = app();
      const conversationId = await existingConversation(chatApp);
      modelsFail();

      const failed = await chatApp.post({ conversationId, message: 'Send the report to Ana.' });

      expect(failed.status).toBe(502);
      expect((await failed.json()).error).toMatchObject({ code: 'upstream_failed', conversationId });
      expect(await shapeOf(chatApp, conversationId)).toEqual([
        ['user', 'Hi'],
        ['assistant', 'Hello.'],
        ['user', 'Send the report to Ana.'],
      ]);
    });

    it('stores the message once when the model hangs past the deadline (504), over SSE', async () => {
      const chatApp = app();
      const conversationId = await existingConversation(chatApp);
      chat.server.enqueue({ hang: true });

      const failed = await chatApp.post({ conversationId, message: 'Send the report to Ana.' }, { stream: true });
      const events = await readSseEvents(failed);

      expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'turn_deadline', conversationId } });
      expect(await shapeOf(chatApp, conversationId)).toEqual([
        ['user', 'Hi'],
        ['assistant', 'Hello.'],
        ['user', 'Send the report to Ana.'],
      ]);
    });

    it("stores the message once when the turn's tools cannot be opened (500)", async () => {
      const chatApp = app();
      const conversationId = await existingConversation(chatApp);
      const failing = chat.app({
        environment: { PARLEY_FALLBACK_TOOL: 'off', PARLEY_TURN_DEADLINE_MS: String(workingTurnDeadlineMs) },
        overrides: { toolsFor: () => Promise.reject(new Error('the MCP server list could not be read')) },
      });

      const failed = await failing.post({ conversationId, message: 'Send the report to Ana.' });

      expect(failed.status).toBe(500);
      expect(await shapeOf(chatApp, conversationId)).toEqual([
        ['user', 'Hi'],
        ['assistant', 'Hello.'],
        ['user', 'Send the report to Ana.'],
      ]);
    });

    it('stores nothing more in a new conversation, which was created with the message', async () => {
      const chatApp = app();
      modelsFail();

      const failed = await chatApp.post({ message: 'Send the report to Ana.' });
      const { conversationId } = (await failed.json()).error;

      expect(failed.status).toBe(502);
      expect(await shapeOf(chatApp, conversationId)).toEqual([['user', 'Send the report to Ana.']]);
    });
  },
);
