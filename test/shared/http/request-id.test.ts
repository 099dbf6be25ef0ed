import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../../shared/http/request-id.ts';

const generateId = (): string => 'generated-id';

function requestWithId(id: string | null): Request {
  return new Request('http://localhost/', { headers: id === null ? {} : { 'x-request-id': id } });
}

describe('requestIdOf', () => {
  describe('when the caller sends a sane x-request-id', () => {
    it.each(['0f8c2a4e-5d1b-4c8e-9a7f-3b2d1e0c9a8b', 'trace.abc:123_x-y', 'a'.repeat(128)])('echoes %s', (id) => {
      expect(requestIdOf(requestWithId(id), generateId)).toBe(id);
    });
  });

  describe('when the header is missing', () => {
    it('generates one', () => {
      expect(requestIdOf(requestWithId(null), generateId)).toBe('generated-id');
    });
  });

  describe('when the header is not a sane token', () => {
    it.each([
      ['too short', 'abc'],
      ['too long', 'a'.repeat(129)],
      ['with spaces', 'abc def ghi'],
      ['with markup', '<script>alert(1)</script>'],
      ['with quotes', '"abcdefgh"'],
    ])('generates one instead of echoing it (%s)', (_case, id) => {
      expect(requestIdOf(requestWithId(id), generateId)).toBe('generated-id');
    });
  });
});
