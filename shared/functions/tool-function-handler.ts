import type { AgentsRepository } from '../db/repositories/agents-repository.ts';
import type { OutcomeLogWriter } from '../db/outcome-log-writer.ts';
import type { LogSource } from '../db/repositories/tool-executions-repository.ts';
import { withCors } from '../http/cors.ts';
import { HttpError, type HttpErrorCode } from '../http/http-error.ts';
import { jsonResponse } from '../http/json-response.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { requirePost } from '../http/with-error-handling.ts';
import { requestIdOf } from '../http/request-id.ts';
import type { Logger } from '../log/logger.ts';
import { createToolExecutor } from '../tools/create-tool-executor.ts';
import type { ErrorCategory } from '../tools/error-category.ts';
import type { IdempotencyStore } from '../tools/idempotency-store.ts';
import type { AnyToolDefinition } from '../tools/tool-definition.ts';
import type { ToolOutcome } from '../tools/tool-outcome.ts';
import { type CallerVerification, identifyCaller, type ToolFunctionCaller } from './identify-caller.ts';
import { toolFunctionHeaders, toolFunctionRequestSchema, toolFunctionStatusOf } from './tool-function-protocol.ts';

/** What a tool function (gmail-api, web-search-api) needs; built once by its entry file. */
export interface ToolFunctionDependencies {
  readonly source: Exclude<LogSource, 'chat'>;
  /** The agent tool name an action is enabled under (`send_email` → `gmail_send_email`). */
  readonly toolNameOf: (action: string) => string;
  /** The actions, bound to the caller (credentials are looked up per user). */
  readonly actionsFor: (caller: ToolFunctionCaller, agentSettings: { searchProviders: readonly string[] }) => readonly AnyToolDefinition[];
  readonly verification: CallerVerification;
  readonly agents: AgentsRepository;
  readonly logWriter: OutcomeLogWriter;
  readonly idempotencyStore: IdempotencyStore;
  readonly logger: Logger;
  readonly generateId: () => string;
  readonly maxBodyBytes?: number;
}

const categoryOfHttpError: Record<HttpErrorCode, ErrorCategory> = {
  bad_request: 'invalid_arguments', payload_too_large: 'invalid_arguments', unsupported_media_type: 'invalid_arguments',
  method_not_allowed: 'invalid_arguments', unauthorized: 'not_configured', forbidden: 'not_configured', not_found: 'not_found',
  upstream_failed: 'transient', internal: 'internal',
};
const statusOfHttpError: Partial<Record<HttpErrorCode, number>> = { unauthorized: 401, payload_too_large: 413, unsupported_media_type: 415, method_not_allowed: 405 };

function failure(status: number, category: ErrorCategory, error: string, retryable: boolean, requestId: string): Response {
  return jsonResponse({ success: false, category, error, retryable }, status, { 'x-request-id': requestId });
}

function answer(outcome: ToolOutcome, requestId: string): Response {
  if (outcome.type === 'tool-result') return jsonResponse({ success: true, data: outcome.output }, 200, { 'x-request-id': requestId });
  return failure(toolFunctionStatusOf[outcome.category], outcome.category, outcome.modelMessage, outcome.modelRetry || outcome.category === 'transient', requestId);
}

function uuidHeader(request: Request, name: string): string | undefined {
  const value = request.headers.get(name);
  return value !== null && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

/**
 * A tool function: `{ action, params, agentId }` in, `{ success, data }` or
 * `{ success: false, category, error, retryable }` out — `error` being the conversational
 * text the model sees. Every action runs through the executor (validation, questions,
 * timeouts, idempotency) and every outcome is logged.
 */
export function createToolFunctionHandler(dependencies: ToolFunctionDependencies): (request: Request) => Promise<Response> {
  const { logger } = dependencies;
  return withCors(async (request) => {
    const requestId = requestIdOf(request, dependencies.generateId);
    try {
      requirePost(request);
      const caller = await identifyCaller(request, dependencies.verification);
      const body = await readJsonBody(request, toolFunctionRequestSchema, dependencies.maxBodyBytes ?? 256 * 1024);
      const agent = await dependencies.agents.findForOwner(body.agentId, caller.userId);
      if (agent === null) throw new HttpError('not_found', 'Agent not found.');
      const actions = dependencies.actionsFor(caller, { searchProviders: agent.settings.searchProviders });
      const known = actions.some((action) => action.name === body.action);
      if (known && !agent.enabledTools.includes(dependencies.toolNameOf(body.action))) {
        return failure(403, 'not_configured', `Question: The ${dependencies.toolNameOf(body.action)} tool is not enabled for this agent. Please enable it in the agent settings.`, false, requestId);
      }
      const conversationId = uuidHeader(request, toolFunctionHeaders.conversationId);
      const log = dependencies.logWriter.forRequest({ requestId, conversationId, agentId: agent.id, userId: caller.userId, source: dependencies.source });
      const executor = createToolExecutor({ tools: actions, idempotencyStore: dependencies.idempotencyStore });
      const toolCallId = request.headers.get(toolFunctionHeaders.toolCallId)?.slice(0, 200) ?? `${dependencies.source}_${requestId}`;
      const outcome = await executor.execute(
        { id: toolCallId, name: body.action, arguments: JSON.stringify(body.params) },
        { caller: { requestId, conversationId, agentId: agent.id, userId: caller.userId }, signal: request.signal },
      );
      log.recordTool(outcome);
      void log.finish();
      return answer(outcome, requestId);
    } catch (error) {
      if (error instanceof HttpError) {
        const status = statusOfHttpError[error.code] ?? toolFunctionStatusOf[categoryOfHttpError[error.code]];
        return failure(status, categoryOfHttpError[error.code], error.message, false, requestId);
      }
      logger.error('tool-function-failed', { requestId, source: dependencies.source, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
      return failure(500, 'internal', 'An unexpected error occurred. Quote the request id when reporting it.', false, requestId);
    }
  });
}
