/**
 * The gateway's front door: a TCP listener that passes each connection on to the HTTP
 * server behind it (on another loopback port) and closes a connection whose request head
 * (request line and headers) has not fully arrived within the limit, answering 408 when
 * nothing was answered on it yet. `Deno.serve` has no header-read timeout of its own (Deno
 * 2.1 keeps a connection with half a head open indefinitely; its `node:http` ignores
 * `headersTimeout`), so without this one client could hold sockets forever. The limit runs
 * from the connection's start, and on a kept-alive connection from the first byte of each
 * further request, never while a response is being written. Written on `node:net`, which
 * both Deno (the gateway) and Node (the tests) provide.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { z } from 'zod';
import { RequestFraming } from './request-framing.ts';

/** How long a client may take to send a request's head, unless configured otherwise. */
export const defaultHeadersTimeoutMs = 10_000;

/** The variable that sets the limit, in milliseconds. */
export const headersTimeoutVariable = 'PARLEY_GATEWAY_HEADERS_TIMEOUT_MS';

const headersTimeoutSchema = z.coerce.number().int().min(1).max(600_000);

/** The configured limit; throws a message naming the variable when it is not a number of milliseconds. */
export function headersTimeoutOf(environment: Readonly<Record<string, string | undefined>>): number {
  const raw = environment[headersTimeoutVariable]?.trim();
  if (raw === undefined || raw === '') return defaultHeadersTimeoutMs;
  const parsed = headersTimeoutSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${headersTimeoutVariable} must be a whole number of milliseconds from 1 to 600000, not "${raw}".`);
  }
  return parsed.data;
}

/** A running guard. */
export interface HeaderReadGuard {
  /** The port it listens on (the one given, or the one chosen for port 0). */
  readonly port: number;
  /** Stops listening and closes every connection still open. */
  close(): Promise<void>;
}

/** Options of {@link startHeaderReadGuard}. */
export interface HeaderReadGuardOptions {
  readonly hostname: string;
  readonly port: number;
  /** The HTTP server the connections are passed to. */
  readonly target: { readonly hostname: string; readonly port: number };
  readonly headersTimeoutMs: number;
  /** Hears of each connection closed for a late head. */
  readonly onTimedOut?: () => void;
}

const timedOutBody = JSON.stringify({
  code: 'request_timeout',
  message: 'The request headers did not arrive in time.',
});
const timedOutResponse = 'HTTP/1.1 408 Request Timeout\r\n' +
  'Connection: close\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${timedOutBody.length}\r\n\r\n${timedOutBody}`;

/** Passes one connection on, watching the heads of its requests. */
function relay(client: Socket, options: HeaderReadGuardOptions, sockets: Set<Socket>): void {
  const upstream = connect(options.target.port, options.target.hostname);
  sockets.add(client).add(upstream);
  const framing = new RequestFraming();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const disarm = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const expire = (): void => {
    timer = null;
    options.onTimedOut?.();
    upstream.destroy();
    // A 408 only where it cannot land in the middle of an earlier request's response.
    if (framing.completedHeads > 0) client.destroy();
    else client.end(timedOutResponse);
  };
  // A connection that sends nothing at all is timed too.
  timer = setTimeout(expire, options.headersTimeoutMs);
  client.on('data', (chunk: Uint8Array) => {
    framing.add(chunk);
    if (framing.readingHead) timer ??= setTimeout(expire, options.headersTimeoutMs);
    else disarm();
  });
  client.pipe(upstream);
  upstream.pipe(client);
  const closeBoth = (): void => {
    disarm();
    sockets.delete(client);
    sockets.delete(upstream);
    client.destroy();
    upstream.destroy();
  };
  client.on('close', closeBoth).on('error', closeBoth);
  upstream.on('close', closeBoth).on('error', closeBoth);
}

/** Starts the guard; rejects when the port cannot be listened on (`EADDRINUSE` and the like). */
export function startHeaderReadGuard(options: HeaderReadGuardOptions): Promise<HeaderReadGuard> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => relay(client, options, sockets));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address !== null ? address.port : options.port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
