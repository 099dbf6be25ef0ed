/**
 * Builds the reference web app into `web/dist` (static files for any host). The dev server
 * (`npm run web:dev`) proxies the Supabase paths to the local gateway, so the app talks to
 * its own origin there as it does when the gateway serves it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The running gateway: `PARLEY_GATEWAY_URL`, else what it wrote to `.parley/gateway.json`, else the default port. */
function gatewayUrl(): string {
  const configured = process.env.PARLEY_GATEWAY_URL?.trim();
  if (configured) return configured;
  try {
    const record: unknown = JSON.parse(
      readFileSync(process.env.PARLEY_GATEWAY_FILE ?? `${repositoryRoot}.parley/gateway.json`, 'utf8'),
    );
    if (typeof record === 'object' && record !== null && 'url' in record && typeof record.url === 'string') {
      return record.url;
    }
  } catch {
    // No gateway file: the gateway is not running yet, or runs on the default port.
  }
  return 'http://127.0.0.1:54321';
}

export default defineConfig(() => {
  const target = gatewayUrl();
  const proxied = { target, changeOrigin: false };
  return {
    root: webRoot,
    envDir: webRoot,
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 700 },
    server: {
      host: '127.0.0.1',
      // The app imports the wire protocol from shared/protocol/, outside web/.
      fs: { allow: [repositoryRoot] },
      proxy: {
        '/functions': proxied,
        '/auth': proxied,
        '/sandbox': proxied,
        '/outbox': proxied,
        '/config.json': proxied,
      },
    },
  };
});
