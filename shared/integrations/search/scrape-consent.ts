/**
 * What `scrape_and_summarize` declares for consent: every URL it fetches is a destination.
 * A fetch carries data out in its address, so a URL must be one the user wrote or one an
 * earlier tool output contains verbatim (a search result's link); a URL the model composed
 * asks. The approval shows the URLs.
 */
import type { Destination, ToolConsent } from '../../tools/tool-consent.ts';

/** The URLs of a validated input (consent is only asked of validated input). */
function urlsOf(input: unknown): readonly string[] {
  return (input as { readonly urls: readonly string[] }).urls;
}

/** The consent declarations of `scrape_and_summarize`. */
export const scrapeConsent: ToolConsent = {
  destinations: (input): readonly Destination[] =>
    urlsOf(input).map((value) => ({ argument: 'urls', kind: 'url' as const, value })),
  preview: (input) => ({ kind: 'fetch', urls: urlsOf(input) }),
};
