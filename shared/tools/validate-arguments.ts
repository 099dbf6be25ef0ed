import type { z } from 'zod';
import { type ArgumentProblem, formatPath } from './argument-problem.ts';
import { coerceArguments } from './coerce-arguments.ts';
import { executorLimits } from './limits.ts';
import { isSecretKey, looksLikeSecret, redactText } from './redact.ts';
import { relatedArgument } from './related-arguments.ts';
import { descriptionAt, schemaAt, unwrapSchema } from './schema-paths.ts';
import type { ArgumentCoercion } from './tool-definition.ts';
import { unknownKeyProblems } from './unknown-keys.ts';

type Issue = z.core.$ZodIssue;

/** Validated input, or every problem found with it. */
export type ValidatedArguments =
  | { readonly ok: true; readonly value: unknown; readonly coerced: boolean }
  | {
    readonly ok: false;
    readonly problems: readonly ArgumentProblem[];
    /** True when the only problems are required parameters left out (next to, at most,
     * extra keys an open schema would ignore): a question for the user may be what is
     * needed, not a fix of the call. */
    readonly onlyMissing: boolean;
  };

function kindOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isSecretPath(path: readonly PropertyKey[]): boolean {
  return path.some((segment) => typeof segment === 'string' && isSecretKey(segment));
}

/** A plain value as JSON text, redacted and cut to the echo limit. */
function echoed(value: unknown): string {
  // A value of an ordinary field can still hold an assignment such as `password:…` (a
  // malformed object repaired into one string): it is echoed only after redaction.
  const shown = redactText(JSON.stringify(value) ?? String(value));
  return shown.length > executorLimits.maxEchoedValueChars
    ? `${shown.slice(0, executorLimits.maxEchoedValueChars)}…`
    : shown;
}

/** A short, safe rendering of what the model sent: cut, and masked when secret. */
export function describeReceived(value: unknown, path: readonly PropertyKey[]): string {
  const kind = kindOfValue(value);
  const secretField = isSecretPath(path);
  if (typeof value === 'string' && (secretField || looksLikeSecret(value))) return 'string (value hidden)';
  if (secretField) return kind;
  if (kind === 'object' || kind === 'array' || value === undefined) return kind;
  return `${kind} ${echoed(value)}`;
}

/** A string argument's value as shown beside a related missing parameter: quoted and cut
 * like `describeReceived`'s, `(value hidden)` when secret. */
function shownString(value: string, key: string): string {
  return isSecretPath([key]) || looksLikeSecret(value) ? '(value hidden)' : echoed(value);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): { present: boolean; value: unknown } {
  let current: unknown = input;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || !(segment in current)) {
      return { present: false, value: undefined };
    }
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return { present: true, value: current };
}

