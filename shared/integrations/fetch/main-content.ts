import { classWeight, isNonContent } from './content-filter.ts';
import { findElements, type HtmlElement } from './html-tree.ts';

/**
 * Finds the element holding a page's main text, after Readability's scoring: each
 * paragraph of some length scores its parent fully, its grandparent half and its
 * great-grandparent a sixth (one point, one per comma, one per hundred characters up
 * to three); a container's score starts from its tag and class/id weight and is cut by
 * its link density. Siblings of the winner that score well, or are link-poor
 * paragraphs, join it.
 */

/** Text and link-text lengths of an element, non-content skipped. */
export interface TextStats {
  readonly chars: number;
  readonly linkChars: number;
  readonly commas: number;
}

/** Paragraph-like blocks whose text scores their ancestors. */
const scoredBlocks = new Set(['p', 'pre', 'td', 'blockquote']);
/** Shorter paragraphs are captions, bylines or buttons, not prose. */
const minParagraphChars = 25;
/** A winner with less text than this is a poor guess: the whole body is used instead. */
const minContentChars = 200;

const tagScores: Record<string, number> = {
  div: 5,
  article: 10,
  main: 10,
  section: 2,
  pre: 3,
  td: 3,
  blockquote: 3,
  address: -3,
  ol: -3,
  ul: -3,
  dl: -3,
  dd: -3,
  dt: -3,
  li: -3,
  form: -3,
  h1: -5,
  h2: -5,
  h3: -5,
  h4: -5,
  h5: -5,
  h6: -5,
  th: -5,
};

/** Measures `element`'s text (memoized in `cache`, which callers share for speed). */
export function measure(element: HtmlElement, cache: Map<HtmlElement, TextStats>): TextStats {
  const cached = cache.get(element);
  if (cached !== undefined) return cached;
  let chars = 0;
  let linkChars = 0;
  let commas = 0;
  if (!isNonContent(element)) {
    for (const child of element.children) {
      if (typeof child === 'string') {
        const text = child.replace(/\s+/g, ' ');
        chars += text.trim().length === 0 ? 0 : text.length;
        commas += text.split(',').length - 1;
        continue;
      }
      const inner = measure(child, cache);
      chars += inner.chars;
      commas += inner.commas;
      linkChars += child.name === 'a' ? inner.chars : inner.linkChars;
    }
  }
  const stats = { chars, linkChars, commas };
  cache.set(element, stats);
  return stats;
}

/** The share of an element's text that sits in links. */
export function linkDensity(stats: TextStats): number {
  return stats.chars === 0 ? 0 : stats.linkChars / stats.chars;
}

function isInsideNonContent(element: HtmlElement): boolean {
  for (let current: HtmlElement | null = element; current !== null; current = current.parent) {
    if (isNonContent(current)) return true;
  }
  return false;
}

/** Block containers whose own text is a paragraph (`<div>text</div>`) count as one. */
function hasDirectText(element: HtmlElement): boolean {
  return element.name === 'div' &&
    element.children.some((child) => typeof child === 'string' && child.trim().length >= minParagraphChars);
}

function scoreCandidates(body: HtmlElement, cache: Map<HtmlElement, TextStats>): Map<HtmlElement, number> {
  const scores = new Map<HtmlElement, number>();
  const paragraphs = findElements(body, new Set([...scoredBlocks, 'div'])).filter((element) =>
    element.name !== 'div' || hasDirectText(element)
  );
  for (const paragraph of paragraphs) {
    const stats = measure(paragraph, cache);
    if (stats.chars < minParagraphChars || isInsideNonContent(paragraph)) continue;
    const score = 1 + stats.commas + Math.min(Math.floor(stats.chars / 100), 3);
    let ancestor = paragraph.parent;
    for (const divider of [1, 2, 6]) {
      if (ancestor === null || ancestor.name === '#document') break;
      const base = scores.get(ancestor) ?? (tagScores[ancestor.name] ?? 0) + classWeight(ancestor);
      scores.set(ancestor, base + score / divider);
      ancestor = ancestor.parent;
    }
  }
  for (const [candidate, score] of scores) scores.set(candidate, score * (1 - linkDensity(measure(candidate, cache))));
  return scores;
}

function joinSiblings(
  top: HtmlElement,
  topScore: number,
  scores: ReadonlyMap<HtmlElement, number>,
  cache: Map<HtmlElement, TextStats>,
): HtmlElement[] {
  const parent = top.parent;
  if (parent === null) return [top];
  const threshold = Math.max(10, topScore * 0.2);
  return parent.children.filter((child): child is HtmlElement => {
    if (typeof child === 'string') return false;
    if (child === top) return true;
    if (isNonContent(child)) return false;
    if ((scores.get(child) ?? 0) >= threshold) return true;
    const stats = measure(child, cache);
    return child.name === 'p' && stats.chars >= 80 && linkDensity(stats) < 0.25;
  });
}

/** Blocks inside the content that are dropped when short and mostly links. */
const clutterCandidates = new Set(['div', 'section', 'ul', 'ol', 'table', 'p']);

/**
 * True for a block that is clutter inside the main content, as in Readability's
 * conditional cleaning: short (under 200 characters) and mostly links ("Next story",
 * tag lists, share links).
 */
export function isLinkClutter(element: HtmlElement, cache: Map<HtmlElement, TextStats>): boolean {
  if (!clutterCandidates.has(element.name)) return false;
  const stats = measure(element, cache);
  return stats.chars < 200 && linkDensity(stats) > 0.5;
}

/** The elements whose text is the page's main content, in document order. */
export function findMainContent(root: HtmlElement, cache: Map<HtmlElement, TextStats> = new Map()): HtmlElement[] {
  const body = findElements(root, new Set(['body']))[0] ?? root;
  const scores = scoreCandidates(body, cache);
  let best: { element: HtmlElement; score: number } | null = null;
  for (const [element, score] of scores) {
    if (best === null || score > best.score) best = { element, score };
  }
  if (best === null || measure(best.element, cache).chars < minContentChars) {
    const landmark = findElements(body, new Set(['article', 'main']))
      .map((element) => ({ element, chars: measure(element, cache).chars }))
      .sort((first, second) => second.chars - first.chars)[0];
    return [landmark !== undefined && landmark.chars >= minContentChars ? landmark.element : body];
  }
  return joinSiblings(best.element, best.score, scores, cache);
}
