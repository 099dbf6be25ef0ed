/** How a bounded run ended. */
export type BoundedRun =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'thrown'; readonly error: unknown }
  | { readonly kind: 'timeout' }
  /** `started` is false when the turn was cancelled before the work began. */
  | { readonly kind: 'cancelled'; readonly started: boolean };

/**
 * Runs `work` with an `AbortSignal` that fires after `timeoutMs` or when `outer` aborts,
 * and stops waiting at that moment even if `work` ignores the signal.
 */
export async function runWithTimeout(
  work: (signal: AbortSignal) => Promise<unknown> | unknown,
  timeoutMs: number,
  outer: AbortSignal | undefined,
): Promise<BoundedRun> {
  if (outer?.aborted === true) return { kind: 'cancelled', started: false };
  const controller = new AbortController();
  let settle: (run: BoundedRun) => void = () => {};
  const stopped = new Promise<BoundedRun>((resolve) => {
    settle = resolve;
  });
  const timer = setTimeout(() => {
    controller.abort(new DOMException('The tool call timed out.', 'TimeoutError'));
    settle({ kind: 'timeout' });
  }, timeoutMs);
  const onOuterAbort = (): void => {
    controller.abort(outer?.reason);
    settle({ kind: 'cancelled', started: true });
  };
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const running = (async (): Promise<BoundedRun> => {
    try {
      return { kind: 'value', value: await work(controller.signal) };
    } catch (error) {
      return { kind: 'thrown', error };
    }
  })();
  try {
    return await Promise.race([running, stopped]);
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}
