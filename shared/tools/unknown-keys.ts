/**
 * Keys the model sent that a schema does not declare, at any depth, each with the
 * declared key it most likely meant.
 */
import type { z } from 'zod';
import { type ArgumentProblem, formatPath } from './argument-problem.ts';
import { stringSimilarity } from './edit-distance.ts';
import { canonicalName, concept, descriptionWords, identifierWords, stem } from './name-words.ts';
import { descriptionAt, hasTypedExtraKeys, isStrictObject, objectShape, unwrapSchema } from './schema-paths.ts';

type Issue = z.core.$ZodIssue;

/** Objects and arrays deeper than this are not searched (arguments are shallow). */
const maxDepth = 8;

/** A word's root for comparing keys: `encode`/`encoding`, `sort`/`sorted`, `tag`/`tags`. */
function root(word: string): string {
  let base = stem(word);
  if (base.length > 4 && base.endsWith('e')) base = base.slice(0, -1);
  if (base.length > 4 && base.at(-1) === base.at(-2)) base = base.slice(0, -1);
  return base;
}

function wordsOf(name: string, normalize: (word: string) => string): string {
  return identifierWords(name).map(normalize).sort().join(' ');
}

/**
 * True when `key` reads as a slip for `candidate`: the same name but for case or
 * separators, a typo, the same root words (`encode` for `encoding`) or the same meaning
 * (`search` for `query`). Used where extra keys are allowed, so it stays strict: a key
 * that is merely related is taken as the extra it may be.
 */
export function isNearMiss(key: string, candidate: string): boolean {
  const keyName = canonicalName(key);
  const candidateName = canonicalName(candidate);
  if (keyName.length === 0 || candidateName.length === 0) return false;
  if (stringSimilarity(keyName, candidateName) >= 0.75) return true;
  if (wordsOf(key, root) === wordsOf(candidate, root)) return true;
  return wordsOf(key, concept) === wordsOf(candidate, concept);
}

/** Picks the declared key a model most likely meant by an unknown one, if any is close:
 * spelling, a shared word meaning, or a word of the key's description. */
function likelyIntended(
  unknownKey: string,
  candidates: readonly string[],
  objectSchema: z.ZodType,
): string | undefined {
  const keyCanonical = canonicalName(unknownKey);
  const keyWords = identifierWords(unknownKey);
  const keyConcepts = new Set(keyWords.map(concept));
  let best: { name: string; score: number } | undefined;
  for (const candidate of candidates) {
    let score = stringSimilarity(keyCanonical, canonicalName(candidate));
    if (isNearMiss(unknownKey, candidate)) score = Math.max(score, 0.9);
    if (identifierWords(candidate).some((word) => keyConcepts.has(concept(word)))) score = Math.max(score, 0.85);
    const described = descriptionWords(descriptionAt(objectSchema, [candidate]) ?? '');
    if (keyWords.some((word) => described.has(stem(word)))) score = Math.max(score, 0.8);
    if (score >= 0.7 && (best === undefined || score > best.score)) best = { name: candidate, score };
  }
  return best?.name;
}

/** What a suggested key takes, when its shape differs from a plain value: a model that
 * renames `contactId` to `contactIds` must also make the value a list. */
function shapeText(schema: z.ZodType | undefined): string | undefined {
  if (schema === undefined) return undefined;
  const unwrapped = unwrapSchema(schema) as unknown as { def: { type: string; element?: z.ZodType } };
  if (unwrapped.def.type === 'object') return 'object';
  if (unwrapped.def.type !== 'array') return undefined;
  const element = unwrapped.def.element === undefined
    ? 'value'
    : (unwrapSchema(unwrapped.def.element) as unknown as { def: { type: string } }).def.type;
  return `array of ${element === 'int' ? 'integer' : element}s`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Search {
  readonly found: ArgumentProblem[];
  /** Whether the arguments have other problems: then an unknown key with any likely
   * meaning is reported even where extra keys are allowed. */
  readonly otherProblems: boolean;
}

/** The object's own declared keys that a value holds when it is a plain object made only
 * of them (`{"params": {"owner": …, "repo": …}}`): an envelope around the arguments. Null
 * for anything else. Decided by shape, not by the envelope's name. */
export function wrappedKeys(value: unknown, declared: readonly string[]): string[] | null {
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => declared.includes(key)) ? keys : null;
}

