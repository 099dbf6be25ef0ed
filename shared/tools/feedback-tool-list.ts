/**
 * How a not-found message lists the tools that do exist when the catalog is too big to
 * name in full: the first names that fit, or the servers the tools come from. Part of the
 * one formatter (feedback.ts).
 */

/** Without a suggestion in a big catalog, the listing stays within this many characters
 * (about 60 tokens): enough to show where tools come from, not to read them all. */
export const bigCatalogListChars = 240;

/** The characters `names` take when listed comma-separated. */
export function listLength(names: readonly string[]): number {
  return names.reduce((length, name) => length + name.length + 2, 0);
}

/** The first names that fit in `budget` characters, and how many are left out. */
export function cappedList(label: string, names: readonly string[], budget: number): string {
  const listed: string[] = [];
  let left = budget;
  for (const name of names) {
    if (name.length + 2 > left) break;
    listed.push(name);
    left -= name.length + 2;
  }
  const more = names.length - listed.length;
  const list = listed.length > 0 ? `${label}: ${listed.join(', ')} ` : '';
  return more > 0 ? `${list}(+${more} more).` : `${list.trimEnd()}.`;
}

/**
 * The servers (`jira__…`) a big catalog's tools come from, those with most tools first,
 * when tools carry such prefixes: it tells the model where to look in far fewer
 * characters than the names. Null when fewer than half the tools have a prefix.
 */
export function toolFamilies(names: readonly string[], budget: number): string | null {
  const counts = new Map<string, number>();
  let prefixed = 0;
  for (const name of names) {
    const separator = name.lastIndexOf('__');
    if (separator <= 0) continue;
    prefixed += 1;
    const prefix = `${name.slice(0, separator)}__…`;
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  if (prefixed * 2 < names.length || counts.size < 2) return null;
  const families = [...counts.entries()].sort((left, right) => right[1] - left[1] || left[0].localeCompare(right[0]));
  const shown: string[] = [];
  let left = budget;
  for (const [prefix] of families) {
    if (prefix.length + 2 > left) break;
    shown.push(prefix);
    left -= prefix.length + 2;
  }
  const more = families.length - shown.length;
  return `${names.length} tools from servers ${shown.join(', ')}${more > 0 ? ` (+${more} more).` : '.'}`;
}
