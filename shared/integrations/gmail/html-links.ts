/**
 * The web addresses an HTML mail body makes its reader's mail client reach or offer: links
 * (`href`), images and other loaded resources (`src`, `background`, `poster`, `srcset`,
 * CSS `url(…)` in `style`), form targets. Each is where the mail can send its reader, or
 * what it loads when opened (a tracking image with data in its query), so a send asks
 * about those the user never wrote. Read with the fetcher's own tokenizer, which decodes
 * attribute values as a browser would.
 */
import { tokenizeHtml } from '../fetch/html-tokenizer.ts';

const urlAttributes = ['href', 'src', 'background', 'poster', 'action', 'formaction', 'cite', 'data', 'xlink:href'];

/** An absolute web address, or null (relative addresses reach nothing from a mail). */
function webAddress(value: string): string | null {
  const trimmed = value.trim();
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  return /^https?:\/\//i.test(absolute) ? absolute : null;
}

/** The `url(…)` addresses of a CSS text. Hand-written: one function of CSS is needed. */
function cssUrls(style: string): string[] {
  return [...style.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/gi)].map((match) => match[2] ?? '');
}

/** Every absolute web address `html` links to or loads, once each, in order. */
export function linksOfHtml(html: string): string[] {
  const found = new Set<string>();
  const add = (value: string) => {
    const address = webAddress(value);
    if (address !== null) found.add(address);
  };
  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') continue;
    if (token.type === 'start') {
      for (const name of urlAttributes) {
        const value = token.attributes.get(name);
        if (value !== undefined) add(value);
      }
      const srcset = token.attributes.get('srcset');
      if (srcset !== undefined) {
        for (const candidate of srcset.split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
      }
      const style = token.attributes.get('style');
      if (style !== undefined) { for (const address of cssUrls(style)) add(address); }
    }
  }
  const styleBlocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
  for (const block of styleBlocks) for (const address of cssUrls(block)) add(address);
  return [...found];
}
