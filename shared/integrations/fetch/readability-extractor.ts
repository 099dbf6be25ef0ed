import { type HtmlElement, parseHtml } from './html-tree.ts';
import { pageTitle, type ReadablePage, readableTextOfTree, renderReadableText } from './html-to-text.ts';

/**
 * Bounds on the pages handed to Readability. Readability over linkedom grows much
 * faster than the page: measured here, nesting 256 deep took ~0.4 s, 1,024 deep ~17 s
 * and 2,048 deep ~2 min of CPU for a 10 KB page, and ~4,000 elements took ~0.7 s. A
 * page past either bound is read by the built-in extractor, which is linear.
 */
export const readabilityLimits = {
  /** Real article pages nest 15-40 deep. */
  maxDepth: 48,
  /** A long article with its page chrome; more is mostly listings and markup. */
  maxElements: 3_000,
} as const;

/** Element count and deepest nesting of a parsed page. */
function shapeOf(root: HtmlElement): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  const pending: { element: HtmlElement; depth: number }[] = [{ element: root, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop() as { element: HtmlElement; depth: number };
    elements += 1;
    depth = Math.max(depth, next.depth);
    for (const child of next.element.children) {
      if (typeof child !== 'string') pending.push({ element: child, depth: next.depth + 1 });
    }
  }
  return { elements: elements - 1, depth };
}

/** Readability and linkedom, imported on first use: together they cost ~85 ms of every cold
 * start of the functions that import this module (chat, web-search-api), and only reading a
 * page needs them (docs/benchmarks-boot.md). */
interface ReadabilityModules {
  readonly Readability: typeof import('@mozilla/readability').Readability;
  readonly parseHTML: typeof import('linkedom').parseHTML;
}

let loading: Promise<ReadabilityModules> | null = null;

function loadReadability(): Promise<ReadabilityModules> {
  loading ??= Promise.all([import('@mozilla/readability'), import('linkedom')]).then(([readability, linkedom]) => ({
    Readability: readability.Readability,
    parseHTML: linkedom.parseHTML,
  }));
  return loading;
}

function readabilityArticle(
  html: string,
  { Readability, parseHTML }: ReadabilityModules,
): { title: string; content: string } | null {
  try {
    const { document } = parseHTML(html);
    // linkedom's Document implements what Readability uses; its type is its own.
    const article = new Readability(document as unknown as Document).parse();
    if (article === null || typeof article.content !== 'string') return null;
    return { title: typeof article.title === 'string' ? article.title : '', content: article.content };
  } catch {
    return null; // Readability throws on some shapes (no <body>, for one): use the built-in reading
  }
}

/**
 * A {@link ReadableTextExtractor} that uses Mozilla's Readability over the linkedom DOM
 * for pages within {@link readabilityLimits}, rendering its cleaned article as plain
 * paragraphs, and the built-in extractor (html-to-text.ts) for larger or deeper pages
 * and whenever Readability finds nothing. Never throws.
 */
export function createReadabilityExtractor(
  limits: { maxDepth: number; maxElements: number } = readabilityLimits,
): (html: string, url: string) => Promise<ReadablePage> {
  return async (html) => {
    const root = parseHtml(html);
    const shape = shapeOf(root);
    if (shape.depth > limits.maxDepth || shape.elements > limits.maxElements) return readableTextOfTree(root);
    const article = readabilityArticle(html, await loadReadability());
    const text = article === null ? '' : renderReadableText(parseHtml(article.content));
    if (article === null || text.length === 0) return readableTextOfTree(root);
    const title = article.title.replace(/\s+/g, ' ').trim();
    return { title: (title.length > 0 ? title : pageTitle(root)).slice(0, 300), text, extractedBy: 'readability' };
  };
}
