import { databaseToolError } from './database-tool-error.ts';
import { createChatHandler } from '../chat/chat-handler.ts';
import { createChatRoutes } from '../chat/chat-routes.ts';
import { createHistoryHandler } from '../chat/history/history-handler.ts';
import { createAgentSummariesRepository } from '../db/repositories/agent-summaries-repository.ts';
import { createConversationHistoryRepository } from '../db/repositories/conversation-history-repository.ts';
import { createChatRequestKeysRepository } from '../db/repositories/chat-request-keys-repository.ts';
import { createConversationsRepository } from '../db/repositories/conversations-repository.ts';
import { createPausedTurnsRepository } from '../db/repositories/paused-turns-repository.ts';
import { createPausedTurnKeeper, type PausedTurnKeeper } from '../chat/approvals/paused-turn-keeper.ts';
import { createMessageHistoryRepository } from '../db/repositories/message-history-repository.ts';
import { createFetchTargetCheck, type HostResolver } from '../integrations/fetch/fetch-target.ts';
import { createMcpToolSource } from '../mcp/mcp-tool-source.ts';
import { abortableSleep } from '../tools/create-tool-executor.ts';
import type { Environment } from '../config/environment.ts';
import { withAllowedOrigins } from '../http/cors.ts';
import { createFunctionRuntime, type FunctionRuntime, type RuntimeHooks } from './function-runtime.ts';
import { createRoutedTools } from './routed-tools.ts';
import { toolCatalog } from './tool-catalog.ts';

/** The history routes (`/chat/agents`, `/chat/conversations…`) on the runtime's database,
 * reading the paused turns the turn handler keeps. */
function historyHandlerOf(
  runtime: FunctionRuntime,
  pausedTurns: PausedTurnKeeper,
): (request: Request) => Promise<Response> {
  return createHistoryHandler({
    verifyJwt: runtime.verifyJwt,
    agents: runtime.agents,
    agentSummaries: createAgentSummariesRepository(runtime.sql),
    userSql: runtime.sql,
    toolNames: toolCatalog.map((spec) => spec.name),
    conversations: createConversationHistoryRepository(runtime.sql),
    messages: createMessageHistoryRepository(runtime.sql),
    logger: runtime.logger,
    generateId: runtime.generateId,
    pendingApprovals: pausedTurns,
    rateLimit: runtime.rateLimiter,
  });
}

/** What the chat entry file hands over besides the runtime's hooks. */
export interface ChatFunctionHooks extends RuntimeHooks {
  /** Aborts when the worker is about to stop (`shutdownSignalOf(globalThis)`): turns still
   * running then answer `shutting_down` instead of being cut off. */
  readonly shutdownSignal?: AbortSignal;
  /** Host lookups for the MCP servers' address check (`Deno.resolveDns` in the entry). Without
   * one no host name resolves, so only IP-address MCP URLs could pass (and none that are private). */
  readonly resolveHost?: HostResolver;
}

/** The chat function's handler, built from configuration once per worker: a turn on
 * `POST /chat`, the history on its sub-paths. */
export function createChatFunction(
  environment: Environment,
  hooks: ChatFunctionHooks = {},
): (request: Request) => Promise<Response> {
  const runtime = createFunctionRuntime('chat', environment, hooks);
  const { configuration } = runtime;
  const { serviceKey, internalSecret } = configuration.caller;
  if (serviceKey === null || internalSecret === null) {
    throw new Error(
      'Set SUPABASE_SECRET_KEYS (Supabase sets it), SUPABASE_SERVICE_ROLE_KEY or PARLEY_INTERNAL_SECRET so chat can call gmail-api and web-search-api for its users.',
    );
  }
  // Where the tool functions are: PARLEY_FUNCTIONS_URL, else <SUPABASE_URL>/functions/v1.
  if (configuration.functionsUrl === null) {
    throw new Error('Set SUPABASE_URL (or PARLEY_FUNCTIONS_URL) so chat can reach gmail-api and web-search-api.');
  }
  const routed = createRoutedTools(toolCatalog, {
    functionsBaseUrl: configuration.functionsUrl,
    serviceKey,
    internalSecret,
  });
  const conversations = createConversationsRepository(runtime.sql);
  const pausedTurns = createPausedTurnKeeper({
    pausedTurns: createPausedTurnsRepository(runtime.sql),
    conversations,
    secret: internalSecret,
    ttlMs: configuration.approvalTtlMs,
  });
  // MCP servers: https and public addresses only; PARLEY_ALLOW_LOOPBACK_FETCH=on-for-tests-only
  // also lets plain http to loopback through, for local MCP servers in tests and local development.
  const checkAddress = createFetchTargetCheck({
    resolveHost: hooks.resolveHost ?? (() => Promise.resolve([])),
    schemes: configuration.allowLoopbackFetch ? ['https:', 'http:'] : ['https:'],
    allowLoopbackForTests: configuration.allowLoopbackFetch,
  });
  const mcp = createMcpToolSource({ credentials: runtime.credentials, checkAddress, logger: runtime.logger });
  const turn = createChatHandler({
    verifyJwt: runtime.verifyJwt,
    agents: runtime.agents,
    conversations,
    logWriter: runtime.logWriter,
    idempotencyStore: runtime.idempotencyStore,
    toolsFor: async (agent, caller) => {
      const routedTools = routed.toolsFor(agent);
      if (agent.settings.mcpServers.length === 0) return routedTools;
      // The agent's MCP servers, opened for this turn beside the routed tools; closed when it ends.
      const mcpTools = await mcp.openForTurn(agent.settings.mcpServers, caller);
      return {
        tools: [...routedTools, ...mcpTools.tools],
        unavailableSources: mcpTools.unavailableSources,
        close: () => mcpTools.close(),
      };
    },
    models: { configuration: configuration.models, logger: runtime.logger },
    turnDeadlineMs: configuration.turnDeadlineMs,
    logger: runtime.logger,
    generateId: runtime.generateId,
    sleep: hooks.sleep ?? abortableSleep,
    random: hooks.random ?? Math.random,
    rateLimit: runtime.rateLimiter,
    sideEffectAudit: runtime.toolIntents.auditFor('chat'),
    classifyError: databaseToolError,
    pausedTurns,
    chatRequestKeys: createChatRequestKeysRepository(runtime.sql),
    ...(hooks.shutdownSignal === undefined ? {} : { shutdownSignal: hooks.shutdownSignal }),
  });
  const history = historyHandlerOf(runtime, pausedTurns);
  return withAllowedOrigins(createChatRoutes({ turn, history }), {
    allowed: configuration.corsOrigins,
    generateId: runtime.generateId,
  });
}
