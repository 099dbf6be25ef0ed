import type { AgentsRepository } from '../db/repositories/agents-repository.ts';
import type { ConversationsRepository } from '../db/repositories/conversations-repository.ts';
import type { OutcomeLogWriter } from '../db/outcome-log-writer.ts';
import type { LogSource } from '../db/repositories/tool-executions-repository.ts';
import { withCors } from '../http/cors.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { HttpError } from '../http/http-error.ts';
import { readJsonValue } from '../http/read-json-body.ts';
import { requestFailureOf } from '../http/request-failure.ts';
import { requirePost } from '../http/with-error-handling.ts';
import { requestIdentityOf } from '../http/request-id.ts';
import type { Logger } from '../log/logger.ts';
import { isUuid } from '../db/repositories/uuid.ts';
import { loadingAgent } from '../chat/agents/usable-agent.ts';
import { createToolExecutor, type ToolExecutorOptions } from '../tools/create-tool-executor.ts';
import type { IdempotencyStore } from '../tools/idempotency-store.ts';
import { executorLimits } from '../tools/limits.ts';
import type { SideEffectAudit } from '../tools/side-effect-audit.ts';
import type { AnyToolDefinition } from '../tools/tool-definition.ts';
import type { ToolCall, ToolOutcome, ToolResultOutcome } from '../tools/tool-outcome.ts';
import type { InternalCallContext } from './internal-caller.ts';
import { type CallerVerification, identifyCaller, type ToolFunctionCaller } from './identify-caller.ts';
import { notEnabledOutcome, recordActionOutcome } from './tool-function-log.ts';
import { toolFunctionHeaders, type ToolFunctionRequest, toolFunctionRequestSchema } from './tool-function-protocol.ts';
import { httpErrorResponse, outcomeResponse, requestBodyError } from './tool-function-response.ts';

/** What a tool function (gmail-api, web-search-api) needs; built once by its entry file. */
export interface ToolFunctionDependencies {
  readonly source: Exclude<LogSource, 'chat'>;
  /** The agent tool name an action is enabled under (`send_email` → `gmail_send_email`). */
  readonly toolNameOf: (action: string) => string;
  /** The actions, bound to the caller (credentials are looked up per user). */
  readonly actionsFor: (
    caller: ToolFunctionCaller,
    agentSettings: { searchProviders: readonly string[] },
  ) => readonly AnyToolDefinition[];
  /** The upstream that served a successful action, for the log (`gmail`, `serper`, …). */
  readonly providerOf?: (outcome: ToolResultOutcome) => string | null;
  readonly verification: CallerVerification;
  readonly agents: AgentsRepository;
  /** To check that a conversation id sent along is the caller's own. */
  readonly conversations: Pick<ConversationsRepository, 'findForUser'>;
  readonly logWriter: OutcomeLogWriter;
  readonly idempotencyStore: IdempotencyStore;
  readonly logger: Logger;
  readonly generateId: () => string;
  readonly maxBodyBytes?: number;
  /** Per-user rate limit of direct calls; none when absent. The chat function's calls are
   * part of a turn, which took the user's chat limit. */
  readonly rateLimit?: RateLimiter;
  /** The executor's backoff sleep, jitter and clocks; the real ones by default. */
  readonly executor?: Pick<ToolExecutorOptions, 'sleep' | 'random' | 'now' | 'clock'>;
  /** Intent rows of side-effect actions, written before they act (tool_intents). */
  readonly sideEffectAudit?: SideEffectAudit;
  /** Errors of the surroundings (the database going away mid-action) that are not bugs. */
  readonly classifyError?: ToolExecutorOptions['classifyError'];
  /** Told the user of each action served, as its response is returned: work for that user
   * that must not hold the response (gmail-api settles the user's killed sends). */
  readonly afterServed?: (userId: string) => void;
}

function uuidHeader(request: Request, name: string): string | undefined {
  const value = request.headers.get(name);
  return value !== null && isUuid(value) ? value : undefined;
}

