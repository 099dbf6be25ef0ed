/**
 * The gateway's drain on shutdown. While draining, the listener stays open: requests in
 * flight (chat turns above all) go on, and so do the calls they make back through the same
 * listener — chat → gmail-api / web-search-api with a service key, and the functions'
 * calls to the sandbox stand-ins. Every other new request is
 * answered 503 `shutting_down` with `Retry-After`, so a client knows to come back rather than
 * hanging on a socket that is about to close.
 */
import { bearsServiceKey } from '../../shared/functions/identify-caller.ts';
import { requestIdOf } from '../../shared/http/request-id.ts';
import type { SecretMatcher } from '../../shared/http/secret-comparison.ts';
import { observeResponse } from './observe-response.ts';
import { shuttingDownResponse } from './shutting-down-response.ts';

type GatewayHandler = (request: Request, info?: unknown) => Promise<Response>;

/** Decides which requests still pass while draining. */
export interface DrainPolicy {
  /** True for a call made by a request in flight (`anyInFlight` tells whether one is): see
   * {@link gatewayInternalCalls}. */
  readonly isInternalCall: (request: Request, anyInFlight: () => boolean) => boolean | Promise<boolean>;
  readonly generateId: () => string;
  /** What a refused client is told to wait: the gateway is restarting or gone. */
  readonly retryAfterSeconds?: number;
}

/** See the module comment. */
export interface DrainGate {
  /** `handler` behind the gate: requests are counted until their response body ends. */
  wrap(handler: GatewayHandler): GatewayHandler;
  /** From now on, only internal calls of requests in flight are admitted. */
  startDraining(): void;
  /** Resolves when no request is in flight (at once if none is). */
  drained(): Promise<void>;
  /** The ids of the requests in flight, for the shutdown report. */
  inFlight(): readonly string[];
}

/** Creates a gate; nothing is refused until {@link DrainGate.startDraining}. */
export function createDrainGate(policy: DrainPolicy): DrainGate {
  const counts = new Map<string, number>();
  let draining = false;
  let waiters: (() => void)[] = [];
  const anyInFlight = (): boolean => counts.size > 0;
  const enter = (requestId: string): void => {
    counts.set(requestId, (counts.get(requestId) ?? 0) + 1);
  };
  const leave = (requestId: string): void => {
    const left = (counts.get(requestId) ?? 1) - 1;
    if (left > 0) counts.set(requestId, left);
    else counts.delete(requestId);
    if (counts.size === 0) {
      for (const resolve of waiters) resolve();
      waiters = [];
    }
  };
  return {
    wrap(handler) {
      return async (incoming, info) => {
        const requestId = requestIdOf(incoming, policy.generateId);
        if (draining && !await policy.isInternalCall(incoming, anyInFlight)) {
          return shuttingDownResponse(incoming, requestId, policy.retryAfterSeconds);
        }
        // The id is fixed here and handed to the gateway's handler, so the request is logged and
        // reported under one id; a caller's own copy of the header is overwritten.
        const headers = new Headers(incoming.headers);
        headers.set(gatewayRequestIdHeader, requestId);
        const request = new Request(incoming, { headers });
        enter(requestId);
        let response: Response;
        try {
          response = await handler(request, info);
        } catch (error) {
          leave(requestId);
          throw error;
        }
        return observeResponse(response, () => leave(requestId));
      };
    },
    startDraining() {
      draining = true;
    },
    drained() {
      return counts.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
    },
    inFlight: () => [...counts.keys()],
  };
}

/** The header by which the gate hands its request id to the gateway's handler (set by the
 * gate on every request it admits, overwriting whatever a client sent). */
export const gatewayRequestIdHeader = 'x-parley-gateway-request-id';

/**
 * The gateway's {@link DrainPolicy.isInternalCall}: a function's call to a sandbox stand-in
 * (the upstream of a tool call in flight), or a service call (chat → a tool function, with a
 * secret key in `apikey`, or the legacy service role key) while a request is in flight. The
 * key is the proof: only Parley's own functions hold it (a chat turn's calls carry the turn
 * in a signed context, not in a header the gate could match, and function request ids are
 * the functions' own). `isServiceKey()` is read per call: the gateway knows the keys only once
 * its environment is complete.
 */
export function gatewayInternalCalls(isServiceKey: () => SecretMatcher): DrainPolicy['isInternalCall'] {
  return async (request, anyInFlight) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/sandbox' || pathname.startsWith('/sandbox/')) return true;
    return anyInFlight() && await bearsServiceKey(request, isServiceKey());
  };
}
