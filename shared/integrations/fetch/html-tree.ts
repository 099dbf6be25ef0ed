import { tokenizeHtml } from './html-tokenizer.ts';

/** An element of a parsed document. Text children are plain strings. */
export interface HtmlElement {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: HtmlNode[];
  readonly parent: HtmlElement | null;
}

/** An element or a run of text. */
export type HtmlNode = HtmlElement | string;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'keygen',
]);

/** Opening one of these closes an open `<p>`, as browsers do. */
const closesParagraph = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

/** Opening the key closes an open element of the listed names, unless a boundary comes first. */
const impliedEnds: Record<string, { readonly closes: ReadonlySet<string>; readonly boundaries: ReadonlySet<string> }> =
  {
    li: { closes: new Set(['li']), boundaries: new Set(['ul', 'ol', 'menu']) },
    dt: { closes: new Set(['dt', 'dd']), boundaries: new Set(['dl']) },
    dd: { closes: new Set(['dt', 'dd']), boundaries: new Set(['dl']) },
    tr: { closes: new Set(['tr']), boundaries: new Set(['table', 'tbody', 'thead', 'tfoot']) },
    td: { closes: new Set(['td', 'th']), boundaries: new Set(['tr', 'table']) },
    th: { closes: new Set(['td', 'th']), boundaries: new Set(['tr', 'table']) },
    option: { closes: new Set(['option']), boundaries: new Set(['select', 'datalist']) },
  };
/** The HTML standard's "button scope": a `<p>` outside one of these is not closed from inside it. */
const paragraphBoundaries = new Set([
  'button',
  'applet',
  'caption',
  'html',
  'table',
  'td',
  'th',
  'marquee',
  'object',
  'template',
]);

/** Nesting past this depth is flattened, so walking the tree cannot overflow the stack. */
export const maxTreeDepth = 256;

function createElement(name: string, attributes: ReadonlyMap<string, string>, parent: HtmlElement | null): HtmlElement {
  return { name, attributes, children: [], parent };
}

/** The stack of open elements, with a count per name so absent names cost nothing. */
class OpenElements {
  readonly stack: HtmlElement[];
  readonly #counts = new Map<string, number>();

  constructor(root: HtmlElement) {
    this.stack = [root];
  }

  get current(): HtmlElement {
    return this.stack[this.stack.length - 1] as HtmlElement;
  }

  push(element: HtmlElement): void {
    this.stack.push(element);
    this.#counts.set(element.name, (this.#counts.get(element.name) ?? 0) + 1);
  }

  /** Closes the nearest open element named in `names` and everything opened inside it,
   * unless a boundary comes first. The document root is never closed. */
  close(names: ReadonlySet<string> | string, boundaries: ReadonlySet<string> = noBoundaries): void {
    const has = (name: string) => (typeof names === 'string' ? name === names : names.has(name));
    const anyOpen = typeof names === 'string'
      ? (this.#counts.get(names) ?? 0) > 0
      : [...names].some((name) => (this.#counts.get(name) ?? 0) > 0);
    if (!anyOpen) return;
    for (let index = this.stack.length - 1; index > 0; index -= 1) {
      const name = this.stack[index]?.name ?? '';
      if (has(name)) {
        while (this.stack.length > index) {
          const closed = this.stack.pop() as HtmlElement;
          this.#counts.set(closed.name, (this.#counts.get(closed.name) ?? 1) - 1);
        }
        return;
      }
      if (boundaries.has(name)) return;
    }
  }
}

const noBoundaries: ReadonlySet<string> = new Set();

/**
 * Parses HTML into a tree, forgivingly: void elements, unclosed `<p>`, `<li>`, table
 * cells and similar are closed where browsers would close them, stray end tags are
 * ignored, and nesting is capped at {@link maxTreeDepth}. Returns a `#document` root.
 */
export function parseHtml(html: string): HtmlElement {
  const root = createElement('#document', new Map(), null);
  const open = new OpenElements(root);
  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      open.current.children.push(token.text);
      continue;
    }
    if (token.type === 'end') {
      open.close(token.name);
      continue;
    }
    const implied = impliedEnds[token.name];
    if (implied !== undefined) open.close(implied.closes, implied.boundaries);
    if (closesParagraph.has(token.name)) open.close('p', paragraphBoundaries);
    const element = createElement(token.name, token.attributes, open.current);
    open.current.children.push(element);
    if (!voidElements.has(token.name) && !token.selfClosing && open.stack.length < maxTreeDepth) open.push(element);
  }
  return root;
}

/** Every element under `root` (itself included) whose name is in `names`, in document order. */
export function findElements(root: HtmlElement, names: ReadonlySet<string>): HtmlElement[] {
  const found: HtmlElement[] = [];
  const pending: HtmlElement[] = [root];
  while (pending.length > 0) {
    const element = pending.pop() as HtmlElement;
    if (names.has(element.name)) found.push(element);
    for (let index = element.children.length - 1; index >= 0; index -= 1) {
      const child = element.children[index];
      if (typeof child !== 'string' && child !== undefined) pending.push(child);
    }
  }
  return found;
}
