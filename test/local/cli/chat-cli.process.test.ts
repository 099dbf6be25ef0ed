import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localAnonKey, localJwtSecret } from '../../../local/gateway/local-keys.ts';
import { ansiPattern } from '../../../local/cli/terminal-style.ts';
import { type ChatSseServer, startChatSseServer } from './support/chat-sse-server.ts';
import { closedPortUrl } from './support/closed-port-url.ts';
import { pausedTurnStream, resumedTurnStream, sendApproval, sentReply } from './support/paused-turn.ts';
import { conversationId, recoveredReply, recoveredTurnStream, toolErrorMessage } from './support/recovered-turn.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const message = 'send the meeting notes to ana@example.com';
let server: ChatSseServer;

/** The child's environment: the local credentials, no colour opt-out, nothing pointing elsewhere. */
function childEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    SUPABASE_JWT_SECRET: localJwtSecret,
    SUPABASE_ANON_KEY: localAnonKey,
    TERM: 'xterm-256color',
  };
  for (const name of ['NO_COLOR', 'FORCE_COLOR', 'SUPABASE_URL', 'PARLEY_USER_TOKEN']) delete environment[name];
  return environment;
}

interface Finished {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to the end with `input` on stdin; never rejects on a non-zero exit. */
function runProcess(command: string, argv: readonly string[], input = ''): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: repositoryRoot,
      env: childEnvironment(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** `'…'` for a POSIX shell. */
function shellQuoted(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

beforeAll(async () => {
  server = await startChatSseServer({ kind: 'events', events: recoveredTurnStream, chunkBytes: 48, keepAlives: true });
});

afterAll(async () => {
  await server.close();
});

describe('npm run chat (local/cli/main.ts)', () => {
  describe('when run with a message and its output piped', () => {
    it('shows the recovered turn without colour and exits with 0', async () => {
      const result = await runProcess('npx', ['tsx', 'local/cli/main.ts', '--url', server.url, message]);
      expect(result.code).toBe(0);
      expect(result.stdout).not.toMatch(ansiPattern);
      const lines = result.stdout.split('\n');
      expect(lines).toContain('✗ gmail_send_email · needs_input');
      expect(lines).toContain(`  ${toolErrorMessage}`);
      expect(lines).toContain('↻ retry 1 of 3: gmail_send_email');
      expect(lines).toContain('✓ gmail_send_email · attempt 2 · 41 ms');
      expect(lines).toContain(recoveredReply);
      expect(server.requests.at(-1)?.claims?.sub).toBe('00000000-0000-4000-8000-000000000001');
    });
  });

  describe('when run in a terminal (a pseudo-terminal from util-linux script)', () => {
    it('shows the recovered turn in colour with a spinner: the tool error, the retry, the result and the reply', async () => {
      const command = ['npx', 'tsx', 'local/cli/main.ts', '--url', server.url, message].map(shellQuoted).join(' ');
      const result = await runProcess('script', ['-qfec', command, '/dev/null']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('\u001b[31m✗\u001b[39m');
      expect(result.stdout).toMatch(/⠋/);
      const screen = result.stdout.replace(ansiPattern, '').replaceAll('\r\n', '\n');
      const finalLines = screen.split('\n').map((line) => line.split('\r').at(-1) ?? '');
      expect(finalLines).toEqual(expect.arrayContaining([
        '✗ gmail_send_email · needs_input',
        `  ${toolErrorMessage}`,
        '↻ retry 1 of 3: gmail_send_email',
        '✓ gmail_send_email · attempt 2 · 41 ms',
        recoveredReply,
      ]));
      expect(screen).toMatch(/2 tool attempts \(1 failed\) · 1 retry · model demo:parley-demo/);
    });
  });

  describe('when run without a message, lines on stdin', () => {
    it('sends each line as a turn in one conversation until the input ends', async () => {
      const before = server.requests.length;
      const result = await runProcess('npx', ['tsx', 'local/cli/main.ts', '--url', server.url], 'send it\nand again\n');
      expect(result.code).toBe(0);
      expect(server.requests.slice(before).map((request) => request.body)).toEqual([{ message: 'send it' }, {
        message: 'and again',
        conversationId,
      }]);
      expect(result.stdout.split('\n').filter((line) => line === recoveredReply)).toHaveLength(2);
    });
  });

  describe('when a turn waits for approval', () => {
    const pauseThenResume = (): void => {
      server.respond = (request) => ({
        kind: 'events',
        events: 'approvals' in (request.body as object) ? resumedTurnStream : pausedTurnStream(),
      });
    };
    afterEach(() => {
      server.respond = () => ({ kind: 'events', events: recoveredTurnStream });
    });

    it('declines without waiting for an answer when stdin is piped, and exits with 0', async () => {
      pauseThenResume();
      const before = server.requests.length;

      const result = await runProcess('npx', ['tsx', 'local/cli/main.ts', '--url', server.url, message], 'y\n');

      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Declined gmail_send_email: nobody can answer here');
      expect(server.requests.slice(before).map((request) => request.body)).toEqual([
        { message },
        { conversationId, approvals: [{ id: sendApproval.id, approved: false }] },
      ]);
    });

    it('asks Approve? [y/N] in a terminal and sends the answer typed there', async () => {
      pauseThenResume();
      const before = server.requests.length;
      const command = ['npx', 'tsx', 'local/cli/main.ts', '--url', server.url, message].map(shellQuoted).join(' ');

      const result = await runProcess('script', ['-qfec', command, '/dev/null'], 'y\n');

      const screen = result.stdout.replace(ansiPattern, '');
      expect(screen).toContain('Approve? [y/N]');
      expect(screen).toContain(sentReply);
      expect(server.requests.slice(before).map((request) => request.body)).toEqual([
        { message },
        { conversationId, approvals: [{ id: sendApproval.id, approved: true }] },
      ]);
      expect(result.code).toBe(0);
    });
  });

  describe('when the gateway is not running', () => {
    it('says how to start it and exits with 1', async () => {
      const url = await closedPortUrl();
      const result = await runProcess('npx', ['tsx', 'local/cli/main.ts', '--url', url, message]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        `Cannot reach the gateway at ${url} (connection refused); start it with npm start.\n`,
      );
    });
  });
});