/** The caller's tool call id; else one derived from its `Idempotency-Key`, so a caller
 * that resends a side effect under the same key gets the first result back; else a new one. */
function toolCallIdOf(request: Request, fallback: string): string {
  const given = request.headers.get(toolFunctionHeaders.toolCallId)?.trim();
  if (given !== undefined && given.length > 0) return given.slice(0, executorLimits.maxToolCallIdChars);
  const idempotencyKey = request.headers.get('idempotency-key')?.trim();
  if (idempotencyKey !== undefined && /^[\x21-\x7e]{1,200}$/.test(idempotencyKey)) {
    return `idempotency-key:${idempotencyKey}`;
  }
  return fallback;
}

/** What one served action needs, however the caller was established. */
interface ServedAction {
  readonly requestId: string;
  readonly userId: string;
  readonly agentId: string;
  readonly conversationId: string | undefined;
  readonly call: ToolCall;
  readonly attempt: number;
}

/**
 * A tool function: `{ action, params, agentId }` in, `{ success, data }` or
 * `{ success: false, category, error, retryable }` out — `error` being the conversational
 * text the model sees. Actions run through the executor under the agent's tool names
 * (`gmail_send_email`), so every text names the tool the chat's model knows; an unknown
 * action is answered with the actions there are. Every attempt is claimed, audited, run
 * and logged here, once. A user's direct call is checked whole (rate limit, agent, enabled
 * tools, conversation, arguments); a call the chat function hands over carries a signed
 * context vouching for all of that, and its arguments were validated there (feedback for
 * the model needs no round trip), so beyond the boundary's own parse only the acting steps
 * run here.
 */
