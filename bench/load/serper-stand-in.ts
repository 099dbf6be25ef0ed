import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for Serper's `POST /search` on 127.0.0.1, answering instantly. */
export async function startSerperStandIn(): Promise<
  { baseUrl: string; requests: () => number; close: () => Promise<void> }
> {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({
        searchParameters: { q: 'load', type: 'search' },
        organic: [{ title: 'Parley', link: 'https://example.com/parley', snippet: 'A chat backend.', position: 1 }],
      }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
