import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type GatewaySandbox, openSandbox } from '../../../../../local/gateway/sandbox/open-sandbox.ts';

/** The gateway's origin in these tests; nothing listens there, requests go in process. */
export const sandboxBaseUrl = 'http://127.0.0.1:54321';

/** A sandbox in a temporary folder, and a `fetch` that hands requests to its routes. */
export interface InProcessSandbox {
  readonly sandbox: GatewaySandbox;
  readonly directory: string;
  /** Routes the request; a path the sandbox does not serve is a 599 (no test expects one). */
  readonly fetch: typeof fetch;
  /** The sandbox's clock, epoch milliseconds. */
  now(): number;
  /** Moves the sandbox's clock. */
  advance(milliseconds: number): void;
  close(): Promise<void>;
}

/** The wall-clock time the sandbox's clock starts at. */
export const sandboxEpoch = Date.UTC(2026, 0, 15, 9, 30, 0);

/** Opens a sandbox in a new temporary folder (or in `directory`). */
export async function openInProcessSandbox(directory?: string): Promise<InProcessSandbox> {
  const folder = directory ?? await mkdtemp(join(tmpdir(), 'parley-sandbox-'));
  let now = sandboxEpoch;
  const sandbox = await openSandbox({ baseUrl: sandboxBaseUrl, directory: folder, now: () => now });
  const fetchInProcess = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return (await sandbox.routes(request)) ?? new Response('not a sandbox route', { status: 599 });
  }) as typeof fetch;
  return {
    sandbox,
    directory: folder,
    fetch: fetchInProcess,
    now: () => now,
    advance(milliseconds) {
      now += milliseconds;
    },
    close: () => (directory === undefined ? rm(folder, { recursive: true, force: true }) : Promise.resolve()),
  };
}
