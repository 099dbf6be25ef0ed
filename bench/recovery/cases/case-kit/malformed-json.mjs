// The JSON mistakes a model makes in a call's arguments, written from the arguments meant.
import { isObject } from './json-paths.mjs';

/** Python's repr of a JSON value: single quotes, True/False/None. */
function pythonRepr(value) {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  return `{${Object.entries(value).map(([key, inner]) => `${pythonRepr(key)}: ${pythonRepr(inner)}`).join(', ')}}`;
}

/** JSON with a comma after the last member of every object and array that has one. */
function trailingCommas(value) {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(trailingCommas).join(', ')},]`;
  if (isObject(value)) {
    const members = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}: ${trailingCommas(inner)}`);
    return members.length === 0 ? '{}' : `{${members.join(', ')},}`;
  }
  return JSON.stringify(value);
}

/** JSON with object keys left unquoted, as in JavaScript source. */
function unquotedKeys(value) {
  if (Array.isArray(value)) return `[${value.map(unquotedKeys).join(', ')}]`;
  if (isObject(value)) return `{${Object.entries(value).map(([key, inner]) => `${key}: ${unquotedKeys(inner)}`).join(', ')}}`;
  return JSON.stringify(value);
}

/** The raw text of `args` written with one JSON mistake of `kind`. */
export function malformedText(kind, args, next) {
  switch (kind) {
    case 'cut_off': {
      // A stream cut short (max tokens, a dropped connection): anywhere after the first
      // member has started, at least the closing brace missing.
      const text = JSON.stringify(args);
      const from = Math.max(2, text.indexOf(':') + 1);
      return text.slice(0, from + Math.floor(next() * (text.length - from)));
    }
    case 'single_quotes':
      return pythonRepr(args);
    case 'trailing_commas':
      return trailingCommas(args);
    case 'unquoted_keys':
      return unquotedKeys(args);
    default:
      throw new Error(`No JSON mistake ${kind}`);
  }
}
