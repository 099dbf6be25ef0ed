/**
 * Text a model read, cut into the sentences an instruction can be in: HTML fragments
 * (a phishing mail's markup) are kept whole and set aside, URLs and addresses are found,
 * and each sentence knows whether a word stands where an order's verb stands.
 */

/** A sentence of read text, with what it names. */
export interface Sentence {
  /** The sentence, HTML fragments replaced by `⟦html:N⟧`. */
  readonly text: string;
  /** URLs in it, without trailing punctuation. */
  readonly urls: readonly string[];
  /** Addresses in it, outside its URLs, lower case. */
  readonly addresses: readonly string[];
  /** HTML fragments in it, or (for a sentence that announces one) the next one after it. */
  readonly html: readonly string[];
}

/** Address-shaped words (the shape grounding.ts reads too). */
export const addressPattern = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const urlPattern = /https?:\/\/[^\s"'<>()]+/g;
/** One or more HTML elements in a row (`<p>…</p><a href=…>…</a>`). */
const htmlPattern = /(?:<([a-z][a-z0-9]*)\b[^>]*>[\s\S]*?<\/\1\s*>\s*)+/gi;
const placeholderPattern = /⟦html:(\d+)⟧/g;

/** Words that may come before an order's verb in its clause: politeness, address, urgency. */
const leadWords = new Set([
  'please',
  'kindly',
  'now',
  'also',
  'then',
  'and',
  'immediately',
  'first',
  'next',
  'finally',
  'just',
  'you',
  'must',
  'should',
  'need',
  'needs',
  'to',
  'have',
  'will',
  'can',
  'could',
  'would',
  'be',
  'sure',
  'make',
  'remember',
  'do',
  'ai',
  'assistant',
  'assistants',
  'agent',
  'agents',
  'bot',
  'bots',
  'model',
  'models',
  'system',
  'important',
  'urgent',
  'note',
  'instruction',
  'instructions',
  'hey',
  'hi',
  'dear',
  'action',
  'required',
  'new',
  'task',
  'step',
  'asap',
  'quickly',
  'go',
  'ahead',
  'always',
  'right',
  'away',
  'before',
  'after',
  'that',
  'this',
  'the',
  'an',
  'a',
  'reading',
  'summarizing',
  'answering',
  'replying',
  'finishing',
  'doing',
  'anything',
  'else',
  'continuing',
  'user',
  'admin',
  'administrator',
  'i',
  'we',
  'want',
  'ask',
  'asks',
  'request',
  'requests',
  'it',
  'is',
  'are',
  'mandatory',
  'policy',
  'compliance',
  'security',
  'for',
]);

/** A URL without the punctuation that ends its sentence; a closing bracket stays when
 * the URL opened it (`?q={data}`). */
function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

function trimUrl(url: string): string {
  let trimmed = url.replace(/[.,;:!?'"*]+$/, '');
  for (const [open, close] of [['{', '}'], ['[', ']']] as const) {
    while (trimmed.endsWith(close) && count(trimmed, close) > count(trimmed, open)) {
      trimmed = trimmed.slice(0, -1).replace(/[.,;:!?'"*]+$/, '');
    }
  }
  return trimmed;
}

/**
 * True when `word` (a lower-case word) stands where a verb giving an order stands in
 * `sentence`: nothing but lead words ({@link leadWords}) between it and the start of its
 * clause (the sentence start, or the last `:`, `;`, `,`, `!`, ` - `, `]`, `)`, `>` or `*`).
 */
export function isOrderVerb(sentence: string, word: string): boolean {
  const pattern = new RegExp(`\\b${word}\\b`, 'gi');
  for (const match of sentence.matchAll(pattern)) {
    const before = sentence.slice(0, match.index);
    const clauseStart = Math.max(
      ...[':', ';', ',', '!', ' - ', ']', ')', '>', '*'].map((mark) => before.lastIndexOf(mark)),
    );
    const lead = before.slice(clauseStart + 1).toLowerCase().match(/[a-z']+/g) ?? [];
    if (lead.every((leadWord) => leadWords.has(leadWord.replace(/'.*$/, '')))) return true;
  }
  return false;
}

/** The sentences of `text`. */
export function sentencesOf(text: string): Sentence[] {
  const fragments: string[] = [];
  const marked = text.replace(htmlPattern, (fragment) => ` ⟦html:${fragments.push(fragment) - 1}⟧ `);
  const pieces = marked.split(/\n+|(?<=[.!?])\s+/).map((piece) => piece.trim()).filter((piece) => piece.length > 0);
  return pieces.map((piece, index) => {
    const urls = (piece.match(urlPattern) ?? []).map(trimUrl);
    const outsideUrls = piece.replace(urlPattern, ' ');
    const own = [...piece.matchAll(placeholderPattern)].map((match) => fragments[Number(match[1])] ?? '');
    const announces = own.length === 0 && /\b(html|following|below)\b|:\s*$/i.test(piece);
    const next = announces ? pieces.slice(index + 1).join(' ').match(/⟦html:(\d+)⟧/)?.[1] : undefined;
    return {
      text: piece,
      urls,
      addresses: [...new Set((outsideUrls.match(addressPattern) ?? []).map((address) => address.toLowerCase()))],
      html: next === undefined ? own : [fragments[Number(next)] ?? ''],
    };
  });
}
