/**
 * For a required parameter left out, the present argument most related to it: a model
 * that folds two parameters into one (`repo: "github/docs"` with `owner` missing) fixes the
 * call only when it sees that value next to the missing name; naming just the missing one
 * gets it added and the folded value kept.
 */
import type { z } from 'zod';
import type { RelatedArgument } from './argument-problem.ts';
import { descriptionWords, identifierWords, stem } from './name-words.ts';
import { descriptionAt, objectShape } from './schema-paths.ts';

/** A parameter's content words: of its name and of its description, stemmed. */
function contentWords(name: string, description: string | undefined): Set<string> {
  const words = descriptionWords(description ?? '');
  for (const word of identifierWords(name)) words.add(stem(word));
  return words;
}

/** A value that joins parts with a separator (`github/docs`, `nginx:1.25`, `Berkeley, CA`,
 * `owner/repo#12`): the only kind that can hold a second parameter. Plain values (`water`,
 * `debit card`, a date) are not shown: beside every missing parameter they would only add
 * tokens. `-`, `_`, `.` and spaces are left out, since names, dates and ids hold them. */
const joinedParts = /\S[/:,#|]\s*\S/;

/**
 * The present top-level string argument of `input` whose value joins parts and that shares
 * the most content words (of names and descriptions; at least half of the shorter one's)
 * with the missing top-level parameter `missing`, shown through `show` (which cuts and
 * hides secrets). Undefined when none.
 */
export function relatedArgument(
  missing: string,
  input: unknown,
  objectSchema: z.ZodType,
  show: (value: string, key: string) => string,
): RelatedArgument | undefined {
  const shape = objectShape(objectSchema);
  if (shape === null || typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const wanted = contentWords(missing, descriptionAt(objectSchema, [missing]));
  let best: { key: string; value: string; description: string | undefined; shared: number } | undefined;
  for (const [key, value] of Object.entries(input)) {
    // An undeclared key is reported as such instead.
    if (key === missing || !Object.hasOwn(shape, key) || typeof value !== 'string' || !joinedParts.test(value)) {
      continue;
    }
    const description = descriptionAt(objectSchema, [key]);
    const words = contentWords(key, description);
    let shared = 0;
    for (const word of words) if (wanted.has(word)) shared += 1;
    // Related means much in common, not a word of the tool's domain that every one of its
    // parameters mentions (`train` in "adults … train tickets" and "city … train journey").
    const related = shared > 0 && shared * 2 >= Math.min(words.size, wanted.size);
    if (related && (best === undefined || shared > best.shared)) best = { key, value, description, shared };
  }
  if (best === undefined) return undefined;
  return {
    path: best.key,
    shown: show(best.value, best.key),
    ...(best.description === undefined ? {} : { description: best.description }),
  };
}
