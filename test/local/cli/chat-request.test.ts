import { describe, expect, it } from 'vitest';
import { chatRequestBody, failureOfResponse } from '../../../local/cli/chat-request.ts';

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('chatRequestBody', () => {
  it('sends the ids only when set', () => {
    expect(chatRequestBody({ message: 'hi', conversationId: null, agentId: null })).toEqual({ message: 'hi' });
    expect(chatRequestBody({ message: 'hi', conversationId: 'c', agentId: 'a' })).toEqual({
      message: 'hi',
      conversationId: 'c',
      agentId: 'a',
    });
  });

  it('sends the answers to a paused turn instead of a message', () => {
    const approvals = [{ id: 'signed', approved: false, reason: 'Not Bob' }];
    expect(chatRequestBody({ approvals, conversationId: 'c', agentId: null })).toEqual({
      approvals,
      conversationId: 'c',
    });
  });
});

describe('failureOfResponse', () => {
  describe('when the chat function answered an error', () => {
    it('keeps its code, message, request id, provider and the other details', async () => {
      const error = {
        code: 'upstream_failed',
        message: 'Every model failed.',
        requestId: 'r',
        provider: { model: 'm', status: 500, message: 'boom', kind: 'server' },
        triedModels: ['m'],
      };
      expect(await failureOfResponse(json({ error }, 502))).toEqual({
        kind: 'refused',
        status: 502,
        error,
      });
    });
  });

  describe('when the platform refused the request before the function', () => {
    it('reads its { code, message }, a numeric code included', async () => {
      expect(await failureOfResponse(json({ code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' }, 401)))
        .toEqual({
          kind: 'refused',
          status: 401,
          error: { code: 'UNAUTHORIZED_INVALID_JWT_FORMAT', message: 'Invalid JWT' },
        });
      expect(await failureOfResponse(json({ code: 401, message: 'Missing authorization header' }, 401)))
        .toEqual({ kind: 'refused', status: 401, error: { code: '401', message: 'Missing authorization header' } });
    });
  });

  describe('when something else answered', () => {
    it('gives the status and the start of the body', async () => {
      const response = new Response('<html>\n  <h1>Bad gateway</h1>\n</html>', {
        status: 502,
        statusText: 'Bad Gateway',
      });
      expect(await failureOfResponse(response)).toEqual({
        kind: 'unexpected',
        message: 'The server answered 502 Bad Gateway: <html> <h1>Bad gateway</h1> </html>',
      });
    });
  });
});
