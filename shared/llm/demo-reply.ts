/** What the demo model says about a tool's result, read from the tool message. */
import { dataBlockContent } from '../tools/feedback-data.ts';
import type { UserInteraction } from '../tools/user-interaction.ts';

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function firstList(record: Record<string, unknown>): unknown[] | null {
  for (const key of ['results', 'articles', 'news', 'messages', 'emails', 'items']) {
    const value = record[key];
    if (Array.isArray(value)) return value;
  }
  return null;
}

function lineOf(item: unknown): string {
  const entry = asRecord(item);
  const title = entry.title ?? entry.subject ?? entry.name ?? 'result';
  const from = typeof entry.from === 'string' ? ` — from ${entry.from}` : '';
  const link = typeof entry.link === 'string' ? entry.link : typeof entry.url === 'string' ? entry.url : null;
  return `- ${String(title)}${from}${link === null ? '' : ` (${link})`}`;
}

/** Pages a scrape read: each one's summary, or why it could not be read. */
function describePages(pages: readonly unknown[]): string {
  const parts = pages.map((page) => {
    const entry = asRecord(page);
    const url = String(entry.finalUrl ?? entry.url ?? 'the page');
    if (typeof entry.summary === 'string') {
      return typeof entry.title === 'string' && entry.title.length > 0
        ? `${entry.title} (${url}): ${entry.summary}`
        : `${url}: ${entry.summary}`;
    }
    return `${url}: could not be read${typeof entry.error === 'string' ? ` (${entry.error})` : ''}.`;
  });
  return parts.length === 0 ? 'I could not read any page.' : parts.join('\n\n');
}

/** A short reply describing a successful tool result. */
export function describeResult(toolName: string, message: string): string {
  // Output from outside arrives marked as data; like a real model, read what is inside.
  const content = dataBlockContent(message) ?? message;
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return content.slice(0, 400);
  }
  const record = asRecord(data);
  if (toolName === 'gmail_send_email') {
    const id = record.message_id ?? record.messageId ?? record.id;
    return `Done: the email was sent${typeof id === 'string' ? ` (message id ${id})` : ''}.`;
  }
  if (Array.isArray(record.pages)) return describePages(record.pages);
  const list = Array.isArray(data) ? data : firstList(record);
  if (list !== null) {
    if (list.length === 0) return 'I found nothing.';
    const more = list.length > 5 ? `\n…and ${list.length - 5} more.` : '';
    return `Here is what I found:\n${list.slice(0, 5).map(lineOf).join('\n')}${more}`;
  }
  if (typeof record.summary === 'string') return record.summary;
  return content.slice(0, 400);
}

/** A short reply when a tool call failed for good: what it asks the user is relayed as it is. */
export function describeFailure(toolName: string, content: string, interaction?: UserInteraction): string {
  if (interaction !== undefined) return interaction.text;
  const lines = content.split('\n').map((line) => line.trim()).filter((line) => line.length > 0);
  return `I could not complete that with ${toolName}: ${lines.slice(0, 3).join(' ')}`;
}
