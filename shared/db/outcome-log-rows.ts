import type { ToolErrorOutcome, ToolOutcome } from '../tools/tool-outcome.ts';
import { type ModelEvent, modelEventReasonMaxLength } from './model-event.ts';
import { redactLogText, storableJson } from './outcome-log-redact.ts';
import type { ModelEventRow } from './repositories/model-events-repository.ts';
import type { LogSource, ToolExecutionRow } from './repositories/tool-executions-repository.ts';

/** Who and what a request's log rows belong to. */
export interface RequestLogContext {
  readonly requestId: string | null;
  readonly conversationId?: string | null;
  readonly agentId?: string | null;
  readonly userId?: string | null;
  /** The model the request ran with; a recorded outcome may name another. */
  readonly model?: string | null;
  readonly source: LogSource;
}

/** Per-call overrides for {@link toolExecutionRowsOf}. */
export interface ToolRecordOptions {
  /** The model that made the call, when not the request's. */
  readonly model?: string | null;
  /** The upstream provider that served it (`serper`, `gmail`, …). */
  readonly provider?: string | null;
}

/** The longest `detail.message` stored. */
const maxDetailMessageLength = 2_000;
/** The suggested tool names kept of a `not_found` outcome. */
const maxSuggestionsStored = 5;
/** For an error class, provider or tool name. A tool name is also a key of indexes (the log's
 * tool index, the rollups' primary keys), whose entries Postgres refuses past a few kilobytes:
 * a name the model invented at that length would lose its round's rows. */
const maxNameLength = 200;
/** Far above what the feedback formatter writes: a bound, not a format. */
const maxModelMessageLength = 8_000;

function durationOf(milliseconds: number): number {
  return Number.isFinite(milliseconds) ? Math.max(0, Math.round(milliseconds)) : 0;
}

// The developer detail without its stack (and without `cause`, which can carry one). The
// reason, the setup hint and the question asked are kept so the history can show the same
// Connect button and question later (the kind is also its own column, for analytics).
function detailOf(outcome: ToolErrorOutcome): Record<string, unknown> {
  const { message, errorName, status, provider, reason, suggestions } = outcome.detail;
  const detail: Record<string, unknown> = { message: redactLogText(String(message), maxDetailMessageLength) };
  if (errorName !== undefined) detail.errorName = redactLogText(String(errorName), maxNameLength);
  if (typeof status === 'number' && Number.isFinite(status)) detail.status = status;
  if (provider !== undefined) detail.provider = redactLogText(String(provider), maxNameLength);
  if (reason !== undefined) detail.reason = redactLogText(String(reason), maxNameLength);
  // The tools a name that matched none was closest to, as a list: the analytics read the
  // first one as what the model meant.
  if (suggestions !== undefined) {
    detail.suggestions = suggestions.slice(0, maxSuggestionsStored).map((name) => redactLogText(name, maxNameLength));
  }
  if (outcome.setup !== undefined) {
    detail.setup = {
      integration: redactLogText(String(outcome.setup.integration), maxNameLength),
      action: outcome.setup.action,
    };
  }
  if (outcome.interaction !== undefined) {
    detail.interaction = {
      kind: outcome.interaction.kind,
      text: redactLogText(String(outcome.interaction.text), maxDetailMessageLength),
    };
  }
  return detail;
}

function rowOf(outcome: ToolOutcome, context: RequestLogContext, options: ToolRecordOptions): ToolExecutionRow {
  const failed = outcome.type === 'tool-error';
  return {
    requestId: context.requestId,
    conversationId: context.conversationId ?? null,
    agentId: context.agentId ?? null,
    userId: context.userId ?? null,
    toolCallId: outcome.toolCallId,
    requestedToolName: redactLogText(outcome.requestedName, maxNameLength),
    // A catalog's name (an MCP server chooses its own), kept exact up to the bound.
    resolvedToolName: outcome.resolvedName === null || outcome.resolvedName.length <= maxNameLength
      ? outcome.resolvedName
      : `${outcome.resolvedName.slice(0, maxNameLength - 1)}…`,
    attempt: Math.max(1, Math.trunc(outcome.attempt)),
    status: failed ? 'error' : 'success',
    category: failed ? outcome.category : null,
    modelMessage: redactLogText(outcome.modelMessage, maxModelMessageLength),
    interactionKind: failed ? outcome.interaction?.kind ?? null : null,
    input: storableJson(outcome.input),
    durationMs: durationOf(outcome.durationMs),
    retryRequested: outcome.modelRetry,
    model: options.model ?? context.model ?? null,
    idempotencyKey: outcome.idempotencyKey,
    replayed: outcome.replayed,
    source: context.source,
    provider: options.provider ?? (failed ? outcome.detail.provider : undefined) ?? null,
    detail: failed ? detailOf(outcome) : null,
    createdAt: outcome.startedAt,
  };
}

/**
 * The log rows of one outcome: one per transient failure the executor retried past,
 * then the final one. Only the final outcome's `earlierAttempts` is read: each earlier
 * attempt carries a copy of the ones before it, so following those would repeat rows.
 */
export function toolExecutionRowsOf(
  outcome: ToolOutcome,
  context: RequestLogContext,
  options: ToolRecordOptions = {},
): ToolExecutionRow[] {
  return [...outcome.earlierAttempts, outcome].map((attempt) => rowOf(attempt, context, options));
}

/** The `model_events` row of one event, its reason redacted and capped; `id` is made here,
 * once, so every try of the row's write sends the same key. */
export function modelEventRowOf(
  event: ModelEvent,
  context: RequestLogContext,
  at: Date,
  id: string = crypto.randomUUID(),
): ModelEventRow {
  return {
    id,
    requestId: context.requestId,
    conversationId: context.conversationId ?? null,
    agentId: context.agentId ?? null,
    userId: context.userId ?? null,
    kind: event.kind,
    fromModel: event.fromModel ?? null,
    toModel: event.toModel ?? null,
    reason: event.reason === undefined ? null : redactLogText(event.reason, modelEventReasonMaxLength),
    statusCode: event.statusCode === undefined || !Number.isFinite(event.statusCode)
      ? null
      : Math.trunc(event.statusCode),
    createdAt: at.toISOString(),
  };
}
