/**
 * Text that someone else chose (a model's reply or tool name, a provider's message, a mail's
 * subject) made safe to print on a terminal: every character a terminal would act on
 * instead of showing is shown as an escape. That covers the C0 controls (ESC, BEL, CR,
 * backspace…) and DEL, the C1 controls (U+0080–U+009F, among them the one-character CSI
 * U+009B and OSC U+009D), and the bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069, U+061C, U+200E, U+200F) that reorder what a line appears to say. Escaping
 * the introducer character neuters a whole ESC/CSI/OSC sequence: what follows it is plain
 * text. Each character is judged alone, so text streamed in pieces is safe piece by piece.
 */

/** Whether newlines and tabs stay (text laid out in lines: a reply, a mail body) or are
 * escaped too (one line or one table cell: a tool name, a subject). */
export interface TerminalTextOptions {
  readonly multiline?: boolean;
}

const unsafeEverywhere = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** The same but newline and tab; a CR is escaped too, except in a CRLF line end. */
const unsafeKeepingLines = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

function escaped(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every character a terminal would act on shown as `\xNN` or `\uNNNN`. */
export function terminalText(text: string, options: TerminalTextOptions = {}): string {
  if (options.multiline === true) return text.replace(/\r\n/g, '\n').replace(unsafeKeepingLines, escaped);
  return text.replace(unsafeEverywhere, escaped);
}

/** Every string inside `value` (a parsed JSON value: an event, a reply) through
 * {@link terminalText}, keeping newlines; the shape is unchanged. */
export function terminalValue<Value>(value: Value): Value {
  return inert(value) as Value;
}

function inert(value: unknown): unknown {
  if (typeof value === 'string') return terminalText(value, { multiline: true });
  if (Array.isArray(value)) return value.map(inert);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, inert(entry)]));
  }
  return value;
}

const unsafeInJson = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** JSON text for a terminal: `JSON.stringify` leaves DEL, the C1 controls and the bidi
 * controls raw; here they become `\uNNNN` escapes, so the JSON means the same and prints inert. */
export function terminalJson(json: string): string {
  return json.replace(
    unsafeInJson,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}
