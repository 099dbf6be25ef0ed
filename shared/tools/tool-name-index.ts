import { bagDistance, characterBag, editDistance } from './edit-distance.ts';
import { canonicalName, identifierWords } from './name-words.ts';
import { type RequestWords, requestWords, type ToolWords, toolWords, wordEvidence } from './synonym-evidence.ts';

/** What the index keeps of one tool name, computed once per registry (at its first suggestion). */
interface IndexedName {
  readonly name: string;
  readonly canonical: string;
  /** For `server__tool` names: the part before the last `__`, canonical. */
  readonly serverCanonical: string | null;
  /** For `server__tool` names: the part after the last `__`, canonical. */
  readonly localCanonical: string;
  readonly canonicalBag: Uint8Array;
  readonly localBag: Uint8Array;
  readonly words: ToolWords;
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

/** A name scoring at least this is offered as a suggestion. */
export const suggestionThreshold = 0.4;
/** Spelling at least this close counts as a typo of the name. */
const typoSimilarity = 0.75;
/** …and a typo is at most this many edits, however long the name. */
const maxTypoEdits = 2;

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
    words: toolWords(name, description),
  };
}

interface RequestedName {
  readonly canonical: string;
  readonly localCanonical: string;
  readonly canonicalBag: Uint8Array;
  readonly localBag: Uint8Array;
  readonly words: RequestWords;
}

/** Spelling similarity, skipped when the character counts alone rule a typo out. A typo
 * is a slip of a letter or two: a long name with a whole word changed
 * (`calendar_add_event`, `calendar_add_comment`) is a different name, left to the words. */
function spelling(left: string, leftBag: Uint8Array, right: string, rightBag: Uint8Array): number {
  const longest = Math.max(left.length, right.length);
  const limit = Math.min(maxTypoEdits, Math.floor(longest * (1 - typoSimilarity)));
  if (limit === 0 || bagDistance(leftBag, rightBag) > limit) return 0;
  const distance = editDistance(left, right, limit);
  return distance > limit ? 0 : 1 - distance / longest;
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
  // Words: the name's and the description's, through the synonym table.
  const words = wordEvidence(requested.words, entry.words);
  return Math.min(0.94, 0.9 * Math.max(typo, words.score) + 0.04 * words.described);
}

/**
 * Finds tools by the name a model asked for: exact, equal up to case and separators,
 * or ranked suggestions (typos, word order, MCP `server__tool` prefixes, synonyms and
 * words of the tool descriptions).
 */
export class ToolNameIndex {
  readonly #tools: readonly { readonly name: string; readonly description: string }[];
  readonly #byName: ReadonlySet<string>;
  // Built on first need: most turns call only tools that exist, and the chat builds its
  // registry per turn, so the word index of hundreds of tools is not paid up front.
  #entries: readonly IndexedName[] | null = null;
  #byCanonical: ReadonlyMap<string, readonly string[]> | null = null;

  constructor(tools: readonly { readonly name: string; readonly description: string }[]) {
    this.#tools = tools.map((tool) => ({ name: tool.name, description: tool.description }));
    this.#byName = new Set(tools.map((tool) => tool.name));
  }

  #indexedEntries(): readonly IndexedName[] {
    this.#entries ??= this.#tools.map((tool) => indexName(tool.name, tool.description));
    return this.#entries;
  }

  #canonicalNames(): ReadonlyMap<string, readonly string[]> {
    if (this.#byCanonical !== null) return this.#byCanonical;
    const byCanonical = new Map<string, string[]>();
    for (const tool of this.#tools) {
      const canonical = canonicalName(tool.name);
      const names = byCanonical.get(canonical) ?? [];
      names.push(tool.name);
      byCanonical.set(canonical, names);
    }
    this.#byCanonical = byCanonical;
    return byCanonical;
  }

  /** Resolves `requested` to a tool name when it is one, or differs only in case and
   * separators from exactly one; suggestions are a separate, costlier step. */
  resolve(requested: string): NameResolution {
    if (this.#byName.has(requested)) return { kind: 'exact', name: requested };
    const equivalents = this.#canonicalNames().get(canonicalName(requested)) ?? [];
    if (equivalents.length === 1) return { kind: 'equivalent', name: equivalents[0] as string };
    return { kind: 'unknown' };
  }

  /** How likely each tool is what `requested` names (0–1), every tool, in catalog order. */
  scoreAll(requested: string): NameSuggestion[] {
    const separator = requested.lastIndexOf('__');
    const words = identifierWords(requested);
    const canonical = words.join('');
    const localCanonical = canonicalName(separator > 0 ? requested.slice(separator + 2) : requested);
    const query: RequestedName = {
      canonical,
      localCanonical,
      canonicalBag: characterBag(canonical),
      localBag: characterBag(localCanonical),
      words: requestWords(requested),
    };
    return this.#indexedEntries().map((entry) => ({ name: entry.name, score: score(query, entry) }));
  }

  /** The closest tool names to `requested`, best first. */
  suggest(requested: string, limit: number): NameSuggestion[] {
    const ranked = this.scoreAll(requested).filter((suggestion) => suggestion.score >= suggestionThreshold);
    ranked.sort((left, right) => right.score - left.score || left.name.localeCompare(right.name));
    return ranked.slice(0, limit);
  }
}
