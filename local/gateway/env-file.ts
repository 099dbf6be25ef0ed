/**
 * Reads `.env` files the way most tools do: `KEY=VALUE` lines, an optional `export `
 * prefix, `#` comments (a whole line, or after an unquoted value and a space), values in
 * double quotes (with `\n`, `\t`, `\"` and `\\` escapes, and spanning lines) or single
 * quotes (literal).
 *
 * Why not a library (issue 15 asked): the file read here, `supabase/functions/.env`, is the
 * one `supabase secrets set --env-file` deploys, and the Supabase CLI reads it with Go's
 * godotenv, so a secret must read the same here or a function runs locally with another
 * value than deployed: godotenv and this parser keep a `#` inside an unquoted value and
 * unescape `\"` and `\\` in double quotes. The candidates that run under Deno and Node
 * do not (compared on this file's tests, dotenv 18.0.10 and Node 20.20's `util.parseEnv`):
 * - dotenv's `parse` cuts `B=pass#word` to `pass` (a `#` needs no space before it), keeps
 *   `\"` and `\\` in double quotes as typed, reads `B="unclosed` as `"unclosed` and
 *   `D="x" trailing` as `"x" trailing`, accepts `1BAD` as a name, and cannot say which
 *   lines it skipped (the gateway's start-up warning lists them).
 * - `util.parseEnv` is missing from Deno 2.1's `node:util`, and Node 20's reads a
 *   byte-order mark into the first name and joins an indented comment to the next line.
 * Reproduce: `npm pack dotenv@18` and call `parse` on the strings of
 * test/local/gateway/env-file.test.ts.
 */

/** The variables of one file, and the lines that could not be read (1-based numbers). */
export interface EnvFile {
  readonly values: Readonly<Record<string, string>>;
  readonly invalidLines: readonly number[];
}

const assignment = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/s;
const escapes: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/** The value inside double quotes starting at `text[0]`, and what follows the closing quote. */
function doubleQuoted(text: string): { value: string; rest: string } | null {
  let value = '';
  for (let index = 1; index < text.length; index += 1) {
    const character = text[index] as string;
    if (character === '"') return { value, rest: text.slice(index + 1) };
    if (character === '\\' && index + 1 < text.length) {
      const next = text[index + 1] as string;
      value += escapes[next] ?? `\\${next}`;
      index += 1;
    } else {
      value += character;
    }
  }
  return null;
}

function singleQuoted(text: string): { value: string; rest: string } | null {
  const end = text.indexOf("'", 1);
  return end < 0 ? null : { value: text.slice(1, end), rest: text.slice(end + 1) };
}

/** Only whitespace or a comment may follow a closing quote. */
function isTrailerAllowed(rest: string): boolean {
  return /^\s*(?:#.*)?$/s.test(rest);
}

/** Parses the text of a `.env` file. Later lines win over earlier ones with the same key. */
export function parseEnvFile(text: string): EnvFile {
  const values: Record<string, string> = {};
  const invalidLines: number[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const lineNumber = index + 1;
    const line = lines[index] as string;
    if (/^\s*(?:#.*)?$/.test(line)) continue;
    const match = assignment.exec(line);
    if (match === null) {
      invalidLines.push(lineNumber);
      continue;
    }
    const [, key, raw] = match as unknown as [string, string, string];
    const quote = raw[0];
    if (quote === '"' || quote === "'") {
      // A quoted value may span lines: join the following ones until it closes.
      let text = raw;
      let end = index;
      let parsed = quote === '"' ? doubleQuoted(text) : singleQuoted(text);
      while (parsed === null && end + 1 < lines.length) {
        end += 1;
        text += `\n${lines[end] as string}`;
        parsed = quote === '"' ? doubleQuoted(text) : singleQuoted(text);
      }
      // A quote that never closes spoils its own line only.
      if (parsed === null || !isTrailerAllowed(parsed.rest)) {
        invalidLines.push(lineNumber);
        continue;
      }
      index = end;
      values[key] = parsed.value;
      continue;
    }
    values[key] = raw.startsWith('#') ? '' : raw.replace(/\s+#.*$/, '').trim();
  }
  return { values, invalidLines };
}
