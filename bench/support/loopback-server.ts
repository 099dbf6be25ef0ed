/**
 * A loopback HTTP server that answers with a fetch-style handler: how the benchmarks serve
 * the functions (chat, gmail-api, web-search-api) to each other and to the SDKs they drive.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fetch-style handler. */
export type LoopbackHandler = (request: Request) => Promise<Response>;

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new Request(`${origin}${incoming.url ?? '/'}`, {
    method: incoming.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(body);
}

/** A loopback server answering with `route`; its origin is known before `route` is. */
export async function startLoopbackServer(
  route: () => LoopbackHandler,
): Promise<{ origin: string; server: Server }> {
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        await send(await route()(await toRequest(incoming, origin)), outgoing);
      } catch (error) {
        outgoing.writeHead(500, { 'content-type': 'text/plain' });
        outgoing.end(`handler threw: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, server };
}
