/**
 * The sanitizer every rendered reply goes through (DOMPurify): no scripts, styles, event
 * handlers or forms; links only to http(s) addresses, opening in a new tab with
 * `rel="noopener noreferrer"`.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';

/** Turns HTML text into a safe fragment of `document`. */
export type SanitizeHtml = (html: string) => DocumentFragment;

const httpAddress = /^https?:\/\//i;

/**
 * A sanitizer bound to `window`, or null where DOMPurify cannot work there (it would then
 * hand back its input unchanged, so the caller shows plain text instead).
 */
export function createSanitizer(window: WindowLike | undefined): SanitizeHtml | null {
  if (window === undefined) return null;
  const purify = createDOMPurify(window);
  if (!purify.isSupported) return null;
  // DOMPurify's own address check stays at its default (its ALLOWED_URI_REGEXP is also tested
  // against every attribute that is not an address, such as a table cell's `align`): the hook
  // keeps a link's `href` only when it is an http(s) address.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!httpAddress.test(href)) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) =>
    purify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'img', 'svg', 'math'],
      FORBID_ATTR: ['style', 'id'],
    });
}
