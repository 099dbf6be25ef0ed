/**
 * The text of an assistant reply: Markdown with a copy button on each code block, or, where
 * no sanitizer can run (a DOM without DOMPurify's support), plain text with linked addresses.
 */
import { createCopyButton, type WriteClipboard } from '../copy-button.ts';
import { element } from '../dom.ts';
import { renderLinkedText } from '../linked-text.ts';
import { createMarkdownView, type MarkdownView } from './markdown-view.ts';
import { createSanitizer, type SanitizeHtml } from './sanitize-html.ts';

/** What a reply view needs from the page: its sanitizer (null: plain text) and the clipboard. */
export interface ReplyRendering {
  readonly sanitize: SanitizeHtml | null;
  readonly writeClipboard: WriteClipboard;
}

let pageRendering: ReplyRendering | null = null;

/** The rendering of the running page: its `window` and `navigator.clipboard`. */
export function pageReplyRendering(): ReplyRendering {
  pageRendering ??= {
    sanitize: createSanitizer(typeof window === 'undefined' ? undefined : window),
    writeClipboard: (text) =>
      typeof navigator === 'undefined' || navigator.clipboard === undefined
        ? Promise.reject(new Error('no clipboard'))
        : navigator.clipboard.writeText(text),
  };
  return pageRendering;
}

/** Wraps each `<pre>` of `fragment` with a button copying its code. */
function addCodeCopyButtons(fragment: DocumentFragment, writeClipboard: WriteClipboard): void {
  for (const pre of fragment.querySelectorAll('pre')) {
    const code = pre.textContent ?? '';
    const block = element('div', { class: 'code-block' });
    pre.replaceWith(block);
    block.append(createCopyButton('Copy code', () => code, writeClipboard), pre);
  }
}

/** A view drawing a reply into `target`. */
export function createReplyView(target: HTMLElement, rendering: ReplyRendering): MarkdownView {
  if (rendering.sanitize === null) {
    const plain = (text: string): void => renderLinkedText(target, text);
    return { update: plain, render: plain };
  }
  target.classList.add('markdown');
  return createMarkdownView(
    target,
    rendering.sanitize,
    (fragment) => addCodeCopyButtons(fragment, rendering.writeClipboard),
  );
}
