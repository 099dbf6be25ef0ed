import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import { createChatFunction } from '../../../shared/functions/chat-function.ts';
import { silentLogger } from '../../../shared/log/logger.ts';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { bodies, call, offeredTools, resetServer } from '../chat/conversation-loop.fixtures.ts';
import { demoUserId, signTestToken } from '../chat/support/chat-test-app.ts';
import { type RunningMcpServer, startEverythingServer } from '../mcp/support/mcp-test-servers.ts';

const secret = 'chat-function-mcp-addresses-jwt-secret-0123';

let database: TestDatabase;
let model: ScriptedOpenAiServer;
let everything: RunningMcpServer;
beforeAll(async () => {
  [database, model, everything] = await Promise.all([
    createTestDatabase({ seed: true }),
    startScriptedOpenAiServer(),
    startEverythingServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([model?.close(), everything?.stop()]);
  await database?.dispose();
});

/** An agent whose settings were written straight to the database, past the agents API's URL check. */
async function agentWithServer(name: string, url: string): Promise<string> {
  const agent = await createAgentsRepository(database.sql).create({
    ownerId: demoUserId,
    name,
    enabledTools: [],
    settings: { mcpServers: [{ name: 'everything', url }] },
  });
  return agent.id;
}

/** One turn in which the model calls `everything__echo`; the model's requests. */
async function turnCallingEcho(
  agentId: string,
  variables: Record<string, string> = {},
  resolveHost?: (hostname: string) => Promise<string[]>,
) {
  const handler = createChatFunction({
    SUPABASE_JWT_SECRET: secret,
    SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
    SUPABASE_URL: 'https://project.supabase.co',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: model.baseUrl,
    PARLEY_FALLBACK_TOOL: 'off',
    ...variables,
  }, {
    localDatabase: database.sql,
    logger: silentLogger,
    edgeRuntime: { waitUntil: () => {} },
    ...(resolveHost === undefined ? {} : { resolveHost }),
  });
  resetServer(model);
  model.enqueue({ toolCalls: [call('everything__echo', { message: 'hi' }, 'call_echo')] }, { text: 'Done.' });
  const response = await handler(
    new Request('https://project.supabase.co/chat', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await signTestToken(secret, demoUserId)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ message: 'Echo hi', agentId }),
    }),
  );
  expect(response.status).toBe(200);
  return bodies(model);
}

function toolMessages(requests: Awaited<ReturnType<typeof turnCallingEcho>>): string[] {
  return requests.flatMap((body) => body.messages.filter((message) => message.role === 'tool'))
    .map((message) => message.content ?? '');
}

describe('createChatFunction with MCP servers', () => {
  describe('when an agent names a plain-http MCP server on 127.0.0.1', () => {
    it('does not connect, and the model reads why', async () => {
      const requests = await turnCallingEcho(await agentWithServer('Loopback MCP', everything.url));

      expect(requests.map(offeredTools)[0] ?? []).not.toContain('everything__echo');
      expect(toolMessages(requests).join('\n')).toContain(
        "the MCP server's address is not allowed: http:// is not allowed, only https://",
      );
    });
  });

  describe('when an MCP host name resolves to the metadata address', () => {
    it('does not connect, and the model reads why', async () => {
      const agentId = await agentWithServer('Metadata MCP', 'https://mcp.example.test/mcp');

      const requests = await turnCallingEcho(
        agentId,
        {},
        (hostname) => Promise.resolve(hostname === 'mcp.example.test' ? ['169.254.169.254'] : []),
      );

      expect(toolMessages(requests).join('\n')).toContain(
        "the MCP server's address is not allowed: mcp.example.test resolves to a link-local address",
      );
    });
  });

  describe('when PARLEY_ALLOW_LOOPBACK_FETCH=on-for-tests-only', () => {
    it('reaches the local MCP server and runs its tool', async () => {
      const agentId = await agentWithServer('Local MCP', everything.url);

      const requests = await turnCallingEcho(agentId, { PARLEY_ALLOW_LOOPBACK_FETCH: 'on-for-tests-only' });

      expect(requests.map(offeredTools)[0]).toContain('everything__echo');
      expect(toolMessages(requests).join('\n')).toContain('hi');
    });
  });
});
