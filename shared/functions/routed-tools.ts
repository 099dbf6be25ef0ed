import type { z } from 'zod';
import type { ActedElsewhere } from '../tools/acted-elsewhere.ts';
import {
  type AnyToolDefinition,
  type ArgumentCoercion,
  defineTool,
  type ToolCaller,
  type ToolFamily,
} from '../tools/tool-definition.ts';
import type { ToolConsent } from '../tools/tool-consent.ts';
import { ToolError, transientFailure } from '../tools/tool-error.ts';
import { internalContextHeader, signInternalContext } from './internal-caller.ts';
import { type ToolFunctionResponse, toolFunctionResponseSchema } from './tool-function-protocol.ts';

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
  /** The function's own coercions: the chat side validates for it, so it must accept what the function would. */
  readonly coercion?: ArgumentCoercion;
  /** The action's consent declarations, so chat asks before handing it over. */
  readonly consent?: ToolConsent;
  /** The action's output comes from outside (the model reads it marked as data). */
  readonly untrustedOutput?: boolean;
}

/** Where the tool functions are and how to call them as the service. */
export interface RoutedToolsOptions {
  /** `<SUPABASE_URL>/functions/v1`. */
  readonly functionsBaseUrl: string;
  /** A secret key (or the legacy service role key, or Parley's internal secret), sent in
   * the `apikey` header, where Supabase's new API keys go: they are not JWTs. */
  readonly serviceKey: string;
  readonly internalSecret: string;
  readonly fetch?: typeof fetch;
  readonly nowSeconds?: () => number;
}

/** The agent settings a routed call carries to its function, as chat read them. */
export interface RoutedAgentSettings {
  readonly searchProviders: readonly string[];
}

/** A hop that ran nothing there (so logged nothing there): an outage or a rate limit passes,
 * anything else is a deployment fault (the key or the context secret differ between
 * functions, a body this version does not accept), not the model's to fix. */
function hopFailure(spec: RoutedToolSpec, status: number, detail: string): ToolError {
  return status === 429 || status >= 500
    ? transientFailure({ status, provider: spec.functionName, detail: `${spec.functionName} answered HTTP ${status}` })
    : new ToolError('internal', { status, provider: spec.functionName, detail });
}

/** The function's answer as the report of an attempt it ran, or the failure of the hop. */
function reportOf(spec: RoutedToolSpec, status: number, body: ToolFunctionResponse): ActedElsewhere {
  if (body.run === undefined) {
    throw hopFailure(
      spec,
      status,
      `${spec.functionName} refused the service call: ${body.success ? 'no run report' : body.error}`,
    );
  }
  const common = { kind: 'acted-elsewhere' as const, loggedBy: spec.functionName, ...body.run };
  if (body.success) return { ...common, result: { type: 'tool-result', output: body.data } };
  return {
    ...common,
    result: {
      type: 'tool-error',
      category: body.category,
      modelMessage: body.error,
      interaction: body.interaction,
      setup: body.setup,
      field: body.field,
      detail: `${spec.functionName} answered ${body.category} (HTTP ${status})`,
    },
  };
}

async function callFunction(
  spec: RoutedToolSpec,
  options: RoutedToolsOptions,
  settings: RoutedAgentSettings,
  input: unknown,
  context: { signal: AbortSignal; toolCallId: string; attempt: number; caller: ToolCaller },
): Promise<ActedElsewhere> {
  const { caller } = context;
  if (caller.userId === undefined || caller.agentId === undefined) {
    throw new ToolError('internal', { detail: 'A routed tool ran without a user and agent.' });
  }
  const signedContext = await signInternalContext(options.internalSecret, {
    userId: caller.userId,
    agentId: caller.agentId,
    ...(caller.conversationId === undefined ? {} : { conversationId: caller.conversationId }),
    ...(caller.requestId === undefined ? {} : { requestId: caller.requestId.slice(0, 200) }),
    toolCallId: context.toolCallId.slice(0, 200) || 'call',
    attempt: context.attempt,
    searchProviders: [...settings.searchProviders],
  }, (options.nowSeconds ?? (() => Date.now() / 1000))());
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.functionsBaseUrl.replace(/\/+$/, '')}/${spec.functionName}`, {
      method: 'POST',
      headers: {
        apikey: options.serviceKey,
        'content-type': 'application/json',
        [internalContextHeader]: signedContext,
      },
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
    throw hopFailure(
      spec,
      response.status,
      `${spec.functionName} answered HTTP ${response.status} with an unexpected body`,
    );
  }
  return reportOf(spec, response.status, parsed.data);
}

/**
 * The chat side of the tool functions: one tool per spec that acts elsewhere. Chat
 * resolves the name and validates the arguments (the model's mistakes need no round trip);
 * the function claims, audits, runs and logs the attempt, once, and reports it; its
 * conversational error becomes the model's text unchanged. `toolsFor(agent)` keeps the
 * tools the agent enabled, bound to its settings.
 */
export function createRoutedTools(specs: readonly RoutedToolSpec[], options: RoutedToolsOptions) {
  const toolOf = (spec: RoutedToolSpec, settings: RoutedAgentSettings): AnyToolDefinition =>
    defineTool({
      name: spec.name,
      description: spec.description,
      parameters: spec.parameters,
      family: spec.family,
      sideEffects: spec.sideEffects,
      timeoutMs: spec.timeoutMs ?? 45_000,
      coercion: spec.coercion,
      consent: spec.consent,
      untrustedOutput: spec.untrustedOutput,
      actsElsewhere: (input, context) => callFunction(spec, options, settings, input, context),
    });
  return {
    /** Every routed tool, bound to no agent's settings (no search providers). */
    tools: specs.map((spec) => toolOf(spec, { searchProviders: [] })),
    toolsFor: (agent: {
      readonly enabledTools: readonly string[];
      readonly settings: RoutedAgentSettings;
    }): AnyToolDefinition[] =>
      specs.filter((spec) => agent.enabledTools.includes(spec.name)).map((spec) => toolOf(spec, agent.settings)),
  };
}
