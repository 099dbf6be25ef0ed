import { z } from 'zod';
import {
  createModelEventsRepository,
  type StoredModelEvent,
} from '../../../shared/db/repositories/model-events-repository.ts';
import { type AnyToolDefinition, defineTool, notConfigured, transientFailure } from '../../../shared/tools/index.ts';
import type { ChatCompletionBody, ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts';
import type { TestDatabase } from '../../support/test-database.ts';

/** The `200` body of the chat function, as the scenario tests read it. */
export interface ChatReply {
  readonly conversationId: string;
  readonly reply: string;
  readonly toolCalls: readonly {
    id: string;
    name: string;
    resolvedName: string | null;
    status: 'success' | 'error';
    category?: string;
    attempt: number;
  }[];
  readonly model: string;
  readonly usage: { promptTokens: number; completionTokens: number; totalTokens: number };
}

/** Reads a `200` chat response, failing with the body when the status is another. */
export async function replyOf(response: Response): Promise<ChatReply> {
  if (response.status !== 200) throw new Error(`Expected 200, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as ChatReply;
}

/** What the scenario tools were called with, by tool name. */
export type ToolRuns = Record<string, unknown[]>;

/** Switches of {@link scenarioTools}. */
export interface ScenarioToolOptions {
  /** False: `gmail_send_email` answers `notConfigured` (no Gmail connection). */
  readonly gmailConnected?: boolean;
  /** `web_search` fails transiently this many times before it answers. */
  readonly webSearchOutages?: number;
}

/**
 * Tools shaped like the real ones an agent gets (Gmail, web and news search, an MCP
 * server's `sequential-thinking__sequentialthinking`, a browser tool), with handlers
 * that record their input in `runs`.
 */
export function scenarioTools(options: ScenarioToolOptions = {}): { tools: AnyToolDefinition[]; runs: ToolRuns } {
  const runs: ToolRuns = {};
  const record = (name: string, input: unknown): void => {
    (runs[name] ??= []).push(input);
  };
  let outages = options.webSearchOutages ?? 0;
  const tools = [
    defineTool({
      name: 'gmail_send_email',
      description: "Send an email from the user's connected Gmail account",
      parameters: z.object({
        to: z.array(z.email()).min(1).describe('Recipient email addresses'),
        subject: z.string().describe('The subject line'),
        body: z.string().describe('The message body, plain text'),
      }),
      family: 'email',
      sideEffects: true,
      execute: (input) => {
        if (options.gmailConnected === false) throw notConfigured({ provider: 'gmail' });
        record('gmail_send_email', input);
        return { messageId: `msg-${runs.gmail_send_email?.length ?? 0}` };
      },
    }),
    defineTool({
      name: 'web_search',
      description: 'Search the web',
      parameters: z.object({
        query: z.string().min(1).describe('What to search for'),
        num_results: z.number().int().min(1).max(10).optional(),
      }),
      family: 'search',
      execute: (input) => {
        if (outages > 0) {
          outages -= 1;
          throw transientFailure({ provider: 'serper', status: 503 });
        }
        record('web_search', input);
        return { results: [{ title: 'Deno 2 released', link: 'https://example.com/deno-2' }] };
      },
    }),
    defineTool({
      name: 'news_search',
      description: 'Search recent news articles',
      parameters: z.object({
        query: z.string().min(1).describe('What to search for'),
        time_range: z.enum(['day', 'week', 'month']).describe('How far back to look'),
      }),
      family: 'search',
      execute: (input) => {
        record('news_search', input);
        return { results: [{ title: 'Rates unchanged', link: 'https://example.com/rates' }] };
      },
    }),
    defineTool({
      name: 'recent_posts',
      description: 'List the most recent posts of the blog',
      parameters: z.object({ count: z.string().describe('How many posts to list') }),
      execute: (input) => {
        record('recent_posts', input);
        return { posts: ['Hello world', 'Second post'] };
      },
    }),
    defineTool({
      name: 'sequential-thinking__sequentialthinking',
      description: 'Think through a problem step by step',
      parameters: z.object({ thought: z.string().describe('The current thinking step') }),
      execute: (input) => {
        record('sequential-thinking__sequentialthinking', input);
        return { thoughtNumber: 1, nextThoughtNeeded: false };
      },
    }),
    defineTool({
      name: 'readPageContent',
      description: 'Read the text content and DOM structure of the current page',
      parameters: z.object({}),
      execute: () => {
        record('readPageContent', {});
        return { text: 'Welcome to the page' };
      },
    }),
  ];
  return { tools, runs };
}

/** A scripted tool call with its arguments written as JSON (objects) or as is (strings). */
export function call(name: string, argumentsValue: Record<string, unknown> | string, id?: string) {
  return {
    name,
    arguments: typeof argumentsValue === 'string' ? argumentsValue : JSON.stringify(argumentsValue),
    ...(id === undefined ? {} : { id }),
  };
}

/** The request bodies a scripted server received, in order. */
export function bodies(server: ScriptedOpenAiServer): ChatCompletionBody[] {
  return server.requests.map((request) => request.body);
}

/** The system messages after the system prompt: the loop's guidance and nudges. */
export function guidanceOf(body: ChatCompletionBody): string[] {
  return body.messages.slice(1).filter((message) => message.role === 'system').map((message) => message.content ?? '');
}

/** The names of the tools offered in a request; undefined when none were. */
export function offeredTools(body: ChatCompletionBody): string[] | undefined {
  return body.tools?.map((tool) => tool.function.name);
}

/** Forgets what a server received and sets its fallback answer back to `ok`. */
export function resetServer(server: ScriptedOpenAiServer): void {
  server.requests.splice(0);
  server.respond = null;
}

/** The `model_events` rows of a conversation, oldest first. */
export function modelEvents(database: TestDatabase, conversationId: string): Promise<StoredModelEvent[]> {
  return createModelEventsRepository(database.sql).list({ conversationId });
}

/** The seeded demo agent's base temperature. */
export const seedTemperature = 0.2;
