import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A web hit the stand-in returns, in Serper's `organic` shape. */
export interface SerperHit {
  readonly title: string;
  readonly link: string;
  readonly snippet: string;
}

/** A local server that answers like Serper (https://serper.dev) does. */
export interface SerperStandIn {
  /** Its base URL, for `SERPER_BASE_URL`. */
  readonly baseUrl: string;
  /** Each request: path, `X-API-KEY` and JSON body. */
  readonly requests: { path: string; apiKey: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 (a free port): `POST /search` answers `{ organic: hits }`, anything else 404. */
export async function startSerperStandIn(hits: readonly SerperHit[]): Promise<SerperStandIn> {
  const requests: SerperStandIn['requests'] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const apiKey = request.headers['x-api-key'];
      requests.push({
        path: request.url ?? '',
        apiKey: typeof apiKey === 'string' ? apiKey : undefined,
        body: text === '' ? null : JSON.parse(text),
      });
      const found = request.method === 'POST' && request.url === '/search';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(found ? { searchParameters: { type: 'search' }, organic: hits } : { message: 'Not found' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
