import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { type ChatTestApp, createChatTestApp, demoUserId } from './support/chat-test-app.ts';

let database: TestDatabase;
let server: ScriptedOpenAiServer;
let app: ChatTestApp;

beforeAll(async () => {
  [database, server] = await Promise.all([createTestDatabase({ seed: true }), startScriptedOpenAiServer()]);
  app = createChatTestApp({ database, server, tools: [], environment: { PARLEY_FALLBACK_TOOL: 'off' } });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});

/** An agent row as it may sit in the database from before its write checks (replica mode skips
 * the trigger, as a restore does), or as written by SQL. */
async function storedAgent(name: string, settings: unknown): Promise<string> {
  const [row] = await database.sql.transaction(async (sql) => {
    await sql.exec(`set local session_replication_role = replica`);
    return await sql.query<{ id: string }>(
      `insert into public.agents (owner_id, name, settings) values ($1, $2, $3::jsonb) returning id`,
      [demoUserId, name, JSON.stringify(settings)],
    );
  });
  return row?.id ?? '';
}

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

describe(`chat with an agent stored past the API (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it.each([
    [
      'a token in an MCP header prefix',
      'Helper',
      {
        mcpServers: [{
          name: 'tools',
          url: 'https://mcp.example.com/mcp',
          headers: { Authorization: { credential: 'mcp', prefix: 'Bearer sk-live-4f9a81' } },
        }],
      },
      'settings.mcpServers.0.headers.Authorization.prefix',
    ],
    [
      'a credential in an MCP URL',
      'Helper',
      { mcpServers: [{ name: 'tools', url: 'https://mcp.example.com/mcp?api_key=sk-live-4f9a81' }] },
      'settings.mcpServers.0.url',
    ],
    ['a name with a right-to-left override', 'Support\u202Egnp.exe', {}, 'name'],
    ['a setting out of range', 'Helper', { temperature: 9 }, 'settings.temperature'],
  ])('refuses to run an agent with %s: 409 naming the agent and the field, no model call', async (
    _case,
    name,
    settings,
    path,
  ) => {
    const agentId = await storedAgent(name, settings);
    server.requests.length = 0;

    const response = await app.post({ message: 'Hello', agentId });

    expect(response.status).toBe(409);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('agent_invalid');
    expect(body.error.message).toContain(agentId);
    expect(body.error.issues?.map((issue) => issue.path)).toContain(path);
    expect(JSON.stringify(body)).not.toContain('sk-live');
    expect(server.requests).toHaveLength(0);
  });
});
