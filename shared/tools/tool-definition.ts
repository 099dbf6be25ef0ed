import type { z } from 'zod';
import type { ActedElsewhere } from './acted-elsewhere.ts';
import type { ToolConsent } from './tool-consent.ts';

/** Which wording family the formatter uses for a tool's questions. */
export type ToolFamily = 'email' | 'search' | 'generic';

/** Conversions the executor may apply to arguments before validation. All off by
 * default: turning `"5"` into `5` is a guess, so a tool has to ask for it. */
export interface ArgumentCoercion {
  /** A numeric string where a number is expected, and a number where a string is. */
  readonly numbers?: boolean;
  /** `"true"` / `"false"` where a boolean is expected. */
  readonly booleans?: boolean;
  /** A single value where an array is expected becomes a one-element array. */
  readonly arrays?: boolean;
}

/** Who a call is made for; handed to handlers so they can look up credentials. */
export interface ToolCaller {
  readonly requestId?: string;
  readonly conversationId?: string;
  readonly agentId?: string;
  readonly userId?: string;
}

/** What a handler receives besides its validated input. */
export interface ToolHandlerContext {
  /** Aborted on timeout or when the turn is cancelled: pass it to `fetch`. */
  readonly signal: AbortSignal;
  readonly toolCallId: string;
  /** Present for tools with side effects: forward it to upstreams that dedupe. */
  readonly idempotencyKey: string | null;
  readonly attempt: number;
  readonly caller: ToolCaller;
}

/** A handler returns its output, or a `ToolError` it chose not to throw. */
export type ToolHandler<Input> = (input: Input, context: ToolHandlerContext) => Promise<unknown> | unknown;

/** Hands a validated call to the side that acts on it (a tool function), which claims,
 * audits, runs, retries and logs the attempt, and reports how it ended. */
export type ToolDelegate<Input> = (input: Input, context: ToolHandlerContext) => Promise<ActedElsewhere>;

/** A tool, defined once: the model sees `name`, `description` and the JSON Schema of
 * `parameters`; the executor validates with the same zod object. It acts here (`execute`:
 * this executor claims, audits, runs and retries it) or elsewhere (`actsElsewhere`: this
 * executor resolves and validates, the other side does the rest, exactly once): one of the
 * two, or the call ends as an internal error. */
export interface ToolDefinition<Schema extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly description: string;
  readonly parameters: Schema;
  readonly execute?: ToolHandler<z.output<Schema>>;
  readonly actsElsewhere?: ToolDelegate<z.output<Schema>>;
  /** Milliseconds before the handler (or the hand-over to the side that acts) is aborted. */
  readonly timeoutMs?: number;
  /** Sends, writes or changes something: runs at most once per idempotency key and is
   * never retried automatically. */
  readonly sideEffects?: boolean;
  readonly family?: ToolFamily;
  readonly coercion?: ArgumentCoercion;
  /** A JSON Schema to show the model instead of the one generated from `parameters`
   * (tools whose schema comes from elsewhere, such as an MCP server). */
  readonly jsonSchema?: Record<string, unknown>;
  /** Where a call sends data, what its approval shows, whether it always asks
   * (consent-decision.ts). A tool without side effects and without these never asks. */
  readonly consent?: ToolConsent;
  /** Its output comes from outside (mail, web pages, search results, MCP servers): the
   * model reads it marked as data, never as instructions. */
  readonly untrustedOutput?: boolean;
}

/** Any tool, whatever its schema: what registries and executors hold. The handler's
 * input type is erased here on purpose; `defineTool` checked it. */
export type AnyToolDefinition = ToolDefinition<z.ZodType>;

/** The wording family of a tool: its own setting, else guessed from its name. */
export function familyOf(tool: Pick<ToolDefinition, 'name' | 'family'>): ToolFamily {
  if (tool.family !== undefined) return tool.family;
  if (/mail/i.test(tool.name)) return 'email';
  if (/search|scrape/i.test(tool.name)) return 'search';
  return 'generic';
}

/** Defines a tool with its input type inferred from `parameters`. */
export function defineTool<Schema extends z.ZodType>(definition: ToolDefinition<Schema>): AnyToolDefinition {
  return definition as unknown as AnyToolDefinition;
}
