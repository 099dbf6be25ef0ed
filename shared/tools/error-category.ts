/**
 * The closed set of ways a tool call can fail. Every decision about retrying, every
 * model-facing text and every analytics breakdown branches on this value, never on
 * the wording of an error message.
 */
export const errorCategories = [
  'not_found',
  'invalid_arguments',
  'needs_input',
  'not_configured',
  'transient',
  'internal',
] as const;

/** One of {@link errorCategories}. */
export type ErrorCategory = (typeof errorCategories)[number];

/** Narrows an unknown value to an {@link ErrorCategory}. */
export function isErrorCategory(value: unknown): value is ErrorCategory {
  return typeof value === 'string' && (errorCategories as readonly string[]).includes(value);
}
