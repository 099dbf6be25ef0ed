import { jsonrepair } from 'jsonrepair';
import { executorLimits } from './limits.ts';

/** Raw arguments turned into a value, or why they could not be. */
export type ParsedArguments =
  | {
    readonly ok: true;
    readonly value: unknown;
    readonly repaired: boolean;
    /** Present when the text stopped before closing its objects or arrays and the repair
     * closed them: the call may have been cut off before later members, so a call that
     * acts on the world must not run it (prepare-tool-call.ts). */
    readonly cutOff?: true;
  }
  | {
    readonly ok: false;
    /** `truncated`: the text was cut off inside a value; `malformed`: not JSON at a place;
     * `too_large`: refused before parsing. */
    readonly problem: 'malformed' | 'truncated' | 'too_large';
    /** Character offset of the problem in the raw text. */
    readonly position: number;
    /** A few characters around the problem, for the model to find it. */
    readonly excerpt: string;
    /** For `truncated` and `malformed`: the top-level members written in full before the
     * cut or the error, as an object, so their own problems can be named in the same
     * round. Never run. */
    readonly complete?: Record<string, unknown>;
  };

const completeLiteral = /^(?:true|false|null|True|False|None|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')$/;

/** Strips a Markdown code fence and any prose around the outermost object. */
function extractObjectText(raw: string): string {
  const fenced = /```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)\n?\s*```/.exec(raw);
  const text = (fenced?.[1] ?? raw).trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start > 0 && end > start) return text.slice(start, end + 1);
  if (start > 0 && end < start) return text.slice(start);
  return text;
}

/** True when `text` was cut off in the middle of a value, so closing it would guess. */
function endsMidValue(text: string): boolean {
  let quote: string | null = null;
  let escaped = false;
  let tail = '';
  let lastStructural = '';
  for (const character of text) {
    if (quote !== null) {
      tail += character;
      if (escaped) escaped = false;
      else if (character === '\\') escaped = true;
      else if (character === quote) quote = null;
      continue;
    }
    if ('{}[],:'.includes(character)) {
      lastStructural = character;
      tail = '';
      continue;
    }
    if (character === '"' || character === "'") quote = character;
    tail += character;
  }
  if (quote !== null) return true;
  const trimmed = tail.trim();
  if (trimmed.length === 0) return lastStructural === ':';
  return !completeLiteral.test(trimmed);
}

/** True when `text` leaves an object or array open at its end (outside strings and
 * comments): the model stopped before closing it, which is how a cut-off call looks even
 * when its last value is complete. */
function leavesBracketsOpen(text: string): boolean {
  let quote: string | null = null;
  let escaped = false;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quote !== null) {
      if (escaped) escaped = false;
      else if (character === '\\') escaped = true;
      else if (character === quote) quote = null;
      continue;
    }
    if (character === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
    } else if (character === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 1;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '{' || character === '[') depth += 1;
    else if (character === '}' || character === ']') depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

/**
 * The top-level members of object text that were written in full before it was cut off
 * or broke: the text up to the last comma between members, closed. Null when there is none or it does not
 * parse as it is.
 */
function completeMembers(text: string): Record<string, unknown> | null {
  let quote: string | null = null;
  let escaped = false;
  let depth = 0;
  let lastSeparator = -1;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quote !== null) {
      if (escaped) escaped = false;
      else if (character === '\\') escaped = true;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '{' || character === '[') depth += 1;
    else if (character === '}' || character === ']') depth -= 1;
    else if (character === ',' && depth === 1) lastSeparator = index;
  }
  if (!text.startsWith('{') || lastSeparator === -1) return null;
  try {
    const value: unknown = JSON.parse(jsonrepair(`${text.slice(0, lastSeparator)}}`));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? value as Record<string, unknown>
      : null;
  } catch {
    return null;
  }
}

/** The failure for text cut off in the middle of a value. */
function truncated(raw: string, text: string): Extract<ParsedArguments, { ok: false }> {
  const complete = completeMembers(text);
  return {
    ok: false,
    problem: 'truncated',
    position: raw.length,
    excerpt: excerptAround(raw, raw.length),
    ...(complete === null ? {} : { complete }),
  };
}

function countNulls(text: string): number {
  return (text.match(/\b(?:null|None|undefined)\b/g) ?? []).length;
}

