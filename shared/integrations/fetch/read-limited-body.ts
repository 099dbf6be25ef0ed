/** A response body read up to a byte limit. */
export interface LimitedBody {
  readonly bytes: Uint8Array;
  /** True when the body went on past the limit and reading stopped there. */
  readonly truncated: boolean;
}

/**
 * Reads at most `maxBytes` of `response`'s body as it streams in, then cancels the rest:
 * a huge (or endless) page costs at most the limit, plus one chunk, in memory and transfer.
 */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<LimitedBody> {
  if (response.body === null) return { bytes: new Uint8Array(0), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total + value.byteLength > maxBytes) {
        chunks.push(value.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(value);
      total += value.byteLength;
    }
  } finally {
    if (truncated) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, truncated };
}
