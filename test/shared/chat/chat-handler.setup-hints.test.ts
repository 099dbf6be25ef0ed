import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoutedTools } from '../../../shared/functions/routed-tools.ts';
import { toolCatalog } from '../../../shared/functions/tool-catalog.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createToolFunctionsFixture, type ToolFunctionsFixture } from '../functions/support/tool-functions-fixture.ts';
import { bodies, guidanceOf } from './conversation-loop.fixtures.ts';
import { type ChatTestApp, createChatTestApp } from './support/chat-test-app.ts';
import { readSseEvents } from './support/sse-events.ts';

const connectQuestion =
  'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
const reply = 'Please connect your Gmail account under Integrations first.';
/** What the call asks the user, as a value: the question without the model's marker. */
const connectInteraction = { kind: 'question', text: connectQuestion.slice('Question: '.length) };

let fixture: ToolFunctionsFixture;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;

// The chat function as deployed: its Gmail tools are routed to the real gmail-api
// handler, for a demo user who has not connected Gmail.
beforeAll(async () => {
  [fixture, server] = await Promise.all([createToolFunctionsFixture(), startScriptedOpenAiServer()]);
  const routed = createRoutedTools(toolCatalog, {
    functionsBaseUrl: 'http://functions.test/functions/v1',
    serviceKey: fixture.serviceRoleKey,
    internalSecret: fixture.serviceRoleKey,
    fetch: (input, init) => {
      const request = new Request(input, init);
      return new URL(request.url).pathname.endsWith('/gmail-api')
        ? fixture.handlers['gmail-api'](request)
        : Promise.resolve(new Response('no such function', { status: 404 }));
    },
  });
  app = createChatTestApp({
    database: fixture.database,
    server,
    tools: routed.tools,
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
  });
});
afterAll(async () => {
  await server.close();
  await fixture.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.enqueue({ toolCalls: [{ id: 'call_inbox', name: 'gmail_read_emails', arguments: '{}' }] }, { text: reply });
});

const hint = { integration: 'gmail', action: 'connect' };

describe('chat handler setup hints, through a routed tool', () => {
  describe('when gmail-api answers not_configured and the caller wants JSON', () => {
    it('puts the setup hint on the call in toolCalls[]', async () => {
      const response = await app.post({ message: 'What is in my inbox?' });
      const body = await response.json();

      expect(response.status).toBe(200);
      expect(body.reply).toBe(reply);
      expect(body.toolCalls).toEqual([
        {
          id: 'call_inbox',
          name: 'gmail_read_emails',
          resolvedName: 'gmail_read_emails',
          status: 'error',
          category: 'not_configured',
          setup: hint,
          interaction: connectInteraction,
          attempt: 1,
          durationMs: expect.any(Number),
        },
      ]);
    });

    it('gives the model the Question naming Integrations, and guidance to say where', async () => {
      await app.post({ message: 'What is in my inbox?' });

      const second = bodies(server)[1] ?? { model: '', messages: [] };
      expect(second.messages).toContainEqual(
        expect.objectContaining({ role: 'tool', tool_call_id: 'call_inbox', content: connectQuestion }),
      );
      expect(guidanceOf(second)).toEqual([
        expect.stringContaining(
          'gmail_read_emails cannot run until the user sets it up. Do not retry it; tell the user what to set up and where',
        ),
      ]);
    });
  });

  describe('when the caller streams the turn', () => {
    it("puts the setup hint on the tool-error event's call", async () => {
      const events = await readSseEvents(await app.post({ message: 'What is in my inbox?' }, { stream: true }));

      expect(events.find((event) => event.event === 'tool-error')?.data).toEqual({
        type: 'tool-error',
        call: {
          id: 'call_inbox',
          name: 'gmail_read_emails',
          resolvedName: 'gmail_read_emails',
          status: 'error',
          category: 'not_configured',
          setup: hint,
          interaction: connectInteraction,
          attempt: 1,
          durationMs: expect.any(Number),
        },
        message: connectQuestion,
        willRetry: false,
        interaction: connectInteraction,
      });
      expect(events.at(-1)).toMatchObject({
        event: 'done',
        data: { toolCalls: [expect.objectContaining({ setup: hint })] },
      });
    });
  });
});
