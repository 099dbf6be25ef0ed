/**
 * The settings of the gateway's front door (see front-door.ts): its public port and how long a
 * client may take to send a request head. Read by `npm start`'s launcher from the same
 * environment the gateway reads (env files under the real environment).
 */
import { z } from 'zod';
import { type Environment, portOf } from '../gateway-environment.ts';

/** The limits of the front door's connections, with their reasons. */
export const frontDoorLimits = {
  /** A request head (request line and headers) must be complete this long after its first
   * byte (or the connection's start), else 408 and close: a client that never finishes its
   * headers must not hold a socket. Node's own default is 60 s; a browser or curl sends its
   * head at once, so 10 s is generous. `PARLEY_GATEWAY_HEADERS_TIMEOUT_MS` changes it. */
  defaultHeadersTimeoutMs: 10_000,
  /** At most this (Node's `requestTimeout`, which must be at least the head's limit). */
  maxHeadersTimeoutMs: 300_000,
  /** A whole request, head and body, must be received within this (Node's default). The
   * functions read bodies under a limit of their own (10 s); a response may take any time. */
  requestTimeoutMs: 300_000,
  /** An idle keep-alive connection is closed after this (Node's default): thousands of idle
   * clients cannot keep thousands of sockets. */
  keepAliveTimeoutMs: 5_000,
} as const;

/** What the front door needs to listen. */
export interface FrontDoorSettings {
  /** `PORT` (0 picks a free one). */
  readonly port: number;
  readonly headersTimeoutMs: number;
}

const headersTimeoutSchema = z.coerce.number().int().min(1).max(frontDoorLimits.maxHeadersTimeoutMs);

/** The settings in `environment`; throws a one-line reason for a value that is not one. */
export function frontDoorSettingsOf(environment: Environment): FrontDoorSettings {
  const text = environment.PARLEY_GATEWAY_HEADERS_TIMEOUT_MS?.trim() ?? '';
  if (text.length === 0) {
    return { port: portOf(environment), headersTimeoutMs: frontDoorLimits.defaultHeadersTimeoutMs };
  }
  // `z.coerce.number()` reads '1e3' and ' 12 ' as numbers: only digits are a count of milliseconds.
  const parsed = /^\d+$/.test(text) ? headersTimeoutSchema.safeParse(text) : null;
  if (parsed === null || !parsed.success) {
    throw new Error(
      `PARLEY_GATEWAY_HEADERS_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${frontDoorLimits.maxHeadersTimeoutMs}, not "${text}".`,
    );
  }
  return { port: portOf(environment), headersTimeoutMs: parsed.data };
}

/** How often Node checks connections for a late head: often enough that a 408 comes at most
 * a quarter of the limit late (Node's default, 30 s, would triple a 10 s limit). */
export function connectionsCheckingIntervalOf(headersTimeoutMs: number): number {
  return Math.max(25, Math.min(1_000, Math.floor(headersTimeoutMs / 4)));
}
