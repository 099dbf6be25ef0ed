/**
 * `supabase/config.toml` as a flat list of values with their key paths, parsed by
 * smol-toml (TOML 1.0, no dependencies, runs under Deno and Node). Flat paths let a
 * caller find a setting however it is written (`[functions.chat] verify_jwt = false`,
 * `functions.chat.verify_jwt = false`, `chat = { verify_jwt = false }`).
 */
import { parse, TomlError, type TomlTableWithoutBigInt, type TomlValueWithoutBigInt } from 'smol-toml';

/** One value of the document and where it sits. Elements of arrays have their index in
 * the path, and so do the tables of an array of tables. Dates and times are their
 * ISO 8601 text. */
export interface TomlEntry {
  readonly path: readonly string[];
  readonly value: string | number | boolean;
}

/** The text is not TOML; `line` and `column` are 1-based. */
export class TomlSyntaxError extends Error {
  override readonly name = 'TomlSyntaxError';

  constructor(message: string, readonly line: number, readonly column = 1) {
    super(message);
  }
}

function collect(value: TomlValueWithoutBigInt, path: readonly string[], entries: TomlEntry[]): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    entries.push({ path, value });
  } else if (value instanceof Date) {
    entries.push({ path, value: value.toISOString() });
  } else if (Array.isArray(value)) {
    value.forEach((element, index) => collect(element, [...path, String(index)], entries));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collect(child, [...path, key], entries);
  }
}

/**
 * Every value of a TOML document with its key path, in document order. `source` names
 * the file in the error: a malformed document throws {@link TomlSyntaxError} with
 * `<source>:<line>:<column>`, the parser's reason and the lines around it.
 */
export function tomlEntries(text: string, source = 'supabase/config.toml'): TomlEntry[] {
  let document: TomlTableWithoutBigInt;
  try {
    document = parse(text.replace(/^\uFEFF/, ''), { integersAsBigInt: false });
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const reason = error.message.replace(/^Invalid TOML document: /, '').split('\n')[0] ?? '';
    throw new TomlSyntaxError(
      `${source}:${error.line}:${error.column}: ${reason}\n${error.codeblock}`,
      error.line,
      error.column,
    );
  }
  const entries: TomlEntry[] = [];
  for (const [key, value] of Object.entries(document)) collect(value, [key], entries);
  return entries;
}
