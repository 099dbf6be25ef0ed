/** Types of build-web-app.mjs (plain JavaScript: `npm start`'s launcher runs it under Node). */

/** Whether `web/dist` must be built: it has no `index.html`, or a source file is newer. */
export function isWebBuildStale(webDirectory: string): Promise<boolean>;

/** Builds `web/` into `web/dist` with its `vite.config.ts`. */
export function buildWebApp(webDirectory: string): Promise<{ ok: true } | { ok: false; message: string }>;

/** Builds the app when it is stale, printing one line first; the build's error message, or null. */
export function ensureWebBuild(webDirectory: string, output: { log: (line: string) => void }): Promise<string | null>;
