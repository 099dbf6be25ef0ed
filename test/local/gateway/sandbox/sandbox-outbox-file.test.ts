import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendOutboxRecord,
  type OutboxRecord,
  readOutboxFile,
} from '../../../../local/gateway/sandbox/sandbox-outbox-file.ts';

const record: OutboxRecord = {
  id: 'a1',
  threadId: 'a1',
  labelIds: ['SENT'],
  sentAt: '2026-01-15T09:30:00.000Z',
  from: 'sandbox@parley.local',
  to: ['ana@example.com'],
  cc: [],
  bcc: [],
  subject: 'Hi',
  messageId: '<a1@sandbox.parley.local>',
  firstLine: 'Hello',
  raw: 'SGVsbG8',
};

describe('the outbox file', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'parley-outbox-'));
  });

  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('reads as empty when it does not exist yet', async () => {
    expect(await readOutboxFile(join(directory, 'none', 'outbox.jsonl'))).toEqual({ records: [], unreadableLines: 0 });
  });

  it('appends one JSON line per mail, creating its folder, readable by the user only', async () => {
    const path = join(directory, 'sandbox', 'outbox.jsonl');

    await appendOutboxRecord(path, record);
    await appendOutboxRecord(path, { ...record, id: 'b2' });

    expect((await readFile(path, 'utf8')).split('\n')).toEqual([
      JSON.stringify(record),
      JSON.stringify({ ...record, id: 'b2' }),
      '',
    ]);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('skips lines it cannot read, and counts them', async () => {
    const path = join(directory, 'damaged.jsonl');
    await writeFile(
      path,
      `${JSON.stringify(record)}\n{"half": \n${JSON.stringify({ ...record, to: 'not a list' })}\n\n`,
    );

    expect(await readOutboxFile(path)).toEqual({ records: [record], unreadableLines: 2 });
  });
});
