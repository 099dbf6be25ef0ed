/**
 * Splits identifiers and prose into comparable words, so that `sendEmail`,
 * `send_email`, `send-email`, `Send.Email` and `server__send_email` line up.
 */
import { synonymGroups, type SynonymRole } from './word-synonyms.ts';

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
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
  'current',
  'all',
  'based',
  'specified',
  'new',
  'given',
  'any',
  'use',
  'using',
  'your',
  'their',
]);

/** Reduces a word to a rough stem so `searches`, `searching` and `search` agree (and
 * `meetings` with `meeting`). */
export function stem(word: string): string {
  if (word.length > 6 && word.endsWith('ings')) return word.slice(0, -4);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('es') && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  return word;
}

/** Stem → the heads of its synonym groups, main meaning first (see word-synonyms.ts):
 * of every role, and of each role. Built once; lookups allocate nothing. */
const meaningsOfStem = new Map<string, string[]>();
const meaningsByRole: Record<SynonymRole, Map<string, string[]>> = { action: new Map(), object: new Map() };
for (const group of synonymGroups) {
  const head = group.words[0] as string;
  for (const word of group.words) {
    const key = stem(word);
    for (const map of [meaningsOfStem, meaningsByRole[group.role]]) {
      const known = map.get(key) ?? [];
      if (!known.includes(head)) known.push(head);
      map.set(key, known);
    }
  }
}

const noMeanings: readonly string[] = [];

/** The main meaning of a word (its first synonym group), or its stem when it has none. */
export function concept(word: string): string {
  const stemmed = stem(word);
  return meaningsOfStem.get(stemmed)?.[0] ?? stemmed;
}

/** Every meaning a word has in the synonym table, or only those of one role; empty for
 * a word the table does not know. */
export function meanings(word: string, role?: SynonymRole): readonly string[] {
  return stemMeanings(stem(word), role);
}

/** {@link meanings} of a word already stemmed (as {@link descriptionWords} gives them). */
export function stemMeanings(stemmed: string, role?: SynonymRole): readonly string[] {
  return (role === undefined ? meaningsOfStem : meaningsByRole[role]).get(stemmed) ?? noMeanings;
}

/** True when the word can say what a tool does (`get`, `book`, `send`). */
export function canBeAction(word: string): boolean {
  return meaningsByRole.action.has(stem(word));
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
