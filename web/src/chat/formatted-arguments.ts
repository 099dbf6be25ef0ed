/** Arguments and results as the user reads them: JSON indented, anything else as it is. */

/** `value` as indented JSON (`undefined` as "none"). */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'none';
}

/** JSON text as written (a call's arguments, possibly malformed; a result, possibly cut):
 * indented when it parses, else as it is. */
export function formatJsonText(text: string): string {
  try {
    return formatJson(JSON.parse(text));
  } catch {
    return text;
  }
}
