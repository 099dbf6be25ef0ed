import { describe, expect, it } from 'vitest';
import { HttpError, type HttpErrorCode, httpStatusOf } from '../../../shared/http/http-error.ts';
import { errorResponse, jsonResponse } from '../../../shared/http/json-response.ts';

describe('httpStatusOf', () => {
  it('maps every error code of the contract to its status', () => {
    const expected: Record<HttpErrorCode, number> = {
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      payload_too_large: 413,
      unsupported_media_type: 415,
      upstream_failed: 502,
      internal: 500,
      turn_deadline: 504,
      rate_limited: 429,
      request_timeout: 408,
      shutting_down: 503,
      idempotency_in_progress: 409,
      idempotency_key_reused: 422,
      database_unavailable: 503,
      not_configured: 503,
      return_to_not_allowed: 400,
      invalid_state: 400,
      key_rejected: 422,
      verify_unavailable: 503,
      approval_not_pending: 409,
      approval_pending: 409,
      approval_expired: 410,
      approval_invalid: 400,
      agent_is_default: 409,
      agent_invalid: 409,
      connect_expired: 410,
      connect_already_used: 409,
      connect_wrong_user: 403,
      connect_refused: 422,
      connect_unavailable: 503,
    };

    expect(httpStatusOf).toEqual(expected);
  });
});

describe('errorResponse', () => {
  describe('when given an HttpError', () => {
    it('answers its status with code, message and request id in a JSON body', async () => {
      const response = errorResponse(new HttpError('not_found', 'Agent not found.'), 'request-1234');

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-request-id')).toBe('request-1234');
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'Agent not found.', requestId: 'request-1234' },
      });
    });

    it('adds the details to the body', async () => {
      const response = errorResponse(
        new HttpError('bad_request', 'The body is not valid.', {
          issues: [{ path: 'message', message: 'must not be empty' }],
        }),
        'request-1234',
      );

      expect(await response.json()).toEqual({
        error: {
          code: 'bad_request',
          message: 'The body is not valid.',
          requestId: 'request-1234',
          issues: [{ path: 'message', message: 'must not be empty' }],
        },
      });
    });

    it('sends the headers the error carries', () => {
      const response = errorResponse(
        new HttpError('method_not_allowed', 'Use POST.', undefined, { allow: 'POST, OPTIONS' }),
        'request-1234',
      );

      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    });
  });
});

describe('jsonResponse', () => {
  it('serializes the body with a JSON content type and status 200 by default', async () => {
    const response = jsonResponse({ ok: true });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ ok: true });
  });
});
