/**
 * How much a guessed tool name says the same thing as a tool's name and description,
 * word by word and through the synonym table (`book_meeting` for `create_event`, "Create
 * a calendar event."). Spelling is judged elsewhere; this is about meaning.
 */
import { canBeAction, descriptionWords, identifierWords, meanings, stem, stemMeanings } from './name-words.ts';

/** Filler words in names (`add_to_cart`, `search_for_files`) that say nothing of a tool. */
const fillerWords = new Set([
  'a',
  'an',
  'the',
  'to',
  'for',
  'of',
  'by',
  'with',
  'in',
  'on',
  'from',
  'into',
  'and',
  'or',
  'at',
  'my',
  'via',
  'per',
]);

/** One word of a name with the meanings it can have there. */
interface NameWord {
  readonly stem: string;
  readonly meanings: readonly string[];
}

/** A requested name's words. The first word that can be a verb is the action and is read
 * as one (`book` in `book_meeting`); every other word is read as a noun (`book` in
 * `list_books`), so a noun never matches a tool through a verb's synonyms. */
export interface RequestWords {
  readonly words: readonly (NameWord & { readonly isAction: boolean })[];
  readonly stems: ReadonlySet<string>;
  readonly meanings: ReadonlySet<string>;
}

/** What a tool's name and description say, computed once per tool. */
export interface ToolWords {
  readonly nameStems: ReadonlySet<string>;
  readonly nameMeanings: ReadonlySet<string>;
  /** Words of the tool part (after `server__`), which a good guess mostly covers. */
  readonly localWords: readonly NameWord[];
  readonly serverStems: ReadonlySet<string>;
  /** Whether the tool part has a verb: a guess with a different verb is a different act. */
  readonly hasAction: boolean;
  readonly descriptionStems: ReadonlySet<string>;
  readonly descriptionMeanings: ReadonlySet<string>;
}

/** The evidence that a guess means a tool, in [0, 1], and the share of the guess's words
 * that the description holds (to rank otherwise equal tools). */
export interface WordEvidence {
  readonly score: number;
  readonly described: number;
}

/** A word in the name counts fully; a synonym of one slightly less; the description's
 * words less again (descriptions hold many words, a name only the essential ones). */
const weights = { nameWord: 1, nameSynonym: 0.85, descriptionWord: 0.6, descriptionSynonym: 0.5 } as const;
/** A guess whose verb the tool shows nowhere, while the tool has a verb of its own. */
const otherActionFactor = 0.7;

function contentWords(name: string): string[] {
  const words = identifierWords(name);
  const content = words.filter((word) => !fillerWords.has(word));
  return content.length > 0 ? content : words;
}

function nameWord(word: string): NameWord {
  return { stem: stem(word), meanings: meanings(word) };
}

function addAll(target: Set<string>, words: readonly string[]): void {
  for (const word of words) target.add(word);
}

/** Indexes one tool's words (once per registry, so plain loops, no intermediate arrays). */
export function toolWords(name: string, description: string): ToolWords {
  const separator = name.lastIndexOf('__');
  const local = contentWords(separator > 0 ? name.slice(separator + 2) : name).map(nameWord);
  const server = separator > 0 ? contentWords(name.slice(0, separator)).map(nameWord) : [];
  const nameStems = new Set<string>();
  const nameMeanings = new Set<string>();
  const serverStems = new Set<string>();
  for (const word of server) {
    serverStems.add(word.stem);
    nameStems.add(word.stem);
    addAll(nameMeanings, word.meanings);
  }
  let hasAction = false;
  for (const word of local) {
    nameStems.add(word.stem);
    addAll(nameMeanings, word.meanings);
    if (!hasAction && stemMeanings(word.stem, 'action').length > 0) hasAction = true;
  }
  const descriptionStems = descriptionWords(description);
  const descriptionMeanings = new Set<string>();
  for (const word of descriptionStems) addAll(descriptionMeanings, stemMeanings(word));
  return { nameStems, nameMeanings, localWords: local, serverStems, hasAction, descriptionStems, descriptionMeanings };
}

/** Reads a requested name's words, each in its role. */
export function requestWords(name: string): RequestWords {
  // The act is said by the tool part: a `server__` prefix names a toolset (`pull_requests`,
  // `calendar`), so a verb-like word there (`pull`) is read as a thing, not the action.
  const separator = name.lastIndexOf('__');
  const serverWordCount = separator > 0 ? contentWords(name.slice(0, separator)).length : 0;
  let actionSeen = false;
  const words = contentWords(name).map((word, index) => {
    const isAction = !actionSeen && index >= serverWordCount && canBeAction(word);
    if (isAction) actionSeen = true;
    return { stem: stem(word), meanings: meanings(word, isAction ? 'action' : 'object'), isAction };
  });
  const allMeanings = new Set<string>();
  for (const word of words) addAll(allMeanings, word.meanings);
  return { words, stems: new Set(words.map((word) => word.stem)), meanings: allMeanings };
}

function sharesMeaning(word: NameWord, known: ReadonlySet<string>): boolean {
  return word.meanings.some((meaning) => known.has(meaning));
}

function weightOf(word: NameWord, tool: ToolWords): number {
  if (tool.nameStems.has(word.stem)) return weights.nameWord;
  if (sharesMeaning(word, tool.nameMeanings)) return weights.nameSynonym;
  if (tool.descriptionStems.has(word.stem)) return weights.descriptionWord;
  if (sharesMeaning(word, tool.descriptionMeanings)) return weights.descriptionSynonym;
  return 0;
}

/** How many words of the tool's name the guess accounts for; server words count only
 * when the guess names the server (a guess need not). */
function nameCoverage(request: RequestWords, tool: ToolWords): number {
  let covered = 0;
  for (const word of tool.localWords) {
    if (request.stems.has(word.stem) || sharesMeaning(word, request.meanings)) covered += 1;
  }
  let server = 0;
  for (const word of tool.serverStems) if (request.stems.has(word)) server += 1;
  return (covered + server) / Math.max(1, tool.localWords.length + server);
}

/**
 * The evidence that `request` names `tool`. None when the guess names a thing (a noun)
 * and the tool shows none of its things anywhere: a shared verb alone (`create`) says
 * nothing about which of many tools was meant.
 */
export function wordEvidence(request: RequestWords, tool: ToolWords): WordEvidence {
  const count = request.words.length;
  if (count === 0) return { score: 0, described: 0 };
  let total = 0;
  let described = 0;
  let hasObject = false;
  let objectFound = false;
  let actionFound = true;
  for (const word of request.words) {
    const weight = weightOf(word, tool);
    total += weight;
    if (tool.descriptionStems.has(word.stem) || sharesMeaning(word, tool.descriptionMeanings)) described += 1;
    if (word.isAction) actionFound = weight > 0;
    else {
      hasObject = true;
      if (weight > 0) objectFound = true;
    }
  }
  if (hasObject && !objectFound) return { score: 0, described: 0 };
  const score = 0.6 * (total / count) + 0.3 * nameCoverage(request, tool);
  return { score: !actionFound && tool.hasAction ? score * otherActionFactor : score, described: described / count };
}
