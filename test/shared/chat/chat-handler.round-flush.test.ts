import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../../../shared/tools/index.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { createChatTestApp } from './support/chat-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  server = await startScriptedOpenAiServer();
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

/** Whether the row of `toolCallId` is in `tool_executions`, asked again for up to 5 s
 * (the round's write runs beside the turn; the bound is generous, never a timing assertion). */
async function rowAppears(toolCallId: string): Promise<boolean> {
  for (let tries = 0; tries < 100; tries += 1) {
    const rows = await database.sql.query('select 1 from public.tool_executions where tool_call_id = $1', [toolCallId]);
    if (rows.length > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('chat handler: outcome rows per round', () => {
  it("writes a round's tool rows when the round ends, while the turn goes on", async () => {
    const seenDuringTurn: boolean[] = [];
    const probe = defineTool({
      name: 'web_search',
      description: 'Searches the web.',
      parameters: z.object({ query: z.string(), earlierCall: z.string().optional() }),
      execute: async (input) => {
        if (input.earlierCall !== undefined) seenDuringTurn.push(await rowAppears(input.earlierCall));
        return { results: [] };
      },
    });
    const app = createChatTestApp({ database, server, tools: [probe], environment: { PARLEY_FALLBACK_TOOL: 'off' } });
    server.enqueue(
      { toolCalls: [{ id: 'call_round_one', name: 'web_search', arguments: '{"query":"tides"}' }] },
      {
        toolCalls: [{
          id: 'call_round_two',
          name: 'web_search',
          arguments: '{"query":"moon","earlierCall":"call_round_one"}',
        }],
      },
      { text: 'Done.' },
    );

    const response = await app.post({ message: 'search twice' });

    expect(response.status).toBe(200);
    expect(seenDuringTurn).toEqual([true]);
  });
});
