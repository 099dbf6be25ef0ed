/**
 * A static file server on a free loopback port, for a built web app: its origin is known
 * before the files are there, so a gateway can allow it (PARLEY_APP_URLS) before the app is
 * built against that gateway.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** A running server and how to stop it. */
export interface StaticSiteServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  close(): Promise<void>;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves the files of `directory`; any path that is not a file gets `index.html`. */
export async function startStaticSiteServer(directory: string): Promise<StaticSiteServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    const isAsset = relative !== '' && !relative.startsWith('..') && extname(relative) !== '';
    const file = join(directory, isAsset ? relative : 'index.html');
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end(`Not found: ${pathname}`);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
