/**
 * How deeply a request body's JSON may nest. Parsing a deep body is fine, but everything
 * after it walks the value recursively (validation, redaction, key-sorted hashing): at
 * about 5,000 levels that overflows the stack and became a 500. Real bodies nest a few
 * levels (a `useChat` transcript about eight); 64 leaves ample room for tool parameters.
 */
export const maxJsonDepth = 64;

/**
 * Whether JSON `text` nests arrays and objects deeper than `maxDepth`: one pass over the
 * text that skips string contents, run before `JSON.parse` so a deep body costs nothing more.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1; // a backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
