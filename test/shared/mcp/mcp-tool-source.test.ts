import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialLookup as StoredCredential } from '../../../shared/db/repositories/credentials-repository.ts';
import { createMcpToolSource, type McpTurnTools } from '../../../shared/mcp/index.ts';
import { dataBlockContent } from '../../../shared/tools/feedback-data.ts';
import { createToolExecutor, type ToolExecutor, type ToolOutcome } from '../../../shared/tools/index.ts';
import { createCapturingLogger } from '../chat/support/chat-test-app.ts';
import {
  freePort,
  type RunningMcpServer,
  startEverythingServer,
  startSequentialThinkingServer,
} from './support/mcp-test-servers.ts';
import { localMcpAddresses } from './support/local-addresses.ts';
import { createRecordingFetch, rpcMethodsTo } from './support/recording-fetch.ts';
import { readable } from './support/readable-server-text.ts';

const userId = '00000000-0000-4000-8000-000000000001';
const caller = { userId, agentId: '00000000-0000-4000-8000-0000000000a1', requestId: 'request-1' };

let everything: RunningMcpServer;
let thinking: RunningMcpServer;

beforeAll(async () => {
  [everything, thinking] = await Promise.all([startEverythingServer(), startSequentialThinkingServer()]);
});
afterAll(async () => {
  await Promise.all([everything?.stop(), thinking?.stop()]);
});

function executorFor(turn: McpTurnTools): ToolExecutor {
  return createToolExecutor({ tools: turn.tools, unavailableSources: turn.unavailableSources, sleep: async () => {} });
}

function run(executor: ToolExecutor, name: string, input: Record<string, unknown>): Promise<ToolOutcome> {
  return executor.execute({ id: `call-${name}`, name, arguments: JSON.stringify(input) });
}

