import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type ScriptedOpenAiServer, startScriptedOpenAiServer } from '../../../support/scripted-openai-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../support/test-database.ts';
import { type ChatTestApp, type ChatTestAppOptions, createChatTestApp } from './chat-test-app.ts';

/** What a chat-handler test file shares: a seeded database and the scripted model server. */
export interface ChatTestEnvironment {
  /** The seeded test database (PGlite, or a fresh one on `DATABASE_URL`'s server). */
  readonly database: TestDatabase;
  /** The scripted OpenAI-compatible server; its script and requests are emptied before each test. */
  readonly server: ScriptedOpenAiServer;
  /** A chat app on them (see {@link createChatTestApp}). */
  app(options?: Omit<ChatTestAppOptions, 'database' | 'server'>): ChatTestApp;
}

/**
 * Registers the hooks of a chat-handler test file: the seeded database and the scripted model
 * server are made before its tests and closed after them, and the server's script is emptied
 * before each test. Read `database` and `server` inside tests and hooks only.
 */
export function useChatTestEnvironment(): ChatTestEnvironment {
  let database: TestDatabase | undefined;
  let server: ScriptedOpenAiServer | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    server = await startScriptedOpenAiServer();
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(() => {
    if (server === undefined) return;
    server.requests.length = 0;
    server.respond = null;
  });
  const environment: ChatTestEnvironment = {
    get database(): TestDatabase {
      if (database === undefined) throw new Error('The chat test database exists only inside tests and hooks.');
      return database;
    },
    get server(): ScriptedOpenAiServer {
      if (server === undefined) throw new Error('The scripted model server exists only inside tests and hooks.');
      return server;
    },
    app: (options = {}) =>
      createChatTestApp({ ...options, database: environment.database, server: environment.server }),
  };
  return environment;
}
