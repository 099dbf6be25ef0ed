/** How a response body ended: sent in full, abandoned by the client, or broken. */
export type BodyEnd = 'complete' | 'cancelled' | 'failed';

/**
 * The same response, whose body calls `onEnd` once it has been sent (or given up), so a
 * streamed reply is timed to its last byte. A response without a body ends at once.
 */
export function observeResponse(response: Response, onEnd: (end: BodyEnd) => void): Response {
  const source = response.body;
  if (source === null || response.status === 101) {
    onEnd('complete');
    return response;
  }
  const reader = source.getReader();
  let ended = false;
  const end = (how: BodyEnd): void => {
    if (ended) return;
    ended = true;
    onEnd(how);
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          end('complete');
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
        end('failed');
      }
    },
    async cancel(reason) {
      end('cancelled');
      await reader.cancel(reason).catch(() => {});
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