/**
 * The text with every value masked but the structure and the keys kept, so an excerpt
 * can show where JSON breaks without ever quoting a value (which may be a secret).
 * Same length as the input, so positions still line up.
 *
 * A string or word is kept as a key only where a key can stand: followed by `:` and not
 * itself after a `:`. A value that the break put before a stray `:` (`"token":"s3cret":}`)
 * is still a value, and masked.
 */
function maskValues(text: string): string {
  const masked: string[] = [];
  // The last character outside whitespace before `index`: a value follows a `:`.
  let previous = '';
  let index = 0;
  const keyPosition = (end: number): boolean => previous !== ':' && /^\s*:/.test(text.slice(end, end + 8));
  while (index < text.length) {
    const character = text[index] as string;
    if (character === '"' || character === "'") {
      let end = index + 1;
      while (end < text.length && text[end] !== character) end += text[end] === '\\' ? 2 : 1;
      const isKey = keyPosition(end + 1);
      const body = text.slice(index + 1, Math.min(end, text.length));
      masked.push(character, isKey ? body : '\u2022'.repeat(body.length), end < text.length ? character : '');
      index = end + 1;
      previous = character;
      continue;
    }
    if (/[A-Za-z0-9_$.+-]/.test(character)) {
      let end = index;
      while (end < text.length && /[A-Za-z0-9_$.+-]/.test(text[end] as string)) end += 1;
      const word = text.slice(index, end);
      const isKey = keyPosition(end);
      masked.push(isKey || /^(true|false|null|True|False|None)$/.test(word) ? word : '\u2022'.repeat(word.length));
      index = end;
      previous = 'w';
      continue;
    }
    masked.push(character);
    if (!/\s/.test(character)) previous = character;
    index += 1;
  }
  return masked.join('').slice(0, text.length);
}

function excerptAround(text: string, position: number): string {
  const start = Math.max(0, position - 15);
  return maskValues(text).slice(start, position + 15).replace(/\s+/g, ' ').replace(/\u2022+/g, '…');
}

/**
 * Parses the argument string exactly as the model produced it. Common slips (code
 * fences, prose around the object, trailing commas, single quotes, Python `True`/`None`,
 * comments, a missing closing brace, an empty string) are repaired with `jsonrepair` —
 * but only when the repair adds nothing that the model did not write. A repair that had
 * to close open objects or arrays is marked `cutOff`: the values are the model's, but
 * the call may have had more members after the cut.
 */
export function parseArguments(raw: string): ParsedArguments {
  if (raw.length > executorLimits.maxArgumentChars) {
    return { ok: false, problem: 'too_large', position: executorLimits.maxArgumentChars, excerpt: '' };
  }
  if (raw.trim().length === 0) return { ok: true, value: {}, repaired: raw.length > 0 };
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string' && value.trim().startsWith('{')) {
      const inner = parseArguments(value);
      if (inner.ok) return { ok: true, value: inner.value, repaired: true };
    }
    return { ok: true, value, repaired: false };
  } catch {
    // Not strict JSON: try an exact repair below.
  }
  const text = extractObjectText(raw);
  if (!text.startsWith('{') && !text.startsWith('[')) {
    return { ok: false, problem: 'malformed', position: 0, excerpt: excerptAround(raw, 0) };
  }
  if (endsMidValue(text)) return truncated(raw, text);
  try {
    const repairedText = jsonrepair(text);
    if (countNulls(repairedText) > countNulls(text)) return truncated(raw, text);
    const value = JSON.parse(repairedText) as unknown;
    return leavesBracketsOpen(text)
      ? { ok: true, value, repaired: true, cutOff: true }
      : { ok: true, value, repaired: true };
  } catch (error) {
    const textPosition =
      typeof error === 'object' && error !== null && 'position' in error && typeof error.position === 'number'
        ? error.position
        : null;
    const position = textPosition === null ? 0 : Math.min(textPosition + Math.max(0, raw.indexOf(text)), raw.length);
    const complete = textPosition === null ? null : completeMembers(text.slice(0, textPosition));
    return {
      ok: false,
      problem: 'malformed',
      position,
      excerpt: excerptAround(raw, position),
      ...(complete === null ? {} : { complete }),
    };
  }
}
