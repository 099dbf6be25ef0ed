/** Text with its web addresses made into links; never parsed as HTML. */
import { element } from './dom.ts';

const urlPattern = /https?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g;

/** Fills `target` with `text`, each http(s) URL a link opening in a new tab. */
export function renderLinkedText(target: HTMLElement, text: string): void {
  const parts: (Node | string)[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    parts.push(text.slice(last, match.index));
    parts.push(element('a', { href: match[0], target: '_blank', rel: 'noopener noreferrer' }, match[0]));
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  target.replaceChildren(...parts);
}
