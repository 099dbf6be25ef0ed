import { SignJWT } from 'jose';
import { type ChatHandlerDependencies, createChatHandler } from '../../../../shared/chat/chat-handler.ts';
import { createOutcomeLogWriter } from '../../../../shared/db/outcome-log-writer.ts';
import { createAgentsRepository } from '../../../../shared/db/repositories/agents-repository.ts';
import { createConversationsRepository } from '../../../../shared/db/repositories/conversations-repository.ts';
import { createModelEventsRepository } from '../../../../shared/db/repositories/model-events-repository.ts';
import {
  createToolExecutionsRepository,
  type StoredToolExecution,
} from '../../../../shared/db/repositories/tool-executions-repository.ts';
import { createJwtVerifier } from '../../../../shared/http/jwt-verifier.ts';
import type { Logger } from '../../../../shared/log/logger.ts';
import { type AnyToolDefinition, createMemoryIdempotencyStore } from '../../../../shared/tools/index.ts';
import type { ScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import type { TestDatabase } from '../../../support/test-database.ts';
import { parseConfiguration } from '../../../../shared/config/parse-configuration.ts';

/** The seeded demo user (see `createTestDatabase({ seed: true })`). */
export const demoUserId = '00000000-0000-4000-8000-000000000001';
/** The demo user's seeded default agent. */
export const defaultAgentId = '00000000-0000-4000-8000-0000000000a1';
/** The HS256 project secret the test app verifies tokens with. */
export const testJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** One line a capturing logger received. */
export interface CapturedLogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly event: string;
  readonly fields: Record<string, unknown>;
}

/** A logger that keeps every line in `entries`. */
export function createCapturingLogger(): Logger & { readonly entries: CapturedLogEntry[] } {
  const entries: CapturedLogEntry[] = [];
  const write = (level: CapturedLogEntry['level']) => (event: string, fields: Record<string, unknown> = {}): void => {
    entries.push({ level, event, fields });
  };
  return { entries, info: write('info'), warn: write('warn'), error: write('error') };
}

/** What {@link createChatTestApp} needs; everything but the database and server has a default. */
export interface ChatTestAppOptions {
  readonly database: TestDatabase;
  readonly server: ScriptedOpenAiServer;
  /** The tools every agent gets, or a whole `toolsFor`. Default: none. */
  readonly tools?: readonly AnyToolDefinition[] | ChatHandlerDependencies['toolsFor'];
  /** Merged over `{ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseUrl }`; pass
   * `undefined` values to remove a default. */
  readonly environment?: Readonly<Record<string, string | undefined>>;
  /** Any dependency to replace outright (verifyJwt, sleep, …). */
  readonly overrides?: Partial<ChatHandlerDependencies>;
}

/** Options of {@link ChatTestApp.post}. */
export interface ChatPostOptions {
  /** The bearer token; default a fresh token of the demo user. `null` sends no header. */
  readonly token?: string | null;
  /** `Accept: text/event-stream` when true. */
  readonly stream?: boolean;
  readonly headers?: Record<string, string>;
}

/** A chat handler wired to a test database and the scripted OpenAI server. */
export interface ChatTestApp {
  readonly handler: (request: Request) => Promise<Response>;
  /** Every log line of the handler, the model chain and the log writer. */
  readonly logs: CapturedLogEntry[];
  /** Every backoff the handler asked for, in milliseconds (sleep resolves at once). */
  readonly sleeps: number[];
  /** Signs a Supabase-style JWT with the test secret (role `authenticated`, 1 h by
   * default; a number is an absolute `exp`). `null` leaves `sub` out, as API keys do. */
  signToken(userId: string | null, options?: { role?: string; expiresIn?: string | number }): Promise<string>;
  /** POSTs a JSON body (an object is stringified, a string is sent as is) to the handler. */
  post(body: unknown, options?: ChatPostOptions): Promise<Response>;
  /** Resolves once every outcome-log flush the handler started has settled. */
  settled(): Promise<void>;
  /** The `tool_executions` rows of a conversation, oldest first (after {@link settled}). */
  toolExecutions(conversationId: string): Promise<StoredToolExecution[]>;
  /** The stored messages of a conversation, in order. */
  messages(conversationId: string): Promise<StoredMessage[]>;
}

