/**
 * The sandbox Gmail account's mailbox: the seeded inbox and every mail sent through the
 * sandbox (read back from the outbox file at start, appended to it on each send).
 * Sending fills in what Gmail fills in (`From`, `Date`, `Message-ID`) and records the
 * mail in the outbox before answering, so a mail reported sent is on disk.
 */
import { decodeBase64 } from '../../../shared/db/credential-base64.ts';
import { base64Url } from './sandbox-gmail-resource.ts';
import { matchesGmailQuery } from './sandbox-gmail-query.ts';
import { seededInbox } from './sandbox-inbox-seed.ts';
import { openingOf, type SandboxMessage, sandboxMessage } from './sandbox-message.ts';
import { appendOutboxRecord, type OutboxRecord, readOutboxFile } from './sandbox-outbox-file.ts';

/** Why a send was refused, in Gmail's words. */
export class SandboxSendError extends Error {
  override readonly name = 'SandboxSendError';
}

/** The mailbox of one gateway run. */
export interface SandboxMailbox {
  /** Sends an RFC 2822 message; throws {@link SandboxSendError} when it names no recipient. */
  send(raw: Uint8Array, threadId?: string): Promise<SandboxMessage>;
  /** Messages matching a Gmail search and carrying every label of `labelIds`, newest first. */
  list(filter: { query: string; labelIds: readonly string[] }): SandboxMessage[];
  get(id: string): SandboxMessage | undefined;
  /** The mails sent, newest first. */
  sent(): OutboxRecord[];
}

/** What the mailbox needs; `now` gives epoch milliseconds. */
export interface SandboxMailboxOptions {
  readonly address: string;
  readonly outboxPath: string;
  readonly now: () => number;
  readonly generateId?: () => string;
}

function randomGmailId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function concatenated(first: Uint8Array, second: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(first.length + second.length);
  bytes.set(first);
  bytes.set(second, first.length);
  return bytes;
}

function messageOf(record: OutboxRecord): SandboxMessage | null {
  const raw = decodeBase64(record.raw);
  return raw === null ? null : sandboxMessage({
    id: record.id,
    threadId: record.threadId,
    labelIds: record.labelIds,
    internalDate: Date.parse(record.sentAt),
    raw,
  });
}

/** Opens the mailbox, reading what was sent before from the outbox file. */
export async function openSandboxMailbox(options: SandboxMailboxOptions): Promise<SandboxMailbox> {
  const generateId = options.generateId ?? randomGmailId;
  const { records } = await readOutboxFile(options.outboxPath);
  const sentRecords = [...records];
  const messages = new Map<string, SandboxMessage>();
  for (const message of seededInbox(options.address, options.now())) messages.set(message.id, message);
  for (const record of records) {
    const message = messageOf(record);
    if (message !== null) messages.set(message.id, message);
  }
  const newestFirst = (): SandboxMessage[] =>
    [...messages.values()].sort((left, right) => right.internalDate - left.internalDate);

  return {
    async send(raw, threadId) {
      const given = sandboxMessage({ id: '', threadId: '', labelIds: [], internalDate: 0, raw });
      if (given.to.length + given.cc.length + given.bcc.length === 0) {
        throw new SandboxSendError('Recipient address required');
      }
      const id = generateId();
      const now = options.now();
      const added = [
        given.from === '' ? `From: ${options.address}` : '',
        given.root.headers.some((header) => header.name.toLowerCase() === 'date')
          ? ''
          : `Date: ${new Date(now).toUTCString().replace('GMT', '+0000')}`,
        given.messageId === '' ? `Message-ID: <${id}@sandbox.parley.local>` : '',
      ].filter((line) => line.length > 0).map((line) => `${line}\r\n`).join('');
      const thread = threadId !== undefined && messages.has(threadId)
        ? (messages.get(threadId) as SandboxMessage).threadId
        : id;
      const message = sandboxMessage({
        id,
        threadId: thread,
        labelIds: ['SENT'],
        internalDate: now,
        raw: concatenated(new TextEncoder().encode(added), raw),
      });
      const record: OutboxRecord = {
        id,
        threadId: thread,
        labelIds: [...message.labelIds],
        sentAt: new Date(now).toISOString(),
        from: message.from,
        to: [...message.to],
        cc: [...message.cc],
        bcc: [...message.bcc],
        subject: message.subject,
        messageId: message.messageId,
        firstLine: openingOf(message),
        raw: base64Url(message.raw),
      };
      await appendOutboxRecord(options.outboxPath, record);
      sentRecords.push(record);
      messages.set(id, message);
      return message;
    },
    list({ query, labelIds }) {
      const now = options.now();
      return newestFirst().filter((message) =>
        labelIds.every((label) => message.labelIds.includes(label)) && matchesGmailQuery(message, query, now)
      );
    },
    get: (id) => messages.get(id),
    sent: () => [...sentRecords].reverse(),
  };
}
