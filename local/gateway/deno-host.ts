/**
 * The part of the `Deno` namespace the gateway uses, typed here so that the gateway's
 * files also type-check under Node's TypeScript settings (tsconfig has no Deno types).
 */

/** A running `Deno.serve` server (`addr` as for TCP; a unix socket's has a `path` instead). */
export interface DenoServer {
  readonly addr: { readonly hostname: string; readonly port: number };
  shutdown(): Promise<void>;
}

/** `Deno`, as far as the gateway needs it. */
export interface DenoHost {
  serve(
    options:
      | { hostname: string; port: number; onListen?: (address: unknown) => void }
      | { path: string; onListen?: (address: unknown) => void },
    handler: (request: Request, info: unknown) => Promise<Response>,
  ): DenoServer;
  readonly env: { toObject(): Record<string, string>; set(name: string, value: string): void };
  addSignalListener(signal: 'SIGINT' | 'SIGTERM', handler: () => void): void;
  exit(code: number): never;
  readonly version: { readonly deno: string };
  readonly pid: number;
  /** The parent's pid, read anew each time (it changes when the parent dies). */
  readonly ppid: number;
  readonly errors: { readonly AddrInUse: new (...parameters: never[]) => Error };
}

/** The `Deno` global; throws under another runtime. */
export function denoHost(): DenoHost {
  const deno: unknown = Reflect.get(globalThis, 'Deno');
  if (typeof deno !== 'object' || deno === null) throw new Error('The gateway runs under Deno: use npm start.');
  return deno as DenoHost;
}
