import { canonicalName, concept, descriptionWords, identifierWords } from './name-words.ts';
import { bagDistance, characterBag, stringSimilarity } from './edit-distance.ts';

/** What the index keeps of one tool name, computed once per registry. */
interface IndexedName {
  readonly name: string;
  readonly canonical: string;
  /** For `server__tool` names: the part before the last `__`, canonical. */
  readonly serverCanonical: string | null;
  /** For `server__tool` names: the part after the last `__`, canonical. */
  readonly localCanonical: string;
  readonly canonicalBag: Uint8Array;
  readonly localBag: Uint8Array;
  readonly concepts: ReadonlySet<string>;
  readonly descriptionConcepts: ReadonlySet<string>;
}

/** A tool the model may have meant, with how sure the index is (0–1). */
export interface NameSuggestion {
  readonly name: string;
  readonly score: number;
}

/** How a requested name maps onto the registry. */
export type NameResolution =
  | { readonly kind: 'exact'; readonly name: string }
  /** Differs only in case and separators from exactly one tool. */
  | { readonly kind: 'equivalent'; readonly name: string }
  | { readonly kind: 'unknown' };

const suggestionThreshold = 0.4;
/** Spelling at least this close counts as a typo of the name. */
const typoSimilarity = 0.75;

function conceptsOf(words: readonly string[]): Set<string> {
  return new Set(words.map(concept));
}

function indexName(name: string, description: string): IndexedName {
  const separator = name.lastIndexOf('__');
  const serverPart = separator > 0 ? name.slice(0, separator) : null;
  const localPart = separator > 0 ? name.slice(separator + 2) : name;
  const canonical = canonicalName(name);
  const localCanonical = canonicalName(localPart);
  return {
    name,
    canonical,
    serverCanonical: serverPart === null ? null : canonicalName(serverPart),
    localCanonical,
    canonicalBag: characterBag(canonical),
    localBag: characterBag(localCanonical),
    concepts: conceptsOf(identifierWords(name)),
    descriptionConcepts: new Set([...descriptionWords(description)].map(concept)),
  };
}

interface RequestedName {
  readonly canonical: string;
  readonly localCanonical: string;
  readonly canonicalBag: Uint8Array;
  readonly localBag: Uint8Array;
  readonly concepts: ReadonlySet<string>;
}

/** Spelling similarity, skipped when the character counts alone rule a typo out. */
function spelling(left: string, leftBag: Uint8Array, right: string, rightBag: Uint8Array): number {
  const limit = Math.floor(Math.max(left.length, right.length) * (1 - typoSimilarity));
  if (bagDistance(leftBag, rightBag) > limit) return 0;
  return stringSimilarity(left, right, typoSimilarity);
}

function overlap(left: ReadonlySet<string>, right: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared;
}

/** How likely `entry` is what the model meant by `requested`, in [0, 1]. */
function score(requested: RequestedName, entry: IndexedName): number {
  if (requested.canonical.length === 0) return 0;
  if (requested.canonical === entry.canonical) return 1;
  if (requested.canonical === entry.serverCanonical || requested.canonical === entry.localCanonical) return 0.95;
  if (requested.localCanonical === entry.localCanonical && requested.localCanonical.length > 2) return 0.9;
  // Only near spellings count as typos; anything further is left to the word scores.
  // A typo of the tool part alone ranks below one of the whole name: the server differs.
  const typo = Math.max(
    spelling(requested.canonical, requested.canonicalBag, entry.canonical, entry.canonicalBag),
    0.95 * spelling(requested.localCanonical, requested.localBag, entry.localCanonical, entry.localBag),
  );
  const requestedCount = requested.concepts.size;
  const shared = overlap(requested.concepts, entry.concepts);
  const words = requestedCount === 0 ? 0 : 0.6 * (shared / requestedCount) + 0.3 * (shared / Math.max(entry.concepts.size, 1));
  const described = requestedCount === 0 ? 0 : overlap(requested.concepts, entry.descriptionConcepts) / requestedCount;
  return Math.min(0.94, 0.9 * Math.max(typo, words, described * 0.6) + 0.04 * described);
}

/**
 * Finds tools by the name a model asked for: exact, equal up to case and separators,
 * or ranked suggestions (typos, word order, MCP `server__tool` prefixes, synonyms and
 * words of the tool descriptions).
 */
export class ToolNameIndex {
  readonly #entries: readonly IndexedName[];
  readonly #byName: ReadonlySet<string>;
  readonly #byCanonical: ReadonlyMap<string, readonly string[]>;

  constructor(tools: readonly { readonly name: string; readonly description: string }[]) {
    this.#entries = tools.map((tool) => indexName(tool.name, tool.description));
    this.#byName = new Set(tools.map((tool) => tool.name));
    const byCanonical = new Map<string, string[]>();
    for (const entry of this.#entries) {
      const names = byCanonical.get(entry.canonical) ?? [];
      names.push(entry.name);
      byCanonical.set(entry.canonical, names);
    }
    this.#byCanonical = byCanonical;
  }

  /** Resolves `requested` to a tool name when it is one, or differs only in case and
   * separators from exactly one; suggestions are a separate, costlier step. */
  resolve(requested: string): NameResolution {
    if (this.#byName.has(requested)) return { kind: 'exact', name: requested };
    const equivalents = this.#byCanonical.get(canonicalName(requested)) ?? [];
    if (equivalents.length === 1) return { kind: 'equivalent', name: equivalents[0] as string };
    return { kind: 'unknown' };
  }

  /** The closest tool names to `requested`, best first. */
  suggest(requested: string, limit: number): NameSuggestion[] {
    const separator = requested.lastIndexOf('__');
    const words = identifierWords(requested);
    const canonical = words.join('');
    const localCanonical = canonicalName(separator > 0 ? requested.slice(separator + 2) : requested);
    const query: RequestedName = {
      canonical,
      localCanonical,
      canonicalBag: characterBag(canonical),
      localBag: characterBag(localCanonical),
      concepts: conceptsOf(words),
    };
    const ranked: NameSuggestion[] = [];
    for (const entry of this.#entries) {
      const value = score(query, entry);
      if (value >= suggestionThreshold) ranked.push({ name: entry.name, score: value });
    }
    ranked.sort((left, right) => right.score - left.score || left.name.localeCompare(right.name));
    return ranked.slice(0, limit);
  }
}
