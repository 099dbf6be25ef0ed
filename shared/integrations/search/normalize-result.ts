import { tokenizeHtml } from '../fetch/html-tokenizer.ts';
import type { SearchResult } from './search-result.ts';

const maxTitleChars = 300;
const maxSnippetChars = 600;

/** Plain text of a provider's field: highlight tags (`<strong>`) dropped, entities decoded. */
export function plainText(text: string, maxChars: number): string {
  const plain = text.includes('<') || text.includes('&')
    ? tokenizeHtml(text).map((token) => (token.type === 'text' ? token.text : '')).join('')
    : text;
  const collapsed = plain.replace(/\s+/g, ' ').trim();
  return collapsed.length > maxChars ? `${collapsed.slice(0, maxChars - 1)}…` : collapsed;
}

function webLink(link: string): URL | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A result from a provider's raw fields, or null when it has no usable http(s) link. */
export function normalizeResult(
  fields: { title: string; link: string; snippet?: string | null; date?: string | null; source?: string | null },
): SearchResult | null {
  const url = webLink(fields.link);
  if (url === null) return null;
  const title = plainText(fields.title, maxTitleChars);
  const source = plainText(fields.source ?? '', 200) || url.hostname.replace(/^www\./, '');
  const date = fields.date === undefined || fields.date === null ? '' : plainText(fields.date, 100);
  return {
    title: title.length > 0 ? title : url.hostname,
    link: url.href,
    snippet: plainText(fields.snippet ?? '', maxSnippetChars),
    source,
    ...(date.length > 0 ? { date } : {}),
  };
}

/** The usable results among `items`, at most `count`, each link once. */
export function normalizeResults(
  items: readonly Parameters<typeof normalizeResult>[0][],
  count: number,
): SearchResult[] {
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const item of items) {
    const result = normalizeResult(item);
    if (result === null || seen.has(result.link)) continue;
    seen.add(result.link);
    results.push(result);
    if (results.length >= count) break;
  }
  return results;
}
