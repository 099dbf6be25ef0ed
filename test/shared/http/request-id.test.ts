import { describe, expect, it } from 'vitest';
import { clientRequestIdOf, requestIdentityOf, requestIdOf } from '../../../shared/http/request-id.ts';

const generateId = (): string => 'generated-id';

function requestWithId(id: string | null): Request {
  return new Request('http://localhost/', { headers: id === null ? {} : { 'x-request-id': id } });
}

describe('requestIdentityOf', () => {
  describe('when the caller sends a sane x-request-id', () => {
    it.each(['0f8c2a4e-5d1b-4c8e-9a7f-3b2d1e0c9a8b', 'trace.abc:123_x-y', 'a'.repeat(128)])(
      'generates the request id and keeps %s as the client request id',
      (id) => {
        expect(requestIdentityOf(requestWithId(id), generateId)).toEqual({
          requestId: 'generated-id',
          clientRequestId: id,
        });
      },
    );

    it('never takes it as the request id', () => {
      expect(requestIdOf(requestWithId('client-chosen-id-0001'), generateId)).toBe('generated-id');
    });
  });

  describe('when the header is missing', () => {
    it('generates one and names no client request id', () => {
      expect(requestIdentityOf(requestWithId(null), generateId)).toEqual({ requestId: 'generated-id' });
    });
  });

  describe('when the header is not a sane token', () => {
    it.each([
      ['too short', 'abc'],
      ['too long', 'a'.repeat(129)],
      ['with spaces', 'abc def ghi'],
      ['with markup', '<script>alert(1)</script>'],
      ['with quotes', '"abcdefgh"'],
    ])('drops it (%s)', (_case, id) => {
      expect(clientRequestIdOf(requestWithId(id))).toBeUndefined();
      expect(requestIdentityOf(requestWithId(id), generateId)).toEqual({ requestId: 'generated-id' });
    });
  });
});
