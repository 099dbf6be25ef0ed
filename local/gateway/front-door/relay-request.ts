/**
 * Relays one request from the front door to the gateway behind it, streaming both ways:
 * the request body as the client sends it, the response as the gateway writes it (an SSE
 * turn's events and `: ping`s reach the client when they are written). A client that goes
 * away ends the relayed request, so the gateway sees the disconnect as it would directly.
 */
import { type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';
import { endToEndHeaders } from './hop-by-hop-headers.ts';

/** Why the gateway did not answer: nothing listens (it is starting or has stopped), or the
 * connection broke before a response began. */
export type UpstreamFailure = 'not-listening' | 'connection-lost';

/** Where to relay, and who answers when the gateway cannot. */
export interface RelayOptions {
  /** The gateway's unix socket. */
  readonly socketPath: string;
  /** Answers `outgoing` when no response began; called at most once. */
  readonly onUpstreamFailure: (failure: UpstreamFailure, incoming: IncomingMessage, outgoing: ServerResponse) => void;
}

const notListeningCodes = new Set(['ECONNREFUSED', 'ENOENT']);

/** The request's headers for the gateway: end-to-end ones as sent (Host, Origin, cookies,
 * repeated headers) and the client's address appended to `X-Forwarded-For`. */
function upstreamHeaders(incoming: IncomingMessage): string[] {
  const headers = endToEndHeaders(incoming.rawHeaders);
  const address = incoming.socket.remoteAddress;
  if (address === undefined) return headers;
  const index = headers.findIndex((name, position) => position % 2 === 0 && name.toLowerCase() === 'x-forwarded-for');
  if (index === -1) return [...headers, 'X-Forwarded-For', address];
  headers[index + 1] = `${headers[index + 1]}, ${address}`;
  return headers;
}

/** Relays `incoming` to the gateway and its response to `outgoing`. */
export function relayRequest(incoming: IncomingMessage, outgoing: ServerResponse, options: RelayOptions): void {
  // A connection per request (no agent): no idle connection to the gateway is kept, and none
  // can be reused at the moment the gateway closes it.
  const upstream = httpRequest({
    socketPath: options.socketPath,
    method: incoming.method,
    path: incoming.url,
    headers: upstreamHeaders(incoming),
    setHost: false,
    agent: false,
  });
  let responded = false;
  upstream.on('response', (response) => {
    responded = true;
    outgoing.writeHead(response.statusCode ?? 502, response.statusMessage, endToEndHeaders(response.rawHeaders));
    // The head goes out now: an event stream's client sees it before the first event.
    outgoing.flushHeaders();
    response.pipe(outgoing);
    // A response cut by the gateway is cut for the client too (never ended as if complete).
    response.on('aborted', () => outgoing.destroy());
    response.on('error', () => outgoing.destroy());
  });
  upstream.on('error', (error: NodeJS.ErrnoException) => {
    incoming.unpipe(upstream);
    if (responded || outgoing.headersSent || outgoing.destroyed) {
      outgoing.destroy();
      return;
    }
    options.onUpstreamFailure(
      notListeningCodes.has(error.code ?? '') ? 'not-listening' : 'connection-lost',
      incoming,
      outgoing,
    );
  });
  // The client went away before its response ended: so does the relayed request.
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) upstream.destroy();
  });
  // A write to a client already gone fails here, never as an uncaught error of the launcher.
  outgoing.on('error', () => upstream.destroy());
  incoming.pipe(upstream);
}
