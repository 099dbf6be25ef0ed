import { describe, expect, it } from 'vitest';
import { maxHeadBytes, RequestFraming } from '../../../local/gateway/request-framing.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Feeds `parts` in order, reporting after each whether a head is being read. */
function readingAfterEach(parts: readonly string[]): boolean[] {
  const framing = new RequestFraming();
  return parts.map((part) => {
    framing.add(bytes(part));
    return framing.readingHead;
  });
}

describe('RequestFraming', () => {
  describe('when a head arrives in pieces', () => {
    it('reads a head until its empty line, then is between requests', () => {
      expect(readingAfterEach(['GET / HTTP/1.1\r\n', 'Host: a\r\n', '\r\n'])).toEqual([true, true, false]);
    });

    it('finds the end of a head split inside its CRLF CRLF', () => {
      expect(readingAfterEach(['GET / HTTP/1.1\r\nHost: a\r', '\n\r', '\n'])).toEqual([true, true, false]);
    });
  });

  describe('when a request has a body', () => {
    it('skips Content-Length bytes, then reads the next head', () => {
      const framing = new RequestFraming();
      framing.add(bytes('POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nGET / HTTP/1.1'));
      // "GET / HTTP" are the body's ten bytes: nothing of the next head yet.
      expect(framing.readingHead).toBe(true);
      expect(framing.completedHeads).toBe(1);

      const exact = new RequestFraming();
      exact.add(bytes('POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello'));
      expect(exact.readingHead).toBe(false);
      exact.add(bytes('GET /next HTTP/1.1\r\n'));
      expect(exact.readingHead).toBe(true);
    });

    it('is not reading a head while the body is still coming', () => {
      expect(readingAfterEach(['POST / HTTP/1.1\r\nContent-Length: 100\r\n\r\n', 'x'.repeat(50)])).toEqual([
        false,
        false,
      ]);
    });

    it('follows a chunked body to its last chunk and trailers', () => {
      expect(
        readingAfterEach([
          'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n',
          '5\r\nhel',
          'lo\r\n3;ext=1\r\nabc\r\n',
          '0\r\nX-Trailer: 1\r\n',
          '\r\n',
          'GET / HTTP/1.1\r\n',
        ]),
      ).toEqual([false, false, false, false, false, true]);
    });
  });

  describe('when it meets what it cannot frame', () => {
    it.each([
      ['an upgrade', 'GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'],
      ['a malformed length', 'POST / HTTP/1.1\r\nContent-Length: ten\r\n\r\n'],
      ['a transfer coding other than chunked last', 'POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n'],
      ['a bad chunk size', 'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ])('stops watching after %s', (_, text) => {
      const framing = new RequestFraming();
      framing.add(bytes(text));
      framing.add(bytes('GET / HTTP/1.1\r\n'));

      expect(framing.unframed).toBe(true);
      expect(framing.readingHead).toBe(false);
    });

    it('stops watching a head larger than the server accepts', () => {
      const framing = new RequestFraming();
      framing.add(bytes(`GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(maxHeadBytes)}`));

      expect(framing.unframed).toBe(true);
    });
  });

  describe('between requests', () => {
    it('ignores empty lines before a head', () => {
      expect(readingAfterEach(['\r\n', 'G'])).toEqual([false, true]);
    });
  });
});
