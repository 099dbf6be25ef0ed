import { type BlockedRange, blockedRangeOf } from './blocked-address.ts';
import { parseIpAddress } from './ip-address.ts';

/**
 * The SSRF check of one outgoing request's URL, shared by the page fetcher
 * (safe-fetch.ts) and the MCP client's fetch: the scheme is allowed, the URL carries no
 * credentials, and every address the host resolves to is public (blocked-address.ts).
 * It runs immediately before each request and each redirect; no verdict is cached (the
 * DNS rebinding caveat is in safe-fetch.ts).
 */

/** A host name's addresses (A and AAAA). The Deno entries pass one on `Deno.resolveDns`. */
export type HostResolver = (hostname: string) => Promise<readonly string[]>;

/** What {@link checkFetchTarget} allows. */
export interface FetchTargetPolicy {
  readonly resolveHost: HostResolver;
  /** URL schemes with their colon; http and https when not given. */
  readonly schemes?: readonly string[];
  /** Lets 127.0.0.0/8 and ::1 through so tests and the local gateway reach local servers.
   * Production never sets it. */
  readonly allowLoopbackForTests?: boolean;
}

/** Why a URL may not be requested. */
export type FetchTargetProblem =
  | { readonly kind: 'unsupported_scheme'; readonly scheme: string }
  | { readonly kind: 'credentials_in_url' }
  | { readonly kind: 'unresolvable_host'; readonly host: string }
  | { readonly kind: 'blocked_address'; readonly host: string; readonly range: BlockedRange };

/** Checks one URL under a policy: null when it may be requested. `signal` stops the lookup. */
export type FetchTargetCheck = (url: URL, signal?: AbortSignal) => Promise<FetchTargetProblem | null>;

const defaultSchemes: readonly string[] = ['http:', 'https:'];

function isLocalhostName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

function untilAborted<Value>(promise: Promise<Value>, signal: AbortSignal | undefined): Promise<Value> {
  if (signal === undefined) return promise;
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

async function addressesOf(
  hostname: string,
  resolveHost: HostResolver,
  signal: AbortSignal | undefined,
): Promise<readonly string[]> {
  if (parseIpAddress(hostname) !== null) return [hostname];
  if (isLocalhostName(hostname)) return ['127.0.0.1', '::1'];
  try {
    return await untilAborted(resolveHost(hostname), signal);
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return [];
  }
}

/** The reason `url` may not be requested under `policy`, or null when it may. Rejects only
 * when `signal` aborts during the lookup. */
export async function checkFetchTarget(
  url: URL,
  policy: FetchTargetPolicy,
  signal?: AbortSignal,
): Promise<FetchTargetProblem | null> {
  if (!(policy.schemes ?? defaultSchemes).includes(url.protocol)) {
    return { kind: 'unsupported_scheme', scheme: url.protocol.replace(/:$/, '') };
  }
  if (url.username !== '' || url.password !== '') return { kind: 'credentials_in_url' };
  const hostname = url.hostname.replace(/\.$/, '').toLowerCase();
  const addresses = await addressesOf(hostname, policy.resolveHost, signal);
  if (addresses.length === 0) return { kind: 'unresolvable_host', host: hostname };
  for (const address of addresses) {
    const range = blockedRangeOf(address, { allowLoopbackForTests: policy.allowLoopbackForTests === true });
    if (range !== null) return { kind: 'blocked_address', host: hostname, range };
  }
  return null;
}

/** {@link checkFetchTarget} bound to one policy. */
export function createFetchTargetCheck(policy: FetchTargetPolicy): FetchTargetCheck {
  return (url, signal) => checkFetchTarget(url, policy, signal);
}
