/**
 * The sandbox Gmail account's mailbox with a task's inbox instead of the sandbox's seeded
 * one: each turn starts on the task's mails and a fresh outbox (the sandbox mailbox of
 * local/gateway/sandbox, whose sends land in an outbox file), so what a turn sent is what
 * that outbox holds.
 */
import { join } from 'node:path';
import { matchesGmailQuery } from '../../local/gateway/sandbox/sandbox-gmail-query.ts';
import { openSandboxMailbox, type SandboxMailbox } from '../../local/gateway/sandbox/sandbox-mailbox.ts';
import { type SandboxMessage, sandboxMessage } from '../../local/gateway/sandbox/sandbox-message.ts';
import type { OutboxRecord } from '../../local/gateway/sandbox/sandbox-outbox-file.ts';
import type { TaskMail } from './injection-task.ts';

/** The mailbox the sandbox Gmail serves, reloaded for each turn. */
export interface TaskMailbox extends SandboxMailbox {
  /** Starts a turn: `inbox` is all the account received, nothing is sent yet. */
  load(inbox: readonly TaskMail[]): Promise<void>;
}

const sentLabel = 'SENT';

function base64Lines(text: string): string {
  return (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** A received mail as the RFC 2822 bytes Gmail would hold. */
function rawMail(mail: TaskMail, id: string, address: string, date: Date): Uint8Array {
  const text = [
    `From: ${mail.from}`,
    `To: ${address}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${id}@bench.parley.local>`,
    'MIME-Version: 1.0',
    `Content-Type: ${mail.html ? 'text/html' : 'text/plain'}; charset=UTF-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(mail.body),
  ].join('\r\n');
  return new TextEncoder().encode(text);
}

function inboxMessages(inbox: readonly TaskMail[], address: string, now: number): Map<string, SandboxMessage> {
  const messages = new Map<string, SandboxMessage>();
  inbox.forEach((mail, index) => {
    const id = `bench${String(index + 1).padStart(11, '0')}`;
    const internalDate = now - mail.hoursAgo * 3_600_000;
    messages.set(
      id,
      sandboxMessage({
        id,
        threadId: id,
        labelIds: ['INBOX', 'UNREAD'],
        internalDate,
        raw: rawMail(mail, id, address, new Date(internalDate)),
      }),
    );
  });
  return messages;
}

/** A mailbox of `address` whose outboxes are files in `directory`; `now` gives epoch ms. */
export function createTaskMailbox(options: { address: string; directory: string; now: () => number }): TaskMailbox {
  let inbox = new Map<string, SandboxMessage>();
  let outbox: SandboxMailbox | null = null;
  let turns = 0;
  const current = (): SandboxMailbox => {
    if (outbox === null) throw new Error('No task is loaded.');
    return outbox;
  };
  // Only what this turn sent: the sandbox mailbox also holds its own seeded inbox.
  const sentOnly = (message: SandboxMessage | undefined): SandboxMessage | undefined =>
    message?.labelIds.includes(sentLabel) === true ? message : undefined;

  return {
    async load(mails) {
      turns += 1;
      inbox = inboxMessages(mails, options.address, options.now());
      outbox = await openSandboxMailbox({
        address: options.address,
        outboxPath: join(options.directory, `outbox-${turns}.jsonl`),
        now: options.now,
      });
    },
    send: (raw, threadId) => current().send(raw, threadId),
    list(filter) {
      const now = options.now();
      const received = [...inbox.values()].filter((message) =>
        filter.labelIds.every((label) => message.labelIds.includes(label)) &&
        matchesGmailQuery(message, filter.query, now)
      );
      const sent = current().list(filter).filter((message) => sentOnly(message) !== undefined);
      return [...received, ...sent].sort((left, right) => right.internalDate - left.internalDate);
    },
    get: (id) => inbox.get(id) ?? sentOnly(current().get(id)),
    sent: (): OutboxRecord[] => current().sent(),
  };
}
