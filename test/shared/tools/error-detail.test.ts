import { describe, expect, it } from 'vitest';
import { errorDetailOf } from '../../../shared/tools/error-detail.ts';
import { upstreamFailure } from '../../../shared/tools/index.ts';

describe('errorDetailOf', () => {
  describe('when given an Error', () => {
    it('keeps name, message, stack and cause, redacted', () => {
      const error = new RangeError('call with Bearer abc.def failed', {
        cause: new Error('key sk-abcdefghijklmnopqrstu denied'),
      });

      const detail = errorDetailOf(error);

      expect(detail.errorName).toBe('RangeError');
      expect(detail.message).toBe('call with Bearer [redacted] failed');
      expect(detail.stack).toMatch(/^RangeError: call with Bearer \[redacted\] failed\n\s+at /);
      expect(detail.cause).toBe('Error: key [redacted] denied');
    });

    it('adds the status and provider of a ToolError', () => {
      expect(errorDetailOf(upstreamFailure({ status: 503, provider: 'serper' }))).toMatchObject({
        message: 'serper answered HTTP 503',
        status: 503,
        provider: 'serper',
      });
    });
  });

  describe('when given something that is not an Error', () => {
    it.each([['text', 'text'], [{ code: 7 }, '{"code":7}'], [undefined, 'undefined']])(
      'describes %j as %s',
      (value, message) => {
        expect(errorDetailOf(value)).toEqual({ message });
      },
    );
  });
});
