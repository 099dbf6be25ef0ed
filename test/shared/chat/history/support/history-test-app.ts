import { z } from 'zod';
import { createPausedTurnKeeper } from '../../../../../shared/chat/approvals/paused-turn-keeper.ts';
import { createChatRoutes } from '../../../../../shared/chat/chat-routes.ts';
import { createHistoryHandler } from '../../../../../shared/chat/history/history-handler.ts';
import { createAgentSummariesRepository } from '../../../../../shared/db/repositories/agent-summaries-repository.ts';
import { createAgentsRepository } from '../../../../../shared/db/repositories/agents-repository.ts';
import { createConversationHistoryRepository } from '../../../../../shared/db/repositories/conversation-history-repository.ts';
import { createConversationsRepository } from '../../../../../shared/db/repositories/conversations-repository.ts';
import { createMessageHistoryRepository } from '../../../../../shared/db/repositories/message-history-repository.ts';
import { createPausedTurnsRepository } from '../../../../../shared/db/repositories/paused-turns-repository.ts';
import { createJwtVerifier } from '../../../../../shared/http/jwt-verifier.ts';
import {
  type AnyToolDefinition,
  defineTool,
  notConfigured,
  transientFailure,
} from '../../../../../shared/tools/index.ts';
import type { ScriptedOpenAiServer } from '../../../../support/scripted-openai-server.ts';
import type { TestDatabase } from '../../../../support/test-database.ts';
import {
  type ChatTestApp,
  createCapturingLogger,
  createChatTestApp,
  demoUserId,
  testJwtSecret,
} from '../../support/chat-test-app.ts';

/** Options of the request helpers: the demo user's token unless another (or none) is given. */
export interface HistoryRequestOptions {
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
}

/** The chat function as deployed (turns and history behind one router), on a test database. */
export interface HistoryTestApp {
  readonly handler: (request: Request) => Promise<Response>;
  /** The same function's turn side, to make conversations the way users do. */
  readonly chat: ChatTestApp;
  request(method: string, path: string, options?: HistoryRequestOptions & { body?: unknown }): Promise<Response>;
  get(path: string, options?: HistoryRequestOptions): Promise<Response>;
}

/** The base every path is resolved against, as Supabase hands it to the function. */
export const functionOrigin = 'http://localhost';

/**
 * Builds the chat function's router: `chat` is the turn handler of {@link createChatTestApp}
 * (so turns, tools, paused turns and the log writer are the real ones), the history routes
 * run on the same database and read the same paused turns. Paths are given as the function
 * sees them: `/chat/conversations`.
 */
export function createHistoryTestApp(
  options: { database: TestDatabase; server: ScriptedOpenAiServer; tools?: readonly AnyToolDefinition[] },
): HistoryTestApp {
  const { database } = options;
  const pausedTurnsRepository = createPausedTurnsRepository(database.sql);
  const pausedTurns = createPausedTurnKeeper({
    pausedTurns: pausedTurnsRepository,
    conversations: createConversationsRepository(database.sql),
    secret: 'history-test-internal-secret-0123456789',
  });
  const chat = createChatTestApp({
    database,
    server: options.server,
    tools: options.tools,
    environment: { PARLEY_FALLBACK_TOOL: 'off' },
    overrides: { pausedTurns },
  });
  const history = createHistoryHandler({
    verifyJwt: createJwtVerifier({ secret: testJwtSecret }),
    agents: createAgentsRepository(database.sql),
    agentSummaries: createAgentSummariesRepository(database.sql),
    userSql: database.sql,
    toolNames: (options.tools ?? []).map((tool) => tool.name),
    conversations: createConversationHistoryRepository(database.sql),
    messages: createMessageHistoryRepository(database.sql),
    logger: createCapturingLogger(),
    generateId: () => crypto.randomUUID(),
    pendingApprovals: pausedTurns,
  });
  const handler = createChatRoutes({ turn: chat.handler, history });
  const request: HistoryTestApp['request'] = async (method, path, requestOptions = {}) => {
    const token = requestOptions.token === undefined ? await chat.signToken(demoUserId) : requestOptions.token;
    const headers: Record<string, string> = { ...requestOptions.headers };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (requestOptions.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof requestOptions.body === 'string' ? requestOptions.body : JSON.stringify(requestOptions.body);
    }
    return handler(new Request(`${functionOrigin}${path}`, { method, headers, body }));
  };
  return { handler, chat, request, get: (path, requestOptions) => request('GET', path, requestOptions) };
}

/** Tools whose outcomes the history shows: a success with a long result, a Gmail tool
 * that is not connected, and a search that fails once (transient) then succeeds. */
export function historyTools(): AnyToolDefinition[] {
  let flakyCalls = 0;
  return [
    defineTool({
      name: 'web_search',
      description: 'Search the web',
      parameters: z.object({ query: z.string() }),
      sideEffects: false,
      execute: (input) => ({ query: input.query, results: 'r'.repeat(2_000) }),
    }),
    defineTool({
      name: 'gmail_read_emails',
      description: 'Read emails',
      parameters: z.object({}),
      sideEffects: false,
      execute: () => {
        throw notConfigured({ provider: 'gmail' });
      },
    }),
    defineTool({
      name: 'news_search',
      description: 'Search the news',
      parameters: z.object({ query: z.string() }),
      sideEffects: false,
      execute: (input) => {
        flakyCalls += 1;
        if (flakyCalls % 2 === 1) throw transientFailure({ provider: 'serper', status: 503 });
        return { query: input.query, results: [] };
      },
    }),
  ];
}

/** Inserts a conversation of `userId` with its default agent, `updated_at` as given. */
export async function insertConversation(
  database: TestDatabase,
  userId: string,
  options: { title?: string | null; updatedAt?: string; agentId?: string } = {},
): Promise<string> {
  const rows = await database.sql.query<{ id: string }>(
    `insert into public.conversations (agent_id, user_id, title, updated_at)
     values (coalesce($4::uuid, (select id from public.agents where owner_id = $1 and is_default)), $1, $2, coalesce($3::text::timestamptz, now()))
     returning id`,
    [userId, options.title ?? null, options.updatedAt ?? null, options.agentId ?? null],
  );
  return rows[0]?.id ?? '';
}

/** Inserts messages (all at `now()`, in order). */
export async function insertMessages(
  database: TestDatabase,
  conversationId: string,
  messages: readonly { role: string; content: string }[],
): Promise<void> {
  await database.sql.query(
    `insert into public.messages (conversation_id, role, content)
     select $1, element.value ->> 'role', element.value ->> 'content'
     from jsonb_array_elements($2::jsonb) with ordinality as element (value, position) order by element.position`,
    [conversationId, JSON.stringify(messages)],
  );
}

/** A new user with a default agent, and a token for them. */
export async function createUserWithAgent(
  app: HistoryTestApp,
  database: TestDatabase,
): Promise<{ userId: string; agentId: string; token: string }> {
  const userId = crypto.randomUUID();
  await database.sql.query(`insert into auth.users (id, email) values ($1, $2)`, [userId, `${userId}@parley.test`]);
  const [agent] = await database.sql.query<{ id: string }>(
    `insert into public.agents (owner_id, name, is_default) values ($1, 'Assistant', true) returning id`,
    [userId],
  );
  return { userId, agentId: agent?.id ?? '', token: await app.chat.signToken(userId) };
}
