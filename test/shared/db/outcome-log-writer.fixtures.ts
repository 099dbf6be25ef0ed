import type { Logger } from '../../../shared/log/logger.ts';
import type { ToolErrorOutcome, ToolResultOutcome } from '../../../shared/tools/tool-outcome.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** The seeded demo user and agent (supabase/seed.sql). */
export const demoUserId = '00000000-0000-4000-8000-000000000001';
export const demoAgentId = '00000000-0000-4000-8000-0000000000a1';

/** A seeded test database with one conversation of the demo agent to log against. */
export interface LogTestDatabase {
  readonly database: TestDatabase;
  readonly conversationId: string;
}

/** Creates a fresh seeded database (server or PGlite) and a conversation in it. */
export async function createLogTestDatabase(): Promise<LogTestDatabase> {
  const database = await createTestDatabase({ seed: true });
  const [conversation] = await database.sql.query<{ id: string }>(
    `insert into public.conversations (agent_id, user_id, title) values ($1, $2, 'log test') returning id`,
    [demoAgentId, demoUserId],
  );
  if (conversation === undefined) throw new Error('No conversation was created.');
  return { database, conversationId: conversation.id };
}

/** A successful outcome; `overrides` replace any field. */
export function resultOutcome(overrides: Partial<ToolResultOutcome> = {}): ToolResultOutcome {
  return {
    type: 'tool-result',
    toolCallId: 'call_1',
    requestedName: 'web_search',
    resolvedName: 'web_search',
    input: { query: 'parley release notes' },
    attempt: 1,
    durationMs: 12.4,
    startedAt: '2025-01-15T09:30:00.000Z',
    idempotencyKey: null,
    replayed: false,
    earlierAttempts: [],
    modelMessage: '{"results":[]}',
    output: { results: [] },
    modelRetry: false,
    ...overrides,
  };
}

/** A failed outcome; `overrides` replace any field. */
export function errorOutcome(overrides: Partial<ToolErrorOutcome> = {}): ToolErrorOutcome {
  return {
    type: 'tool-error',
    toolCallId: 'call_1',
    requestedName: 'gmail_send_email',
    resolvedName: 'gmail_send_email',
    input: { to: 'ada@example.com', subject: 'Hello' },
    attempt: 1,
    durationMs: 30,
    startedAt: '2025-01-15T09:30:00.000Z',
    idempotencyKey: 'idem_1',
    replayed: false,
    earlierAttempts: [],
    modelMessage: 'The email service is busy; try again shortly.',
    category: 'transient',
    modelRetry: false,
    detail: {
      message: 'Upstream answered 503',
      errorName: 'ToolError',
      stack: 'ToolError: Upstream answered 503\n    at send (gmail.ts:10:5)',
      cause: 'Error: socket hang up',
      status: 503,
      provider: 'gmail',
    },
    ...overrides,
  };
}

/** A logger that keeps every call, for assertions on events and fields. */
export interface CapturingLogger extends Logger {
  readonly calls: {
    readonly level: 'info' | 'warn' | 'error';
    readonly event: string;
    readonly fields: Record<string, unknown>;
  }[];
}

/** Creates a {@link CapturingLogger}. */
export function capturingLogger(): CapturingLogger {
  const calls: CapturingLogger['calls'] = [];
  return {
    calls,
    info: (event, fields = {}) => void calls.push({ level: 'info', event, fields }),
    warn: (event, fields = {}) => void calls.push({ level: 'warn', event, fields }),
    error: (event, fields = {}) => void calls.push({ level: 'error', event, fields }),
  };
}

/** Sleep that records the delays asked for and returns at once. */
export function instantSleep(): { readonly delays: number[]; sleep(milliseconds: number): Promise<void> } {
  const delays: number[] = [];
  return {
    delays,
    sleep(milliseconds) {
      delays.push(milliseconds);
      return Promise.resolve();
    },
  };
}
