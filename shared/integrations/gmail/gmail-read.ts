/**
 * Reading messages for `read_emails` and `search_emails`: list the ids, get each one
 * (a few at a time), and cut the bodies so the whole result fits what a model reads.
 */
import type { GmailClient, MessageListQuery } from './gmail-client.ts';
import type { GmailOperation } from './gmail-failure.ts';
import { gmailLimits } from './gmail-limits.ts';
import { type EmailSummary, summarizeMessage } from './gmail-message.ts';
import { mapWithConcurrency } from './map-with-concurrency.ts';

/** Gmail's system labels, whose ids are their names. */
const systemLabels = new Set(['INBOX', 'SENT', 'DRAFT', 'SPAM', 'TRASH', 'STARRED', 'IMPORTANT', 'UNREAD', 'CHAT']);

/**
 * The list filter for a label and the unread switch: system labels (and categories)
 * by id; a label the user made by name, through the search syntax (`label:work`),
 * because its id is not its name. No label means the inbox.
 */
export function labelFilter(
  label: string | undefined,
  unreadOnly: boolean,
): Pick<MessageListQuery, 'labelIds' | 'query'> {
  const labelIds: string[] = [];
  let query: string | undefined;
  const name = (label ?? 'INBOX').trim();
  const upper = name.toUpperCase().replace(/\s+/g, '_');
  if (systemLabels.has(upper) || /^CATEGORY_[A-Z]+$/.test(upper)) labelIds.push(upper);
  else query = `label:${name.replace(/["\\]/g, '').replace(/\s+/g, '-')}`;
  if (unreadOnly && !labelIds.includes('UNREAD')) labelIds.push('UNREAD');
  return { labelIds, query };
}

/** How much of each body to show when `count` messages are shown together. */
export function bodyShareChars(count: number): number {
  const share = Math.floor(gmailLimits.bodyBudgetChars / Math.max(1, count)) - gmailLimits.perMessageOverheadChars;
  const capped = Math.min(gmailLimits.maxBodyCharsShown, share);
  return capped < gmailLimits.minBodyCharsShown ? 0 : capped;
}

/** Messages found, as the model reads them. */
export interface ReadResult {
  readonly count: number;
  readonly result_size_estimate: number | null;
  readonly emails: readonly EmailSummary[];
}

/** Lists and gets the messages matching `query`. */
export async function readMessages(
  client: GmailClient,
  query: MessageListQuery,
  operation: GmailOperation,
): Promise<ReadResult> {
  const list = await client.listMessages(query, operation);
  const ids = list.ids.slice(0, query.maxResults);
  const messages = await mapWithConcurrency(ids, gmailLimits.getConcurrency, (id) => client.getMessage(id, operation));
  const found = messages.filter((message) => message !== null);
  const share = bodyShareChars(found.length);
  const emails = found.map((message) => summarizeMessage(message, share));
  return { count: emails.length, result_size_estimate: list.resultSizeEstimate, emails };
}
