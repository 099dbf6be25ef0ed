/**
 * Where HTTP/1.1 requests begin and end in the bytes a client sends on one connection, as
 * far as the header-read guard needs it: is a request's head (request line and headers)
 * being read right now? Bodies are skipped by `Content-Length` or by chunked framing, so
 * the next request's head on a kept-alive connection is found too. What this reader cannot
 * frame (an upgrade, a malformed length, a head larger than {@link maxHeadBytes}) it stops
 * watching: the HTTP server behind it answers such requests itself.
 */

/** A head larger than this is the server's to refuse (431); the guard stops watching it. */
export const maxHeadBytes = 64 * 1024;

type FramingState =
  /** Between requests: nothing of the next head has come yet. */
  | { readonly kind: 'idle' }
  /** Reading a head; `text` is what came of it so far, one character per byte. */
  | { readonly kind: 'head'; readonly text: string }
  /** Skipping `remaining` body bytes; then `next`. */
  | { readonly kind: 'body'; readonly remaining: number; readonly next: 'idle' | 'chunk-size' }
  /** Reading a chunk-size line of a chunked body. */
  | { readonly kind: 'chunk-size'; readonly line: string }
  /** Reading the trailer lines after the last chunk, up to an empty line. */
  | { readonly kind: 'trailers'; readonly line: string }
  /** No longer framed (an upgrade, or bytes this reader cannot frame). */
  | { readonly kind: 'unframed' };

const headEnd = '\r\n\r\n';

/** The body that follows a head: its length, chunked, none, or bytes that cannot be framed. */
function bodyAfter(head: string): FramingState {
  const lines = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  const method = lines[0]?.split(' ')[0] ?? '';
  if (method === 'CONNECT' || headers.has('upgrade')) return { kind: 'unframed' };
  const transferEncoding = headers.get('transfer-encoding');
  if (transferEncoding !== undefined) {
    return transferEncoding.toLowerCase().split(',').at(-1)?.trim() === 'chunked'
      ? { kind: 'chunk-size', line: '' }
      : { kind: 'unframed' };
  }
  const contentLength = headers.get('content-length');
  if (contentLength === undefined) return { kind: 'idle' };
  if (!/^\d+$/.test(contentLength)) return { kind: 'unframed' };
  const length = Number(contentLength);
  return length === 0 ? { kind: 'idle' } : { kind: 'body', remaining: length, next: 'idle' };
}

/** What follows a complete chunk-size line: the chunk and its CRLF, the trailers, or unframed. */
function chunkAfter(line: string): FramingState {
  const size = line.split(';')[0]?.trim() ?? '';
  if (!/^[0-9a-fA-F]{1,12}$/.test(size)) return { kind: 'unframed' };
  const bytes = Number.parseInt(size, 16);
  return bytes === 0 ? { kind: 'trailers', line: '' } : { kind: 'body', remaining: bytes + 2, next: 'chunk-size' };
}

/** Follows the requests of one connection, chunk by chunk, as the client sends them. */
export class RequestFraming {
  #state: FramingState = { kind: 'idle' };
  #completedHeads = 0;

  /** True while part of a head has come but not its end. */
  get readingHead(): boolean {
    return this.#state.kind === 'head';
  }

  /** How many request heads have fully arrived on this connection. */
  get completedHeads(): number {
    return this.#completedHeads;
  }

  /** True once this connection cannot be framed any more (the guard lets it be). */
  get unframed(): boolean {
    return this.#state.kind === 'unframed';
  }

  /** Reads the next bytes the client sent. */
  add(bytes: Uint8Array): void {
    let offset = 0;
    while (offset < bytes.length && this.#state.kind !== 'unframed') {
      offset = this.#step(bytes, offset);
    }
  }

  /** Consumes bytes from `offset` in the current state; returns where it stopped. */
  #step(bytes: Uint8Array, offset: number): number {
    const state = this.#state;
    switch (state.kind) {
      case 'idle': {
        // Empty lines between requests are allowed (RFC 9112, 2.2).
        const byte = bytes[offset];
        if (byte === 0x0d || byte === 0x0a) return offset + 1;
        this.#state = { kind: 'head', text: '' };
        return offset;
      }
      case 'head': {
        const until = Math.min(bytes.length, offset + maxHeadBytes + headEnd.length);
        const text = state.text + latin1(bytes, offset, until);
        const end = text.indexOf(headEnd);
        if (end < 0) {
          this.#state = text.length > maxHeadBytes ? { kind: 'unframed' } : { kind: 'head', text };
          return until;
        }
        this.#completedHeads += 1;
        this.#state = bodyAfter(text.slice(0, end));
        // The bytes after the head's end belong to what follows it.
        return until - (text.length - (end + headEnd.length));
      }
      case 'body': {
        const taken = Math.min(state.remaining, bytes.length - offset);
        const remaining = state.remaining - taken;
        this.#state = remaining > 0
          ? { ...state, remaining }
          : state.next === 'idle'
          ? { kind: 'idle' }
          : { kind: 'chunk-size', line: '' };
        return offset + taken;
      }
      case 'chunk-size':
      case 'trailers': {
        const newline = bytes.indexOf(0x0a, offset);
        const stop = newline < 0 ? bytes.length : newline + 1;
        const line = state.line + latin1(bytes, offset, stop);
        if (newline < 0) {
          this.#state = line.length > maxHeadBytes ? { kind: 'unframed' } : { ...state, line };
          return stop;
        }
        const content = line.replace(/\r?\n$/, '');
        if (state.kind === 'chunk-size') this.#state = chunkAfter(content);
        else this.#state = content.length === 0 ? { kind: 'idle' } : { kind: 'trailers', line: '' };
        return stop;
      }
      case 'unframed':
        return bytes.length;
    }
  }
}

/** One character per byte, so text offsets are byte offsets. */
const byteText = new TextDecoder('latin1');

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return byteText.decode(bytes.subarray(start, end));
}
