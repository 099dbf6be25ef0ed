/**
 * The gateway's front door under `npm start`: Node's own HTTP server owns the public port and
 * relays every request to the gateway (Deno), which listens on a unix socket only the launcher
 * knows. Node's server gives what `Deno.serve` (Deno 2.1.4) lacks: a request head that is not
 * complete within `headersTimeoutMs` is answered 408 and closed, an idle keep-alive connection
 * is closed after a few seconds. On shutdown it keeps relaying (the gateway itself answers new
 * requests 503 while its turns finish) until the gateway has exited.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectionsCheckingIntervalOf, frontDoorLimits } from './front-door-settings.ts';
import { type FrontDoorPhase, upstreamFailureResponse, writeResponse } from './front-door-answers.ts';
import { relayRequest } from './relay-request.ts';

/** Where the front door listens and where it relays. */
export interface FrontDoorOptions {
  /** 0 picks a free one. */
  readonly port: number;
  readonly headersTimeoutMs: number;
  /** The gateway's unix socket. */
  readonly socketPath: string;
  /** Default {@link frontDoorLimits}.keepAliveTimeoutMs. */
  readonly keepAliveTimeoutMs?: number;
  readonly generateId?: () => string;
}

/** A listening front door. */
export interface FrontDoor {
  /** The public port (the real one when `port` was 0). */
  readonly port: number;
  /** From now on a request the gateway cannot take is answered `shutting_down`. */
  startStopping(): void;
  /** Stops accepting connections and closes idle ones; waits (at most `graceMs`) for the
   * responses still being relayed, then closes what is left. */
  close(graceMs: number): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
            `Port ${port} is in use (is \`supabase start\` or another gateway running?). Set PORT to use another one.`,
          )
          : error,
      );
    });
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** Opens the front door on 127.0.0.1 (see the module comment). */
export async function openFrontDoor(options: FrontDoorOptions): Promise<FrontDoor> {
  const generateId = options.generateId ?? (() => crypto.randomUUID());
  let phase: FrontDoorPhase = 'serving';
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    relayRequest(incoming, outgoing, {
      socketPath: options.socketPath,
      onUpstreamFailure: (failure) => {
        writeResponse(upstreamFailureResponse(failure, phase, incoming, generateId()), outgoing).catch(() =>
          outgoing.destroy()
        );
      },
    });
  };
  const server = createServer({
    headersTimeout: options.headersTimeoutMs,
    requestTimeout: frontDoorLimits.requestTimeoutMs,
    connectionsCheckingInterval: connectionsCheckingIntervalOf(options.headersTimeoutMs),
    noDelay: true,
  }, handle);
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? frontDoorLimits.keepAliveTimeoutMs;
  const port = await listen(server, options.port);
  return {
    port,
    startStopping() {
      phase = 'stopping';
    },
    async close(graceMs) {
      phase = 'stopping';
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // `close` closes the connections idle now; one whose response ends later is closed as
      // soon as it is idle, not after its keep-alive timeout.
      server.closeIdleConnections();
      const idleCheck = setInterval(() => server.closeIdleConnections(), 50);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([closed, late]);
      clearTimeout(timer);
      clearInterval(idleCheck);
      server.closeAllConnections();
      await closed;
    },
  };
}
