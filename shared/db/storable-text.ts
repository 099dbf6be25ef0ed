/**
 * The one place that makes text storable in Postgres. `text` refuses NUL (0x00 is not a
 * character there), and `jsonb` (and `json` cast to text) refuse the `\u0000` escape and
 * lone UTF-16 surrogates. A row refused for its content would lose the audit record of an
 * action that did happen, so every text Parley stores passes through here first.
 *
 * Both are replaced with U+FFFD (the replacement character), not with a visible `\u0000`:
 * U+FFFD means "a character that could not be represented" everywhere Unicode is read,
 * it cannot be confused with a user who typed a backslash and `u0000`, and applying the
 * rule twice changes nothing.
 */

/** U+FFFD REPLACEMENT CHARACTER. */
export const replacementCharacter = '\ufffd';

// NUL, a high surrogate not followed by a low one, a low surrogate not preceded by a high one.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with NUL and lone surrogates replaced by U+FFFD; other text unchanged. */
export function storableText(text: string): string {
  return text.replace(unstorable, replacementCharacter);
}

// Strings and object keys made storable; everything else as JSON.stringify has it.
function storableReplacer(this: unknown, _key: string, value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.some(([key]) => storableText(key) !== key)) return value;
  return Object.fromEntries(entries.map(([key, item]) => [storableText(key), item]));
}

/**
 * `JSON.stringify(value)` with every string and key made storable by {@link storableText}:
 * the text to pass as a `json`/`jsonb` parameter.
 */
export function storableJsonText(value: unknown): string {
  return JSON.stringify(value, storableReplacer) ?? 'null';
}
