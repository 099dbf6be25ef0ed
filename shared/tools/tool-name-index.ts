import { canonicalName, concept, descriptionWords, identifierWords } from './name-words.ts';
import { stringSimilarity } from './edit-distance.ts';

/** What the index keeps of one tool name, computed once per registry. */
interface IndexedName {
  readonly name: string;
  readonly canonical: string;
  /** For `server__tool` names: the part before the last `__`, canonical. */
  readonly serverCanonical: string | null;
  /** For `server__tool` names: the part after the last `__`, canonical. */
  readonly localCanonical: string;
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
  | { readonly kind: 'equivalent'; readonly name: string; readonly suggestions: readonly NameSuggestion[] }
  | { readonly kind: 'unknown'; readonly suggestions: readonly NameSuggestion[] };

const suggestionThreshold = 0.45;

function conceptsOf(words: readonly string[]): Set<string> {
  return new Set(words.map(concept));
}

function indexName(name: string, description: string): IndexedName {
  const separator = name.lastIndexOf('__');
  const serverPart = separator > 0 ? name.slice(0, separator) : null;
  const localPart = separator > 0 ? name.slice(separator + 2) : name;
  return {
    name,
    canonical: canonicalName(name),
    serverCanonical: serverPart === null ? null : canonicalName(serverPart),
    localCanonical: canonicalName(localPart),
    concepts: conceptsOf(identifierWords(name)),
    descriptionConcepts: new Set([...descriptionWords(description)].map(concept)),
  };
}

interface RequestedName {
  readonly canonical: string;
  readonly localCanonical: string;
  readonly concepts: ReadonlySet<string>;
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
  const spelling = Math.max(
    stringSimilarity(requested.canonical, entry.canonical),
    stringSimilarity(requested.localCanonical, entry.localCanonical),
  );
  const typo = spelling >= 0.75 ? spelling : spelling * 0.5;
  const requestedCount = requested.concepts.size;
  const shared = overlap(requested.concepts, entry.concepts);
  const words = requestedCount === 0 ? 0 : 0.6 * (shared / requestedCount) + 0.3 * (shared / Math.max(entry.concepts.size, 1));
  const described = requestedCount === 0 ? 0 : overlap(requested.concepts, entry.descriptionConcepts) / requestedCount;
  return Math.min(0.94, Math.max(typo, words, described * 0.6) + 0.1 * described);
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

  /** Resolves `requested`; suggestions are ordered best first, at most `limit`. */
  resolve(requested: string, limit: number): NameResolution {
    if (this.#byName.has(requested)) return { kind: 'exact', name: requested };
    const suggestions = this.suggest(requested, limit);
    const equivalents = this.#byCanonical.get(canonicalName(requested)) ?? [];
    if (equivalents.length === 1) return { kind: 'equivalent', name: equivalents[0] as string, suggestions };
    return { kind: 'unknown', suggestions };
  }

  /** The closest tool names to `requested`, best first. */
  suggest(requested: string, limit: number): NameSuggestion[] {
    const separator = requested.lastIndexOf('__');
    const words = identifierWords(requested);
    const query: RequestedName = {
      canonical: words.join(''),
      localCanonical: canonicalName(separator > 0 ? requested.slice(separator + 2) : requested),
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
