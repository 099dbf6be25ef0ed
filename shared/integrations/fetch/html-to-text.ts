import { isNonContent } from './content-filter.ts';
import { findElements, type HtmlElement, type HtmlNode, parseHtml } from './html-tree.ts';
import { findMainContent, isLinkClutter, type TextStats } from './main-content.ts';

/** A page reduced to what a reader would read. */
export interface ReadablePage {
  readonly title: string;
  /** Paragraphs separated by blank lines; list items start with `- `. */
  readonly text: string;
  /** Which extractor found the text, for the developer log. */
  readonly extractedBy?: 'readability' | 'built-in';
}

/** Turns a page's HTML into {@link ReadablePage}; `url` is where it was read, for
 * extractors that resolve links. See readability-extractor.ts (the default of the
 * search actions) and {@link htmlToReadableText}. */
export type ReadableTextExtractor = (html: string, url: string) => ReadablePage | Promise<ReadablePage>;

/** Longest text returned: far more than any summary needs, small enough to hold. */
export const maxReadableChars = 100_000;

/** Blocks set off by a blank line. */
const paragraphElements = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'dl',
  'table',
  'figure',
  'hr',
]);
/** Blocks that start a new line. */
const lineElements = new Set([
  'address',
  'article',
  'body',
  'caption',
  'dd',
  'details',
  'div',
  'dt',
  'figcaption',
  'html',
  'li',
  'main',
  'section',
  'summary',
  'tr',
]);

/** Marks a blank line between paragraphs; other empty lines are dropped. */
const paragraphBreak = '\n\u0002\n';

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface RenderState {
  readonly out: string[];
  readonly cache: Map<HtmlElement, TextStats>;
}

function render(node: HtmlNode, state: RenderState, preformatted: boolean): void {
  const { out } = state;
  if (typeof node === 'string') {
    out.push(preformatted ? node : node.replace(/\s+/g, ' '));
    return;
  }
  if (isNonContent(node) || isLinkClutter(node, state.cache)) return;
  if (node.name === 'br') {
    out.push('\n');
    return;
  }
  const separator = paragraphElements.has(node.name) ? paragraphBreak : lineElements.has(node.name) ? '\n' : '';
  out.push(separator);
  if (node.name === 'li') out.push('- ');
  for (const child of node.children) render(child, state, preformatted || node.name === 'pre');
  out.push(separator);
  if (node.name === 'td' || node.name === 'th') out.push(' ');
}

/** Joins rendered pieces: spaces collapsed within lines, blank lines only between
 * paragraphs, and never two in a row. */
function tidy(pieces: readonly string[]): string {
  const lines = pieces.join('').split('\n').map((line) => line.replace(/[ \t\f\r\u00a0]+/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line.length === 0 || line === '-') continue; // a line break inside a paragraph, or an empty list item
    const clean = line === '\u0002' ? '' : line.replaceAll('\u0002', '');
    if (clean.length === 0 && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(clean);
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}

function cutText(text: string): string {
  return text.length > maxReadableChars ? text.slice(0, maxReadableChars) : text;
}

/** The readable text of every content element under `root`, no main-content selection:
 * for HTML that is already the article (Readability's output). */
export function renderReadableText(root: HtmlElement): string {
  const state: RenderState = { out: [], cache: new Map() };
  render(root, state, false);
  return cutText(tidy(state.out));
}

/** {@link htmlToReadableText} on an already parsed page. */
export function readableTextOfTree(root: HtmlElement): ReadablePage {
  const state: RenderState = { out: [], cache: new Map() };
  for (const element of findMainContent(root, state.cache)) render(element, state, false);
  return { title: pageTitle(root).slice(0, 300), text: cutText(tidy(state.out)), extractedBy: 'built-in' };
}

function textOf(element: HtmlElement): string {
  return collapse(element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join(' '));
}

/** A page's title: `<title>`, else `og:title`, else its first `<h1>`; '' when none. */
export function pageTitle(root: HtmlElement): string {
  const title = findElements(root, new Set(['title']))[0];
  if (title !== undefined && textOf(title).length > 0) return textOf(title);
  const ogTitle = findElements(root, new Set(['meta'])).find((meta) => meta.attributes.get('property') === 'og:title')
    ?.attributes.get('content');
  if (ogTitle !== undefined && collapse(ogTitle).length > 0) return collapse(ogTitle);
  const heading = findElements(root, new Set(['h1']))[0];
  return heading === undefined ? '' : textOf(heading);
}

/**
 * The title and main text of an HTML page: parsed into a tree (html-tree.ts), page
 * chrome dropped (content-filter.ts), the main content found by Readability-style
 * scoring (main-content.ts), short link-heavy blocks inside it dropped, and rendered as
 * plain paragraphs. Never throws.
 */
export function htmlToReadableText(html: string): ReadablePage {
  return readableTextOfTree(parseHtml(html));
}
