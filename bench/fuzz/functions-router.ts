import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: Request) => Promise<Response>;

/** A tool-function response the chat's routed tools received (through the local router). */
export interface RoutedExchange {
  readonly request: { method: string; headers: Headers; body: string };
  readonly response: Response;
}

/** Routes `POST /functions/v1/{gmail-api,web-search-api}` to the in-process handlers. */
export async function startFunctionsRouter(
  handlers: () => Record<'gmail-api' | 'web-search-api', Handler>,
  routed: RoutedExchange[],
): Promise<{ baseUrl: string; server: Server }> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        const name = (incoming.url ?? '').split('/').at(-1) === 'gmail-api' ? 'gmail-api' : 'web-search-api';
        let response: Response;
        let text: string;
        try {
          response = await handlers()[name](
            new Request(`http://127.0.0.1${incoming.url ?? '/'}`, { method: incoming.method, headers, body }),
          );
          text = await response.text();
        } catch (error) {
          // What a runtime answers for a handler that throws; the run reports it as a 5xx.
          text = `handler threw: ${error instanceof Error ? error.message : String(error)}`;
          response = new Response(null, { status: 500 });
        }
        routed.push({
          request: { method: incoming.method ?? '', headers, body },
          response: new Response(text, { status: response.status, headers: response.headers }),
        });
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`, server };
}
