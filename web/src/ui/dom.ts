/** A small element builder: the app renders with the DOM directly, no framework. */

type Child = Node | string | null | undefined | false;

/** Attributes and properties of {@link element}: `class`, `aria-*`, `data-*` and other attributes as strings; `on*` as listeners. */
export type ElementOptions = Record<string, string | number | boolean | EventListener | undefined>;

/**
 * Creates `<tag>` with `options` (attributes; `onclick` and the like as listeners; `false`
 * or `undefined` leaves an attribute out) and `children` (strings become text, never HTML).
 */
export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  options: ElementOptions = {},
  ...children: Child[]
): HTMLElementTagNameMap[Tag] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') created.addEventListener(name.replace(/^on/, ''), value);
    else created.setAttribute(name, value === true ? '' : String(value));
  }
  created.append(
    ...children.filter((child): child is Node | string => child !== null && child !== undefined && child !== false),
  );
  return created;
}

/** Replaces everything inside `parent` with `children`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(
    ...children.filter((child): child is Node | string => child !== null && child !== undefined && child !== false),
  );
}
