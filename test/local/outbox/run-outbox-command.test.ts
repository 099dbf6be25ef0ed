import { describe, expect, it } from 'vitest';
import type { OutboxContents, OutboxRecord } from '../../../local/gateway/sandbox/sandbox-outbox-file.ts';
import { localTime } from '../../../local/outbox/render-outbox.ts';
import { type OutboxCommandDependencies, runOutboxCommand } from '../../../local/outbox/run-outbox-command.ts';
import { actingCharacters, hostileText } from '../terminal/hostile-text.ts';

const record = (id: string, subject: string, sentAt: string, extra: Partial<OutboxRecord> = {}): OutboxRecord => ({
  id,
  threadId: id,
  labelIds: ['SENT'],
  sentAt,
  from: 'sandbox@parley.local',
  to: ['ana@example.com'],
  cc: [],
  bcc: [],
  subject,
  messageId: `<${id}@sandbox.parley.local>`,
  firstLine: `Hi, about ${subject.toLowerCase()}.`,
  raw: 'VG86IGFuYQ',
  ...extra,
});

const older = record('a1', 'Meeting notes', '2026-01-15T09:30:00.000Z');
const newer = record('b2', 'Budget', '2026-01-15T10:45:00.000Z', { cc: ['bob@example.org'] });
const entry = ({ id, to, cc, bcc, subject, sentAt, firstLine }: OutboxRecord) => ({
  id,
  to,
  cc,
  bcc,
  subject,
  sentAt,
  firstLine,
});

function run(
  argv: string[],
  options: {
    gateway?: 'running' | 'file-only' | 'none';
    file?: OutboxContents | Error;
    environment?: Record<string, string>;
  } = {},
) {
  const out: string[] = [];
  const err: string[] = [];
  const fetched: string[] = [];
  const reads: string[] = [];
  const dependencies: OutboxCommandDependencies = {
    environment: options.environment ?? {},
    root: '/repo',
    discoverGateway: () =>
      Promise.resolve(
        options.gateway === 'running'
          ? {
            url: 'http://127.0.0.1:40000',
            port: 40000,
            pid: 42,
            startedAt: '2026-01-15T09:00:00.000Z',
            anonKey: 'anon',
          }
          : null,
      ),
    fetch: (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      if (options.gateway !== 'running') throw new TypeError('fetch failed');
      return Response.json({ messages: [entry(newer), entry(older)] });
    }) as typeof fetch,
    readOutbox: (path) => {
      reads.push(path);
      return options.file instanceof Error
        ? Promise.reject(options.file)
        : Promise.resolve(options.file ?? { records: [older, newer], unreadableLines: 0 });
    },
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  };
  return runOutboxCommand(argv, dependencies).then((code) => ({
    code,
    stdout: out.join(''),
    stderr: err.join(''),
    fetched,
    reads,
  }));
}

describe('npm run outbox', () => {
  describe('when the gateway is running', () => {
    it('asks its GET /outbox, found through .parley/gateway.json, and lists to, subject, time and first line', async () => {
      const result = await run([], { gateway: 'running' });

      expect(result.code).toBe(0);
      expect(result.fetched).toEqual(['http://127.0.0.1:40000/outbox']);
      expect(result.reads).toEqual([]);
      expect(result.stdout).toBe([
        '2 mails in the sandbox outbox (newest first):',
        '',
        `${localTime(newer.sentAt)}  to ana@example.com; cc bob@example.org`,
        '  Subject: Budget',
        '  Hi, about budget.',
        '',
        `${localTime(older.sentAt)}  to ana@example.com`,
        '  Subject: Meeting notes',
        '  Hi, about meeting notes.',
        '',
      ].join('\n'));
      expect(result.stderr).toBe('');
    });

    it('prints the same as JSON with --json', async () => {
      const result = await run(['--json'], { gateway: 'running' });

      expect(JSON.parse(result.stdout)).toEqual({ messages: [entry(newer), entry(older)] });
    });
  });

  describe('when no gateway answers', () => {
    it('reads the outbox file itself (newest first) and says so on stderr', async () => {
      const result = await run(['--json'], {
        gateway: 'none',
        environment: { PORT: '6000', PARLEY_SANDBOX_DIR: 'tmp/box' },
      });

      expect(result.code).toBe(0);
      expect(result.fetched).toEqual(['http://127.0.0.1:6000/outbox']);
      expect(result.reads).toEqual(['/repo/tmp/box/outbox.jsonl']);
      expect(JSON.parse(result.stdout)).toEqual({ messages: [entry(newer), entry(older)] });
      expect(result.stderr).toBe(
        'No gateway with a sandbox answered at http://127.0.0.1:6000: reading /repo/tmp/box/outbox.jsonl directly.\n',
      );
    });

    it('says when the outbox is empty, and how to fill it', async () => {
      const result = await run([], { file: { records: [], unreadableLines: 2 } });

      expect(result.stdout).toContain('The sandbox outbox is empty.');
      expect(result.stderr).toContain(
        '2 line(s) of /repo/.parley/sandbox/outbox.jsonl could not be read and were skipped.',
      );
    });

    it('fails with one line when the file cannot be read', async () => {
      const result = await run([], { file: new Error('EACCES: permission denied') });

      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'No gateway answered at http://127.0.0.1:54321, and /repo/.parley/sandbox/outbox.jsonl could not be read: EACCES: permission denied\n',
      );
    });
  });

  describe('when the arguments are wrong or help is asked for', () => {
    it('prints the usage', async () => {
      const wrong = await run(['--all']);
      const help = await run(['--help']);

      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('Unknown argument: --all');
      expect(help.stdout).toContain('Usage: npm run outbox');
    });
  });

  describe('when a mail carries terminal escapes in its subject, recipient or first line', () => {
    const hostile = record('c3', `Invoice ${hostileText}`, '2026-01-15T11:00:00.000Z', {
      to: [`ana@example.com${hostileText}`],
      firstLine: `Hello\r${hostileText}`,
    });

    it('prints each inert, as text', async () => {
      const result = await run([], { file: { records: [hostile], unreadableLines: 0 } });

      expect(result.stdout).not.toMatch(actingCharacters);
      expect(result.stdout).toContain('  Subject: Invoice evil\\x1b]0;title\\x07\\x1b[2J\\x9b31m\\u202egnp.exe');
    });

    it('prints them inert as JSON too, meaning the same', async () => {
      const result = await run(['--json'], { file: { records: [hostile], unreadableLines: 0 } });

      expect(result.stdout).not.toMatch(actingCharacters);
      expect(JSON.parse(result.stdout).messages[0].subject).toBe(`Invoice ${hostileText}`);
    });
  });
});
