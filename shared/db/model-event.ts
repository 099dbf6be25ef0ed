/**
 * What the model layer reports besides tool calls: a failed model request, a retry, a
 * switch to a fallback model or to the fallback tool-caller, a skipped model, a shrunk
 * context, an empty reply. One row of `model_events` each.
 */

/** The kinds `model_events.kind` accepts (its check constraint lists the same). */
export const modelEventKinds = [
  'error',
  'retry',
  'fallback',
  'tool_fallback',
  'skipped',
  'context_shrink',
  'empty_response',
] as const;

/** One of {@link modelEventKinds}. */
export type ModelEventKind = (typeof modelEventKinds)[number];

/** One model event of a request. `reason` is redacted and capped before it is stored. */
export interface ModelEvent {
  readonly kind: ModelEventKind;
  /** The model the event happened to (the one that failed, was skipped, …). */
  readonly fromModel?: string;
  /** The model used next, for `fallback` and `retry`. */
  readonly toModel?: string;
  /** Why, in a sentence: an upstream error message, "context too long", … */
  readonly reason?: string;
  /** The upstream HTTP status, when there was one. */
  readonly statusCode?: number;
}

/** The longest `reason` stored; longer ones are cut, since an upstream body can be huge. */
export const modelEventReasonMaxLength = 500;
