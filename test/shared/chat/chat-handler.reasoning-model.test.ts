import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatReply } from '../../../shared/protocol/chat-reply.ts';
import { defineTool } from '../../../shared/tools/index.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { createChatTestApp } from './support/chat-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;

const readTool = defineTool({
  name: 'gmail_read_emails',
  description: 'Read the inbox',
  parameters: z.object({}),
  execute: () => ({ messages: [] }),
});

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

describe(`chat handler with a reasoning model (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  describe("when the model refuses the agent's temperature, as OpenAI's gpt-5 models do", () => {
    it('completes the turn, and leaves temperature out of its later requests', async () => {
      // OpenAI's answer to a temperature other than a reasoning model's default (1).
      server.guard = (body) =>
        body.temperature === undefined ? null : {
          status: 400,
          error: {
            message: "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) " +
              'value is supported.',
            type: 'invalid_request_error',
            param: 'temperature',
            code: 'unsupported_value',
          },
        };
      server.enqueue(
        { toolCalls: [{ id: 'call_inbox', name: 'gmail_read_emails', arguments: '{}' }] },
        { text: 'Your inbox is empty.' },
      );
      const app = createChatTestApp({
        database,
        server,
        tools: [readTool],
        environment: { PARLEY_DEFAULT_MODEL: 'openai:gpt-5-mini', PARLEY_FALLBACK_MODELS: 'openai:gpt-5-mini' },
      });

      const response = await app.post({ message: 'Anything in my inbox?' });

      expect(response.status).toBe(200);
      expect(await response.json() as ChatReply).toMatchObject({ status: 'completed', reply: 'Your inbox is empty.' });
      expect(server.requests.map((request) => request.body.temperature)).toEqual([0.2, undefined, undefined]);
    });
  });
});
