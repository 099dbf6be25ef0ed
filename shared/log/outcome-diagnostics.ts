import type { ToolOutcome } from '../tools/tool-outcome.ts';
import type { Logger } from './logger.ts';

/** Where an outcome happened, for the developer log. */
export interface OutcomeDiagnosticsContext {
  readonly requestId: string | null;
  readonly source?: string;
}

/**
 * The developer log lines a tool outcome calls for, beside its `tool_executions` row:
 * an `internal` failure (a bug in Parley or a tool, never the user's doing) is one error
 * line with its redacted stack and the request id, so it can be found from the id a user
 * quotes; a call to a tool name that does not exist is a warning (a model or prompt
 * problem worth seeing, not an error). Everything else is expected and stays out of the log.
 */
export function logOutcomeDiagnostics(logger: Logger, outcome: ToolOutcome, context: OutcomeDiagnosticsContext): void {
  if (outcome.type !== 'tool-error') return;
  const where = {
    requestId: context.requestId,
    ...(context.source === undefined ? {} : { source: context.source }),
    toolCallId: outcome.toolCallId,
  };
  if (outcome.category === 'internal') {
    logger.error('tool-call-internal-error', {
      ...where,
      toolName: outcome.resolvedName ?? outcome.requestedName,
      errorName: outcome.detail.errorName,
      message: outcome.detail.message,
      stack: outcome.detail.stack,
    });
  } else if (outcome.category === 'not_found' && outcome.resolvedName === null) {
    logger.warn('tool-name-unknown', { ...where, requestedName: outcome.requestedName.slice(0, 200) });
  }
}