function expectedText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'integer' : issue.expected;
    case 'too_big':
      return `${issue.origin === 'string' || issue.origin === 'array' ? `${issue.origin} length` : issue.origin} ${
        issue.inclusive ? '≤' : '<'
      } ${String(issue.maximum)}`;
    case 'too_small':
      return `${issue.origin === 'string' || issue.origin === 'array' ? `${issue.origin} length` : issue.origin} ${
        issue.inclusive ? '≥' : '>'
      } ${String(issue.minimum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'email address' : issue.format;
    default:
      return 'a valid value';
  }
}

function problemFromIssue(issue: Issue, input: unknown, schema: z.ZodType): ArgumentProblem[] {
  const path = issue.path as readonly PropertyKey[];
  const where = formatPath(path);
  if (issue.code === 'unrecognized_keys') return []; // reported with suggestions by unknownKeyProblems
  if (issue.code === 'invalid_type') {
    const found = valueAt(input, path);
    if (!found.present || found.value === undefined) {
      return [{
        path: where,
        kind: 'missing',
        expected: expectedText(issue),
        description: descriptionAt(schema, path),
      }];
    }
    if (path.length === 0) {
      return [{ path: '', kind: 'not_object', expected: 'a JSON object', received: kindOfValue(found.value) }];
    }
    return [{
      path: where,
      kind: 'type',
      expected: expectedText(issue),
      received: describeReceived(found.value, path),
    }];
  }
  const received = describeReceived(valueAt(input, path).value, path);
  if (issue.code === 'invalid_value') {
    const allowed = issue.values.map((value) => String(value));
    return [{ path: where, kind: 'enum', allowed, received }];
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') {
    return [{ path: where, kind: 'range', expected: expectedText(issue), received }];
  }
  if (issue.code === 'invalid_format') {
    return [{ path: where, kind: 'format', expected: expectedText(issue), received }];
  }
  const expected = schemaAt(schema, path) === null ? undefined : 'a valid value';
  return [{ path: where, kind: 'other', expected, received }];
}

/** Said when zod rejects the arguments but no problem could be named: never an empty
 * list, which would read as "nothing is wrong". */
function unnamedProblem(input: unknown): ArgumentProblem {
  return {
    path: '',
    kind: 'other',
    expected: "arguments matching the tool's parameters",
    received: kindOfValue(input),
  };
}

/** A top-level missing parameter with the present argument related to it, if any. */
function withRelated(problem: ArgumentProblem, input: unknown, schema: z.ZodType): ArgumentProblem {
  if (problem.kind !== 'missing' || problem.path.length === 0 || /[.[]/.test(problem.path)) return problem;
  const related = relatedArgument(problem.path, input, schema, shownString);
  return related === undefined ? problem : { ...problem, related };
}

/** An extra key an open schema would take and ignore, with nothing better to say about it
 * than "leave it out": not something to ask the user, so it does not stop a question. */
function isIgnorableExtra(problem: ArgumentProblem): boolean {
  return problem.kind === 'unknown' && problem.ignored === true && problem.suggestion === undefined &&
    problem.wraps === undefined;
}

function collectProblems(input: unknown, issues: readonly Issue[], schema: z.ZodType): ValidatedArguments {
  const problems = issues.flatMap((issue) => problemFromIssue(issue, input, schema))
    .map((problem) => withRelated(problem, input, schema));
  const unknown = unknownKeyProblems(input, schema, issues, problems.length > 0);
  const all = [...unknown, ...problems];
  if (all.length === 0) return { ok: false, problems: [unnamedProblem(input)], onlyMissing: false };
  const onlyMissing = all.some((problem) => problem.kind === 'missing') &&
    all.every((problem) => problem.kind === 'missing' || isIgnorableExtra(problem));
  return { ok: false, problems: all, onlyMissing };
}

/** Input zod accepted, unless an extra key it allows is a slip for a declared key
 * (`encode` for `encoding`): running without it would ignore what the model asked. */
function accepted(input: unknown, value: unknown, schema: z.ZodType, coerced: boolean): ValidatedArguments {
  const slips = unknownKeyProblems(input, unwrapSchema(schema), [], false);
  return slips.length > 0 ? { ok: false, problems: slips, onlyMissing: false } : { ok: true, value, coerced };
}

/**
 * Validates parsed arguments against a tool's zod schema with `safeParse` (never
 * throws). Opted-in coercions are tried once before problems are reported.
 */
export function validateArguments(
  input: unknown,
  schema: z.ZodType,
  coercion: ArgumentCoercion | undefined,
): ValidatedArguments {
  const first = schema.safeParse(input, { reportInput: true });
  if (first.success) return accepted(input, first.data, schema, false);
  if (coercion !== undefined) {
    const converted = coerceArguments(input, first.error.issues, coercion);
    if (converted !== null) {
      const second = schema.safeParse(converted, { reportInput: true });
      if (second.success) return accepted(converted, second.data, schema, true);
      // What is still wrong after the allowed conversions (`"bob@"` → `["bob@"]` is then
      // an address problem, not a type problem).
      return collectProblems(converted, second.error.issues, unwrapSchema(schema));
    }
  }
  return collectProblems(input, first.error.issues, unwrapSchema(schema));
}
