/**
 * What `web_search` and `news_search` declare for consent: the `link` of each result is a
 * link to follow, so "search, then read the top result" fetches it without asking. The
 * snippets are free text and offer nothing.
 */
import { z } from 'zod';
import type { ToolConsent } from '../../tools/tool-consent.ts';

const searchOutputSchema = z.object({ results: z.array(z.object({ link: z.string() })) });

/** The consent declarations of the search tools. */
export const searchConsent: ToolConsent = {
  linksOf: (output) => {
    const parsed = searchOutputSchema.safeParse(output);
    return parsed.success ? parsed.data.results.map((result) => result.link) : [];
  },
};
