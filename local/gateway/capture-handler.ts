/**
 * Imports a function's `index.ts` and takes the handler it gives to `Deno.serve`, so the
 * gateway runs each function exactly as its entry file wires it, behind one server.
 */

/** A `fetch` handler as `Deno.serve` takes it. */
export type FetchHandler = (request: Request, info?: unknown) => Response | Promise<Response>;

/** The object whose `serve` is swapped during the import (the `Deno` namespace). */
export interface ServeHost {
  serve: unknown;
}

function handlerOf(serveArguments: readonly unknown[]): FetchHandler | null {
  for (const argument of serveArguments) {
    if (typeof argument === 'function') return argument as FetchHandler;
    if (typeof argument === 'object' && argument !== null) {
      const handler = (argument as { handler?: unknown }).handler;
      if (typeof handler === 'function') return handler as FetchHandler;
    }
  }
  return null;
}

/** What `Deno.serve` returns, for code that looks at it; this server never listens. */
function fakeServer() {
  return {
    addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
    finished: new Promise<void>(() => {}),
    ref() {},
    unref() {},
    shutdown: () => Promise.resolve(),
    [Symbol.asyncDispose]: () => Promise.resolve(),
  };
}

/**
 * Imports `moduleUrl` with `host.serve` replaced by a function that captures its handler
 * argument (any of `serve(handler)`, `serve(options, handler)`, `serve({ handler })`),
 * then restores `host.serve`. Throws when the module fails to load or never calls it.
 * Imports must not overlap: call it for one module at a time.
 */
export async function importServedHandler(
  moduleUrl: string,
  host: ServeHost,
  load: (url: string) => Promise<unknown> = (url) => import(url),
): Promise<FetchHandler> {
  const original = host.serve;
  let captured = null as FetchHandler | null;
  host.serve = (...serveArguments: unknown[]) => {
    captured ??= handlerOf(serveArguments);
    return fakeServer();
  };
  try {
    await load(moduleUrl);
  } finally {
    host.serve = original;
  }
  if (captured === null) throw new Error(`${moduleUrl} did not call Deno.serve with a handler while it was imported.`);
  return captured;
}
