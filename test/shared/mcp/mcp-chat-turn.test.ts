import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHandlerDependencies } from '../../../shared/chat/chat-handler.ts';
import { createAgentsRepository } from '../../../shared/db/repositories/agents-repository.ts';
import type { McpServerSettings } from '../../../shared/db/repositories/agent-settings.ts';
import { localMcpAddresses } from './support/local-addresses.ts';
import { createMcpToolSource, type McpToolSource } from '../../../shared/mcp/index.ts';
import { dataBlockContent } from '../../../shared/tools/feedback-data.ts';
import type { Logger } from '../../../shared/log/logger.ts';
import {
  type ChatCompletionBody,
  type ScriptedOpenAiServer,
  startScriptedOpenAiServer,
} from '../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import {
  bodies,
  call,
  type ChatReply,
  offeredTools,
  replyOf,
  resetServer,
} from '../chat/conversation-loop.fixtures.ts';
import {
  type CapturedLogEntry,
  type ChatTestApp,
  createChatTestApp,
  demoUserId,
} from '../chat/support/chat-test-app.ts';
import {
  type RunningMcpServer,
  startEverythingServer,
  startSequentialThinkingServer,
} from './support/mcp-test-servers.ts';
import { createRecordingFetch } from './support/recording-fetch.ts';
import { readable } from './support/readable-server-text.ts';

let database: TestDatabase;
let model: ScriptedOpenAiServer;
let everything: RunningMcpServer;
let thinking: RunningMcpServer;