export function createToolFunctionHandler(
  dependencies: ToolFunctionDependencies,
): (request: Request) => Promise<Response> {
  const { logger, source } = dependencies;
  const clock = dependencies.executor?.clock ?? (() => new Date());

  const executorFor = (tools: readonly AnyToolDefinition[]) =>
    createToolExecutor({
      ...dependencies.executor,
      sideEffectAudit: dependencies.sideEffectAudit,
      classifyError: dependencies.classifyError,
      tools,
      idempotencyStore: dependencies.idempotencyStore,
    });

  const finish = (served: ServedAction, outcome: ToolOutcome): Response => {
    const log = dependencies.logWriter.forRequest({
      requestId: served.requestId,
      conversationId: served.conversationId,
      agentId: served.agentId,
      userId: served.userId,
      source,
    });
    recordActionOutcome(
      log,
      outcome,
      outcome.type === 'tool-result' ? dependencies.providerOf?.(outcome) ?? null : null,
    );
    void log.finish();
    dependencies.afterServed?.(served.userId);
    return outcomeResponse(outcome, served.requestId);
  };

  /** A call the chat function handed over: its context is verified, its input validated there. */
  const serveDelegated = async (
    request: Request,
    requestId: string,
    context: InternalCallContext,
    body: ToolFunctionRequest,
  ): Promise<Response> => {
    if (body.agentId !== context.agentId) {
      throw new HttpError('unauthorized', 'The signed context is for another agent than the body names.');
    }
    const actions = dependencies.actionsFor({ userId: context.userId, via: 'service-role', context }, {
      searchProviders: context.searchProviders,
    });
    const action = actions.find((candidate) => candidate.name === body.action);
    const name = action === undefined ? body.action : dependencies.toolNameOf(action.name);
    const served: ServedAction = {
      requestId: context.requestId ?? requestId,
      userId: context.userId,
      agentId: context.agentId,
      conversationId: context.conversationId,
      call: { id: context.toolCallId, name, arguments: JSON.stringify(body.params) },
      attempt: context.attempt,
    };
    // Chat validated the arguments and told the model what was wrong; this is the HTTP
    // boundary's own check, so a body this version does not accept (a deployment where the
    // two functions differ, a forged body) is a clear 400, never a handler crashing on it.
    const checked = action === undefined ? null : action.parameters.safeParse(body.params);
    if (checked !== null && !checked.success) {
      throw new HttpError('bad_request', `The params do not match ${name}.`, {
        issues: checked.error.issues.slice(0, 10).map((issue) => ({
          path: issue.path.map(String).join('.') || '(params)',
          message: issue.message,
        })),
      });
    }
    const executor = executorFor(action === undefined ? actions : [{ ...action, name }]);
    const outcome = await executor.actOnValidated(served.call, checked === null ? body.params : checked.data, {
      attempt: served.attempt,
      caller: {
        requestId: served.requestId,
        conversationId: served.conversationId,
        agentId: served.agentId,
        userId: served.userId,
      },
      signal: request.signal,
    });
    return finish(served, outcome);
  };

  /** A user's own call: everything is checked here. */
  const serveDirect = async (
    request: Request,
    requestId: string,
    caller: ToolFunctionCaller,
    body: ToolFunctionRequest,
  ): Promise<Response> => {
    // Settings that no longer validate are the agent's configuration error, not a crash.
    const agent = await loadingAgent(() => dependencies.agents.findForOwner(body.agentId, caller.userId));
    if (agent === null) throw new HttpError('not_found', 'Agent not found.');
    const actions = dependencies.actionsFor(caller, { searchProviders: agent.settings.searchProviders });
    const action = actions.find((candidate) => candidate.name === body.action);
    const conversationId = uuidHeader(request, toolFunctionHeaders.conversationId);
    // Log rows and idempotency keys are attributed to it: only the caller's own will do.
    if (
      conversationId !== undefined &&
      await dependencies.conversations.findForUser(conversationId, caller.userId) === null
    ) {
      throw new HttpError('not_found', 'Conversation not found.');
    }
    const name = action === undefined ? body.action : dependencies.toolNameOf(action.name);
    const served: ServedAction = {
      requestId,
      userId: caller.userId,
      agentId: agent.id,
      conversationId,
      call: { id: toolCallIdOf(request, `${source}_${requestId}`), name, arguments: JSON.stringify(body.params) },
      attempt: 1,
    };
    // Unknown: the actions as they are named here, so the answer lists them.
    const executor = executorFor(action === undefined ? actions : [{ ...action, name }]);
    const outcome = action !== undefined && !agent.enabledTools.includes(name)
      ? notEnabledOutcome(served.call, body.params, clock())
      : await executor.execute(served.call, {
        caller: { requestId, conversationId, agentId: agent.id, userId: caller.userId },
        signal: request.signal,
      });
    return finish(served, outcome);
  };

  return withCors(async (request) => {
    const { requestId, clientRequestId } = requestIdentityOf(request, dependencies.generateId);
    try {
      requirePost(request);
      const caller = await identifyCaller(request, dependencies.verification);
      // The chat function's calls are part of a turn that took the user's chat limit.
      if (caller.via === 'user-token') await dependencies.rateLimit?.(caller.userId, 'tools');
      const { value } = await readJsonValue(request, dependencies.maxBodyBytes ?? 256 * 1024);
      const parsed = toolFunctionRequestSchema.safeParse(value);
      // Asked like a tool asks: the actions there are, whatever the agent's settings.
      if (!parsed.success) {
        throw requestBodyError(
          value,
          parsed.error.issues,
          dependencies.actionsFor(caller, { searchProviders: [] }).map(({ name }) => name),
        );
      }
      return caller.via === 'service-role'
        ? await serveDelegated(request, requestId, caller.context, parsed.data)
        : await serveDirect(request, requestId, caller, parsed.data);
    } catch (error) {
      // The one mapping of every function, answered in this protocol's body.
      const failure = requestFailureOf(error, request, {
        logger,
        requestId,
        fields: { source, ...(clientRequestId === undefined ? {} : { clientRequestId }) },
      });
      return failure.kind === 'disconnect'
        ? new Response(null, { status: failure.status, headers: { 'x-request-id': requestId } })
        : httpErrorResponse(failure.error, requestId);
    }
  });
}
