/** The outbox as `npm run outbox` prints it: one block per mail, newest first. */
import type { OutboxEntry } from '../gateway/sandbox/sandbox-outbox-file.ts';
import { terminalText } from '../terminal/terminal-text.ts';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DD HH:MM` in the local time zone; the text as is when it is not a date. */
export function localTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())} ${
    twoDigits(date.getHours())
  }:${twoDigits(date.getMinutes())}`;
}

function recipients(entry: OutboxEntry): string {
  const parts = [entry.to.join(', ')];
  if (entry.cc.length > 0) parts.push(`cc ${entry.cc.join(', ')}`);
  if (entry.bcc.length > 0) parts.push(`bcc ${entry.bcc.join(', ')}`);
  return parts.join('; ');
}

/** The text for `entries` (newest first). Every field of a mail (recipients, subject, first
 * line) was chosen by a model or whoever it copied, so each is printed inert, on one line. */
export function renderOutbox(entries: readonly OutboxEntry[]): string {
  if (entries.length === 0) {
    return 'The sandbox outbox is empty. Mail sent through the sandbox Gmail lands here (try: npm run chat, then "email ana@example.com the meeting notes").\n';
  }
  const blocks = entries.map((entry) =>
    [
      terminalText(`${localTime(entry.sentAt)}  to ${recipients(entry)}`),
      `  Subject: ${terminalText(entry.subject) || '(no subject)'}`,
      ...(entry.firstLine === '' ? [] : [`  ${terminalText(entry.firstLine)}`]),
    ].join('\n')
  );
  const count = `${entries.length} mail${entries.length === 1 ? '' : 's'} in the sandbox outbox (newest first):`;
  return `${count}\n\n${blocks.join('\n\n')}\n`;
}