/** A `public.messages` row as tests look at it. */
export interface StoredMessage {
  readonly role: string;
  readonly content: string | null;
  readonly toolCalls: { id: string; name: string; arguments: string }[] | null;
  readonly toolCallId: string | null;
  readonly model: string | null;
}

/** Signs a user JWT with `secret` (HS256), as Supabase Auth would. */
export async function signTestToken(
  secret: string,
  userId: string | null,
  options: { role?: string; expiresIn?: string | number } = {},
): Promise<string> {
  const role = options.role ?? 'authenticated';
  // Supabase Auth gives users' tokens `aud: "authenticated"`; API keys have no audience.
  const isUser = userId !== null || role === 'authenticated';
  const token = new SignJWT({ role, ...(isUser ? { aud: 'authenticated' } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt().setExpirationTime(options.expiresIn ?? '1h');
  if (userId !== null) token.setSubject(userId);
  return token.sign(new TextEncoder().encode(secret));
}

/**
 * Builds the chat handler on a test database and the scripted OpenAI server, with a
 * capturing logger, instant sleep, `random` fixed at 0.5 and a log writer whose flushes
 * tests can wait for.
 */
export function createChatTestApp(options: ChatTestAppOptions): ChatTestApp {
  const { database, server } = options;
  const logger = createCapturingLogger();
  const sleeps: number[] = [];
  const flushes: Promise<unknown>[] = [];
  const toolExecutions = createToolExecutionsRepository(database.sql);
  const tools = options.tools ?? [];
  const configuration = parseConfiguration({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: server.baseUrl,
    ...options.environment,
  });
  const handler = createChatHandler({
    verifyJwt: createJwtVerifier({ secret: testJwtSecret }),
    agents: createAgentsRepository(database.sql),
    conversations: createConversationsRepository(database.sql),
    logWriter: createOutcomeLogWriter({
      toolExecutions,
      modelEvents: createModelEventsRepository(database.sql),
      logger,
      waitUntil: (promise) => {
        flushes.push(promise);
      },
      sleep: async () => {},
      random: () => 0.5,
    }),
    idempotencyStore: createMemoryIdempotencyStore(),
    toolsFor: typeof tools === 'function' ? tools : () => tools,
    models: { configuration: configuration.models, logger },
    turnDeadlineMs: configuration.turnDeadlineMs,
    logger,
    generateId: () => crypto.randomUUID(),
    sleep: async (milliseconds) => {
      sleeps.push(milliseconds);
    },
    random: () => 0.5,
    ...options.overrides,
  });
  const signToken: ChatTestApp['signToken'] = (userId, tokenOptions) =>
    signTestToken(testJwtSecret, userId, tokenOptions);
  return {
    handler,
    logs: logger.entries,
    sleeps,
    signToken,
    async post(body, postOptions = {}) {
      const token = postOptions.token === undefined ? await signToken(demoUserId) : postOptions.token;
      const headers: Record<string, string> = { 'content-type': 'application/json', ...postOptions.headers };
      if (token !== null) headers.authorization = `Bearer ${token}`;
      if (postOptions.stream === true) headers.accept = 'text/event-stream';
      return handler(
        new Request('http://localhost/functions/v1/chat', {
          method: 'POST',
          headers,
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
    async settled() {
      // A flush may start while an earlier one is awaited (streamed turns finish late).
      for (let seen = 0; seen < flushes.length; seen = flushes.length) await Promise.all(flushes.slice(seen));
    },
    toolExecutions: (conversationId) => toolExecutions.listForConversation(conversationId),
    async messages(conversationId) {
      const rows = await database.sql.query<
        { role: string; content: string | null; tool_calls: unknown; tool_call_id: string | null; model: string | null }
      >(
        'select role, content, tool_calls, tool_call_id, model from public.messages where conversation_id = $1 order by id',
        [conversationId],
      );
      return rows.map((row) => ({
        role: row.role,
        content: row.content,
        toolCalls: (typeof row.tool_calls === 'string' ? JSON.parse(row.tool_calls) : row.tool_calls) as StoredMessage[
          'toolCalls'
        ],
        toolCallId: row.tool_call_id,
        model: row.model,
      }));
    },
  };
}