describe('createMcpToolSource', () => {
  describe('when an agent lists two reachable servers', () => {
    const recording = createRecordingFetch();
    let turn: McpTurnTools;
    let executor: ToolExecutor;

    beforeAll(async () => {
      const source = createMcpToolSource({
        credentials: null,
        checkAddress: localMcpAddresses,
        fetch: recording.fetch,
      });
      turn = await source.openForTurn([{ name: 'everything', url: everything.url }, {
        name: 'sequential-thinking',
        url: thinking.url,
      }], caller);
      executor = executorFor(turn);
    });
    afterAll(async () => {
      await turn.close();
    });

    it('offers every tool as <server>__<tool>', () => {
      const names = turn.tools.map((tool) => tool.name);
      expect(names).toContain('everything__echo');
      expect(names).toContain('everything__get-sum');
      expect(names).toContain('sequential-thinking__sequentialthinking');
      expect(names.every((name) => name.startsWith('everything__') || name.startsWith('sequential-thinking__'))).toBe(
        true,
      );
      expect(turn.unavailableSources).toEqual([]);
    });

    it("shows the model each server's own input schema", () => {
      const sum = executor.registry.modelSpecs().find((spec) => spec.function.name === 'everything__get-sum');
      expect(sum?.function).toEqual({
        name: 'everything__get-sum',
        description: 'Returns the sum of two numbers',
        parameters: {
          type: 'object',
          properties: {
            a: { type: 'number', description: 'First number' },
            b: { type: 'number', description: 'Second number' },
          },
          required: ['a', 'b'],
        },
      });
    });

    it('takes side effects from the annotations', () => {
      const sideEffects = Object.fromEntries(turn.tools.map((tool) => [tool.name, tool.sideEffects]));
      expect(sideEffects['everything__get-sum']).toBe(false); // read-only
      expect(sideEffects['everything__gzip-file-as-resource']).toBe(false); // writes, idempotent
      expect(sideEffects['everything__toggle-simulated-logging']).toBe(true); // writes, not idempotent
      expect(sideEffects['sequential-thinking__sequentialthinking']).toBe(false);
    });

    it('runs a call on the server through the executor', async () => {
      const outcome = await run(executor, 'everything__get-sum', { a: 2, b: 3 });
      expect(outcome).toMatchObject({ type: 'tool-result', resolvedName: 'everything__get-sum' });
      expect(dataBlockContent(outcome.modelMessage)).toBe('The sum of 2 and 3 is 5.');
    });

    it('runs a tool served over stdio behind supergateway', async () => {
      const outcome = await run(executor, 'sequential-thinking__sequentialthinking', {
        thought: 'Start',
        nextThoughtNeeded: false,
        thoughtNumber: 1,
        totalThoughts: 1,
      });
      expect(outcome.type).toBe('tool-result');
      expect(outcome.modelMessage).toContain('"thoughtNumber": 1');
    });

    it("validates arguments against the server's schema before calling it", async () => {
      const calls = rpcMethodsTo(recording.requests, everything.url).filter((method) => method === 'tools/call').length;
      const outcome = await run(executor, 'everything__get-sum', { a: 'two', b: 3 });
      expect(outcome).toMatchObject({ type: 'tool-error', category: 'invalid_arguments' });
      expect(outcome.modelMessage).toContain('`a`: expected number, received string "two"');
      expect(rpcMethodsTo(recording.requests, everything.url).filter((method) => method === 'tools/call')).toHaveLength(
        calls,
      );
    });

    it("feeds an isError result back as the server's text", async () => {
      const outcome = await run(executor, 'everything__gzip-file-as-resource', { data: 'ftp://example.com/notes.txt' });
      expect(outcome).toMatchObject({ type: 'tool-error', category: 'invalid_arguments', modelRetry: true });
      expect(readable(outcome.modelMessage)).toBe(
        '`everything__gzip-file-as-resource` failed. The server said:\nError processing file ftp://example.com/notes.txt: Unsupported URL protocol for ftp://example.com/notes.txt. Only http, https, and data URLs are supported.',
      );
    });

    it("feeds a rejection by the server's own validation back as invalid arguments", async () => {
      const outcome = await run(executor, 'sequential-thinking__sequentialthinking', {
        thought: 'Start',
        nextThoughtNeeded: 'maybe',
        thoughtNumber: 1,
        totalThoughts: 1,
      });
      expect(outcome).toMatchObject({ type: 'tool-error', category: 'invalid_arguments' });
      expect(readable(outcome.modelMessage)).toMatch(
        /^The server rejected the arguments for `sequential-thinking__sequentialthinking`\. .*The server said:\n.*received "maybe"/s,
      );
    });

    it('connects and lists once per server for the turn', () => {
      for (const url of [everything.url, thinking.url]) {
        const methods = rpcMethodsTo(recording.requests, url);
        expect(methods.filter((method) => method === 'initialize')).toHaveLength(1);
        expect(methods.filter((method) => method === 'tools/list')).toHaveLength(1);
      }
    });
  });

  describe('when the turn ends', () => {
    it("ends each server's session", async () => {
      const recording = createRecordingFetch();
      const turn = await createMcpToolSource({
        credentials: null,
        checkAddress: localMcpAddresses,
        fetch: recording.fetch,
      })
        .openForTurn(
          [{ name: 'everything', url: everything.url }, { name: 'sequential-thinking', url: thinking.url }],
          caller,
        );
      await turn.close();
      await turn.close();
      const deletes = recording.requests.filter((request) => request.method === 'DELETE').map((request) => request.url);
      expect(deletes.sort()).toEqual([everything.url, thinking.url].sort());
    });
  });

  describe('when a server has headers from the credential store', () => {
    it('sends them with every request', async () => {
      const recording = createRecordingFetch();
      const credentials = {
        get: async (
          _user: string,
          provider: string,
        ): Promise<
          StoredCredential
        > => (provider === 'everything-token'
          ? { status: 'ok', secret: 'tok-123', expiresAt: null, metadata: {}, credentialStatus: 'active' }
          : { status: 'missing' }),
      };
      const turn = await createMcpToolSource({ credentials, checkAddress: localMcpAddresses, fetch: recording.fetch })
        .openForTurn([{
          name: 'everything',
          url: everything.url,
          headers: { authorization: { credential: 'everything-token', prefix: 'Bearer ' } },
        }], caller);
      await run(executorFor(turn), 'everything__echo', { message: 'hi' });
      await turn.close();
      const posts = recording.requests.filter((request) => request.method === 'POST');
      expect(posts.length).toBeGreaterThanOrEqual(3);
      expect(posts.every((request) => request.headers.get('authorization') === 'Bearer tok-123')).toBe(true);
    });
  });

  describe("when a server's credential is not connected", () => {
    const recording = createRecordingFetch();
    const logger = createCapturingLogger();
    let turn: McpTurnTools;

    beforeAll(async () => {
      turn = await createMcpToolSource({
        credentials: { get: async () => ({ status: 'missing' }) },
        checkAddress: localMcpAddresses,
        fetch: recording.fetch,
        logger,
      })
        .openForTurn([{
          name: 'tracker',
          url: everything.url,
          headers: { authorization: { credential: 'tracker', prefix: 'Bearer ' } },
        }], caller);
    });

    it('does not contact the server and reports it not configured, with where to add the key', () => {
      expect(turn.tools).toEqual([]);
      expect(turn.unavailableSources).toEqual([
        {
          name: 'tracker',
          namePrefix: 'tracker__',
          reason: 'not_configured',
          setup: { integration: 'mcp:tracker', action: 'add_key' },
        },
      ]);
      expect(recording.requests).toEqual([]);
      expect(logger.entries).toContainEqual({
        level: 'warn',
        event: 'mcp-server-unavailable',
        fields: expect.objectContaining({
          server: 'tracker',
          reason: 'not_configured',
          credential: 'tracker',
          problem: 'missing',
        }),
      });
    });
  });

  describe('when one server cannot be reached', () => {
    const logger = createCapturingLogger();
    let turn: McpTurnTools;
    let executor: ToolExecutor;

    beforeAll(async () => {
      const offline = `http://127.0.0.1:${await freePort()}/mcp`;
      turn = await createMcpToolSource({ credentials: null, checkAddress: localMcpAddresses, logger })
        .openForTurn([{ name: 'offline', url: offline }, { name: 'everything', url: everything.url }], caller);
      executor = executorFor(turn);
    });
    afterAll(async () => {
      await turn.close();
    });

    it("reports it unavailable and keeps the other server's tools", async () => {
      expect(turn.unavailableSources).toEqual([{ name: 'offline', namePrefix: 'offline__', reason: 'unreachable' }]);
      expect(turn.tools.some((tool) => tool.name.startsWith('offline__'))).toBe(false);
      const outcome = await run(executor, 'everything__echo', { message: 'still here' });
      expect(outcome.type).toBe('tool-result');
      expect(dataBlockContent(outcome.modelMessage)).toBe('Echo: still here');
    });

    it('tells a model calling one of its tools that the server is unavailable', async () => {
      const outcome = await run(executor, 'offline__echo', { message: 'hi' });
      expect(outcome).toMatchObject({ type: 'tool-error', category: 'not_found' });
      expect(outcome.modelMessage).toMatch(
        /^Tool `offline__echo` is not available\. The tools of `offline` \(`offline__…`\) are unavailable right now: its server did not answer\./,
      );
      expect(outcome.modelMessage).toContain('everything__echo');
    });

    it('logs why, without the path of its URL', () => {
      const entry = logger.entries.find((logged) => logged.event === 'mcp-server-unavailable');
      expect(entry?.fields).toMatchObject({
        server: 'offline',
        reason: 'unreachable',
        origin: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      });
    });
  });

  describe('when a server goes down after the turn listed its tools', () => {
    let doomed: RunningMcpServer;
    let turn: McpTurnTools;

    beforeAll(async () => {
      doomed = await startEverythingServer();
      turn = await createMcpToolSource({ credentials: null, checkAddress: localMcpAddresses }).openForTurn([{
        name: 'doomed',
        url: doomed.url,
      }, {
        name: 'sequential-thinking',
        url: thinking.url,
      }], caller);
      await doomed.stop();
    });
    afterAll(async () => {
      await turn.close();
      await doomed.stop();
    });

    it("fails its calls as transient, after the executor's retries", async () => {
      const outcome = await run(executorFor(turn), 'doomed__echo', { message: 'anyone?' });
      expect(outcome).toMatchObject({ type: 'tool-error', category: 'transient', attempt: 3 });
      expect(outcome.earlierAttempts).toHaveLength(2);
      expect(outcome.modelMessage).toBe(
        '`doomed__echo` is temporarily unavailable (its service did not answer). Try again later or continue without it.',
      );
    });

    it('keeps the other server working', async () => {
      const outcome = await run(executorFor(turn), 'sequential-thinking__sequentialthinking', {
        thought: 'Go on',
        nextThoughtNeeded: false,
        thoughtNumber: 1,
        totalThoughts: 1,
      });
      expect(outcome.type).toBe('tool-result');
    });
  });
});
