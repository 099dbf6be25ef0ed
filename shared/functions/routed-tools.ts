import type { z } from 'zod';
import {
  type AnyToolDefinition,
  type ArgumentCoercion,
  defineTool,
  type ToolCaller,
  type ToolFamily,
} from '../tools/tool-definition.ts';
import { ToolError, transientFailure } from '../tools/tool-error.ts';
import { internalUserHeader, signInternalUser } from './internal-caller.ts';
import { toolFunctionHeaders, toolFunctionResponseSchema } from './tool-function-protocol.ts';

/** A tool the chat's model sees that runs as an action of a tool function. */
export interface RoutedToolSpec {
  /** The name the model calls and agents enable: `gmail_send_email`, `web_search`. */
  readonly name: string;
  readonly functionName: 'gmail-api' | 'web-search-api';
  readonly action: string;
  readonly description: string;
  readonly parameters: z.ZodType;
  readonly family: ToolFamily;
  readonly sideEffects?: boolean;
  readonly timeoutMs?: number;
  /** The function's own coercions: the chat side validates first, so it must accept what the function does. */
  readonly coercion?: ArgumentCoercion;
}

/** Where the tool functions are and how to call them as the service. */
export interface RoutedToolsOptions {
  /** `<SUPABASE_URL>/functions/v1`. */
  readonly functionsBaseUrl: string;
  readonly serviceRoleKey: string;
  readonly internalSecret: string;
  readonly fetch?: typeof fetch;
  readonly nowSeconds?: () => number;
}

async function callFunction(
  spec: RoutedToolSpec,
  options: RoutedToolsOptions,
  input: unknown,
  context: { signal: AbortSignal; toolCallId: string; idempotencyKey: string | null; caller: ToolCaller },
): Promise<unknown> {
  const { caller } = context;
  if (caller.userId === undefined || caller.agentId === undefined) {
    throw new ToolError('internal', { detail: 'A routed tool ran without a user and agent.' });
  }
  const headers: Record<string, string> = {
    authorization: `Bearer ${options.serviceRoleKey}`,
    'content-type': 'application/json',
    [internalUserHeader]: await signInternalUser(
      options.internalSecret,
      caller.userId,
      (options.nowSeconds ?? (() => Date.now() / 1000))(),
    ),
    [toolFunctionHeaders.toolCallId]: context.toolCallId,
    ...(caller.conversationId === undefined ? {} : { [toolFunctionHeaders.conversationId]: caller.conversationId }),
    ...(caller.requestId === undefined ? {} : { [toolFunctionHeaders.requestId]: caller.requestId }),
    ...(context.idempotencyKey === null ? {} : { 'idempotency-key': context.idempotencyKey }),
  };
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.functionsBaseUrl.replace(/\/+$/, '')}/${spec.functionName}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ action: spec.action, params: input, agentId: caller.agentId }),
      signal: context.signal,
    });
  } catch (error) {
    throw transientFailure({
      reason: 'network',
      provider: spec.functionName,
      detail: `${spec.functionName} could not be reached`,
      cause: error,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const parsed = toolFunctionResponseSchema.safeParse(body);
  if (!parsed.success) {
    if (response.status === 429 || response.status >= 500) {
      throw transientFailure({
        status: response.status,
        provider: spec.functionName,
        detail: `${spec.functionName} answered HTTP ${response.status}`,
      });
    }
    throw new ToolError('internal', {
      status: response.status,
      provider: spec.functionName,
      detail: `${spec.functionName} answered HTTP ${response.status} with an unexpected body`,
    });
  }
  if (parsed.data.success) return parsed.data.data;
  if (response.status === 401) {
    // The function refused the service call itself (key or header secret differ between
    // functions): a deployment fault, not something the model or the user can fix.
    throw new ToolError('internal', {
      status: 401,
      provider: spec.functionName,
      detail: `${spec.functionName} refused the service call: ${parsed.data.error}`,
    });
  }
  // The function's hint is carried as is: it was made from the upstream provider and
  // reason, which this side never sees.
  throw new ToolError(parsed.data.category, {
    modelMessage: parsed.data.error,
    status: response.status,
    provider: spec.functionName,
    setup: parsed.data.setup,
    detail: `${spec.functionName} answered ${parsed.data.category}`,
  });
}

/**
 * The chat side of the tool functions: one tool per spec, whose handler calls the tool
 * function as the service on the caller's behalf (signed user header, tool call id and
 * idempotency key forwarded). The function's conversational error becomes the model's
 * text unchanged, and its setup hint the outcome's; `toolsFor(agent)` keeps the tools
 * the agent enabled.
 */
export function createRoutedTools(specs: readonly RoutedToolSpec[], options: RoutedToolsOptions) {
  const tools = specs.map((spec): AnyToolDefinition =>
    defineTool({
      name: spec.name,
      description: spec.description,
      parameters: spec.parameters,
      family: spec.family,
      sideEffects: spec.sideEffects,
      // The tool function writes the intent row before its upstream call.
      auditedUpstream: spec.sideEffects === true,
      timeoutMs: spec.timeoutMs ?? 45_000,
      coercion: spec.coercion,
      execute: (input, context) => callFunction(spec, options, input, context),
    })
  );
  return {
    tools,
    toolsFor: (agent: { readonly enabledTools: readonly string[] }): AnyToolDefinition[] =>
      tools.filter((tool) => agent.enabledTools.includes(tool.name)),
  };
}
