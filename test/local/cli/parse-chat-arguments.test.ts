import { describe, expect, it } from 'vitest';
import { parseChatArguments } from '../../../local/cli/parse-chat-arguments.ts';

const agentId = '00000000-0000-4000-8000-0000000000A1';

describe('parseChatArguments', () => {
  describe('when given a message', () => {
    it('sends it over SSE with no other options', () => {
      expect(parseChatArguments(['send the meeting notes to ana@example.com'])).toEqual({
        kind: 'chat',
        message: 'send the meeting notes to ana@example.com',
        options: {
          url: null,
          token: null,
          agentId: null,
          conversationId: null,
          json: false,
          stream: true,
          approvals: 'ask',
        },
      });
    });

    it('joins the words of an unquoted message', () => {
      const parsed = parseChatArguments(['send', 'the', 'notes', 'to', 'ana@example.com']);
      expect(parsed).toMatchObject({ kind: 'chat', message: 'send the notes to ana@example.com' });
    });

    it('reads every flag', () => {
      const parsed = parseChatArguments([
        '--url',
        'https://abc.supabase.co',
        '--token',
        'eyJ.a.b',
        '--agent',
        agentId,
        '--conversation',
        '11111111-1111-4111-8111-111111111111',
        '--json',
        '--no-stream',
        'hello',
      ]);
      expect(parsed).toEqual({
        kind: 'chat',
        message: 'hello',
        options: {
          url: 'https://abc.supabase.co',
          token: 'eyJ.a.b',
          agentId: agentId.toLowerCase(),
          conversationId: '11111111-1111-4111-8111-111111111111',
          json: true,
          stream: false,
          approvals: 'ask',
        },
      });
    });
  });

  describe('when given no message', () => {
    it('opens the prompt', () => {
      expect(parseChatArguments(['--json'])).toMatchObject({ kind: 'chat', message: null, options: { json: true } });
    });
  });

  describe('when told how to answer approvals', () => {
    it('approves with --approve and declines with --deny, without asking', () => {
      expect(parseChatArguments(['--approve', 'hi'])).toMatchObject({ options: { approvals: 'approve' } });
      expect(parseChatArguments(['--deny', 'hi'])).toMatchObject({ options: { approvals: 'deny' } });
    });
  });

  describe('when asked for help', () => {
    it('returns help, whatever else is there', () => {
      expect(parseChatArguments(['hello', '--help'])).toEqual({ kind: 'help' });
      expect(parseChatArguments(['-h'])).toEqual({ kind: 'help' });
    });
  });

  describe('when a flag is wrong', () => {
    it.each([
      [['--bogus'], /Unknown option '--bogus'/],
      [['--url'], /--url/],
      [['--url', 'ftp://example.com', 'hi'], /--url wants an http\(s\) URL/],
      [['--url', 'not a url', 'hi'], /--url wants an http\(s\) URL/],
      [['--agent', 'default', 'hi'], /--agent wants a UUID; got "default"/],
      [['--conversation', '42', 'hi'], /--conversation wants a UUID/],
      [['--token', '  ', 'hi'], /--token wants a JWT/],
      [['   '], /The message is empty/],
      [['--approve', '--deny', 'hi'], /--approve or --deny, not both/],
    ])('explains %j', (argv, message) => {
      const parsed = parseChatArguments(argv);
      expect(parsed.kind).toBe('invalid');
      expect(parsed.kind === 'invalid' ? parsed.message : '').toMatch(message);
    });
  });
});
