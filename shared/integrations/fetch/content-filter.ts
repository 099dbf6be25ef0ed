import type { HtmlElement } from './html-tree.ts';

/** Elements that never hold readable article text. */
const nonContentElements = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'form',
  'button',
  'select',
  'input',
  'textarea',
  'nav',
  'aside',
  'footer',
  'header',
  'dialog',
  'menu',
]);

/** Landmark roles of page chrome rather than content. */
const chromeRoles = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'dialog',
  'alertdialog',
  'search',
  'menu',
  'menubar',
]);

/** Class or id words of page chrome (Readability's "unlikely candidates", abridged). */
const chromeWords =
  /(^|[\s_-])(comments?|sidebar|footer|nav|navbar|menu|breadcrumbs?|share|sharing|social|cookies?|consent|banner|advert|ads?|promo|related|recommended|subscribe|newsletter|popup|modal|masthead|skip|sponsor)([\s_-]|$)/i;
/** Class or id words of content, which outweigh a chrome word in the same name. */
const contentWords = /(article|content|main|post|entry|story|body|text|blog)/i;

/** The class and id of an element, as one string of words. */
export function classAndId(element: HtmlElement): string {
  return `${element.attributes.get('class') ?? ''} ${element.attributes.get('id') ?? ''}`.trim();
}

/** +25 for a content-like class or id, -25 for a chrome-like one (both: they cancel). */
export function classWeight(element: HtmlElement): number {
  const names = classAndId(element);
  if (names.length === 0) return 0;
  return (contentWords.test(names) ? 25 : 0) - (chromeWords.test(names) ? 25 : 0);
}

function isHidden(element: HtmlElement): boolean {
  if (element.attributes.has('hidden') || element.attributes.get('aria-hidden') === 'true') return true;
  const style = (element.attributes.get('style') ?? '').toLowerCase().replace(/\s+/g, '');
  return style.includes('display:none') || style.includes('visibility:hidden');
}

/**
 * True for an element whose text is not part of the page's content: scripts and
 * styles, forms and controls, navigation, page headers and footers, hidden elements,
 * chrome landmarks, and blocks whose class or id says they are chrome.
 */
export function isNonContent(element: HtmlElement): boolean {
  if (nonContentElements.has(element.name) || isHidden(element)) return true;
  if (chromeRoles.has((element.attributes.get('role') ?? '').toLowerCase())) return true;
  if (element.name === 'body' || element.name === 'html' || element.name === 'main' || element.name === 'article') {
    return false;
  }
  const names = classAndId(element);
  return names.length > 0 && chromeWords.test(names) && !contentWords.test(names);
}
