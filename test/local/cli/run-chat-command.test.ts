import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUser, localAnonKey } from '../../../local/gateway/local-keys.ts';
import { ansiPattern } from '../../../local/cli/terminal-style.ts';
import { type ChatScript, type ChatSseServer, startChatSseServer } from './support/chat-sse-server.ts';
import { closedPortUrl } from './support/closed-port-url.ts';
import { runChat, typed } from './support/run-chat.ts';
import { conversationId, recoveredReply, recoveredTurnStream, toolErrorMessage } from './support/recovered-turn.ts';
import { actingCharacters, hostileText } from '../terminal/hostile-text.ts';

const recovered: ChatScript = { kind: 'events', events: recoveredTurnStream, chunkBytes: 64, keepAlives: true };
const providerFailure = {
  error: {
    code: 'upstream_failed',
    message: 'Every model failed. The first error came from openai:gpt-4o-mini: Incorrect API key provided.',
    requestId: 'req_502',
    provider: { model: 'openai:gpt-4o-mini', status: 401, message: 'Incorrect API key provided.', kind: 'auth' },
    conversationId: '22222222-2222-4222-8222-222222222222',
  },
};

let server: ChatSseServer;
let unreachableUrl: string;

beforeAll(async () => {
  server = await startChatSseServer(recovered);
  unreachableUrl = await closedPortUrl();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respond = () => recovered;
});

