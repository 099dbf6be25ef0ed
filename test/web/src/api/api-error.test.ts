import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, messageForStatus, retryAfterSecondsOf } from '../../../../web/src/api/api-error.ts';

describe('apiErrorFromResponse', () => {
  describe('when the function answers 401', () => {
    it('says the session ended', async () => {
      const error = await apiErrorFromResponse(
        new Response(JSON.stringify({ code: 'unauthorized', message: 'Invalid JWT', requestId: 'r1' }), {
          status: 401,
        }),
      );

      expect(error).toMatchObject({
        kind: 'session_ended',
        message: 'Your session ended — sign in again.',
        status: 401,
        code: 'unauthorized',
        requestId: 'r1',
      });
    });
  });

  describe('when it answers 429', () => {
    it('says how long to wait, from Retry-After', async () => {
      const error = await apiErrorFromResponse(new Response('{}', { status: 429, headers: { 'retry-after': '7' } }));

      expect(error).toMatchObject({
        kind: 'rate_limited',
        message: 'Too many requests — wait 7 s.',
        retryAfterSeconds: 7,
      });
    });
  });

  describe('when it answers 5xx', () => {
    it('offers a retry without the server’s text', async () => {
      const error = await apiErrorFromResponse(
        new Response(JSON.stringify({ code: 'internal', message: 'stack trace here' }), { status: 500 }),
      );

      expect(error).toMatchObject({ kind: 'server', message: 'Something went wrong on the server — Retry.' });
    });
  });

  describe('when it refuses the request (4xx)', () => {
    it('shows the function’s own message', async () => {
      const body = {
        error: { code: 'return_to_not_allowed', message: 'returnTo is not an allowed app URL.', requestId: 'r2' },
      };

      const error = await apiErrorFromResponse(new Response(JSON.stringify(body), { status: 400 }));

      expect(error).toMatchObject({
        kind: 'request',
        code: 'return_to_not_allowed',
        message: 'returnTo is not an allowed app URL.',
        requestId: 'r2',
      });
    });

    it('keeps every wrong field of a refused body, by path, for a form to show at its fields', async () => {
      const issues = [
        { path: 'model', message: 'Unknown provider "nosuch".' },
        { path: 'settings.temperature', message: 'Too big: expected number to be <=2' },
      ];
      const body = { error: { code: 'bad_request', message: 'The body is not valid.', requestId: 'r4', issues } };

      const error = await apiErrorFromResponse(new Response(JSON.stringify(body), { status: 400 }));

      expect(error.issues).toEqual(issues);
      expect(error.message).toBe('The body is not valid.');
    });

    it('shows the one problem of a refused body, which says more than the summary', async () => {
      const body = {
        error: {
          code: 'bad_request',
          message: 'The Brave Search API key is not valid.',
          requestId: 'r3',
          issues: [{ path: 'apiKey', message: 'apiKey is too short for a Brave Search key (at least 16 characters)' }],
        },
      };

      expect((await apiErrorFromResponse(new Response(JSON.stringify(body), { status: 400 }))).message).toBe(
        'apiKey is too short for a Brave Search key (at least 16 characters)',
      );
    });

    it('names the status when the body is not JSON', async () => {
      expect((await apiErrorFromResponse(new Response('nope', { status: 404 }))).message).toBe(
        'The request was refused (404).',
      );
    });
  });
});

describe('retryAfterSecondsOf', () => {
  it.each([[null, null], ['', null], ['3', 3], ['2.2', 3], ['soon', null]])('reads %j as %j', (value, seconds) => {
    expect(retryAfterSecondsOf(value)).toBe(seconds);
  });

  it('reads an HTTP date as the seconds until then', () => {
    expect(retryAfterSecondsOf('Tue, 24 Nov 2026 12:00:10 GMT', Date.parse('2026-11-24T12:00:00Z'))).toBe(10);
  });
});

describe('messageForStatus', () => {
  it('asks to wait a moment when a 429 names no time', () => {
    expect(messageForStatus(429, undefined, null).message).toBe('Too many requests — wait a moment and try again.');
  });
});
