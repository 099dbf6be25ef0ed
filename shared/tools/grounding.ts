/**
 * Whether a destination is grounded: the user wrote it in this conversation, or (for a
 * URL) a tool of this turn returned it as a link to follow (a search result's `link`), or
 * the agent's allow-list names it. Matching is literal on purpose: a destination the model
 * composed (an address spelled from parts, a URL with data in its query) is not grounded,
 * and so asks. A URL written inside a mail or a page's text is not a link a tool offered:
 * that text is where an injected address comes from. Every match is of a whole token (a
 * whole address, a URL not cut inside a word, a whole host), so part of what the user wrote
 * never grounds another destination.
 */
import type { Destination } from './tool-consent.ts';

/** The texts a destination can be grounded in. */
export interface Grounding {
  /** What the user wrote in this conversation, oldest first. */
  readonly userTexts: readonly string[];
  /** URLs tools of this turn returned as links to follow (tool-consent.ts `linksOf`). */
  readonly links: readonly string[];
}

/** Why a destination is not grounded; null when it is. */
export type GroundingGap = 'not_written_by_user' | 'not_written_or_linked';

/** Characters of an address's local part as people write them (the send schema's too). */
const localCharacter = "-A-Za-z0-9._%+'";

/** Address-shaped words, whole: not cut out of a longer word (`b@x.com` is not in
 * `a/b@x.com`, `ana@example.com` not in `ana@example.com2`). Hand-written because grounding
 * needs whole addresses as written in prose ("mail ana@example.com."), which no address
 * parser extracts. */
const addressPattern = new RegExp(
  `(?<![${localCharacter}/@])[${localCharacter}]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`,
  'g',
);

/** Whether `text` names `address` as a whole address, in any case. */
function containsAddress(text: string, address: string): boolean {
  const wanted = address.toLowerCase();
  return (text.match(addressPattern) ?? []).some((found) => found.toLowerCase() === wanted);
}

/** Whether the text after a match continues the URL (a match followed by it was cut inside
 * a word): a URL character, or a dot before one (a dot that ends a sentence does not). */
function continuesUrl(rest: string): boolean {
  return /^[A-Za-z0-9\-_~%]/.test(rest) || /^\.[A-Za-z0-9\-_~%]/.test(rest);
}

/** Whether `text` holds `url` not cut inside a word on either side (`https://example.co`
 * is not in `https://example.com/page`; `https://a.example/x` is in `https://a.example/x?y=1`). */
function containsUrl(text: string, url: string): boolean {
  for (let from = text.indexOf(url); from >= 0; from = text.indexOf(url, from + 1)) {
    const before = from === 0 ? '' : text[from - 1] ?? '';
    if (!/[A-Za-z0-9+.-]/.test(before) && !continuesUrl(text.slice(from + url.length))) return true;
  }
  return false;
}

/** A URL as written, and without a trailing slash: `https://a.example` and `https://a.example/` are one page. */
function urlForms(url: string): readonly string[] {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed === url ? [url, `${url}/`] : [url, trimmed];
}

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Whether `text` names `host` as a whole host (in a URL, an address's domain, or bare). */
function containsHost(text: string, host: string): boolean {
  const lower = text.toLowerCase();
  for (let from = lower.indexOf(host); from >= 0; from = lower.indexOf(host, from + 1)) {
    const before = from === 0 ? '' : lower[from - 1] ?? '';
    const after = lower[from + host.length] ?? '';
    if (
      !/[a-z0-9.-]/.test(before) && !/[a-z0-9-]/.test(after) && !/^\.[a-z0-9]/.test(lower.slice(from + host.length))
    ) {
      return true;
    }
  }
  return false;
}

/** Whether the allow-list names the destination: an address, an `@domain` of addresses, or
 * a URL prefix (same origin, path under the entry's). */
function allowedAhead(destination: Destination, allowList: readonly string[]): boolean {
  const value = destination.value.toLowerCase();
  return allowList.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (allowed.length === 0) return false;
    if (destination.kind === 'email_address') {
      return allowed.startsWith('@') ? value.endsWith(allowed) : value === allowed;
    }
    const prefix = parsedUrl(allowed);
    if (destination.kind === 'host') {
      return prefix !== null ? prefix.hostname === value : allowed.startsWith('@') && allowed.slice(1) === value;
    }
    const target = parsedUrl(destination.value);
    if (prefix === null || target === null || prefix.origin !== target.origin) return false;
    const path = prefix.pathname.endsWith('/') ? prefix.pathname : `${prefix.pathname}/`;
    return target.pathname === prefix.pathname || target.pathname.startsWith(path);
  });
}

/**
 * Null when `destination` is grounded; otherwise which rule it misses. An address must be
 * in what the user wrote (a tool output that names one, such as an email's text, is where
 * an injected address comes from); a URL may also be a link a tool returned, verbatim; a
 * host must be one the user wrote or one of those links'.
 */
export function groundingGap(
  destination: Destination,
  grounding: Grounding,
  allowList: readonly string[],
): GroundingGap | null {
  if (allowedAhead(destination, allowList)) return null;
  if (destination.kind === 'email_address') {
    return grounding.userTexts.some((text) => containsAddress(text, destination.value)) ? null : 'not_written_by_user';
  }
  if (destination.kind === 'host') {
    const host = destination.value.toLowerCase();
    if (grounding.userTexts.some((text) => containsHost(text, host))) return null;
    return grounding.links.some((link) => parsedUrl(link)?.hostname === host) ? null : 'not_written_or_linked';
  }
  const forms = urlForms(destination.value);
  if (grounding.userTexts.some((text) => forms.some((form) => containsUrl(text, form)))) return null;
  if (grounding.links.some((link) => forms.includes(link))) return null;
  return 'not_written_or_linked';
}