describe('runChatCommand', () => {
  describe('when a turn recovers from a failed tool call over SSE', () => {
    it('shows the error as the model saw it, the retry, the result, the reply and a summary', async () => {
      const result = await runChat(['--url', server.url, 'send the meeting notes to ana@example.com']);
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      const lines = result.stdout.split('\n');
      expect(lines).toContain('✗ gmail_send_email · needs_input');
      expect(lines).toContain(`  ${toolErrorMessage}`);
      expect(lines).toContain('↻ retry 1 of 3: gmail_send_email');
      expect(lines).toContain('✓ gmail_send_email · attempt 2 · 41 ms');
      expect(lines).toContain(recoveredReply);
      expect(result.stdout).toMatch(
        /^2 tool attempts \(1 failed\) · 1 retry · model demo:parley-demo · \d+ (ms|\.\d s)$/m,
      );
      expect(result.stdout).toContain(`--conversation ${conversationId}`);
      expect(result.stdout).not.toMatch(ansiPattern);
    });

    it('sends the message as the demo user with the anon key, asking for events', async () => {
      await runChat(['--url', server.url, 'send the meeting notes to ana@example.com']);
      const [request] = server.requests;
      expect(request?.body).toEqual({ message: 'send the meeting notes to ana@example.com' });
      expect(request?.headers.accept).toBe('text/event-stream');
      expect(request?.headers.apikey).toBe(localAnonKey);
      expect(request?.claims).toMatchObject({ sub: demoUser.id, role: 'authenticated', aud: 'authenticated' });
    });
  });

  describe('when asked for --no-stream', () => {
    it('sends the turn through supabase-js functions.invoke and shows the reply and summary', async () => {
      const result = await runChat([
        '--url',
        server.url,
        '--no-stream',
        '--agent',
        '00000000-0000-4000-8000-0000000000a1',
        'send it',
      ]);
      expect(result.code).toBe(0);
      expect(result.stdout.split('\n').slice(0, 2)).toEqual([
        recoveredReply,
        expect.stringMatching(/^2 tool attempts \(1 failed\) · 1 retry · model demo:parley-demo/),
      ]);
      const [request] = server.requests;
      expect(request?.headers.accept).not.toContain('text/event-stream');
      expect(request?.headers['x-client-info']).toMatch(/^supabase-js/);
      expect(request?.claims?.sub).toBe(demoUser.id);
      expect(request?.body).toEqual({ message: 'send it', agentId: '00000000-0000-4000-8000-0000000000a1' });
    });
  });

  describe('when asked for --json', () => {
    it('prints every raw event as a JSON line and nothing else', async () => {
      const result = await runChat(['--url', server.url, '--json', 'send it']);
      expect(result.code).toBe(0);
      const lines = result.stdout.trimEnd().split('\n').map((line) =>
        JSON.parse(line) as { event: string; data: unknown }
      );
      expect(lines).toEqual(recoveredTurnStream.map((wire) => ({ event: wire.event, data: wire.data })));
    });

    it('prints the reply as one done line with --no-stream', async () => {
      const result = await runChat(['--url', server.url, '--json', '--no-stream', 'send it']);
      expect(JSON.parse(result.stdout)).toEqual({ event: 'done', data: recoveredTurnStream.at(-1)?.data });
    });
  });

  describe('when stdout is a terminal', () => {
    it('uses colour and draws the spinner', async () => {
      const result = await runChat(['--url', server.url, 'send it'], { isTerminal: true });
      expect(result.stdout).toContain('\u001b[31m✗\u001b[39m');
      expect(result.stdout).toContain('⠋');
      expect(result.stdout.replace(ansiPattern, '')).toContain('↻ retry 1 of 3: gmail_send_email');
    });

    it('uses no colour when NO_COLOR is set', async () => {
      const result = await runChat(['--url', server.url, 'send it'], {
        isTerminal: true,
        environment: { NO_COLOR: '1' },
      });
      expect(result.stdout).not.toContain('\u001b[31m');
    });
  });

  describe('when the gateway is not running', () => {
    it.each([[[]], [['--no-stream']]])('says how to start it and exits with 1 (%j)', async (flags) => {
      const result = await runChat(['--url', unreachableUrl, ...flags, 'hello']);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toBe(
        `Cannot reach the gateway at ${unreachableUrl} (connection refused); start it with npm start.\n`,
      );
    });
  });

  describe('when the token is refused', () => {
    it('says so in one line and exits with 1', async () => {
      const result = await runChat(['--url', server.url, '--token', 'not-a-jwt', 'hello']);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        "The gateway refused the token (401: The token is not valid.) Pass --token, or set SUPABASE_JWT_SECRET to the gateway's JWT secret.\n",
      );
    });
  });

  describe('when every model fails', () => {
    const expected =
      'The model provider failed (502): Every model failed. The first error came from openai:gpt-4o-mini: Incorrect API key provided. (request id req_502)\n';

    it.each([[[]], [['--no-stream']]])('gives the provider message from a 502 (%j)', async (flags) => {
      server.respond = () => ({ kind: 'status', status: 502, body: providerFailure });
      const result = await runChat(['--url', server.url, ...flags, 'hello']);
      expect(result).toMatchObject({ code: 1, stderr: expected });
    });

    it('gives it from an error event after the events before it', async () => {
      server.respond = () => ({
        kind: 'events',
        events: [...recoveredTurnStream.slice(0, 4), { event: 'error', data: providerFailure.error }],
      });
      const result = await runChat(['--url', server.url, 'hello']);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('↻ retry 1 of 3: gmail_send_email');
      expect(result.stderr).toBe(expected.replace(' (502)', ''));
    });
  });

  describe('when the stream ends before the turn finished', () => {
    it('ends the transcript line and says so', async () => {
      server.respond = () => ({ kind: 'events', events: recoveredTurnStream.slice(0, -2) });
      const result = await runChat(['--url', server.url, 'hello']);
      expect(result.code).toBe(1);
      expect(result.stdout.endsWith('(message id \n')).toBe(true);
      expect(result.stderr).toBe('The event stream ended before the turn finished.\n');
    });
  });

  describe('when the user presses Ctrl-C during a turn', () => {
    it('cancels it', async () => {
      server.respond = () => ({ kind: 'events', events: recoveredTurnStream.slice(0, 3), hold: true });
      let interrupt = (): void => undefined;
      const result = await runChat(['--url', server.url, 'hello'], {
        onInterrupt: (listener) => {
          interrupt = listener;
        },
        onStdout: (text) => {
          if (text.includes('Question:')) interrupt();
        },
      });
      expect(result).toMatchObject({ code: 1, stderr: 'Cancelled.\n' });
    });
  });

  describe('when a flag is wrong', () => {
    it('prints the reason and the usage and exits with 2', async () => {
      const result = await runChat(['--agent', 'nope', 'hello']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^--agent wants a UUID; got "nope"\.\n\nUsage: npm run chat/);
      expect(server.requests).toHaveLength(0);
    });

    it('rejects a SUPABASE_URL that is not a URL', async () => {
      const result = await runChat(['hello'], { environment: { SUPABASE_URL: 'localhost' } });
      expect(result).toMatchObject({ code: 2, stderr: expect.stringMatching(/^SUPABASE_URL is not a URL/) });
    });
  });

  describe('when there is no message', () => {
    it('keeps the conversation between turns, starts a new one on /new and stops at /quit', async () => {
      const input = typed(['send it', '', 'and again', '/new', 'a new topic', '/quit', 'never sent']);
      const result = await runChat(['--url', server.url], { openInput: () => input });
      expect(result.code).toBe(0);
      expect(server.requests.map((request) => request.body)).toEqual([
        { message: 'send it' },
        { message: 'and again', conversationId },
        { message: 'a new topic' },
      ]);
      expect(result.stdout).toMatch(
        /^Chatting with http:\/\/127\.0\.0\.1:\d+ as the demo user \(demo@parley\.local\)\./,
      );
      expect(result.stdout).toContain('New conversation.');
      expect(input.closed).toBe(true);
      expect(input.prompts).toBe(6);
    });

    it('goes on after a failed turn, in the conversation it created, and exits with 1 at the end', async () => {
      server.respond = (request) =>
        (request.body as { message: string }).message === 'first'
          ? { kind: 'status', status: 502, body: providerFailure }
          : recovered;
      const result = await runChat(['--url', server.url], { openInput: () => typed(['first', 'second', '/nonsense']) });
      expect(result.code).toBe(1);
      expect(server.requests[1]?.body).toEqual({
        message: 'second',
        conversationId: providerFailure.error.conversationId,
      });
      expect(result.stderr).toContain('Unknown command /nonsense.');
    });

    it('leaves the prompt on Ctrl-C between turns', async () => {
      let interrupt = (): void => undefined;
      const input = typed(['/help'], { thenWait: true });
      const result = await runChat(['--url', server.url], {
        openInput: () => input,
        onInterrupt: (listener) => {
          interrupt = listener;
        },
        onStdout: (text) => {
          if (text.startsWith('/new starts')) interrupt();
        },
      });
      expect(result.code).toBe(0);
      expect(input.closed).toBe(true);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('when the tool names and the reply carry terminal escapes', () => {
    const inJson = JSON.stringify(hostileText).slice(1, -1);
    const hostileStream = JSON.parse(
      JSON.stringify(recoveredTurnStream).replaceAll('gmail_send_email', inJson).replaceAll(
        'Done: ',
        `${inJson}Done: `,
      ),
    );

    it('prints the transcript, the reply and the summary inert', async () => {
      server.respond = () => ({ kind: 'events', events: hostileStream, chunkBytes: 7 });

      const result = await runChat(['--url', server.url, 'send the meeting notes']);

      expect(result.code).toBe(0);
      expect(result.stdout).not.toMatch(actingCharacters);
      expect(result.stdout).toContain('✗ evil\\x1b]0;title\\x07\\x1b[2J\\x9b31m\\u202egnp.exe · needs_input');
      expect(result.stdout).toContain('evil\\x1b]0;title\\x07\\x1b[2J\\x9b31m\\u202egnp.exeDone: the email was sent');
    });

    it('prints them inert with --json as well, the JSON meaning the same', async () => {
      server.respond = () => ({ kind: 'events', events: hostileStream });

      const result = await runChat(['--url', server.url, '--json', 'send the meeting notes']);

      const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line));

      expect(result.stdout).not.toMatch(actingCharacters);
      expect(lines.at(-1)).toMatchObject({ event: 'done', data: { reply: `${hostileText}${recoveredReply}` } });
    });

    it('prints the reply of a JSON (not streamed) turn inert', async () => {
      server.respond = () => ({ kind: 'events', events: hostileStream });

      const result = await runChat(['--url', server.url, '--no-stream', 'send the meeting notes']);

      expect(result.stdout).not.toMatch(actingCharacters);
      expect(result.stdout).toContain('\\u202egnp.exeDone: the email was sent');
    });
  });
});
