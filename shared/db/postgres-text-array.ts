/**
 * `text[]` (OID 1009) read and written without postgres.js's per-connection type fetch
 * (`fetch_types`): that fetch runs as an unawaited promise inside the driver when a
 * connection opens, so a connection that resets while it runs rejects it with nobody
 * listening, an unhandled rejection that ends the process. Parley's only array columns are
 * `text[]` (agents' `fallback_models`, `enabled_tools`).
 */
export const textArrayOid = 1009;

/** `{a,"b c",NULL,"d\"e"}` → `['a', 'b c', null, 'd"e']`: a one-dimensional array literal. */
export function parseTextArray(literal: string): (string | null)[] {
  if (literal.length < 2 || literal[0] !== '{' || literal[literal.length - 1] !== '}') {
    throw new Error('Not a one-dimensional array literal.');
  }
  const items: (string | null)[] = [];
  const body = literal.slice(1, -1);
  if (body === '') return items;
  let index = 0;
  while (index <= body.length) {
    if (body[index] === '"') {
      let item = '';
      index += 1;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === '\\') index += 1;
        item += body[index] ?? '';
        index += 1;
      }
      items.push(item);
      index += 2; // the closing quote and the comma
      continue;
    }
    const end = body.indexOf(',', index);
    const item = body.slice(index, end === -1 ? body.length : end);
    items.push(item === 'NULL' ? null : item);
    index = end === -1 ? body.length + 1 : end + 1;
  }
  return items;
}

/** An array literal postgres reads back as the same strings; every item quoted. */
export function serializeTextArray(items: readonly (string | null)[]): string {
  const quoted = items.map((item) => item === null ? 'NULL' : `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${quoted.join(',')}}`;
}
