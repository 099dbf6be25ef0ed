/**
 * Builds the React chat example into `examples/react-chat/dist` (static files). Its
 * configuration is `VITE_SUPABASE_URL` and `VITE_SUPABASE_PUBLISHABLE_KEY`, read from the
 * environment or a `.env.local` beside this file; without them it talks to `npm start`'s
 * gateway. The dev and preview servers listen on 127.0.0.1:5173, an origin the local
 * gateway's Auth and CORS allow (supabase/config.toml's `additional_redirect_urls`).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const exampleRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: exampleRoot,
  envDir: exampleRoot,
  // React's automatic JSX runtime (`react/jsx-runtime`), so no file imports React for JSX.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // React, react-dom, ai, supabase-js and zod in one file: about 660 kB (180 kB gzipped).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // swr (used by @ai-sdk/react) marks its modules 'use client', which means nothing in a
      // browser bundle.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
