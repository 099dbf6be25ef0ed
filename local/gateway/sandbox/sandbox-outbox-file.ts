/**
 * The sandbox outbox on disk: one JSON line per mail the sandbox Gmail "sent", appended
 * as it is sent, so the outbox survives restarts and `npm run outbox` can read it even
 * while no gateway runs. Each line keeps the whole message (`raw`, base64url) so the
 * sandbox can show it again through `messages.get` after a restart.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** One line of the outbox file. */
export const outboxRecordSchema = z.object({
  id: z.string().min(1),
  threadId: z.string().min(1),
  labelIds: z.array(z.string()),
  /** ISO 8601. */
  sentAt: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  messageId: z.string(),
  /** The body's opening, on one line. */
  firstLine: z.string(),
  /** The RFC 2822 message, base64url. */
  raw: z.string(),
});

/** A mail the sandbox sent. */
export type OutboxRecord = z.output<typeof outboxRecordSchema>;

/** What `GET /outbox` and `npm run outbox` show of a sent mail. */
export interface OutboxEntry {
  readonly id: string;
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly sentAt: string;
  readonly firstLine: string;
}

/** The shown part of a record. */
export function outboxEntryOf(record: OutboxRecord): OutboxEntry {
  return {
    id: record.id,
    to: record.to,
    cc: record.cc,
    bcc: record.bcc,
    subject: record.subject,
    sentAt: record.sentAt,
    firstLine: record.firstLine,
  };
}

/** The file's records, oldest first, and how many lines could not be read. */
export interface OutboxContents {
  readonly records: OutboxRecord[];
  readonly unreadableLines: number;
}

/** Reads the outbox file; an absent file is an empty outbox. */
export async function readOutboxFile(path: string): Promise<OutboxContents> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return { records: [], unreadableLines: 0 };
    throw error;
  }
  const records: OutboxRecord[] = [];
  let unreadableLines = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      json = undefined;
    }
    const parsed = outboxRecordSchema.safeParse(json);
    if (parsed.success) records.push(parsed.data);
    else unreadableLines += 1;
  }
  return { records, unreadableLines };
}

/** Appends one record (creating the folder and file, readable by the user only). */
export async function appendOutboxRecord(path: string, record: OutboxRecord): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await appendFile(path, `${JSON.stringify(record)}\n`, { encoding: 'utf8', mode: 0o600 });
}
