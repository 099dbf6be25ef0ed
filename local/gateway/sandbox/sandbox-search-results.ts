/**
 * The sandbox's search results: made up from the query alone, so the same query always
 * gives the same results, and labelled in every title and snippet so that neither a
 * user nor a model can take them for the web. Links are on example.com and example.org,
 * the domains RFC 2606 reserves for examples.
 */

/** The hosts of the sandbox's links; the pages stand-in (sandbox-pages.ts) serves their pages. */
export const sandboxResultHosts: readonly string[] = ['example.com', 'example.org'];

/** A web hit in Serper's `organic` shape. */
export interface SandboxOrganicResult {
  readonly title: string;
  readonly link: string;
  readonly snippet: string;
  readonly position: number;
}

/** A news hit in Serper's `news` shape. */
export interface SandboxNewsResult extends SandboxOrganicResult {
  readonly date: string;
  readonly source: string;
}

/** Serper's most results a page. */
const maxResults = 100;

const webAngles = [
  ['Overview', 'an overview of'],
  ['Getting started', 'a getting-started guide to'],
  ['Frequently asked questions', 'common questions about'],
  ['Release notes', 'what changed recently in'],
  ['Community discussion', 'what people say about'],
] as const;

const newsHeadlines = ['announces an update', 'what it means for developers', 'an interview'] as const;

/** How old the news say they are, for Serper's `tbs` time filter (a week when absent). */
const newsAges: Record<string, readonly string[]> = {
  'qdr:d': ['2 hours ago', '5 hours ago', '11 hours ago'],
  'qdr:w': ['1 day ago', '3 days ago', '5 days ago'],
  'qdr:m': ['4 days ago', '2 weeks ago', '3 weeks ago'],
};

/** Lower-case words of the query, for link paths. */
function slugOf(query: string): string {
  const slug = query.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug.length > 0 ? slug : 'query';
}

/** A small stable number from the query, so different queries vary a little. */
function seedOf(query: string): number {
  let hash = 0;
  for (const character of query) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 9973;
  return hash;
}

function count(requested: number | undefined, available: number): number {
  const wanted = requested === undefined || !Number.isFinite(requested) ? 10 : Math.trunc(requested);
  return Math.max(1, Math.min(wanted, maxResults, available));
}

/** Web results for `query`: at most `num` (default 10), one per angle. */
export function sandboxWebResults(query: string, num?: number): SandboxOrganicResult[] {
  const slug = slugOf(query);
  const seed = seedOf(query);
  return webAngles.slice(0, count(num, webAngles.length)).map(([title, phrase], index) => ({
    title: `[Sandbox] ${query} – ${title}`,
    link: `https://${index % 2 === 0 ? 'example.com' : 'example.org'}/sandbox/${slug}/${(seed + index) % 1000}`,
    snippet:
      `Sandbox result: no real search was made. This stands in for ${phrase} "${query}". Add a search API key under Integrations for real results.`,
    position: index + 1,
  }));
}

/** News results for `query`; `tbs` (`qdr:d|w|m`) only changes how old they say they are. */
export function sandboxNewsResults(query: string, num?: number, tbs?: string): SandboxNewsResult[] {
  const slug = slugOf(query);
  const ages = newsAges[tbs ?? 'qdr:w'] ?? newsAges['qdr:w'] ?? [];
  return newsHeadlines.slice(0, count(num, newsHeadlines.length)).map((headline, index) => ({
    title: `[Sandbox] ${query}: ${headline}`,
    link: `https://example.org/sandbox-news/${slug}/${index + 1}`,
    snippet:
      `Sandbox result: no real search was made, and no such article exists. Add a search API key under Integrations for real news about "${query}".`,
    date: ages[index] ?? '1 week ago',
    source: 'Parley Sandbox News',
    position: index + 1,
  }));
}
