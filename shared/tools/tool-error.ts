import type { ErrorCategory } from './error-category.ts';
import type { SetupHint } from './setup-hint.ts';

const toolErrorBrand = Symbol.for('parley.tool-error');

/** Why a failure happened, in typed form: the formatter and the retry policy read these
 * fields, never the message text. */
export interface ToolErrorFields {
  /** What only the user can answer, as the user reads it ("Who should I send this email
   * to?"); the formatter renders it for the model and the outcome carries it as its
   * interaction. */
  readonly question?: string;
  /** The notice the model should see, already phrased for it; after a `question`, a note
   * for the model only. When both are absent the formatter writes one from the category and
   * the other fields. */
  readonly modelMessage?: string;
  /** The parameter the failure is about (`to`, `query`, …). */
  readonly field?: string;
  /** For a parameter the handler itself rejected: what is wrong with `field`, phrased for
   * the model (`must be a date in the future`). Shown to the model, unlike `detail`; see
   * {@link ToolParameterError}. */
  readonly problem?: string;
  /** The HTTP status an upstream answered with. */
  readonly status?: number;
  /** The upstream service or credential provider involved (`gmail`, `serper`, …). */
  readonly provider?: string;
  /** How long the upstream asked us to wait before retrying. */
  readonly retryAfterMs?: number;
  /** Why it failed, as a code: for `transient` failures what kind of outage (`timeout`,
   * `rate_limited`, …); for `not_configured` ones what is wrong with the credential
   * (`credential_missing`, `credential_rejected`, `credential_corrupted`, `permission_denied`). */
  readonly reason?:
    | 'timeout'
    | 'cancelled'
    | 'rate_limited'
    | 'unavailable'
    | 'network'
    | 'credential_rejected'
    | 'credential_missing'
    | 'credential_corrupted'
    | 'permission_denied';
  /** Developer-facing detail: never shown to the model. */
  readonly detail?: string;
  /** Where the user sets up what a `not_configured` failure needs, when `provider` and
   * `reason` cannot say it (an MCP server's credential, a tool function's answer); see
   * setup-hint.ts. */
  readonly setup?: SetupHint;
  /** The error that caused this one, kept for the developer log. */
  readonly cause?: unknown;
}

/**
 * A failure a tool handler reports on purpose. Handlers throw it (or return it) to say
 * "I need input", "I am not configured", "the upstream is down" — the category carries
 * the meaning, so nothing downstream has to read the message.
 */
export class ToolError extends Error implements ToolErrorFields {
  readonly [toolErrorBrand] = true;
  readonly category: ErrorCategory;
  readonly question?: string;
  readonly modelMessage?: string;
  readonly field?: string;
  readonly problem?: string;
  readonly status?: number;
  readonly provider?: string;
  readonly retryAfterMs?: number;
  readonly reason?: ToolErrorFields['reason'];
  readonly detail?: string;
  readonly setup?: SetupHint;

  constructor(category: ErrorCategory, fields: ToolErrorFields = {}) {
    super(fields.detail ?? fields.modelMessage ?? fields.question ?? category, { cause: fields.cause });
    this.name = 'ToolError';
    this.category = category;
    this.question = fields.question;
    this.modelMessage = fields.modelMessage;
    this.field = fields.field;
    this.problem = fields.problem;
    this.status = fields.status;
    this.provider = fields.provider;
    this.retryAfterMs = fields.retryAfterMs;
    this.reason = fields.reason;
    this.detail = fields.detail;
    this.setup = fields.setup;
  }
}

/** True for a {@link ToolError}, also across copies of this module. */
export function isToolError(value: unknown): value is ToolError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[toolErrorBrand] === true;
}

/**
 * A parameter the handler itself checked and rejected (a rule its schema cannot say: a
 * date in the past, an unknown id format). Its `field` and `problem` reach the model, so
 * it can fix the call; an unexpected exception stays `internal` and shows no detail.
 */
export class ToolParameterError extends ToolError {
  override readonly field: string;
  override readonly problem: string;

  constructor(field: string, problem: string, fields: Omit<ToolErrorFields, 'field' | 'problem'> = {}) {
    super('invalid_arguments', { detail: `${field}: ${problem}`, ...fields, field, problem });
    this.name = 'ToolParameterError';
    this.field = field;
    this.problem = problem;
  }
}

/** The handler needs something only the user can say: `question` is asked as is. */
export function needsInput(question: string, fields: Omit<ToolErrorFields, 'question'> = {}): ToolError {
  return new ToolError('needs_input', { ...fields, question });
}

/** A credential or setting is missing; retrying cannot help until the user sets it up. */
export function notConfigured(fields: ToolErrorFields): ToolError {
  return new ToolError('not_configured', { reason: 'credential_missing', ...fields });
}

/** A passing failure (rate limit, 5xx, network): worth retrying for idempotent tools. */
export function transientFailure(fields: ToolErrorFields): ToolError {
  return new ToolError('transient', { reason: 'unavailable', ...fields });
}

/** What an upstream HTTP API answered, for {@link upstreamFailure}. */
export interface UpstreamResponseFacts {
  readonly status: number;
  readonly provider: string;
  /** A required field the upstream said was missing, when its error body names one. */
  readonly missingField?: string;
  /** A field the upstream rejected as invalid. */
  readonly invalidField?: string;
  readonly retryAfterMs?: number;
  /** The upstream's error body, for the developer log (redacted before storage). */
  readonly detail?: string;
}

/**
 * Classifies an upstream HTTP failure by status and typed facts. The formatter later
 * rewrites it into a question for the tool's family (email, search, generic).
 */
export function upstreamFailure(facts: UpstreamResponseFacts): ToolError {
  const { status, provider, retryAfterMs } = facts;
  const detail = facts.detail ?? `${provider} answered HTTP ${status}`;
  if (status === 401) {
    return new ToolError('not_configured', { status, provider, detail, reason: 'credential_rejected' });
  }
  if (status === 403) return new ToolError('not_configured', { status, provider, detail, reason: 'permission_denied' });
  if (status === 408 || status === 425 || status === 429 || status >= 500) {
    return new ToolError('transient', {
      status,
      provider,
      detail,
      retryAfterMs,
      reason: status === 429 ? 'rate_limited' : status === 408 ? 'timeout' : 'unavailable',
    });
  }
  if (facts.missingField !== undefined) {
    return new ToolError('needs_input', { status, provider, detail, field: facts.missingField });
  }
  if (status === 400 || status === 404 || status === 409 || status === 413 || status === 422) {
    return new ToolError('invalid_arguments', { status, provider, detail, field: facts.invalidField });
  }
  return new ToolError('internal', { status, provider, detail });
}
