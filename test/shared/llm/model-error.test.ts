import { describe, expect, it } from 'vitest';
import { ModelError, modelErrorKindForStatus, retryAfterMs } from '../../../shared/llm/model-error.ts';

const now = () => Date.UTC(2025, 0, 15, 9, 30, 0);

describe('modelErrorKindForStatus', () => {
  describe('when the error code says the context is too long', () => {
    it('is context_length whatever the status', () => {
      expect(modelErrorKindForStatus(400, 'context_length_exceeded')).toBe('context_length');
      expect(modelErrorKindForStatus(undefined, 'context_length_exceeded')).toBe('context_length');
    });
  });

  describe('when only the status is known', () => {
    it.each(
      [
        [undefined, 'transient'],
        [408, 'transient'],
        [409, 'transient'],
        [429, 'transient'],
        [500, 'transient'],
        [529, 'transient'],
        [401, 'auth'],
        [403, 'auth'],
        [404, 'not_found'],
        [413, 'context_length'],
        [400, 'bad_request'],
        [422, 'bad_request'],
      ] as const,
    )('maps %s to %s', (status, kind) => {
      expect(modelErrorKindForStatus(status, undefined)).toBe(kind);
    });
  });
});

describe('retryAfterMs', () => {
  describe('when the headers hold no usable value', () => {
    it('is undefined', () => {
      expect(retryAfterMs(undefined)).toBeUndefined();
      expect(retryAfterMs(new Headers())).toBeUndefined();
      expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    });
  });

  describe('when the date has already passed', () => {
    it('is zero', () => {
      expect(retryAfterMs(new Headers({ 'retry-after': new Date(now() - 5000).toUTCString() }), now)).toBe(0);
    });
  });

  describe('when the value is in seconds', () => {
    it('converts it, fractions included', () => {
      expect(retryAfterMs(new Headers({ 'retry-after': '1.5' }))).toBe(1500);
    });
  });
});

describe('ModelError', () => {
  describe('when the provider message is long or holds a bearer token', () => {
    it('keeps a redacted message of at most 500 characters', () => {
      const error = new ModelError({
        kind: 'bad_request',
        model: 'openai:gpt-4o',
        providerMessage: `Authorization: Bearer abc.def.ghi ${'x'.repeat(900)}`,
      });

      expect(error.providerMessage).not.toContain('abc.def.ghi');
      expect(error.providerMessage.length).toBe(500);
      expect(error.message.startsWith('openai:gpt-4o: ')).toBe(true);
    });
  });
});