/**
 * Whether an undeclared key is reported. A strict object refuses it, so always. An open
 * object (most MCP schemas) takes it: when the call goes back to the model anyway, every
 * such key is named, since a model fixing the rest keeps what it is not told about and
 * the tool would then run with a key it ignores. When it is the call's only problem, only
 * a key that loses the model's intent is reported — a slip for a declared key left out
 * (`encode` for `encoding`) or an envelope of the tool's own parameters — and any other
 * extra runs: an open schema promises to take extras, a server may read them, and
 * refusing every harmless extra (`reason`, `explanation`) would cost right calls a round.
 * Where extras have a declared type (records), they are data, so only likely misnamings
 * are named, and only with other problems.
 */
function isReported(
  strict: boolean,
  typedExtras: boolean,
  slip: boolean,
  wraps: boolean,
  suggested: boolean,
  otherProblems: boolean,
): boolean {
  if (strict || slip) return true;
  if (typedExtras) return suggested && otherProblems;
  return wraps || otherProblems;
}

function searchObject(
  input: Record<string, unknown>,
  schema: z.ZodType,
  path: readonly PropertyKey[],
  search: Search,
  depth: number,
): void {
  const shape = objectShape(schema);
  if (shape === null) return;
  const strict = isStrictObject(schema);
  const typedExtras = hasTypedExtraKeys(schema);
  const declared = Object.keys(shape);
  const absent = declared.filter((key) => !Object.hasOwn(input, key));
  for (const key of Object.keys(input)) {
    if (Object.hasOwn(shape, key)) {
      searchValue(input[key], shape[key] as z.ZodType, [...path, key], search, depth + 1);
      continue;
    }
    const wraps = path.length === 0 ? wrappedKeys(input[key], declared) : null;
    const suggestion = wraps !== null ? undefined : likelyIntended(key, absent, schema) ??
      (strict ? likelyIntended(key, declared, schema) : undefined);
    const slip = suggestion !== undefined && !typedExtras && isNearMiss(key, suggestion);
    if (!isReported(strict, typedExtras, slip, wraps !== null, suggestion !== undefined, search.otherProblems)) {
      continue;
    }
    const suggestionExpected = suggestion === undefined ? undefined : shapeText(shape[suggestion]);
    search.found.push({
      path: formatPath([...path, key]),
      kind: 'unknown',
      key,
      ...(suggestion === undefined ? {} : { suggestion }),
      ...(suggestionExpected === undefined ? {} : { suggestionExpected }),
      ...(strict || typedExtras ? {} : { ignored: true as const }),
      ...(wraps === null ? {} : { wraps }),
    });
  }
}

function searchValue(
  value: unknown,
  schema: z.ZodType,
  path: readonly PropertyKey[],
  search: Search,
  depth: number,
): void {
  if (depth > maxDepth) return;
  const unwrapped = unwrapSchema(schema) as unknown as { def: { type: string; element?: z.ZodType } };
  if (Array.isArray(value) && unwrapped.def.type === 'array' && unwrapped.def.element !== undefined) {
    const element = unwrapped.def.element;
    value.forEach((item, index) => searchValue(item, element, [...path, index], search, depth + 1));
    return;
  }
  if (isPlainObject(value)) searchObject(value, schema, path, search, depth);
}

/**
 * Every key of `input` its schema does not declare, at any depth, as `unknown` problems
 * with the path, the key and the declared key it likely meant. Where the schema rejects
 * extra keys all are reported; where it allows them, see `isReported`: all of them when
 * the arguments have other problems, else only near misses of a declared key left out
 * (`encode` for `encoding`) and envelopes of the tool's own parameters. Keys zod reports that the search cannot reach (inside a union) are
 * reported too, without a suggestion.
 */
export function unknownKeyProblems(
  input: unknown,
  schema: z.ZodType,
  issues: readonly Issue[],
  otherProblems: boolean,
): ArgumentProblem[] {
  const search: Search = { found: [], otherProblems };
  searchValue(input, schema, [], search, 0);
  const reportedPaths = new Set(search.found.map((problem) => problem.path));
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      const path = formatPath([...(issue.path as readonly PropertyKey[]), key]);
      if (reportedPaths.has(path)) continue;
      reportedPaths.add(path);
      search.found.push({ path, kind: 'unknown', key });
    }
  }
  return search.found;
}
