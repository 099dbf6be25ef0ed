/**
 * A small TOML reader for `supabase/config.toml`: it walks the whole syntax (tables,
 * arrays of tables, dotted and quoted keys, basic, literal and multi-line strings, arrays,
 * inline tables, comments) and yields every scalar with its key path, so a setting is
 * found however it is written (`[functions.chat] verify_jwt = false`,
 * `functions.chat.verify_jwt = false`, `chat = { verify_jwt = false }`). Values other than
 * strings and booleans (numbers, dates) are kept as their raw text.
 */

/** One scalar of the document and where it sits. Elements of arrays have their index in
 * the path, and so do the tables of an array of tables. */
export interface TomlEntry {
  readonly path: readonly string[];
  readonly value: string | boolean;
}

/** The text is not TOML; `line` is 1-based. */
export class TomlSyntaxError extends Error {
  override readonly name = 'TomlSyntaxError';

  constructor(message: string, readonly line: number) {
    super(`${message} (line ${line})`);
  }
}

const bareKeyCharacter = /[A-Za-z0-9_-]/;
const escapes: Readonly<Record<string, string>> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', '"': '"', '\\': '\\' };

class TomlReader {
  private position = 0;
  readonly entries: TomlEntry[] = [];
  private readonly arrayTableCounts = new Map<string, number>();

  constructor(private readonly text: string) {}

  private fail(message: string): never {
    throw new TomlSyntaxError(message, this.text.slice(0, this.position).split('\n').length);
  }

  private peek(length = 1): string {
    return this.text.slice(this.position, this.position + length);
  }

  private skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.position += 1;
  }

  private skipComment(): void {
    if (this.peek() === '#') while (this.position < this.text.length && this.peek() !== '\n') this.position += 1;
  }

  /** Spaces, comments and newlines: between statements, and inside arrays. */
  private skipBlank(): void {
    for (;;) {
      this.skipSpaces();
      this.skipComment();
      if (this.peek() === '\n' || this.peek(2) === '\r\n') this.position += this.peek() === '\n' ? 1 : 2;
      else return;
    }
  }

  private expect(token: string): void {
    if (this.peek(token.length) !== token) this.fail(`Expected "${token}"`);
    this.position += token.length;
  }

  private endOfStatement(): void {
    this.skipSpaces();
    this.skipComment();
    if (this.position < this.text.length && this.peek() !== '\n' && this.peek(2) !== '\r\n') this.fail('Expected the end of the line');
  }

  private quoted(quote: '"' | "'"): string {
    const multiline = this.peek(3) === quote.repeat(3);
    this.position += multiline ? 3 : 1;
    // A newline right after the opening delimiter is not part of a multi-line string.
    if (multiline && this.peek() === '\n') this.position += 1;
    else if (multiline && this.peek(2) === '\r\n') this.position += 2;
    let value = '';
    for (;;) {
      if (this.position >= this.text.length) this.fail('Unterminated string');
      if (multiline && this.peek(3) === quote.repeat(3)) {
        // A run of up to five quotes closes the string; the first one or two are content.
        let run = 3;
        while (run < 5 && this.text[this.position + run] === quote) run += 1;
        this.position += run;
        return value + quote.repeat(run - 3);
      }
      if (!multiline && this.peek() === quote) {
        this.position += 1;
        return value;
      }
      const character = this.peek();
      if (!multiline && character === '\n') this.fail('Newline in a single-line string');
      if (quote === '"' && character === '\\') {
        value += this.escape(multiline);
        continue;
      }
      value += character;
      this.position += 1;
    }
  }

  private escape(multiline: boolean): string {
    const next = this.text[this.position + 1] ?? '';
    if (multiline && /[ \t\r\n]/.test(next)) {
      // A line-ending backslash trims the newline and the whitespace that follows.
      this.position += 1;
      while (/[ \t\r\n]/.test(this.peek())) this.position += 1;
      return '';
    }
    if (next === 'u' || next === 'U') {
      const length = next === 'u' ? 4 : 8;
      const hex = this.text.slice(this.position + 2, this.position + 2 + length);
      if (!/^[0-9A-Fa-f]+$/.test(hex) || hex.length !== length) this.fail('Invalid unicode escape');
      this.position += 2 + length;
      return String.fromCodePoint(Number.parseInt(hex, 16));
    }
    const replacement = escapes[next];
    if (replacement === undefined) this.fail(`Invalid escape "\\${next}"`);
    this.position += 2;
    return replacement;
  }

  private keyPath(): string[] {
    const parts: string[] = [];
    for (;;) {
      this.skipSpaces();
      const character = this.peek();
      if (character === '"' || character === "'") {
        if (this.peek(3) === character.repeat(3)) this.fail('A key cannot be a multi-line string');
        parts.push(this.quoted(character));
      } else {
        const start = this.position;
        while (bareKeyCharacter.test(this.peek())) this.position += 1;
        if (start === this.position) this.fail('Expected a key');
        parts.push(this.text.slice(start, this.position));
      }
      this.skipSpaces();
      if (this.peek() !== '.') return parts;
      this.position += 1;
    }
  }

  private value(path: readonly string[]): void {
    const character = this.peek();
    if (character === '"' || character === "'") {
      this.entries.push({ path, value: this.quoted(character) });
    } else if (character === '[') {
      this.position += 1;
      for (let index = 0; ; index += 1) {
        this.skipBlank();
        if (this.peek() === ']') break;
        this.value([...path, String(index)]);
        this.skipBlank();
        if (this.peek() === ',') this.position += 1;
        else if (this.peek() !== ']') this.fail('Expected "," or "]" in an array');
      }
      this.position += 1;
    } else if (character === '{') {
      this.position += 1;
      this.skipSpaces();
      if (this.peek() === '}') {
        this.position += 1;
        return;
      }
      for (;;) {
        const key = this.keyPath();
        this.expect('=');
        this.skipSpaces();
        this.value([...path, ...key]);
        this.skipSpaces();
        if (this.peek() === '}') break;
        this.expect(',');
      }
      this.position += 1;
    } else {
      // Numbers, dates, booleans: up to the next delimiter (a space may join a date and a time).
      const match = /^(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}[^\s,\]}#]*|[^\s,\]}#]+)/.exec(this.text.slice(this.position));
      if (match === null) this.fail('Expected a value');
      this.position += match[0].length;
      this.entries.push({ path, value: match[0] === 'true' ? true : match[0] === 'false' ? false : match[0] });
    }
  }

  read(): TomlEntry[] {
    let table: string[] = [];
    for (;;) {
      this.skipBlank();
      if (this.position >= this.text.length) return this.entries;
      if (this.peek(2) === '[[') {
        this.position += 2;
        const path = this.keyPath();
        this.expect(']]');
        const name = path.join('\u0000');
        const index = this.arrayTableCounts.get(name) ?? 0;
        this.arrayTableCounts.set(name, index + 1);
        table = [...path, String(index)];
      } else if (this.peek() === '[') {
        this.position += 1;
        table = this.keyPath();
        this.expect(']');
      } else {
        const key = this.keyPath();
        this.expect('=');
        this.skipSpaces();
        this.value([...table, ...key]);
      }
      this.endOfStatement();
    }
  }
}

/** Every scalar of a TOML document with its key path; throws {@link TomlSyntaxError}. */
export function tomlEntries(text: string): TomlEntry[] {
  return new TomlReader(text.replace(/^\uFEFF/, '')).read();
}
