/** The `content-type` of the files a Vite build writes, by extension. */

const types: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The content type for `path`; `application/octet-stream` for an unknown extension. */
export function contentTypeOf(path: string): string {
  const extension = /\.[a-z0-9]+$/i.exec(path)?.[0]?.toLowerCase() ?? '';
  return types[extension] ?? 'application/octet-stream';
}
