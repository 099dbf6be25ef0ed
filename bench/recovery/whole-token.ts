/**
 * Whole-token matching, the one way the literal models read feedback (RECOVERY.md).
 */

/** A character that continues a name or key: a letter, digit, `_` or `-`. */
const nameCharacter = /[\p{L}\p{N}_-]/u;

function continuesToken(character: string | undefined): boolean {
  return character !== undefined && nameCharacter.test(character);
}

/** Where a match may stand: `whole` alone; `path-head` also as the first segment of a
 * dotted path (`start` in `start.timeZone`), as the schema-aware model reads keys. */
export type TokenReading = 'whole' | 'path-head';

function isTokenAt(text: string, token: string, index: number, reading: TokenReading): boolean {
  const before = text[index - 1];
  const after = text[index + token.length];
  const wholeBefore = before === undefined || !(before === '.' || nameCharacter.test(before));
  if (!wholeBefore) return false;
  if (after === '.') return reading === 'path-head' || !continuesToken(text[index + token.length + 1]);
  return !continuesToken(after);
}

/**
 * The index of the first occurrence of `token` in `text` as a whole token, or -1: not
 * preceded by a letter, digit, `_`, `-` or `.`, and not followed by a letter, digit, `_`
 * or `-`, nor by a `.` that continues the token (one followed by a letter, digit, `_` or
 * `-`) — unless `reading` is `path-head`, which also accepts the token as the first
 * segment of a dotted path. Case-sensitive: names and keys are.
 */
export function wholeTokenIndex(text: string, token: string, reading: TokenReading = 'whole'): number {
  if (token.length === 0) return -1;
  for (let index = text.indexOf(token); index !== -1; index = text.indexOf(token, index + 1)) {
    if (isTokenAt(text, token, index, reading)) return index;
  }
  return -1;
}

/**
 * True when `token` occurs in `text` as a whole token (RECOVERY.md, revised 2026-11-24).
 * A name that ends a sentence (`web_search.`) is whole: a model reads it; a segment of a
 * dotted path (`start.timeZone`, `server.web_search`) is not, unless `reading` is
 * `path-head` and the token is the path's first segment.
 */
export function containsWholeToken(text: string, token: string, reading: TokenReading = 'whole'): boolean {
  return wholeTokenIndex(text, token, reading) !== -1;
}
