import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: Request) => Promise<Response>;

/** A fetch handler served on 127.0.0.1, so the command reaches it over real HTTP. */
export interface ServedHandler {
  readonly url: string;
  /** Where requests go from now on (what the handler needs may have to know {@link url} first). */
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

/** Serves a handler (503 until one is set) on a random port of 127.0.0.1. */
export async function serveOverHttp(): Promise<ServedHandler> {
  let handler: Handler = () => Promise.resolve(new Response(null, { status: 503 }));
  let url = '';
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
      const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as [string, string]] : []
      );
      void handler(new Request(`${url}${incoming.url ?? '/'}`, { method: incoming.method, headers, body }))
        .then(async (response) => {
          outgoing.writeHead(response.status, Object.fromEntries(response.headers));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    setHandler: (next) => {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
