/** One thing wrong with a tool call's arguments, in the terms the model needs to fix it. */
export interface ArgumentProblem {
  /** Where: `to`, `to[0]`, `filters.since`; empty for the arguments as a whole. */
  readonly path: string;
  readonly kind: 'missing' | 'type' | 'enum' | 'range' | 'format' | 'unknown' | 'not_object' | 'other';
  /** What was expected: `string`, `integer ≥ 1`, `email address`, … */
  readonly expected?: string;
  /** What the model sent, already made safe to echo (cut, secrets masked). */
  readonly received?: string;
  /** The allowed values, for enums. */
  readonly allowed?: readonly string[];
  /** The parameter's own description, for missing parameters. */
  readonly description?: string;
  /** For unknown parameters: the parameter the model probably meant. */
  readonly suggestion?: string;
  /** For unknown parameters: the key itself, the last segment of `path` (whose parent is
   * the object it was sent in). */
  readonly key?: string;
  /** For a suggestion whose value has another shape than a plain value: what it takes
   * (`array of strings`, `object`). */
  readonly suggestionExpected?: string;
}

/** Formats a path of keys and indexes the way a model reads it: `to[0].address`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text.length === 0 ? String(segment) : `.${String(segment)}`;
  }
  return text;
}
