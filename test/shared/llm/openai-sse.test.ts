import { describe, expect, it } from 'vitest';
import { type StreamEvent, streamEvents } from '../../../shared/llm/openai-sse.ts';

/** A body that delivers `text` in the given byte pieces, one network read each. */
function bodyOf(pieces: readonly Uint8Array[], options: { breakAtEnd?: boolean } = {}): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      const piece = pieces[index];
      index += 1;
      if (piece !== undefined) {
        controller.enqueue(piece);
        return;
      }
      if (options.breakAtEnd === true) controller.error(new TypeError('terminated'));
      else controller.close();
    },
  });
}

/** `text` as UTF-8, cut into pieces of `size` bytes (multi-byte characters cut too). */
function bytePieces(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const pieces: Uint8Array[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) pieces.push(bytes.subarray(offset, offset + size));
  return pieces;
}

async function eventsOf(body: ReadableStream<Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of streamEvents(body)) events.push(event);
  return events;
}

const stream = 'data: {"n":1,"text":"héllo ✓"}\n\n' +
  ': keep-alive comment\n\n' +
  'data: {"n":2}\r\n\r\n' +
  'data: [DONE]\n\n';

describe('streamEvents', () => {
  it.each([1, 2, 3, 7, 1000])('reads the same events when the body arrives in %i-byte pieces', async (size) => {
    const events = await eventsOf(bodyOf(bytePieces(stream, size)));

    expect(events).toEqual([
      { kind: 'json', value: { n: 1, text: 'héllo ✓' } },
      { kind: 'json', value: { n: 2 } },
    ]);
  });

  it('stops at [DONE] and cancels the rest of the body', async () => {
    let cancelled = false;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"n":1}\n\ndata: [DONE]\n\ndata: {"n":2}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });

    const events = await eventsOf(body);

    expect(events).toEqual([{ kind: 'json', value: { n: 1 } }]);
    expect(cancelled).toBe(true);
  });

  it('joins an event written on several data lines', async () => {
    const events = await eventsOf(bodyOf(bytePieces('data: {"n":\ndata: 3}\n\n', 4)));

    expect(events).toEqual([{ kind: 'json', value: { n: 3 } }]);
  });

  it('hands on a payload that is not JSON as such, without throwing', async () => {
    const events = await eventsOf(bodyOf(bytePieces('data: <html>\n\n', 100)));

    expect(events).toEqual([{ kind: 'not_json', data: '<html>' }]);
  });

  it('ends without an error when the body ends without [DONE], dropping an unfinished event', async () => {
    const events = await eventsOf(bodyOf(bytePieces('data: {"n":1}\n\ndata: {"n":', 5)));

    expect(events).toEqual([{ kind: 'json', value: { n: 1 } }]);
  });

  it('throws what the read threw when the body breaks', async () => {
    const events: StreamEvent[] = [];
    const reading = (async () => {
      for await (const event of streamEvents(bodyOf(bytePieces('data: {"n":1}\n\n', 100), { breakAtEnd: true }))) {
        events.push(event);
      }
    })();

    await expect(reading).rejects.toThrow('terminated');
    expect(events).toEqual([{ kind: 'json', value: { n: 1 } }]);
  });
});
