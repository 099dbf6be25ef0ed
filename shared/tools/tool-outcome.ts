import type { ErrorCategory } from './error-category.ts';
import type { SetupHint } from './setup-hint.ts';
import type { ToolErrorFields } from './tool-error.ts';
import type { UserInteraction } from './user-interaction.ts';

/** A tool call as the model produced it: the raw argument string, unparsed. */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
  /** What the model's provider attached to the call and needs back unchanged when the call
   * is sent to it again within the turn; absent when it attached nothing. */
  readonly providerData?: ToolCallProviderData;
}

/**
 * A provider's opaque data on one tool call. Gemini 3 signs its calls with a thought
 * signature and refuses (HTTP 400) a request whose current turn sends a signed call back
 * without it (https://ai.google.dev/gemini-api/docs/thought-signatures). The data belongs to
 * the model that issued it: requests to any other model leave it out. It is never shown,
 * logged or stored with the conversation's history (only the current turn needs it).
 */
export interface ToolCallProviderData {
  /** The model (`provider:model`) whose answer carried it. */
  readonly model: string;
  /** Gemini's `extra_content.google.thought_signature`, exactly as received. */
  readonly thoughtSignature: string;
}

/** Developer-facing detail of a failure: goes to logs, never to the model. */
export interface ErrorDetail {
  readonly message: string;
  readonly errorName?: string;
  readonly stack?: string;
  readonly cause?: string;
  readonly status?: number;
  readonly provider?: string;
  /** The typed reason of a `ToolError` (`credential_missing`, `rate_limited`, …). */
  readonly reason?: ToolErrorFields['reason'];
  /** For a name that matched no tool (`not_found`): the closest tool names, best first. */
  readonly suggestions?: readonly string[];
}

interface OutcomeCommon {
  readonly toolCallId: string;
  /** The name exactly as the model asked for it. */
  readonly requestedName: string;
  /** The tool that ran or was validated against; null when none matched. */
  readonly resolvedName: string | null;
  /** The validated input, redacted; null when it never got that far. */
  readonly input: unknown;
  /** 1 for the model's first call, and up with each retry (model round or executor). */
  readonly attempt: number;
  readonly durationMs: number;
  readonly startedAt: string;
  readonly idempotencyKey: string | null;
  /** True when a recorded outcome was returned instead of running the tool again. */
  readonly replayed: boolean;
  /** Transient failures the executor retried past, oldest first: one log row each. */
  readonly earlierAttempts: readonly ToolErrorOutcome[];
  /** The text the model reads for this call. */
  readonly modelMessage: string;
  /** The log source that already wrote this attempt's rows, when it acted in another
   * function (a tool routed to gmail-api): whoever holds this outcome logs nothing more. */
  readonly loggedBy?: string;
}

/** The tool ran and produced output. */
export interface ToolResultOutcome extends OutcomeCommon {
  readonly type: 'tool-result';
  readonly output: unknown;
  readonly modelRetry: false;
}

/** The call failed; `category` says how, `modelRetry` whether asking again can help. */
export interface ToolErrorOutcome extends OutcomeCommon {
  readonly type: 'tool-error';
  readonly category: ErrorCategory;
  readonly modelRetry: boolean;
  /** The parameter the failure is about, when there is one. */
  readonly field?: string;
  /** What the user must set up before the call can work (`not_configured` failures, and
   * calls to the tools of a server whose credential is not set up). */
  readonly setup?: SetupHint;
  /** What the call asks of the user (a question), as a value; `modelMessage` is its rendering. */
  readonly interaction?: UserInteraction;
  readonly detail: ErrorDetail;
}

/** What `execute` returns for every call, whatever happened: never an exception. */
export type ToolOutcome = ToolResultOutcome | ToolErrorOutcome;
