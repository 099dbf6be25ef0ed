import { HttpError } from './http-error.ts';

/**
 * How long a request body may take to arrive, all of it: 10 s. Parley's bodies are at most
 * a few hundred kilobytes, which any working connection sends in well under a second; a
 * client that declares 100 bytes and sends 11 would otherwise hold the request (and a
 * worker's slot) open forever.
 */
export const defaultBodyReadTimeoutMs = 10_000;

/** The body's bytes, at most `maxBytes` of them, within `timeoutMs`. Throws
 * {@link HttpError}: 413 past `maxBytes`, 408 past the deadline (the stream is cancelled either way). */
export async function readBodyBytes(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  timeoutMs: number,
): Promise<Uint8Array> {
  const reader = body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader !== undefined) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new HttpError('request_timeout', `The body did not arrive within ${Math.ceil(timeoutMs / 1000)} s.`)),
        timeoutMs,
      );
    });
    try {
      for (;;) {
        const { done, value } = await Promise.race([reader.read(), deadline]);
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) throw new HttpError('payload_too_large', `The body is larger than ${maxBytes} bytes.`);
        chunks.push(value);
      }
    } catch (error) {
      await reader.cancel().catch(() => {});
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
