/**
 * Splits identifiers and prose into comparable words, so that `sendEmail`,
 * `send_email`, `send-email`, `Send.Email` and `server__send_email` line up.
 */

/** Words of an identifier: camelCase, PascalCase, snake_case, kebab-case, dots,
 * slashes and double underscores all split; everything lowercased. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The identifier with case and every separator removed: equal keys mean two names
 * differ only in case and separators. */
export function canonicalName(name: string): string {
  return identifierWords(name).join('');
}

const stopWords = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'into', 'is', 'it',
  'its', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with', 'current', 'all', 'based',
  'specified', 'new', 'given', 'any', 'use', 'using', 'your', 'their',
]);

/** Reduces a word to a rough stem so `searches`, `searching` and `search` agree. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  return word;
}

/**
 * Verbs and nouns models swap for one another in tool names. Each group is one
 * meaning; a word maps to its group's first member.
 */
const synonymGroups: readonly (readonly string[])[] = [
  ['read', 'get', 'fetch', 'load', 'retrieve', 'analyze', 'analyse', 'inspect', 'view', 'open', 'show', 'extract', 'parse', 'scrape'],
  ['search', 'find', 'lookup', 'query', 'look'],
  ['send', 'compose', 'dispatch', 'deliver'],
  ['email', 'mail', 'gmail', 'inbox'],
  ['create', 'add', 'make', 'insert', 'new'],
  ['update', 'edit', 'modify', 'change', 'patch', 'set'],
  ['delete', 'remove', 'drop', 'erase', 'destroy'],
  ['list', 'enumerate', 'browse', 'index'],
  ['write', 'save', 'store', 'put'],
  ['page', 'dom', 'html', 'document', 'site', 'website', 'webpage'],
  ['think', 'thought', 'reason', 'reflect', 'thinking'],
  ['recipient', 'to', 'address'],
  ['message', 'body', 'text', 'content'],
  ['summarize', 'summarise', 'summary', 'digest'],
  ['post', 'article', 'entry'],
];

const synonymOf = new Map<string, string>();
for (const group of synonymGroups) {
  const head = group[0] as string;
  for (const word of group) synonymOf.set(stem(word), head);
}

/** The meaning-group a word belongs to, or its stem when it has none. */
export function concept(word: string): string {
  const stemmed = stem(word);
  return synonymOf.get(stemmed) ?? stemmed;
}

/** Content words of a description, stemmed, without stop words. */
export function descriptionWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word.length < 2 || stopWords.has(word)) continue;
    words.add(stem(word));
  }
  return words;
}
