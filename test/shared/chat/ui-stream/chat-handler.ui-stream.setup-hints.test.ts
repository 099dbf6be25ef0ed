import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoutedTools } from '../../../../shared/functions/routed-tools.ts';
import { toolCatalog } from '../../../../shared/functions/tool-catalog.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import {
  createToolFunctionsFixture,
  type ToolFunctionsFixture,
} from '../../functions/support/tool-functions-fixture.ts';
import { type ChatTestApp, createChatTestApp, demoUserId } from '../support/chat-test-app.ts';
import { chunkTypes, dataOf, sendUiChat, userMessage } from './support/ui-chat-client.ts';

const connectQuestion =
  'Question: Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.';
const reply = 'Please connect your Gmail account under Integrations first.';
const hint = { integration: 'gmail', action: 'connect' };

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

describe('chat handler as a UI message stream, when a tool is not configured', () => {
  it('fails the tool part with the Question the model read, and puts the setup hint on data-parley-tool', async () => {
    const turn = await sendUiChat({
      handler: app.handler,
      messages: [userMessage('What is in my inbox?')],
      headers: { authorization: `Bearer ${await app.signToken(demoUserId)}` },
    });

    expect(turn.message.parts.find((part) => part.type === 'dynamic-tool')).toMatchObject({
      toolCallId: 'call_inbox',
      toolName: 'gmail_read_emails',
      state: 'output-error',
      input: {},
      errorText: connectQuestion,
    });
    expect(dataOf(turn.message, 'parley-tool')).toEqual([{
      toolCallId: 'call_inbox',
      toolName: 'gmail_read_emails',
      resolvedName: 'gmail_read_emails',
      status: 'error',
      category: 'not_configured',
      setup: hint,
      attempt: 1,
      durationMs: expect.any(Number),
      willRetry: false,
    }]);
    expect(dataOf(turn.message, 'parley-retry')).toEqual([]);
  });

  it('leaves the connection as the open question of the turn', async () => {
    const turn = await sendUiChat({
      handler: app.handler,
      messages: [userMessage('What is in my inbox?')],
      headers: { authorization: `Bearer ${await app.signToken(demoUserId)}` },
    });

    expect(chunkTypes(turn.chunks).slice(-3)).toEqual(['finish-step', 'data-parley-question', 'finish']);
    expect(dataOf(turn.message, 'parley-question')).toEqual([{
      toolCallId: 'call_inbox',
      toolName: 'gmail_read_emails',
      text: 'Your Gmail account needs to be connected first. Connect your Gmail account under Integrations.',
    }]);
  });
});
