/**
 * Whether a destination is grounded: the user wrote it in this conversation, or (for a
 * URL) a tool of this turn returned it as a link to follow (a search result's `link`), or
 * the agent's allow-list names it. Matching is literal on purpose: a destination the model
 * composed (an address spelled from parts, a URL with data in its query) is not grounded,
 * and so asks. A URL written inside a mail or a page's text is not a link a tool offered:
 * that text is where an injected address comes from.
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

/** Address-shaped words. Hand-written because grounding needs whole addresses as
 * written in prose ("mail ana@example.com."), which no address parser extracts. */
const addressPattern = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Whether `text` names `address` as a whole address (not inside a longer one), in any case. */
function containsAddress(text: string, address: string): boolean {
  const wanted = address.toLowerCase();
  return (text.match(addressPattern) ?? []).some((found) => found.toLowerCase() === wanted);
}

/** A URL as written, and without a trailing slash: `https://a.example` and `https://a.example/` are one page. */
function urlForms(url: string): readonly string[] {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed === url ? [url, `${url}/`] : [url, trimmed];
}

function allowedAhead(destination: Destination, allowList: readonly string[]): boolean {
  const value = destination.value.toLowerCase();
  return allowList.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (allowed.length === 0) return false;
    if (destination.kind === 'email_address') {
      return allowed.startsWith('@') ? value.endsWith(allowed) : value === allowed;
    }
    return value === allowed || (allowed.includes('://') && value.startsWith(allowed));
  });
}

/**
 * Null when `destination` is grounded; otherwise which rule it misses. An address must be
 * in what the user wrote (a tool output that names one, such as an email's text, is where
 * an injected address comes from); a URL may also be a link a tool returned, verbatim.
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
  const forms = urlForms(destination.value);
  if (grounding.userTexts.some((text) => forms.some((form) => text.includes(form)))) return null;
  if (grounding.links.some((link) => forms.includes(link))) return null;
  return 'not_written_or_linked';
}
