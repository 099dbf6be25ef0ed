import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSseMessages } from '../../../local/cli/read-sse-messages.ts';
import { createSseParser, type SseMessage } from '../../../local/cli/sse-parser.ts';

function parseAll(chunks: readonly string[]): SseMessage[] {
  const parser = createSseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

const wire =
  'event: tool-call\ndata: {"name":"gmail_send_email"}\n\n: keep-alive\n\nevent: text-delta\ndata: {"text":"Done — ✓ sent"}\n\n';
const expected: SseMessage[] = [
  { event: 'tool-call', data: '{"name":"gmail_send_email"}' },
  { event: 'text-delta', data: '{"text":"Done — ✓ sent"}' },
];

describe('createSseParser', () => {
  describe('when events come whole', () => {
    it('returns each event with its name and data', () => {
      expect(parseAll([wire])).toEqual(expected);
    });

    it('names an event without `event:` "message"', () => {
      expect(parseAll(['data: hello\n\n'])).toEqual([{ event: 'message', data: 'hello' }]);
    });
  });

  describe('when a chunk ends anywhere', () => {
    it('returns the same events for every split into two', () => {
      for (let index = 0; index <= wire.length; index += 1) {
        expect(parseAll([wire.slice(0, index), wire.slice(index)])).toEqual(expected);
      }
    });

    it('returns the same events for any split into many pieces', () => {
      fc.assert(fc.property(fc.array(fc.nat(wire.length), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((left, right) => left - right), wire.length];
        const chunks = points.slice(1).map((end, index) => wire.slice(points[index], end));
        expect(parseAll(chunks)).toEqual(expected);
      }));
    });

    it('returns an event only once its blank line arrived', () => {
      const parser = createSseParser();
      expect(parser.push('event: done\ndata: {}\n')).toEqual([]);
      expect(parser.push('\n')).toEqual([{ event: 'done', data: '{}' }]);
    });
  });

  describe('when data spans several lines', () => {
    it('joins the lines with newlines', () => {
      expect(parseAll(['event: text\ndata: first\ndata:second\ndata: \n\n'])).toEqual([{
        event: 'text',
        data: 'first\nsecond\n',
      }]);
    });

    it('drops only the one space after the colon', () => {
      expect(parseAll(['data:  two spaces\n\n'])).toEqual([{ event: 'message', data: ' two spaces' }]);
    });
  });

  describe('when lines end with CRLF or CR', () => {
    it('reads them as LF, even with CR and LF in different chunks', () => {
      expect(parseAll(['event: a\r\ndata: 1\r', '\n\r', '\nevent: b\rdata: 2\r\r'])).toEqual([
        { event: 'a', data: '1' },
        { event: 'b', data: '2' },
      ]);
    });
  });

  describe('when there are comments, other fields or empty events', () => {
    it('ignores comments, id and retry fields, and events without data', () => {
      expect(parseAll([': ping\n\nid: 7\nretry: 1000\nevent: nothing\n\nevent: x\nid: 8\ndata: y\n\n:\n\n'])).toEqual([{
        event: 'x',
        data: 'y',
      }]);
    });

    it('reads a field without a colon as a field with an empty value', () => {
      expect(parseAll(['data\n\n'])).toEqual([{ event: 'message', data: '' }]);
    });
  });

  describe('when the stream stops in the middle of an event', () => {
    it('does not return the unfinished event', () => {
      expect(parseAll(['event: done\ndata: {"reply":"par'])).toEqual([]);
    });
  });
});

describe('readSseMessages', () => {
  describe('when a character is split between chunks', () => {
    it('decodes it whole', async () => {
      const bytes = new TextEncoder().encode(wire);
      const chunks = Array.from({ length: bytes.length }, (_, index) => bytes.subarray(index, index + 1));
      const messages: SseMessage[] = [];
      for await (const message of readSseMessages(streamOf(chunks))) messages.push(message);
      expect(messages).toEqual(expected);
    });
  });

  describe('when the reader stops early', () => {
    it('cancels the body', async () => {
      let cancelled = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('data: 1\n\n'));
        },
        cancel() {
          cancelled = true;
        },
      });
      for await (const message of readSseMessages(body)) {
        expect(message.data).toBe('1');
        break;
      }
      expect(cancelled).toBe(true);
    });
  });
});
