import { emailAddressPattern, understandEmail } from './demo-email-intent.ts';

/** What the demo model understood a user to want, and the tool call that does it. */
export interface DemoIntent {
  readonly tool: string;
  readonly arguments: Record<string, unknown>;
  /** The same call with a realistic mistake, for `PARLEY_DEMO_MISTAKES=on`: a wrong tool
   * name, a missing argument, or a mistyped one. */
  readonly mistake: { readonly name: string; readonly arguments: Record<string, unknown> };
  /** The call lacks something only the user can say (an email's recipient): its Question is
   * relayed to the user, not answered by the model. */
  readonly needsUser?: true;
}

const urlPattern = /https?:\/\/[^\s<>"'()]+/g;

/** Words that only set the mood of a request, cut from the end of a search query. */
const trailingFiller = /\s+(?:for me|please|today|this (?:week|month)|right now|now)$/i;

function trimQuery(text: string): string {
  let query = text.replace(/[?.!]+$/, '').trim();
  while (trailingFiller.test(query)) query = query.replace(trailingFiller, '').trim();
  return query.replace(/^(?:the\s+)?(?:latest|recent|current)\s+/i, '').trim();
}

/** The words after the first of `markers` (tried in order) that occurs, else `fallback`. */
function topicAfter(text: string, markers: readonly RegExp[], fallback: string): string {
  for (const marker of markers) {
    const match = marker.exec(text);
    const topic = match === null ? '' : trimQuery(text.slice(match.index + match[0].length));
    if (topic.length > 0) return topic;
  }
  return trimQuery(fallback);
}

/** Politeness and request words, dropped when a query has no clear marker. */
const requestWords =
  /\b(?:can|could|would|will) you\b|\b(?:please|show me|give me|get me|tell me|what's|what is|what are|any|the|latest|recent|today's|news|headlines|search|find|look up|google)\b/gi;

function withoutRequestWords(text: string): string {
  return text.replace(requestWords, ' ').replace(/\s+/g, ' ').trim();
}

function timeRangeOf(text: string): 'day' | 'week' | 'month' {
  if (/\b(?:today|past day|last 24 hours|this morning|tonight)\b/i.test(text)) return 'day';
  if (/\b(?:this month|past month|last month|last 30 days)\b/i.test(text)) return 'month';
  return 'week';
}

const mistakenTimeRange = { day: '24h', week: '7d', month: '30d' } as const;

function summarizeIntent(text: string, urls: string[]): DemoIntent {
  const focus = /\b(?:focus(?:ing|ed)?\s+on|say(?:s)?\s+about)\s+(.+?)[.?!]*$/i.exec(text)?.[1]?.trim();
  const extra = focus === undefined || focus.length === 0 ? {} : { focus };
  return {
    tool: 'scrape_and_summarize',
    arguments: { urls, ...extra },
    mistake: { name: 'scrape_and_summarize', arguments: { url: urls[0], ...extra } },
  };
}

function inboxIntent(text: string): DemoIntent {
  const count = Number(/\b(\d{1,2})\s+(?:\w+\s+)?(?:e-?mails?|mails?|messages)\b/i.exec(text)?.[1] ?? 5);
  const maxResults = Math.min(50, Math.max(1, count));
  const unreadOnly = /\b(?:unread|new)\b/i.test(text);
  return {
    tool: 'gmail_read_emails',
    arguments: { max_results: maxResults, unread_only: unreadOnly },
    // "yes"/"no" for a boolean: a mistyped argument no safe coercion accepts.
    mistake: {
      name: 'gmail_read_emails',
      arguments: { max_results: maxResults, unread_only: unreadOnly ? 'yes' : 'no' },
    },
  };
}

/**
 * Reads a user message the way the demo model does: a few kinds of request (summarize a
 * page, send an email, read the inbox, search the news or the web), recognised from
 * their words. Null when the message is none of them.
 */
export function understandRequest(text: string): DemoIntent | null {
  const urls = (text.match(urlPattern) ?? []).map((url) => url.replace(/[.,;:!?]+$/, ''));
  if (urls.length > 0 && /\b(?:summar|read|scrape|tl;?dr|what does|what's on|what is on)/i.test(text)) {
    return summarizeIntent(text, urls);
  }
  if (/\b(?:send|e-?mail|mail|write|forward|tell|message)\b/i.test(text)) {
    const email = understandEmail(text);
    if (email !== null) {
      const { to: recipients, ...withoutRecipients } = email;
      if (recipients.length === 0) {
        return {
          tool: 'gmail_send_email',
          arguments: withoutRecipients,
          mistake: { name: 'gmail_send_email', arguments: withoutRecipients },
          needsUser: true,
        };
      }
      return {
        tool: 'gmail_send_email',
        arguments: { ...email },
        mistake: { name: 'gmail_send_email', arguments: withoutRecipients },
      };
    }
  }
  if (
    /\binbox\b|\bunread\b|\b(?:my|new|latest|recent|last\s+\d+)\s+(?:\w+\s+)?(?:e-?mails?|mails?|messages)\b/i.test(
      text,
    )
  ) return inboxIntent(text);
  if (/\b(?:news|headlines)\b/i.test(text)) {
    const query = topicAfter(text, [
      /\b(?:news|headlines)\s+(?:about|on|for|regarding)\s+/i,
      /\b(?:about|regarding)\s+/i,
    ], withoutRequestWords(text));
    const timeRange = timeRangeOf(text);
    return {
      tool: 'news_search',
      arguments: { query, time_range: timeRange },
      mistake: { name: 'news_search', arguments: { query, time_range: mistakenTimeRange[timeRange] } },
    };
  }
  if (/\b(?:search|look up|lookup|find|google)\b/i.test(text)) {
    const query = topicAfter(text, [
      /\bsearch(?:\s+(?:the\s+)?(?:web|internet|online))?\s+for\s+/i,
      /\b(?:search\s+(?:the\s+)?(?:web|internet)|look\s*up|find(?:\s+out)?|google|search)[:\s]+/i,
    ], withoutRequestWords(text));
    return {
      tool: 'web_search',
      arguments: { query, num_results: 5 },
      mistake: { name: 'searchWeb', arguments: { query, num_results: 5 } },
    };
  }
  return null;
}

/**
 * Reads a user's answer to the demo model's Question: addresses given after an email
 * request that named no recipient ("send the meeting notes" → "ana@example.com") complete
 * that request. Null when the answer is not one.
 */
export function understandAnswer(previousUserText: string, answer: string): DemoIntent | null {
  const addresses = answer.match(emailAddressPattern) ?? [];
  if (addresses.length === 0 || understandRequest(previousUserText)?.needsUser !== true) return null;
  return understandRequest(`${previousUserText.replace(/[.!?]+$/, '')} to ${addresses.join(' and ')}`);
}
