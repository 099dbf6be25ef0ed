/**
 * Why a hand-written tokenizer and tree (with html-tree.ts and html-entities.ts) next to
 * linkedom, which the Readability path already imports (issue 15 asked). Measured with
 * bench/html-parse.ts on generated pages up to safe-fetch's 2 MB cap; the edge gives a
 * request 2 s of CPU. CPU ms under Node 20.20 on a loaded machine:
 *
 *   page                  built-in   linkedom   htmlparser2
 *   article 100 KB             4.3       37.4           2.6
 *   article 2 MB             369.1     1073.7         255.2
 *   listing 2 MB             497.7     1016.3         261.6
 *   100,000 unclosed <div>   336.7     7498.8        6921.5   (500 KB)
 *
 * Wall ms under Deno 2.1.4 (no `process.cpuUsage`): article 2 MB 291 / 926 / 170;
 * 100,000 unclosed <div> 114 / 11,308 / 6,715.
 *
 * - htmlparser2's Parser (and so linkedom, built on it) keeps its open elements with
 *   `Array.unshift`, so a page's cost grows with the square of its nesting: 500 KB of
 *   unclosed `<div>` costs 3.5x the whole request budget, 2 MB of it ~16x that. This
 *   parser is linear and caps nesting at 256; it is also the gate that keeps such pages
 *   away from linkedom and Readability (readability-extractor.ts), so it must not share
 *   the flaw. On ordinary pages htmlparser2 is faster and linkedom 2-3x slower.
 * - Size and boot: the chat function reaches this module too (tool-catalog.ts, search
 *   actions). Minified, this tokenizer and tree are 5.4 KB and import in ~2-30 ms under
 *   Deno; htmlparser2 is 144 KB (`entities`' tables alone 77 KB) and ~170-250 ms,
 *   linkedom 255 KB and ~150-320 ms, needed only where Readability runs.
 * - htmlparser2's Tokenizer alone is linear, but its callbacks give indices and code
 *   points, and it reads only script, style, title, textarea and xmp as raw text (not
 *   noscript, iframe, noembed, noframes, plaintext): an adapter would be as long as this.
 *
 * Reproduce: `npx tsx bench/html-parse.ts` (or the `deno run` line in that file); sizes:
 * `npx esbuild <entry importing one parser> --bundle --minify --format=esm | wc -c`.
 */
import { decodeEntities } from './html-entities.ts';

/** One piece of an HTML document. Comments, doctypes and processing instructions are dropped. */
export type HtmlToken =
  | {
    readonly type: 'start';
    readonly name: string;
    readonly attributes: ReadonlyMap<string, string>;
    readonly selfClosing: boolean;
  }
  | { readonly type: 'end'; readonly name: string }
  | { readonly type: 'text'; readonly text: string };

/** Elements whose content is not markup: it runs to the matching end tag. */
const rawTextElements = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
]);
/** Of those, the ones whose content still has character references. */
const escapableRawTextElements = new Set(['textarea', 'title']);

const whitespace = /[\t\n\f\r ]/;
const attributeNamePattern = /[^\t\n\f\r />][^\t\n\f\r />=]*/y;
const unquotedValuePattern = /[^\t\n\f\r >]*/y;
const tagNamePattern = /[^\t\n\f\r />]+/y;

/** The match of sticky `pattern` at `from`, or ''. Sticky: no copy of the rest of the text. */
function matchAt(pattern: RegExp, html: string, from: number): string {
  pattern.lastIndex = from;
  return pattern.exec(html)?.[0] ?? '';
}

function skipWhitespace(html: string, from: number): number {
  let index = from;
  while (index < html.length && whitespace.test(html.charAt(index))) index += 1;
  return index;
}

/** Reads a tag's attributes from `from`; returns them and where the tag ends (after `>`). */
function readAttributes(
  html: string,
  from: number,
): { attributes: Map<string, string>; selfClosing: boolean; end: number } {
  const attributes = new Map<string, string>();
  let index = from;
  let selfClosing = false;
  while (index < html.length) {
    index = skipWhitespace(html, index);
    const character = html.charAt(index);
    if (character === '>') return { attributes, selfClosing, end: index + 1 };
    if (character === '/') {
      selfClosing = html.charAt(index + 1) === '>';
      index += 1;
      continue;
    }
    const rawName = matchAt(attributeNamePattern, html, index) || html.charAt(index);
    const name = rawName.toLowerCase();
    index = skipWhitespace(html, index + rawName.length);
    let value = '';
    if (html.charAt(index) === '=') {
      index = skipWhitespace(html, index + 1);
      const quote = html.charAt(index);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(index + 1, stop);
        index = stop + 1;
      } else {
        const unquoted = matchAt(unquotedValuePattern, html, index);
        value = unquoted;
        index += unquoted.length;
      }
    }
    if (!attributes.has(name)) attributes.set(name, decodeEntities(value));
  }
  return { attributes, selfClosing, end: html.length };
}

function findRawTextEnd(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\t\\n\\f\\r />]`, 'ig');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? html.length;
}

/**
 * Splits HTML into tokens the way browsers' tokenizers do in the cases that matter for
 * reading text: tags with quoted, unquoted and bare attributes, comments, raw-text
 * elements (`<script>`, `<style>`) whose content is not markup, character references in
 * text and attribute values, and a stray `<` as text. Never throws on malformed input.
 */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let index = 0;
  const pushText = (text: string): void => {
    if (text.length > 0) tokens.push({ type: 'text', text: decodeEntities(text) });
  };
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      pushText(html.slice(index));
      break;
    }
    pushText(html.slice(index, open));
    const next = html.charAt(open + 1);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
    } else if (next === '!' || next === '?') {
      const close = html.indexOf('>', open + 2);
      index = close === -1 ? html.length : close + 1;
    } else if (next === '/' && /[A-Za-z]/.test(html.charAt(open + 2))) {
      const name = matchAt(tagNamePattern, html, open + 2).toLowerCase();
      const close = html.indexOf('>', open + 2);
      tokens.push({ type: 'end', name });
      index = close === -1 ? html.length : close + 1;
    } else if (/[A-Za-z]/.test(next)) {
      const rawName = matchAt(tagNamePattern, html, open + 1);
      const name = rawName.toLowerCase();
      const { attributes, selfClosing, end } = readAttributes(html, open + 1 + rawName.length);
      tokens.push({ type: 'start', name, attributes, selfClosing });
      index = end;
      if (rawTextElements.has(name) && !selfClosing) {
        const stop = name === 'plaintext' ? html.length : findRawTextEnd(html, name, index);
        const content = html.slice(index, stop);
        if (content.length > 0) {
          tokens.push({ type: 'text', text: escapableRawTextElements.has(name) ? decodeEntities(content) : content });
        }
        index = stop;
      }
    } else {
      pushText('<');
      index = open + 1;
    }
  }
  return tokens;
}
