/**
 * A summary without a model: the page's own most informative sentences, in page order.
 * A sentence scores by how frequent its words are across the page (common words
 * excluded), scaled by how many of the focus words it contains when a focus is given.
 */

/** Longest extractive summary, in characters. */
export const maxExtractiveSummaryChars = 900;

const stopWords = new Set((
  'the and for are but not you all any can had her was one our out has him his how its may new now old see two who did get let put say she too use ' +
  'that with this from they have were been will would there their what when which while into than then them these those some such very also just ' +
  'about after again against because before being below between both during each further here more most other over same should only own under ' +
  'until where whom why your yours could does doing down off once ours itself himself herself themselves through above again like many much'
).split(' '));

const minSentenceChars = 30;
const maxSentenceChars = 500;

function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(ing|ed|es|s)$/u, '');
}

/** Content words of `text`, stemmed. */
function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).filter((word) =>
    word.length >= 3 && !stopWords.has(word)
  ).map(stem);
}

function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?…])\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/u))
    .map((sentence) => sentence.replace(/^- /, '').trim())
    .filter((sentence) => sentence.length >= minSentenceChars && sentence.length <= maxSentenceChars);
}

function cutAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > maxChars / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Picks sentences of `text` by term frequency (and `focus`, when given) until
 * `maxChars`, and returns them in their original order. Text without usable sentences
 * is cut at a word boundary instead.
 */
export function extractiveSummary(text: string, options: { focus?: string; maxChars?: number } = {}): string {
  const maxChars = options.maxChars ?? maxExtractiveSummaryChars;
  const sentences = sentencesOf(text);
  if (sentences.length === 0) return cutAtWord(text.replace(/\s+/g, ' ').trim(), maxChars);
  const frequency = new Map<string, number>();
  let highest = 1;
  for (const term of termsOf(text)) {
    const count = (frequency.get(term) ?? 0) + 1;
    frequency.set(term, count);
    highest = Math.max(highest, count);
  }
  const focusTerms = new Set(termsOf(options.focus ?? ''));
  const scored = sentences.map((sentence, position) => {
    const terms = new Set(termsOf(sentence));
    let score = 0;
    for (const term of terms) score += (frequency.get(term) ?? 0) / highest;
    score /= Math.sqrt(Math.max(1, terms.size));
    if (focusTerms.size > 0) {
      const matched = [...focusTerms].filter((term) => terms.has(term)).length;
      score *= 1 + (3 * matched) / focusTerms.size;
    }
    if (position < 3) score *= 1.1; // pages tend to lead with their point
    return { sentence, position, score };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const candidate of [...scored].sort((first, second) => second.score - first.score)) {
    if (length + candidate.sentence.length + 1 > maxChars) continue;
    chosen.push(candidate);
    length += candidate.sentence.length + 1;
  }
  if (chosen.length === 0) return cutAtWord(sentences[0] ?? '', maxChars);
  return chosen.sort((first, second) => first.position - second.position).map((candidate) => candidate.sentence).join(
    ' ',
  );
}
