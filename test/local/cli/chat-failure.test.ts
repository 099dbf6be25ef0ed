import { describe, expect, it } from 'vitest';
import { describeChatFailure, networkReason } from '../../../local/cli/chat-failure.ts';

describe('describeChatFailure', () => {
  describe('when the gateway cannot be reached', () => {
    it('says to start it when it is local', () => {
      expect(describeChatFailure({ kind: 'unreachable', url: 'http://127.0.0.1:54321', reason: 'connection refused' }))
        .toBe('Cannot reach the gateway at http://127.0.0.1:54321 (connection refused); start it with npm start.');
    });

    it('says to check the URL when it is remote', () => {
      expect(describeChatFailure({ kind: 'unreachable', url: 'https://abc.supabase.co', reason: 'host not found' }))
        .toBe('Cannot reach https://abc.supabase.co (host not found); check --url or SUPABASE_URL.');
    });
  });

  describe('when the token is refused', () => {
    it('says how to send a valid one', () => {
      expect(
        describeChatFailure({
          kind: 'refused',
          status: 401,
          error: { code: 'unauthorized', message: 'The token has expired.' },
        }),
      )
        .toBe(
          "The gateway refused the token (401: The token has expired.) Pass --token, or set SUPABASE_JWT_SECRET to the gateway's JWT secret.",
        );
    });
  });

  describe('when the model provider failed', () => {
    it('gives the message with the provider error and the request id', () => {
      const error = {
        code: 'upstream_failed',
        message: 'Every model failed. The first error came from openai:gpt-4o-mini: Incorrect API key provided.',
        requestId: 'req_1',
        provider: { model: 'openai:gpt-4o-mini', status: 401, message: 'Incorrect API key provided.' },
      };
      expect(describeChatFailure({ kind: 'refused', status: 502, error }))
        .toBe(
          'The model provider failed (502): Every model failed. The first error came from openai:gpt-4o-mini: Incorrect API key provided. (request id req_1)',
        );
    });

    it('adds the provider message when the message leaves it out, also from a stream', () => {
      const error = {
        code: 'upstream_failed',
        message: 'Every model failed',
        provider: { model: 'groq:llama', message: 'Rate limit reached' },
      };
      expect(describeChatFailure({ kind: 'refused', status: null, error })).toBe(
        'The model provider failed: Every model failed. groq:llama: Rate limit reached',
      );
    });
  });

  describe('when the function answers another error', () => {
    it('gives the status, the code and the message', () => {
      expect(
        describeChatFailure({
          kind: 'refused',
          status: 404,
          error: { code: 'not_found', message: 'Conversation not found', requestId: 'r' },
        }),
      )
        .toBe('The chat function answered 404 (not_found): Conversation not found. (request id r)');
      expect(
        describeChatFailure({
          kind: 'refused',
          status: null,
          error: { code: 'internal', message: 'An unexpected error occurred.' },
        }),
      )
        .toBe('The chat function failed (internal): An unexpected error occurred.');
    });
  });

  describe('when the answer is not the chat function', () => {
    it('ends the sentence', () => {
      expect(describeChatFailure({ kind: 'unexpected', message: 'The event stream ended before the turn finished' }))
        .toBe('The event stream ended before the turn finished.');
      expect(describeChatFailure({ kind: 'cancelled' })).toBe('Cancelled.');
    });
  });
});

describe('networkReason', () => {
  it('names the cause of a failed fetch', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54321'), { code: 'ECONNREFUSED' }),
    });
    expect(networkReason(refused)).toBe('connection refused');
    expect(networkReason(new TypeError('fetch failed', { cause: new Error('bad port') }))).toBe('bad port');
    expect(networkReason(new Error('socket hang up'))).toBe('socket hang up');
  });
});
