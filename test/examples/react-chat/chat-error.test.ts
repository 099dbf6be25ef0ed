import { describe, expect, it } from 'vitest';
import { chatProblemOf } from '../../../examples/react-chat/src/chat-error.ts';

describe('chatProblemOf (examples/react-chat)', () => {
  it('reads Parley’s error body from useChat’s error message', () => {
    const body = { error: { code: 'approval_expired', message: 'This approval expired.', requestId: 'r1' } };
    expect(chatProblemOf(new Error(JSON.stringify(body)))).toEqual({
      code: 'approval_expired',
      message: 'This approval expired.',
    });
  });

  it('asks to sign in again on unauthorized', () => {
    const body = { error: { code: 'unauthorized', message: 'Missing bearer token' } };
    expect(chatProblemOf(new Error(JSON.stringify(body)))).toEqual({
      code: 'unauthorized',
      message: 'Your session ended: sign in again.',
    });
  });

  it('reads the message of a refusal by Supabase’s API gateway', () => {
    expect(chatProblemOf(new Error('{"code":401,"message":"Invalid JWT"}'))).toEqual({
      code: null,
      message: 'Invalid JWT',
    });
  });

  it('says a failure that is not JSON as it is', () => {
    expect(chatProblemOf(new Error('Failed to fetch'))).toEqual({ code: null, message: 'Failed to fetch' });
    expect(chatProblemOf(new Error(''))).toEqual({ code: null, message: 'The request failed.' });
  });
});
