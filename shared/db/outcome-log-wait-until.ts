/**
 * How work outlives the response. Supabase's edge runtime keeps a worker alive for the
 * promises given to `EdgeRuntime.waitUntil` (the local gateway provides the same);
 * elsewhere the promise simply runs on. Entry files pick one and pass it in.
 */

/** Keeps the worker alive until `promise` settles. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** For runtimes without `waitUntil` (Node, tests): the promise runs on by itself. */
export const letPromiseRun: WaitUntil = () => {};

interface WaitUntilHost {
  waitUntil(promise: Promise<unknown>): void;
}

function hasWaitUntil(value: unknown): value is WaitUntilHost {
  return typeof value === 'object' && value !== null &&
    typeof (value as { waitUntil?: unknown }).waitUntil === 'function';
}

/**
 * The `waitUntil` of a runtime object when it has one, else {@link letPromiseRun}. An
 * entry file passes `globalThis.EdgeRuntime`, so `shared/` never names the global.
 */
export function waitUntilOf(runtime: unknown): WaitUntil {
  return hasWaitUntil(runtime) ? (promise) => runtime.waitUntil(promise) : letPromiseRun;
}