beforeAll(async () => {
  [database, model, everything, thinking] = await Promise.all([
    createTestDatabase({ seed: true }),
    startScriptedOpenAiServer(),
    startEverythingServer(),
    startSequentialThinkingServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([model?.close(), everything?.stop(), thinking?.stop()]);
  await database?.dispose();
});

/** An agent of the demo user with these MCP servers and no other tools. */
async function createMcpAgent(name: string, mcpServers: McpServerSettings[]): Promise<string> {
  const agent = await createAgentsRepository(database.sql).create({
    ownerId: demoUserId,
    name,
    enabledTools: [],
    settings: { mcpServers },
  });
  return agent.id;
}

/** A logger writing into `entries` (the chat app's own log lines). */
function loggerInto(entries: CapturedLogEntry[]): Logger {
  const write = (level: CapturedLogEntry['level']) => (event: string, fields: Record<string, unknown> = {}): void => {
    entries.push({ level, event, fields });
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** The chat app whose `toolsFor` opens the agent's MCP servers for each turn, as the
 * chat function does; the MCP source logs into the app's log lines. */
function mcpChatApp(options: { fetch?: typeof fetch; afterOpening?: () => Promise<void> } = {}): ChatTestApp {
  let source: McpToolSource | null = null;
  const toolsFor: ChatHandlerDependencies['toolsFor'] = async (agent, caller) => {
    if (source === null) throw new Error('The MCP source is not ready.');
    const turnTools = await source.openForTurn(agent.settings.mcpServers, caller);
    await options.afterOpening?.();
    return turnTools;
  };
  // The fallback tool caller has its own tests; here the model fixes its own calls.
  const app = createChatTestApp({
    database,
    server: model,
    tools: toolsFor,
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
  });
  source = createMcpToolSource({
    credentials: null,
    checkAddress: localMcpAddresses,
    fetch: options.fetch,
    logger: loggerInto(app.logs),
  });
  return app;
}

/** A turn's reply and the requests the model received during it. */
interface TurnRun {
  readonly reply: ChatReply;
  readonly requests: ChatCompletionBody[];
}

/** Runs one turn: the model answers with `replies`, in order. */
async function turn(
  app: ChatTestApp,
  body: Record<string, unknown>,
  ...replies: Parameters<ScriptedOpenAiServer['enqueue']>
): Promise<TurnRun> {
  resetServer(model);
  model.enqueue(...replies);
  const reply = await replyOf(await app.post(body));
  return { reply, requests: bodies(model) };
}

/** What the model was told about the call `toolCallId`, in the request `body`. */
function toolMessage(body: ChatCompletionBody | undefined, toolCallId: string): string {
  return body?.messages.find((message) => message.role === 'tool' && message.tool_call_id === toolCallId)?.content ??
    '';
}

const thought = { thought: 'Outline the trip', nextThoughtNeeded: false, thoughtNumber: 1, totalThoughts: 1 };

describe('chat turns with MCP servers', () => {
  describe("when the model calls a server's tool by a short name", () => {
    const recording = createRecordingFetch();
    let app: ChatTestApp;
    let result: TurnRun;

    beforeAll(async () => {
      const agentId = await createMcpAgent('Thinker', [{ name: 'everything', url: everything.url }, {
        name: 'sequential-thinking',
        url: thinking.url,
      }]);
      app = mcpChatApp({ fetch: recording.fetch });
      result = await turn(
        app,
        { message: 'Plan my trip', agentId },
        { toolCalls: [call('sequential-thinking', thought, 'call_short')] },
        { toolCalls: [call('sequential-thinking__sequentialthinking', thought, 'call_full')] },
        { text: 'I thought it through.' },
      );
    });

    it('suggests the full name and runs the corrected call on the real server', () => {
      const { reply, requests } = result;
      expect(reply.reply).toBe('I thought it through.');
      expect(reply.toolCalls.map(({ name, status, category }) => ({ name, status, category }))).toEqual([
        { name: 'sequential-thinking', status: 'error', category: 'not_found' },
        { name: 'sequential-thinking__sequentialthinking', status: 'success', category: undefined },
      ]);
      expect(offeredTools(requests[0] ?? { model: '', messages: [] })).toEqual(
        expect.arrayContaining(['everything__echo', 'sequential-thinking__sequentialthinking']),
      );
      expect(toolMessage(requests[1], 'call_short')).toMatch(
        /^Tool `sequential-thinking` is not available\. Did you mean `sequential-thinking__sequentialthinking` \(/,
      );
      expect(toolMessage(requests[2], 'call_full')).toContain('"thoughtHistoryLength": 1');
    });

    it("shows the model the server's input schema", () => {
      const spec = result.requests[0]?.tools?.find((tool) =>
        tool.function.name === 'sequential-thinking__sequentialthinking'
      );
      expect(spec?.function.parameters).toMatchObject({
        type: 'object',
        required: ['thought', 'nextThoughtNeeded', 'thoughtNumber', 'totalThoughts'],
        properties: {
          nextThoughtNeeded: { type: ['boolean', 'string'] },
          thoughtNumber: { type: 'integer', minimum: 1 },
        },
      });
      expect(spec?.function.parameters).not.toHaveProperty('$schema');
    });

    it('ends both sessions when the turn is over', () => {
      const deletes = recording.requests.filter((request) => request.method === 'DELETE').map((request) => request.url);
      expect(deletes.sort()).toEqual([everything.url, thinking.url].sort());
    });

    it('logs each attempt under the names asked for and run', async () => {
      await app.settled();
      const rows = await app.toolExecutions(result.reply.conversationId);
      expect(
        rows.map(({ requestedToolName, resolvedToolName, status, category }) => ({
          requestedToolName,
          resolvedToolName,
          status,
          category,
        })),
      ).toEqual([
        { requestedToolName: 'sequential-thinking', resolvedToolName: null, status: 'error', category: 'not_found' },
        {
          requestedToolName: 'sequential-thinking__sequentialthinking',
          resolvedToolName: 'sequential-thinking__sequentialthinking',
          status: 'success',
          category: null,
        },
      ]);
    });
  });

  describe('when a server answers a call with isError', () => {
    let app: ChatTestApp;
    let agentId: string;

    beforeAll(async () => {
      agentId = await createMcpAgent('Compressor', [{ name: 'everything', url: everything.url }, {
        name: 'sequential-thinking',
        url: thinking.url,
      }]);
      app = mcpChatApp();
    });

    it("feeds the server's text back to the model, which recovers", async () => {
      const { reply, requests } = await turn(
        app,
        { message: 'Compress my notes', agentId },
        { toolCalls: [call('everything__gzip-file-as-resource', { data: 'ftp://example.com/notes.txt' }, 'call_ftp')] },
        {
          toolCalls: [
            call(
              'everything__gzip-file-as-resource',
              { data: 'data:text/plain,hello', outputType: 'resource' },
              'call_data',
            ),
          ],
        },
        { text: 'Compressed.' },
      );

      expect(reply.toolCalls.map(({ status, category, attempt }) => ({ status, category, attempt }))).toEqual([
        { status: 'error', category: 'invalid_arguments', attempt: 1 },
        { status: 'success', category: undefined, attempt: 2 },
      ]);
      expect(readable(toolMessage(requests[1], 'call_ftp'))).toBe(
        '`everything__gzip-file-as-resource` failed. The server said:\nError processing file ftp://example.com/notes.txt: Unsupported URL protocol for ftp://example.com/notes.txt. Only http, https, and data URLs are supported.',
      );
      expect(toolMessage(requests[2], 'call_data')).toContain('(application/gzip), binary, not shown]');
      expect(reply.reply).toBe('Compressed.');
    });

    it("feeds back what the server's own validation rejected", async () => {
      const { reply, requests } = await turn(
        app,
        { message: 'Think about it', agentId },
        {
          toolCalls: [
            call('sequential-thinking__sequentialthinking', { ...thought, nextThoughtNeeded: 'maybe' }, 'call_maybe'),
          ],
        },
        { toolCalls: [call('sequential-thinking__sequentialthinking', thought, 'call_fixed')] },
        { text: 'Done thinking.' },
      );

      expect(reply.toolCalls.map(({ status, category }) => ({ status, category }))).toEqual([
        { status: 'error', category: 'invalid_arguments' },
        { status: 'success', category: undefined },
      ]);
      expect(readable(toolMessage(requests[1], 'call_maybe'))).toMatch(
        /^The server rejected the arguments for `sequential-thinking__sequentialthinking`\. .*The server said:\n.*received "maybe"/s,
      );
    });
  });

  describe('when a server goes down between two turns of a conversation', () => {
    let flaky: RunningMcpServer;
    let app: ChatTestApp;
    let agentId: string;

    beforeAll(async () => {
      flaky = await startEverythingServer();
      agentId = await createMcpAgent('Flaky', [{ name: 'flaky', url: flaky.url }, {
        name: 'sequential-thinking',
        url: thinking.url,
      }]);
      app = mcpChatApp();
    });
    afterAll(async () => {
      await flaky.stop();
    });

    it('reports its tools unavailable in the next turn while the other server still works', async () => {
      const first = await turn(app, { message: 'Echo something', agentId }, {
        toolCalls: [call('flaky__echo', { message: 'first' }, 'call_up')],
      }, { text: 'It echoed.' });
      expect(first.reply.toolCalls.map(({ status }) => status)).toEqual(['success']);
      expect(dataBlockContent(toolMessage(first.requests[1], 'call_up'))).toBe('Echo: first');

      await flaky.stop();
      const { reply, requests } = await turn(
        app,
        { message: 'Echo again', agentId, conversationId: first.reply.conversationId },
        { toolCalls: [call('flaky__echo', { message: 'second' }, 'call_down')] },
        { toolCalls: [call('sequential-thinking__sequentialthinking', thought, 'call_other')] },
        { text: 'The echo server is down, but I could still think.' },
      );

      expect(reply.toolCalls.map(({ name, status, category }) => ({ name, status, category }))).toEqual([
        { name: 'flaky__echo', status: 'error', category: 'not_found' },
        { name: 'sequential-thinking__sequentialthinking', status: 'success', category: undefined },
      ]);
      const offered = offeredTools(requests[0] ?? { model: '', messages: [] }) ?? [];
      expect(offered.some((name) => name.startsWith('flaky__'))).toBe(false);
      expect(offered).toContain('sequential-thinking__sequentialthinking');
      expect(toolMessage(requests[1], 'call_down')).toMatch(
        /^Tool `flaky__echo` is not available\. The tools of `flaky` \(`flaky__…`\) are unavailable right now: its server did not answer\./,
      );
      expect(app.logs).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          event: 'mcp-server-unavailable',
          fields: expect.objectContaining({ server: 'flaky', reason: 'unreachable' }),
        }),
      );
    });
  });

  describe('when a server goes down after the turn listed its tools', () => {
    let doomed: RunningMcpServer;
    let app: ChatTestApp;
    let agentId: string;

    beforeAll(async () => {
      doomed = await startEverythingServer();
      agentId = await createMcpAgent('Doomed', [{ name: 'doomed', url: doomed.url }, {
        name: 'sequential-thinking',
        url: thinking.url,
      }]);
      // The server dies between listing and the model's call.
      app = mcpChatApp({ afterOpening: () => doomed.stop() });
    });
    afterAll(async () => {
      await doomed.stop();
    });

    it("fails the call as transient and the other server's tool still runs", async () => {
      const { reply, requests } = await turn(
        app,
        { message: 'Echo and think', agentId },
        {
          toolCalls: [
            call('doomed__echo', { message: 'hello?' }, 'call_lost'),
            call('sequential-thinking__sequentialthinking', thought, 'call_alive'),
          ],
        },
        { text: 'The echo server stopped answering; I thought it through without it.' },
      );

      expect(reply.toolCalls.map(({ name, status, category, attempt }) => ({ name, status, category, attempt })))
        .toEqual([
          { name: 'doomed__echo', status: 'error', category: 'transient', attempt: 3 },
          { name: 'sequential-thinking__sequentialthinking', status: 'success', category: undefined, attempt: 1 },
        ]);
      expect(toolMessage(requests[1], 'call_lost')).toBe(
        '`doomed__echo` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
      expect(app.sleeps).toHaveLength(2);
    });
  });
});
