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
  /** For unknown parameters: the object takes untyped extra keys (an open schema), so the
   * key would not be refused but ignored, and what the model meant by it lost. */
  readonly ignored?: true;
  /** For an unknown top-level key whose value is an object of the tool's own parameters
   * (`{"params": {…}}`): those parameters, which belong at the top level. */
  readonly wraps?: readonly string[];
  /** For missing parameters: a present string argument related to the missing one (a
   * shared word of their names or descriptions), with its value, so the model can see a
   * value that folds both into one (`repo: "github/docs"` with `owner` missing). */
  readonly related?: RelatedArgument;
}

/** A present argument shown next to a missing parameter it is related to. */
export interface RelatedArgument {
  readonly path: string;
  /** Its value as echoed to the model (cut, redacted), or `(value hidden)` for a secret. */
  readonly shown: string;
  readonly description?: string;
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
