/**
 * The small text helpers every feedback formatter shares: quoting a name from the model
 * safely and cutting text to a length. Part of the one formatter (feedback.ts).
 */

/** A name from the model, made safe to quote: no backticks or control characters, cut. */
export function quoteName(name: string): string {
  // deno-lint-ignore no-control-regex
  const clean = name.replace(/[`\u0000-\u001f\u007f]/g, '').trim();
  return `\`${clean.length > 64 ? `${clean.slice(0, 64)}…` : clean}\``;
}

/** `text`, cut to `length` characters with an ellipsis. */
export function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
