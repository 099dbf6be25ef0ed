import type { ErrorCategory } from './error-category.ts';
import type { SetupHint } from './setup-hint.ts';
import type { UserInteraction } from './user-interaction.ts';

/** How the attempt ended on the side that acted: its output, or its failure as that side's
 * executor classified and worded it. */
export type ActedResult =
  | { readonly type: 'tool-result'; readonly output: unknown }
  | {
    readonly type: 'tool-error';
    readonly category: ErrorCategory;
    /** The model's text, rendered once by the acting side's formatter. */
    readonly modelMessage: string;
    readonly interaction?: UserInteraction;
    readonly setup?: SetupHint;
    readonly field?: string;
    /** Developer detail for this side's logs; never shown to the model. */
    readonly detail: string;
  };

/**
 * What the side that acted on a delegated call reports (a tool function, for a tool of the
 * chat function). That side claimed the idempotency key, wrote the intent row, ran the
 * call with its retries and logged every try, so the delegating executor logs none of them.
 */
export interface ActedElsewhere {
  readonly kind: 'acted-elsewhere';
  /** The log source that wrote the attempts' rows (`gmail-api`). */
  readonly loggedBy: string;
  /** Tries made there, transient retries included (at least 1). */
  readonly tries: number;
  /** A recorded result was returned instead of acting again. */
  readonly replayed: boolean;
  readonly result: ActedResult;
}

/** True for an {@link ActedElsewhere} report. */
export function isActedElsewhere(value: unknown): value is ActedElsewhere {
  return typeof value === 'object' && value !== null && Reflect.get(value, 'kind') === 'acted-elsewhere';
}
