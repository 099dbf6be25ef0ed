/** The global fetch replaced by one that only reaches this machine. */
export interface LoopbackFetchGuard {
  readonly fetch: typeof fetch;
  /** How many fetches to other hosts it refused. */
  readonly refused: () => number;
  /** Puts the original global fetch back. */
  uninstall(): void;
}

/**
 * Replaces `globalThis.fetch` with one that refuses (and counts) every host but
 * 127.0.0.1, localhost and `extraHosts`, so a fuzz run can never reach the internet, even
 * through a code path that takes the global fetch.
 */
export function installLoopbackFetchGuard(extraHosts: readonly string[] = []): LoopbackFetchGuard {
  const allowed = new Set(['127.0.0.1', 'localhost', '[::1]', ...extraHosts]);
  const realFetch = globalThis.fetch;
  let refused = 0;
  const guarded: typeof fetch = async (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    let hostname = '';
    try {
      hostname = new URL(target).hostname;
    } catch {
      // Not a URL: refused below.
    }
    if (!allowed.has(hostname)) {
      refused += 1;
      throw new TypeError(`fuzz run: refused a fetch to ${target}`);
    }
    return realFetch(input, init);
  };
  globalThis.fetch = guarded;
  return {
    fetch: guarded,
    refused: () => refused,
    uninstall: () => {
      globalThis.fetch = realFetch;
    },
  };
}
