/**
 * Markdown to HTML text with `marked` (GFM: tables, strikethrough, bare addresses as links),
 * block by block. Raw HTML the model writes is shown as text, never run, and an image is a link
 * to it (a reply never loads a picture on its own). The HTML still goes through the sanitizer.
 */
import { Marked, type Token } from 'marked';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` with HTML's special characters escaped. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    image({ href, text }) {
      return `<a href="${escapeHtml(href)}">${escapeHtml(text === '' ? href : text)}</a>`;
    },
  },
});

/** The block tokens of `source` (headings, paragraphs, lists, tables, code, space…). */
export function markdownBlocks(source: string): Token[] {
  return markdown.lexer(source);
}

/** The HTML text of finished block tokens. */
export function blocksToHtml(blocks: Token[]): string {
  return markdown.parser(blocks);
}
