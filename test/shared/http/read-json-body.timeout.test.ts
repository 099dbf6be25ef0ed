import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../../shared/http/http-error.ts';
import { readJsonBody } from '../../../shared/http/read-json-body.ts';

const schema = z.object({ message: z.string() });

/** A client that declares 100 bytes, sends 11 and then nothing, never closing. */
function stalledRequest(): { request: Request; cancelled: () => boolean } {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"message":'));
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://localhost/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '100' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, cancelled: () => cancelled };
}

describe('readJsonBody: a body that stops arriving', () => {
  it('gives up with 408 after the read timeout and cancels the stream', async () => {
    const { request, cancelled } = stalledRequest();

    const error = await readJsonBody(request, schema, 1024, { timeoutMs: 50 }).then(
      () => null,
      (thrown: unknown) => thrown,
    );

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'request_timeout' });
    expect(cancelled()).toBe(true);
  });

  it('reads a body that arrives in time as usual', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"message":"hi"}',
    });

    expect(await readJsonBody(request, schema, 1024, { timeoutMs: 5_000 })).toEqual({ message: 'hi' });
  });
});
