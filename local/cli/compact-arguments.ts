/** Bounds of the one-line view of a tool call's arguments. */
const limits = { value: 40, line: 120 } as const;

function shorten(text: string, length: number): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length - 1).join('')}…`;
}

function compactValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(shorten(value, limits.value));
  if (Array.isArray(value)) return `[${value.map(compactValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value).map(([key, inner]) => `${key}: ${compactValue(inner)}`).join(', ')}}`;
  }
  return String(value);
}

/**
 * A tool call's raw argument string as one short line: `to: ["ana@example.com"],
 * subject: "Meeting notes"`, long strings and the line cut with `…`. Arguments that are
 * not a JSON object (a model's malformed JSON) are shown as they came, cut the same way.
 */
export function compactArguments(raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return shorten(raw.replace(/\s+/g, ' ').trim(), limits.line);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return shorten(raw.trim(), limits.line);
  return shorten(
    Object.entries(parsed).map(([key, value]) => `${key}: ${compactValue(value)}`).join(', '),
    limits.line,
  );
}
