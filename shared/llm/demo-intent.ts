/** What the demo model understood a user to want, and the tool call that does it. */
export interface DemoIntent {
  readonly tool: string;
  readonly arguments: Record<string, unknown>;
  /** The same call with a realistic mistake, for `PARLEY_DEMO_MISTAKES=on`. */
  readonly mistake: { readonly name: string; readonly arguments: Record<string, unknown> };
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const urlPattern = /https?:\/\/[^\s<>"')]+/g;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function topicAfter(text: string, words: RegExp): string {
  const match = words.exec(text);
  const topic = (match === null ? text : text.slice(match.index + match[0].length)).replace(/[?.!]+$/, '').trim();
  return topic.length > 0 ? topic : text.trim();
}

function emailIntent(text: string, recipients: string[]): DemoIntent {
  const subjectMatch = /\b(?:send|email|mail|forward)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(.+?)\s+to\s+/i.exec(text);
  const topic = subjectMatch?.[1]?.trim() ?? 'a message';
  const subject = capitalize(topic.replace(/^(?:an?\s+)?(?:email|mail|message)\s+(?:about\s+)?/i, '') || 'Hello');
  const body = `Hi,\n\nHere are the ${topic.toLowerCase()}, as requested.\n\nBest regards`;
  const correct = { to: recipients, subject, body };
  return { tool: 'gmail_send_email', arguments: correct, mistake: { name: 'gmail_send_email', arguments: { subject, body } } };
}

/**
 * Reads a user message the way the demo model does: a few kinds of request, recognised
 * from their words. Null when the message is none of them.
 */
export function understandRequest(text: string): DemoIntent | null {
  const recipients = text.match(emailPattern) ?? [];
  const urls = text.match(urlPattern) ?? [];
  if (urls.length > 0 && /\b(summar|read|scrape|what does|tl;?dr)/i.test(text)) {
    const focus = /\bfocus(?:ing)?\s+on\s+(.+?)[.?!]?$/i.exec(text)?.[1];
    const args = { urls, ...(focus === undefined ? {} : { focus }) };
    return { tool: 'scrape_and_summarize', arguments: args, mistake: { name: 'scrape_and_summarize', arguments: { url: urls[0], ...(focus === undefined ? {} : { focus }) } } };
  }
  if (recipients.length > 0 && /\b(send|email|mail|write|forward)\b/i.test(text)) return emailIntent(text, recipients);
  if (/\b(inbox|unread|my (?:e-?mails?|mail))\b/i.test(text) && /\b(read|check|show|list|what)\b/i.test(text)) {
    return { tool: 'gmail_read_emails', arguments: { max_results: 5, unread_only: /\bunread\b/i.test(text) }, mistake: { name: 'gmail_read_emails', arguments: { max_results: '5', unread_only: /\bunread\b/i.test(text) } } };
  }
  if (/\bnews\b/i.test(text)) {
    const query = topicAfter(text, /\b(?:news\s+(?:about|on|for)|about|on)\s+/i);
    return { tool: 'news_search', arguments: { query, time_range: 'week' }, mistake: { name: 'news_search', arguments: { query, time_range: '7d' } } };
  }
  if (/\b(search|look up|lookup|find|google)\b/i.test(text)) {
    const query = topicAfter(text, /\b(?:search(?:\s+the\s+web)?\s+for|look\s*up|find|google|search)\s+/i);
    return { tool: 'web_search', arguments: { query, num_results: 5 }, mistake: { name: 'searchWeb', arguments: { query, num_results: 5 } } };
  }
  return null;
}
