import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Answers one request to a path. */
export type PageRoute = (request: IncomingMessage, response: ServerResponse) => void;

/** A local web server on 127.0.0.1 serving `routes` (404 elsewhere). */
export interface PageServer {
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Paths requested, in order. */
  readonly requested: string[];
  close(): Promise<void>;
}

/** Starts a {@link PageServer}. */
export async function startPageServer(routes: Record<string, PageRoute>): Promise<PageServer> {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page-server').pathname;
    requested.push(path);
    const route = routes[path];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requested,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A route answering `body` as `contentType`. */
export function page(body: string | Uint8Array, contentType = 'text/html; charset=utf-8', status = 200): PageRoute {
  return (_request, response) => {
    response.writeHead(status, contentType === '' ? {} : { 'content-type': contentType }).end(body);
  };
}

/** A route redirecting to `location` with `status`. */
export function redirect(location: string, status = 302): PageRoute {
  return (_request, response) => {
    response.writeHead(status, { location }).end();
  };
}

/**
 * A `fetch` that connects to the address `hosts` maps a URL's host name to, as DNS
 * would; other hosts are fetched as they are. Pairs with a resolver over the same map.
 */
export function fetchVia(hosts: Readonly<Record<string, string>>, calls: string[] = []): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url.href);
    const address = hosts[url.hostname];
    if (address !== undefined) url.hostname = address.includes(':') ? `[${address}]` : address;
    return fetch(url, init);
  }) as typeof fetch;
}

/** A resolver over `hosts` (name → addresses); unknown names do not resolve. */
export function resolverOf(
  hosts: Readonly<Record<string, string | readonly string[]>>,
): (hostname: string) => Promise<readonly string[]> {
  return (hostname) => {
    const found = hosts[hostname];
    if (found === undefined) return Promise.reject(new Error(`NXDOMAIN ${hostname}`));
    return Promise.resolve(typeof found === 'string' ? [found] : found);
  };
}
