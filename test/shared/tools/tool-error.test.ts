import { describe, expect, it } from 'vitest';
import {
  isToolError,
  needsInput,
  notConfigured,
  ToolError,
  transientFailure,
  upstreamFailure,
} from '../../../shared/tools/index.ts';

describe('upstreamFailure', () => {
  describe('when classifying an HTTP failure', () => {
    it.each(
      [
        [401, {}, 'not_configured', 'credential_rejected'],
        [403, {}, 'not_configured', 'permission_denied'],
        [408, {}, 'transient', 'timeout'],
        [429, {}, 'transient', 'rate_limited'],
        [500, {}, 'transient', 'unavailable'],
        [503, {}, 'transient', 'unavailable'],
        [400, { missingField: 'to' }, 'needs_input', undefined],
        [422, { invalidField: 'to' }, 'invalid_arguments', undefined],
        [404, {}, 'invalid_arguments', undefined],
        [418, {}, 'internal', undefined],
      ] as const,
    )('maps %i %j to %s', (status, facts, category, reason) => {
      const error = upstreamFailure({ status, provider: 'gmail', ...facts });

      expect(error.category).toBe(category);
      expect(error.reason).toBe(reason);
      expect(error.status).toBe(status);
      expect(error.provider).toBe('gmail');
    });

    it('keeps the field it names and the Retry-After it was given', () => {
      expect(upstreamFailure({ status: 400, provider: 'gmail', missingField: 'subject' }).field).toBe('subject');
      expect(upstreamFailure({ status: 429, provider: 'serper', retryAfterMs: 1_000 }).retryAfterMs).toBe(1_000);
    });
  });
});

describe('ToolError helpers', () => {
  describe('when creating typed failures', () => {
    it('sets the category and sensible reasons', () => {
      expect(needsInput('Which calendar?')).toMatchObject({ category: 'needs_input', question: 'Which calendar?' });
      expect(notConfigured({ provider: 'serper' })).toMatchObject({
        category: 'not_configured',
        reason: 'credential_missing',
        provider: 'serper',
      });
      expect(transientFailure({ provider: 'serper' })).toMatchObject({ category: 'transient', reason: 'unavailable' });
    });

    it('keeps the cause for the developer log', () => {
      const cause = new Error('ECONNRESET');

      expect(transientFailure({ cause }).cause).toBe(cause);
    });
  });
});

describe('isToolError', () => {
  describe('when given values', () => {
    it('recognises ToolErrors, also copies from another module instance', () => {
      const copy = Object.assign(Object.create(null) as object, { [Symbol.for('parley.tool-error')]: true });

      expect(isToolError(new ToolError('internal'))).toBe(true);
      expect(isToolError(copy)).toBe(true);
      expect(isToolError(new Error('plain'))).toBe(false);
      expect(isToolError(null)).toBe(false);
      expect(isToolError('transient')).toBe(false);
    });
  });
});
