import { describe, expect, it } from 'vitest';
import { endToEndHeaders } from '../../../../local/gateway/front-door/hop-by-hop-headers.ts';

describe('endToEndHeaders', () => {
  it('keeps end-to-end headers in order, repeated ones included', () => {
    const raw = ['Host', '127.0.0.1:54321', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'Retry-After', '5'];

    expect(endToEndHeaders(raw)).toEqual(raw);
  });

  it('drops hop-by-hop headers and those the Connection header names', () => {
    const raw = [
      'Connection',
      'keep-alive, X-Hop',
      'Keep-Alive',
      'timeout=5',
      'Transfer-Encoding',
      'chunked',
      'x-hop',
      'only this connection',
      'Origin',
      'http://localhost:5173',
    ];

    expect(endToEndHeaders(raw)).toEqual(['Origin', 'http://localhost:5173']);
  });
});
